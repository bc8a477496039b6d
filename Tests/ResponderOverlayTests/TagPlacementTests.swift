import ResponderCore
import Testing

@testable import ResponderOverlay

@Suite("In-scene tags")
struct TagPlacementTests {
  @Test("a tag avoids the text it would cover and other tags, and gives up when there is no room")
  func placement() {
    let frame = Rect(x: 0, y: 20, width: 200, height: 40)
    let clip = Rect(x: 0, y: 0, width: 300, height: 300)
    let text = Rect(x: 0, y: 20, width: 60, height: 16)
    let first = OverlayLayout.placeTag(
      size: Size(width: 40, height: 16), near: frame, inside: clip, avoiding: [text])
    #expect(first.map { !$0.intersects(text) } == true)
    #expect(first?.minY == 20)
    let blockers = [Rect(x: 0, y: 0, width: 300, height: 300)]
    #expect(
      OverlayLayout.placeTag(size: Size(width: 40, height: 16), near: frame, inside: clip, avoiding: blockers)
        == nil)
  }
}
