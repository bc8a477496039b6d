import Testing

@testable import ResponderCore

/// Following the finger, rubber-banding, deceleration, paging and axes.
@Suite("Scroll view motion")
struct ScrollViewMotionTests {
  @Test("past the top edge the content follows the finger by the rubber-band curve, then springs back")
  func rubberBand() {
    let f = ListFixture()
    f.h.down(Point(100, 100))
    f.move(from: Point(100, 100), by: Point(0, 200), steps: 40)
    let expected = ScrollView.rubberBand(-200, min: 0, max: 2400, dimension: 600)
    #expect(abs(f.list.contentOffset.y - expected) < 1e-6)
    #expect(expected < -50 && expected > -200)
    f.h.wait(0.5)
    f.h.up(Point(100, 300))
    f.h.wait(2)
    #expect(f.list.contentOffset.y == 0)
    #expect(f.list.isDecelerating == false)
  }

  @Test("with bounces false the content stops at the edge")
  func noBounce() {
    let f = ListFixture()
    f.list.bounces = false
    f.h.down(Point(100, 100))
    f.move(from: Point(100, 100), by: Point(0, 200))
    #expect(f.list.contentOffset.y == 0)
  }

  @Test("after lift the content decelerates at 0.998 per ms and comes to rest")
  func deceleration() {
    let f = ListFixture()
    f.h.down(Point(100, 500))
    f.move(from: Point(100, 500), by: Point(0, -120), steps: 12)
    let v = -f.list.panGestureRecognizer.velocity(in: nil).y
    f.h.up(Point(100, 380))
    let start = f.list.contentOffset.y
    f.h.wait(0.5)
    // ∫ v·r^(1000 t) dt over 0.5 s.
    let k = -1000 * _log(ScrollView.DecelerationRate.normal)
    let expected = v * (1 - _exp(-k * 0.5)) / k
    let moved = f.list.contentOffset.y - start
    #expect(abs(moved - expected) / expected < 0.02, "moved \(moved), expected \(expected)")
    f.h.wait(6)
    #expect(f.list.isDecelerating == false)
    let rest = f.list.contentOffset.y
    f.h.wait(1)
    #expect(f.list.contentOffset.y == rest)
  }

  @Test("a finger that rests before lifting leaves no momentum")
  func restBeforeLift() {
    let f = ListFixture()
    f.h.down(Point(100, 500))
    f.move(from: Point(100, 500), by: Point(0, -120), steps: 12)
    f.h.wait(0.3)
    f.h.up(Point(100, 380))
    let at = f.list.contentOffset
    f.h.wait(1)
    #expect(f.list.contentOffset == at)
  }

  @Test("a fast fling past the end bounces back to the last offset")
  func flingPastEnd() {
    let f = ListFixture()
    f.list.contentOffset = Point(0, 2300)
    f.h.down(Point(100, 500))
    f.move(from: Point(100, 500), by: Point(0, -300), steps: 6)
    f.h.up(Point(100, 200))
    var furthest = 0.0
    for _ in 0..<300 {
      f.h.wait(tick)
      furthest = max(furthest, f.list.contentOffset.y)
    }
    #expect(furthest > 2400)
    #expect(f.list.contentOffset.y == 2400)
  }

  @Test("paging settles on the next page past half way, or back on this one")
  func paging() {
    let h = Harness()
    let pager = h.add(ScrollView(identifier: "pager", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
    pager.contentSize = Size(width: 1200, height: 300)
    pager.isPagingEnabled = true
    h.drag(from: Point(300, 150), to: Point(100, 150), duration: 1)
    h.wait(2)
    #expect(pager.contentOffset.x == 400)
    h.drag(from: Point(300, 150), to: Point(240, 150), duration: 1)
    h.wait(2)
    #expect(pager.contentOffset.x == 400)
    // A quick flick of 80 pt turns the page.
    h.drag(from: Point(300, 150), to: Point(220, 150), duration: 0.05)
    h.wait(2)
    #expect(pager.contentOffset.x == 800)
  }

  @Test("a vertical list ignores a sideways drag; alwaysBounceHorizontal lets it rubber-band")
  func axes() {
    let f = ListFixture()
    f.h.drag(from: Point(100, 300), to: Point(300, 310), duration: 0.2, lift: false)
    #expect(f.list.contentOffset == .zero)
    #expect(f.list.panGestureRecognizer.state == .failed)
    #expect(f.decisions.contains(.wrongAxis))
    f.h.up(Point(300, 310))
    f.h.wait(1)
    f.list.alwaysBounceHorizontal = true
    f.h.drag(from: Point(100, 300), to: Point(300, 300), duration: 0.2, lift: false)
    #expect(f.list.contentOffset.x < -10)
  }

  @Test("direction lock keeps a diagonal drag on its first axis")
  func directionLock() {
    let h = Harness()
    let grid = h.add(ScrollView(identifier: "grid", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    grid.contentSize = Size(width: 2000, height: 2000)
    grid.contentOffset = Point(500, 500)
    grid.isDirectionLockEnabled = true
    h.drag(from: Point(200, 300), to: Point(180, 100), duration: 0.3, lift: false)
    #expect(grid.contentOffset.x == 500)
    #expect(grid.contentOffset.y == 700)
    grid.isDirectionLockEnabled = false
    h.up(Point(180, 100))
    h.wait(5)
    h.drag(from: Point(200, 300), to: Point(180, 100), duration: 0.3, lift: false)
    #expect(grid.contentOffset.x != 500)
  }

  @Test("indicators show while scrolling and go half a second after it stops")
  func indicators() {
    let f = ListFixture()
    let frame = Rect(x: 0, y: 0, width: 400, height: 600)
    #expect(f.list.indicatorRects(in: frame).isEmpty)
    f.h.drag(from: Point(100, 300), to: Point(100, 200), duration: 0.3, lift: false)
    let bars = f.list.indicatorRects(in: frame)
    #expect(bars.count == 1)
    // The track is the height less two 2.5 pt insets; the bar its visible fraction.
    #expect(abs((bars.first?.height ?? 0) - 595.0 * 600 / 3000) < 1e-9)
    f.h.wait(0.5)
    f.h.up(Point(100, 200))
    f.h.wait(0.2)
    #expect(!f.list.indicatorRects(in: frame).isEmpty)
    f.h.wait(0.5)
    #expect(f.list.indicatorRects(in: frame).isEmpty)
  }
}
