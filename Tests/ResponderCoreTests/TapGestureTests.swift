import Testing

@testable import ResponderCore

/// Tap recognizers on `pad` (see `padHarness`), on the virtual clock.
@Suite("Tap gesture recognizer")
struct TapGestureTests {
  @Test("a tap recognizes when the finger lifts, then resets to possible")
  func recognizes() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.down(Point(200, 200))
    #expect(tap.state == .possible)
    #expect(h.states(of: tap).isEmpty)
    h.wait(0.05)
    h.up(Point(200, 200))
    #expect(h.states(of: tap) == [.ended])
    expectSettled([tap])
  }

  @Test("the recognition is written into the event's record")
  func recorded() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.tap(Point(200, 200))
    let changes = h.app.lastEventRecord?.gestureChanges ?? []
    #expect(changes.count == 1)
    #expect(changes.first?.recognizer === tap)
    #expect(changes.first?.state == .recognized)
  }

  @Test("a tap fails when the finger moves more than 10 pt")
  func movementFails() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.down(Point(200, 200))
    h.move(Point(208, 200))
    #expect(tap.state == .possible)
    h.move(Point(212, 200))
    #expect(h.states(of: tap) == [.failed])
    h.up(Point(212, 200))
    #expect(h.states(of: tap) == [.failed])
    expectSettled([tap])
  }

  @Test("a one-finger tap fails when a second finger comes down")
  func extraFingerFails() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.down(Point(200, 200), finger: 0)
    h.down(Point(220, 200), finger: 1)
    #expect(h.states(of: tap) == [.failed])
    h.up(Point(200, 200), finger: 0)
    h.up(Point(220, 200), finger: 1)
    expectSettled([tap])
  }

  @Test("a two-finger tap recognizes when both fingers lift")
  func twoFingers() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap2"), to: pad)
    tap.numberOfTouchesRequired = 2
    h.down(Point(200, 200), finger: 0)
    h.down(Point(220, 200), finger: 1)
    h.wait(0.05)
    h.up(Point(200, 200), finger: 0)
    #expect(h.states(of: tap).isEmpty)
    h.up(Point(220, 200), finger: 1)
    #expect(h.states(of: tap) == [.ended])
    expectSettled([tap])
  }

  @Test("a two-finger tap fails when only one finger taps")
  func twoFingersOneTap() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap2"), to: pad)
    tap.numberOfTouchesRequired = 2
    h.tap(Point(200, 200))
    #expect(h.states(of: tap) == [.failed])
    expectSettled([tap])
  }

  @Test("a double tap recognizes on the second tap")
  func doubleTap() {
    let (h, pad) = padHarness()
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    h.tap(Point(200, 200))
    #expect(double.state == .possible)
    h.wait(0.15)
    h.tap(Point(202, 200))
    #expect(h.states(of: double) == [.ended])
    expectSettled([double])
  }

  @Test("a double tap fails when the second tap comes later than 0.35 s")
  func doubleTapTooSlow() {
    let (h, pad) = padHarness()
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    h.tap(Point(200, 200))
    h.wait(0.34)
    #expect(h.states(of: double).isEmpty)
    h.wait(0.02)
    #expect(h.states(of: double) == [.failed])
    expectSettled([double])
    // The late tap starts a new sequence, which fails in its turn.
    h.tap(Point(200, 200))
    h.wait(0.4)
    #expect(h.states(of: double) == [.failed, .failed])
    expectSettled([double])
  }

  @Test("an interruption fails a tap that has not recognized")
  func interruptionFails() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.down(Point(200, 200))
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: tap) == [.failed])
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
    expectSettled([tap])
    // It works again afterwards.
    h.tap(Point(200, 200))
    #expect(h.states(of: tap) == [.failed, .ended])
  }

  @Test("a disabled recognizer sees no touches")
  func disabled() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    tap.isEnabled = false
    h.tap(Point(200, 200))
    #expect(h.states(of: tap).isEmpty)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesEnded"])
  }

  @Test("a recognizer on a superview sees touches in its subviews")
  func ancestorRecognizer() {
    let (h, pad) = padHarness()
    let inner = h.add(View(identifier: "inner", frame: Rect(x: 100, y: 100, width: 50, height: 50)), to: pad)
    let tap = h.attach(TapGestureRecognizer(identifier: "rootTap"), to: h.root)
    h.tap(h.center(of: inner))
    #expect(h.app.lastEventRecord?.chain.first === inner)
    #expect(h.states(of: tap) == [.ended])
  }
}
