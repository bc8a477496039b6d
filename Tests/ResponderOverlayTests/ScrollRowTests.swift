import ResponderCore
import ResponderOverlay
import ResponderTestSupport
import Testing

/// The overlay explains a scroll view: its pan, its motion, and the rule it
/// applied to its content's touches.
@Suite("Overlay scroll rows")
struct ScrollRowTests {
  static let yaml = sceneWith(
    width: 300, height: 400,
    subviews: """
      - id: list
        type: scrollView
        frame: [0, 0, 300, 400]
        subviews:
          - { id: row0, frame: [0, 0, 300, 60], handles: [touches] }
          - { id: tail, frame: [0, 60, 300, 1000] }
      """)

  @Test("a held touch shows as delayed, with the pan still possible")
  func delayed() throws {
    let lab = try OverlayLab(Self.yaml)
    lab.down(100, 30)
    let row = try #require(lab.model.scrolls.first)
    #expect(row.id == "list")
    #expect(row.panRecognizerState == .possible)
    #expect(row.motion == "at rest")
    #expect(row.note?.hasPrefix("delayed:") == true)
  }

  @Test("a drag after the delay shows the row's touch cancelled and the list dragging")
  func cancelled() throws {
    let lab = try OverlayLab(Self.yaml)
    let f = lab.down(100, 30)
    lab.app.advance(by: 0.2)
    lab.move(f, 100, 25)
    lab.move(f, 100, -40)
    let row = try #require(lab.model.scrolls.first)
    #expect(row.panRecognizerState == .began)  // it began on this move
    #expect(row.motion == "dragging")
    #expect(row.offset == Point(x: 0, y: 70))
    #expect(lab.app.lastEventRecord?.scrollNotes.map(\.decision) == [.cancelled, .began])
  }
}

/// The overlay names running animations with their presented and model values.
@Suite("Overlay animation rows")
struct AnimationRowTests {
  @Test("an animated frame shows where it is drawn and where the model is")
  func animatingFrame() throws {
    let lab = try OverlayLab(
      """
      window: { width: 300, height: 400 }
      root:
        controller: main
        on:
          go: [{ set: { box.frame: [200, 0, 50, 50] }, animate: { duration: 1, curve: linear } }]
        view:
          id: root
          subviews:
            - { id: box, frame: [0, 0, 50, 50], gestures: [{ type: tap, action: go }] }
      """)
    lab.tap(25, 25)
    lab.app.advance(by: 0.5)
    let row = try #require(lab.model.animations.first)
    #expect(row.hasPrefix("box frame: shown [1"))
    #expect(row.hasSuffix("model [200, 0, 50, 50]"))
  }
}
