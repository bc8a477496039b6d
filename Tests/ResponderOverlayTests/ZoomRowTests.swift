import ResponderCore
import ResponderOverlay
import ResponderTestSupport
import Testing

/// A zooming scroll view's row says it is zooming and at what scale
/// (UIScrollView.isZooming, zoomScale).
@Suite("Overlay zoom rows")
struct ZoomRowTests {
  @Test("while two fingers pinch the row says zooming and the scale; a plain scroll view has no scale")
  func zooming() throws {
    let lab = try OverlayLab(
      sceneWith(
        width: 300, height: 400,
        subviews: """
          - id: zoomer
            type: scrollView
            frame: [0, 0, 300, 300]
            maximumZoomScale: 3
            zoomView: photo
            subviews: [{ id: photo, frame: [0, 0, 300, 300] }]
          """))
    lab.twoFingers(at: Point(x: 150, y: 150), scale: 2, lift: false)
    let row = try #require(lab.model.scrolls.first { $0.id == "zoomer" })
    #expect(row.motion == "zooming")
    #expect(row.zoomScale.map { abs($0 - 2) < 0.01 } == true)
    #expect(row.note?.hasPrefix("zoomBegan:") == true)
    let plain = try OverlayLab(ScrollRowTests.yaml)
    _ = plain.down(100, 30)
    #expect(plain.model.scrolls.first?.id == "list")
    #expect(plain.model.scrolls.first?.zoomScale == nil)
  }
}
