import Testing

@testable import ResponderCore

/// A horizontal pager inside a vertical list, and hit-testing through the offset.
///
///     window (0,0 400×800)
///     └─ root
///        └─ list (0,0 400×600, content 400×2000)
///           ├─ header (0,0 400×100)
///           └─ pager (0,100 400×200, content 1200×200, paging)
///              ├─ page0 (0,0)  page1 (400,0)  page2 (800,0)
@Suite("Nested scroll views")
struct ScrollViewNestingTests {
  struct Nest {
    let h = Harness()
    let list = ScrollView(identifier: "list", frame: Rect(x: 0, y: 0, width: 400, height: 600))
    let pager = ScrollView(identifier: "pager", frame: Rect(x: 0, y: 100, width: 400, height: 200))
    let pages: [View]

    init() {
      list.contentSize = Size(width: 400, height: 2000)
      pager.contentSize = Size(width: 1200, height: 200)
      pager.isPagingEnabled = true
      h.add(list)
      list.addSubview(View(identifier: "header", frame: Rect(x: 0, y: 0, width: 400, height: 100)))
      list.addSubview(pager)
      pages = (0..<3).map {
        View(identifier: "page\($0)", frame: Rect(x: Double($0) * 400, y: 0, width: 400, height: 200))
      }
      for p in pages { pager.addSubview(p) }
    }
  }

  @Test("a sideways drag on the pager turns its page; the list stays")
  func horizontalToInner() {
    let n = Nest()
    n.h.drag(from: Point(300, 200), to: Point(100, 205), duration: 0.4)
    n.h.wait(2)
    #expect(n.pager.contentOffset.x == 400)
    #expect(n.list.contentOffset == .zero)
  }

  @Test("an upward drag on the pager scrolls the list; the pager stays")
  func verticalToOuter() {
    let n = Nest()
    n.h.drag(from: Point(200, 250), to: Point(205, 100), duration: 0.4, lift: false)
    #expect(n.list.contentOffset.y > 100)
    #expect(n.pager.contentOffset.x == 0)
    #expect(n.pager.panGestureRecognizer.state == .failed)
    #expect(n.list.panGestureRecognizer.state == .changed)
  }

  @Test("hit-testing converts through the content offset")
  func hitTestThroughOffset() {
    let n = Nest()
    #expect(n.h.window.hitTest(Point(200, 150), with: nil)?.identifier == "page0")
    n.pager.contentOffset = Point(800, 0)
    #expect(n.h.window.hitTest(Point(200, 150), with: nil)?.identifier == "page2")
    n.list.contentOffset = Point(0, 150)
    #expect(n.h.window.hitTest(Point(200, 20), with: nil)?.identifier == "page2")
    #expect(n.h.window.hitTest(Point(200, 160), with: nil)?.identifier == "list")
  }
}
