import Testing

@testable import ResponderCore

/// Long-press recognizers on `pad` (see `padHarness`), on the virtual clock.
@Suite("Long-press gesture recognizer")
struct LongPressGestureTests {
  @Test("holding still for 0.5 s begins, moving changes, lifting ends")
  func recognizes() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    h.down(Point(200, 200))
    h.wait(0.49)
    #expect(press.state == .possible)
    h.wait(0.02)
    #expect(press.state == .began)
    h.move(Point(230, 200))  // past the allowed movement: after it began that is a change
    #expect(press.state == .changed)
    h.up(Point(230, 200))
    #expect(h.states(of: press) == [.began, .changed, .ended])
    expectSettled([press])
  }

  @Test("a long press released early fails")
  func releasedEarly() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    h.down(Point(200, 200))
    h.wait(0.3)
    h.up(Point(200, 200))
    #expect(h.states(of: press) == [.failed])
    h.wait(1)  // its timer was cancelled
    #expect(h.states(of: press) == [.failed])
    expectSettled([press])
  }

  @Test("moving more than 10 pt before the duration fails it")
  func movedTooFar() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    h.down(Point(200, 200))
    h.wait(0.1)
    h.move(Point(209, 200))
    #expect(press.state == .possible)
    h.move(Point(211, 200))
    #expect(h.states(of: press) == [.failed])
    h.wait(1)
    #expect(h.states(of: press) == [.failed])
    h.up(Point(211, 200))
    expectSettled([press])
  }

  @Test("minimumPressDuration sets how long to hold")
  func customDuration() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.minimumPressDuration = 1.0
    h.down(Point(200, 200))
    h.wait(0.8)
    #expect(press.state == .possible)
    h.wait(0.25)
    #expect(press.state == .began)
    h.up(Point(200, 200))
    expectSettled([press])
  }

  @Test("an interruption cancels a long press that has begun")
  func interruptionCancels() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    h.down(Point(200, 200))
    h.wait(0.6)
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: press) == [.began, .cancelled])
    expectSettled([press])
    // The finger lifting afterwards is stale input.
    h.up(Point(200, 200))
    #expect(h.states(of: press) == [.began, .cancelled])
  }

  /// UILongPressGestureRecognizer.numberOfTapsRequired: "The number of taps
  /// on the view necessary for the gesture to be recognized" (default 0).
  @Test("with numberOfTapsRequired 1 a tap comes first and the next touch is the press")
  func tapThenPress() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.numberOfTapsRequired = 1
    h.down(Point(200, 200))
    h.wait(0.6)  // the first touch is the tap: holding it begins nothing
    #expect(press.state == .possible)
    h.up(Point(200, 200))
    h.wait(0.1)
    #expect(press.state == .possible)  // between the tap and the press
    h.down(Point(202, 200))
    h.wait(0.49)
    #expect(press.state == .possible)
    h.wait(0.02)
    #expect(press.state == .began)
    h.up(Point(202, 200))
    #expect(h.states(of: press) == [.began, .ended])
    expectSettled([press])
  }

  @Test("a press that comes later than the multi-tap interval after the tap fails")
  func tapThenLatePress() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.numberOfTapsRequired = 1
    h.down(Point(200, 200))
    h.wait(0.05)
    h.up(Point(200, 200))
    h.wait(0.36)
    #expect(h.states(of: press) == [.failed])
    expectSettled([press])
  }

  /// UIGestureRecognizer.isEnabled: "If you change this property to false
  /// while a gesture recognizer is currently recognizing a gesture, the
  /// gesture recognizer transitions to a cancelled state."
  @Test("disabling a long press that has begun cancels it; one still deciding fails")
  func disabledMidGesture() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    h.down(Point(200, 200))
    h.wait(0.6)
    press.isEnabled = false
    #expect(h.states(of: press) == [.began, .cancelled])
    h.up(Point(200, 200))
    press.isEnabled = true
    h.down(Point(200, 200))
    h.wait(0.1)
    press.isEnabled = false
    #expect(h.states(of: press) == [.began, .cancelled, .failed])
    h.up(Point(200, 200))
    expectSettled([press])
  }
}
