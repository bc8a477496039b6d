import ResponderCore
import Testing

@testable import ResponderOverlay

@Suite("In-scene tags")
struct TagPlacementTests {
  @Test("a view smaller than its tag (pager.yaml's 8-pt dots) gets the tag above or below, not over it")
  func smallView() {
    let clip = Rect(x: 0, y: 0, width: 300, height: 300)
    let dot = Rect(x: 100, y: 150, width: 8, height: 8)
    let tag = OverlayLayout.placeTag(size: Size(width: 18, height: 16), near: dot, inside: clip, avoiding: [])
    #expect(tag.map { !$0.intersects(dot) } == true)
    #expect(tag?.maxY == dot.minY - 1)
    // Above taken: below.
    let above = Rect(x: 0, y: 100, width: 300, height: 49)
    let below = OverlayLayout.placeTag(
      size: Size(width: 18, height: 16), near: dot, inside: clip, avoiding: [above])
    #expect(below?.minY == dot.maxY + 1)
  }

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

  @Test("a view far outside the window gets no tag, and the search ends (x = 1e17 stood still at x += 8)")
  func farAway() {
    let clip = Rect(x: 0, y: 0, width: 300, height: 300)
    let size = Size(width: 18, height: 16)
    for x in [1e16, 1e17, 1e300, -1e17] {
      let far = Rect(x: x, y: 0, width: 10, height: 10)
      #expect(OverlayLayout.placeTag(size: size, near: far, inside: clip, avoiding: []) == nil)
    }
    // A view reaching in from far left still gets its tag at the window's edge.
    let wide = Rect(x: -1e17, y: 100, width: 2e17, height: 40)
    #expect(OverlayLayout.placeTag(size: size, near: wide, inside: clip, avoiding: [])?.minX == 0)
  }
}
