import ResponderCore
import ResponderTestSupport
import Testing

@testable import ResponderScene

private func build(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> BuiltScene? {
  loadScene(yaml, sourceLocation: sourceLocation).map { SceneBuilder().build($0) }
}

/// The zooming keys of a scroll view and the `zoom:` effect: what the
/// loader refuses, with the place, and what the builder makes of the rest
/// (UIScrollView minimumZoomScale, maximumZoomScale, zoomScale, bouncesZoom,
/// viewForZooming(in:), pinchGestureRecognizer, zoom(to:animated:)).
@Suite("Zoom keys of scroll views")
struct ZoomKeyTests {
  @Test("zoomView must be a subview of the scroll view; a zoom scale is above 0")
  func zoomViewErrors() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: s, type: scrollView, zoomView: other, maximumZoomScale: 0, subviews: [{ id: inner }] }
          - { id: other }
          """))
    #expect(
      errors == [
        SceneError(.rule(.zoomViewNotSubview("other")), at: place(7, 46)),
        SceneError(.outOfRange(.zoomScale, 0), at: place(7, 71)),
      ])
  }

  @Test("zoom: takes a view and either to: or scale:, and checks its keys")
  func zoomEffectErrors() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - id: s
            type: scrollView
            maximumZoomScale: 3
            zoomView: p
            subviews: [{ id: p }]
            on:
              a: { zoom: { to: [0, 0, 10, 10] } }
              b: { zoom: { view: s, to: [0, 0, 10, 10], scale: 2 } }
              c: { zoom: { view: s, scal: 2 } }
              d: { zoom: { view: p, scale: 2 } }
              e: { zoom: { view: s, to: [0, 0, 10, 10], around: location } }
          """))
    #expect(errors.contains(SceneError(.missingKey(.zoomView), at: place(13, 22))))
    #expect(errors.contains(SceneError(.rule(.zoomTarget), at: place(14, 22))))
    #expect(
      errors.contains(SceneError(.unknownKey("scal", in: .zoom, suggestion: "scale"), at: place(15, 33))))
    #expect(errors.contains(SceneError(.rule(.zoomTarget), at: place(17, 22))))
    // `p` is not a scroll view: it has no zoomScale to set.
    #expect(errors.contains { $0.location == place(16, 30) })
    #expect(errors.count == 5)
  }

  @Test("ID.pinch names the scroll view's pinch only while its zoom range is open")
  func pinchReference() throws {
    let zoomable = sceneWith(
      subviews: """
        - { id: s, type: scrollView, maximumZoomScale: 2, zoomView: p, subviews: [{ id: p }] }
        - { id: t, gestures: [{ id: tap, type: tap, requireToFail: [s.pinch] }] }
        """)
    let d = try #require(build(zoomable))
    let pinch = try #require(d.recognizers["s.pinch"])
    #expect(pinch.kindName == "scrollPinch")
    let fixed = zoomable.replacingOccurrences(of: "maximumZoomScale: 2", with: "maximumZoomScale: 1")
    #expect(sceneProblems(fixed).contains { $0.location.line == 8 })
  }

  @Test("the scene's zoomScale is applied at build, clamped, and the content size follows the zoom view")
  func builtZoom() throws {
    let d = try #require(
      build(
        sceneWith(
          subviews: """
            - { id: s, type: scrollView, frame: [0, 0, 200, 200], minimumZoomScale: 0.5, maximumZoomScale: 2, zoomScale: 1.5, bouncesZoom: false, zoomView: p, subviews: [{ id: p, frame: [0, 0, 200, 100] }] }
            """)))
    let s = try #require(d.views["s"] as? ScrollView)
    #expect(s.zoomScale == 1.5)
    #expect(s.contentSize.width == 300 && s.contentSize.height == 150)
    #expect(!s.bouncesZoom)
    #expect(SceneBuilder.read("zoomScale", of: s) == .number(1.5))
    #expect(s.setValue(.number(5), forProperty: "zoomScale"))
    #expect(s.zoomScale == 2)
  }
}
