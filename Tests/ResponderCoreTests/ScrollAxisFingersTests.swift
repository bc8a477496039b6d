import Testing

@testable import ResponderCore

/// A scroll view that cannot scroll along an axis fails its pan on a drag
/// mostly along it ("Nesting Scroll Views"), however many fingers drag.
@Suite("the axis rule and fingers")
struct ScrollAxisFingersTests {
  //   window 400 × 800
  //   └─ root
  //      └─ pager (0,0 400×200, contentSize 1200×200): horizontal only
  func pager() -> (Harness, ScrollView) {
    let h = Harness()
    let pager = ScrollView(identifier: "pager")
    pager.frame = Rect(x: 0, y: 0, width: 400, height: 200)
    pager.contentSize = Size(width: 1200, height: 200)
    h.add(pager)
    return (h, pager)
  }

  /// The pan's state changes, from the dispatch records.
  func panStates(_ h: Harness, _ pager: ScrollView) -> [GestureRecognizer.State] {
    h.records.flatMap { r in
      r.gestureChanges.filter { $0.recognizer === pager.panGestureRecognizer }.map(\.state)
    }
  }

  @Test("a vertical one-finger drag fails a horizontal-only pan")
  func oneFinger() {
    let (h, pager) = pager()
    h.down(Point(x: 150, y: 40))
    for k in 1...10 {
      h.wait(tick)
      h.move(Point(x: 150, y: 40 + 8 * Double(k)))
    }
    h.up(Point(x: 150, y: 120))
    #expect(pager.panGestureRecognizer.state != .began && pager.contentOffset == .zero)
    #expect(panStates(h, pager).contains(.failed))
  }

  @Test(
    "a vertical two-finger drag fails it too: the second finger landing beside the first is no sideways drag")
  func twoFingers() {
    let (h, pager) = pager()
    h.down(Point(x: 150, y: 40), finger: 0)
    h.wait(tick)
    h.down(Point(x: 230, y: 40), finger: 1)
    for k in 1...10 {
      h.wait(tick)
      h.move(Point(x: 150, y: 40 + 8 * Double(k)), finger: 0)
      h.move(Point(x: 230, y: 40 + 8 * Double(k)), finger: 1)
    }
    h.up(Point(x: 150, y: 120), finger: 0)
    h.up(Point(x: 230, y: 120), finger: 1)
    #expect(pager.contentOffset == .zero)
    #expect(panStates(h, pager).contains(.failed))
    #expect(!panStates(h, pager).contains(.began))
  }

  @Test("a horizontal two-finger drag still pages")
  func twoFingersAlong() {
    let (h, pager) = pager()
    h.down(Point(x: 150, y: 40), finger: 0)
    h.wait(tick)
    h.down(Point(x: 150, y: 120), finger: 1)
    for k in 1...10 {
      h.wait(tick)
      h.move(Point(x: 150 - 8 * Double(k), y: 40), finger: 0)
      h.move(Point(x: 150 - 8 * Double(k), y: 120), finger: 1)
    }
    #expect(panStates(h, pager).contains(.began))
    #expect(pager.contentOffset.x > 0)
  }
}
