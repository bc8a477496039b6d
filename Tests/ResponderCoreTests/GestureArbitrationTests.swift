import Testing

@testable import ResponderCore

/// `require(toFail:)` between recognizers on `pad` (see `padHarness`).
@Suite("Gesture arbitration")
struct GestureArbitrationTests {
  func singleAndDouble() -> (Harness, TouchLogView, TapGestureRecognizer, TapGestureRecognizer) {
    let (h, pad) = padHarness()
    let single = h.attach(TapGestureRecognizer(identifier: "single"), to: pad)
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    single.require(toFail: double)
    return (h, pad, single, double)
  }

  @Test("one tap: the single tap recognizes once the double tap fails after 0.35 s")
  func oneTap() {
    let (h, _, single, double) = singleAndDouble()
    h.tap(Point(200, 200))
    #expect(h.states(of: single).isEmpty)
    h.wait(0.3)
    #expect(h.states(of: single).isEmpty)
    #expect(single.state == .possible)
    h.wait(0.06)  // 0.35 s after the finger lifted
    #expect(h.states(of: double) == [.failed])
    #expect(h.states(of: single) == [.ended])
    #expect(h.gestureLog == [GestureChange("double", .failed), GestureChange("single", .ended)])
    expectSettled([single, double])
  }

  @Test("two taps: the double tap recognizes and the single tap fails")
  func twoTaps() {
    let (h, _, single, double) = singleAndDouble()
    h.tap(Point(200, 200))
    h.wait(0.15)
    h.tap(Point(200, 200))
    #expect(h.states(of: double) == [.ended])
    #expect(h.states(of: single) == [.failed])
    h.wait(1)
    #expect(h.states(of: single) == [.failed])
    expectSettled([single, double])
  }

  @Test("the single tap waits again on the next sequence")
  func repeated() {
    let (h, _, single, double) = singleAndDouble()
    h.tap(Point(200, 200))
    h.wait(0.5)
    h.tap(Point(200, 200))
    h.wait(0.15)
    h.tap(Point(200, 200))
    h.wait(0.5)
    h.tap(Point(200, 200))
    h.wait(0.5)
    #expect(h.states(of: single) == [.ended, .failed, .ended])
    #expect(h.states(of: double) == [.failed, .ended, .failed])
    expectSettled([single, double])
  }

  @Test("an interruption between the taps fails both; a later tap starts afresh")
  func interruptionBetweenTaps() {
    let (h, _, single, double) = singleAndDouble()
    h.tap(Point(200, 200))
    h.wait(0.1)
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: single) == [.failed])
    #expect(h.states(of: double) == [.failed])
    expectSettled([single, double])
    h.wait(0.05)
    h.tap(Point(200, 200))  // 0.2 s after the first tap: would have been a double tap
    #expect(h.states(of: double) == [.failed])
    h.wait(0.5)
    #expect(h.states(of: single) == [.failed, .ended])
    #expect(h.states(of: double) == [.failed, .failed])
    expectSettled([single, double])
  }

  @Test("a recognizer waiting on another fails when that one recognizes")
  func failsWhenRequiredRecognizes() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    press.require(toFail: pan)
    h.drag(from: Point(100, 200), to: Point(200, 200), duration: 0.2)
    #expect(h.states(of: press) == [.failed])
    #expect(h.states(of: pan).first == .began)
    expectSettled([press, pan])
  }

  @Test("without a requirement the first to recognize wins and the others fail")
  func firstWins() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.down(Point(200, 200))
    h.wait(0.6)
    #expect(press.state == .began)
    #expect(h.states(of: tap) == [.failed])
    h.up(Point(200, 200))
    #expect(h.states(of: press) == [.began, .ended])
    expectSettled([press, tap])
  }

  @Test("a recognizer on a superview competes with one on the subview")
  func nested() {
    let (h, pad) = padHarness()
    let inner = h.add(
      View(identifier: "inner", frame: Rect(x: 100, y: 100, width: 100, height: 100)), to: pad)
    let outerPan = h.attach(PanGestureRecognizer(identifier: "outerPan"), to: pad)
    let innerTap = h.attach(TapGestureRecognizer(identifier: "innerTap"), to: inner)
    h.drag(from: Point(200, 200), to: Point(260, 200), duration: 0.2)
    #expect(h.states(of: innerTap) == [.failed])
    #expect(h.states(of: outerPan).last == .ended)
    h.tap(Point(200, 200))
    #expect(h.states(of: innerTap) == [.failed, .ended])
    expectSettled([outerPan, innerTap])
  }
}
