import Testing

@testable import ResponderCore

/// Pan and swipe recognizers on `pad` (see `padHarness`): x from 50 to 350.
@Suite("Pan and swipe gesture recognizers")
struct PanSwipeGestureTests {
  @Test("a pan begins after 10 pt, changes with every move and ends on lift")
  func panRecognizes() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    var translations: [Point] = []
    pan.stateObservers.append { r in translations.append((r as! PanGestureRecognizer).translation(in: nil)) }
    h.down(Point(100, 200))
    h.move(Point(109, 200))
    #expect(pan.state == .possible)
    h.wait(tick)
    h.move(Point(111, 200))
    #expect(pan.state == .began)
    for i in 1...60 {  // 100 pt in 0.5 s: 200 pt/s
      h.wait(tick)
      h.move(Point(111 + Double(i) * 100 / 60, 200))
    }
    #expect(pan.state == .changed)
    #expect(abs(pan.translation(in: nil).x - 111) < 1e-9)
    #expect(abs(pan.velocity(in: nil).x - 200) < 1)
    h.up(Point(211, 200))
    let states = h.states(of: pan)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(states.dropFirst().dropLast().allSatisfy { $0 == .changed })
    #expect(states.count == 62)
    #expect(translations.first.map { abs($0.x - 11) < 1e-9 } == true)
    expectSettled([pan])
  }

  @Test("a finger that rests before lifting ends the pan with zero velocity; one lifted moving keeps it")
  func restBeforeLift() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    var atEnd: [Point] = []
    pan.stateObservers.append { r in
      if r.state == .ended { atEnd.append((r as! PanGestureRecognizer).velocity(in: nil)) }
    }
    h.down(Point(100, 200))
    for i in 1...30 {  // 200 pt/s
      h.wait(tick)
      h.move(Point(100 + Double(i) * 200 / 120, 200))
    }
    h.wait(0.3)
    h.up(Point(150, 200))
    h.down(Point(100, 200))
    for i in 1...30 {
      h.wait(tick)
      h.move(Point(100 + Double(i) * 200 / 120, 200))
    }
    h.wait(tick)
    h.up(Point(150, 200))
    #expect(atEnd.count == 2)
    #expect(atEnd.first == .zero)
    #expect(atEnd.last.map { abs($0.x - 200) < 1 } == true)
  }

  @Test("a second finger joining or leaving does not make the translation jump")
  func fingerJoins() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    pad.isMultipleTouchEnabled = true
    h.drag(from: Point(100, 200), to: Point(140, 200), duration: 0.1, lift: false)
    #expect(pan.translation(in: nil) == Point(40, 0))
    h.down(Point(140, 300), finger: 1)
    #expect(pan.translation(in: nil) == Point(40, 0))
    h.move(Point(150, 300), finger: 1)
    #expect(pan.translation(in: nil) == Point(45, 0))
    h.up(Point(150, 300), finger: 1)
    #expect(pan.translation(in: nil) == Point(45, 0))
    #expect(pan.state == .changed)
    h.up(Point(140, 200))
    expectSettled([pan])
  }

  @Test("setTranslation rebases the translation")
  func setTranslation() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    h.drag(from: Point(100, 200), to: Point(150, 200), duration: 0.1, lift: false)
    pan.setTranslation(.zero, in: nil)
    h.move(Point(160, 210))
    #expect(pan.translation(in: pad) == Point(10, 10))
    h.up(Point(160, 210))
  }

  @Test("a pan fails when the finger lifts before moving 10 pt")
  func panFails() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    h.down(Point(100, 200))
    h.move(Point(105, 205))
    h.up(Point(105, 205))
    #expect(h.states(of: pan) == [.failed])
    expectSettled([pan])
  }

  @Test("an interruption cancels a changing pan and the view gets touchesCancelled once")
  func panInterrupted() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    pan.cancelsTouchesInView = false
    h.drag(from: Point(100, 200), to: Point(200, 200), duration: 0.2, lift: false)
    #expect(pan.state == .changed)
    _ = h.takeCalls()
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: pan).last == .cancelled)
    #expect(h.takeCalls(on: "pad") == ["touchesCancelled"])
    #expect(pad.log.filter { $0.method == "touchesCancelled" }.count == 1)
    expectSettled([pan])
    h.app.handle(.interruption("focusLost"))
    h.up(Point(200, 200))
    #expect(pad.log.filter { $0.method == "touchesCancelled" }.count == 1)
    #expect(h.states(of: pan).filter { $0 == .cancelled }.count == 1)
  }

  @Test("an interruption after a pan took the touches cancels nothing more in the view")
  func panInterruptedAfterCancellingTouches() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    h.drag(from: Point(100, 200), to: Point(200, 200), duration: 0.2, lift: false)
    #expect(pad.log.filter { $0.method == "touchesCancelled" }.count == 1)  // when the pan began
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: pan).last == .cancelled)
    #expect(pad.log.filter { $0.method == "touchesCancelled" }.count == 1)
    expectSettled([pan])
  }

  @Test("a quick stroke to the right is a swipe")
  func swipeRecognizes() {
    let (h, pad) = padHarness()
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: pad)
    h.drag(from: Point(100, 200), to: Point(220, 200), duration: 0.1)
    #expect(h.states(of: swipe) == [.ended])
    expectSettled([swipe])
  }

  @Test("a swipe in a direction it does not accept fails")
  func swipeWrongDirection() {
    let (h, pad) = padHarness()
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: pad)
    h.drag(from: Point(220, 200), to: Point(100, 200), duration: 0.1)
    #expect(h.states(of: swipe) == [.failed])
    swipe.direction = [.left, .up]
    h.drag(from: Point(220, 200), to: Point(100, 200), duration: 0.1)
    h.drag(from: Point(200, 300), to: Point(200, 180), duration: 0.1)
    #expect(h.states(of: swipe) == [.failed, .ended, .ended])
    expectSettled([swipe])
  }

  @Test("a slow stroke is not a swipe")
  func swipeTooSlow() {
    let (h, pad) = padHarness()
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: pad)
    h.drag(from: Point(100, 200), to: Point(220, 200), duration: 1.2)
    #expect(h.states(of: swipe) == [.failed])
    expectSettled([swipe])
  }

  @Test("a short stroke is not a swipe")
  func swipeTooShort() {
    let (h, pad) = padHarness()
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: pad)
    h.drag(from: Point(100, 200), to: Point(140, 200), duration: 0.05)
    #expect(h.states(of: swipe) == [.failed])
    expectSettled([swipe])
  }

  @Test("an interruption fails a swipe still deciding")
  func swipeInterrupted() {
    let (h, pad) = padHarness()
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: pad)
    h.drag(from: Point(100, 200), to: Point(120, 200), duration: 0.02, lift: false)
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: swipe) == [.failed])
    expectSettled([swipe])
  }

  func panAndSwipe() -> (Harness, TouchLogView, PanGestureRecognizer, SwipeGestureRecognizer) {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: pad)
    pan.require(toFail: swipe)
    return (h, pad, pan, swipe)
  }

  @Test("pan and swipe on one view: a quick stroke is a swipe and the pan fails")
  func quickStrokeIsSwipe() {
    let (h, _, pan, swipe) = panAndSwipe()
    h.drag(from: Point(100, 200), to: Point(220, 200), duration: 0.1)
    #expect(h.states(of: swipe) == [.ended])
    #expect(h.states(of: pan) == [.failed])
    expectSettled([pan, swipe])
  }

  @Test("pan and swipe on one view: a slow drag is a pan once the swipe fails")
  func slowDragIsPan() {
    let (h, _, pan, swipe) = panAndSwipe()
    h.drag(from: Point(100, 200), to: Point(220, 200), duration: 1.2, lift: false)
    #expect(h.states(of: swipe) == [.failed])
    #expect(pan.state == .changed)
    h.up(Point(220, 200))
    #expect(h.states(of: pan).first == .began)
    #expect(h.states(of: pan).last == .ended)
    #expect(abs(pan.translation(in: nil).x) < 1e-9)  // reset after the gesture
    expectSettled([pan, swipe])
  }
}
