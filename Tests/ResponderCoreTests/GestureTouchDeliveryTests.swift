import Testing

@testable import ResponderCore

/// What the view under a recognizer gets (`cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded`), read from the dispatch
/// records' `calls`. The tree is `padHarness`'s.
@Suite("Gesture recognizers and the view's touches")
struct GestureTouchDeliveryTests {
  @Test("defaults: cancelsTouchesInView on, delaysTouchesBegan off, delaysTouchesEnded on")
  func defaults() {
    let r = GestureRecognizer()
    #expect(r.cancelsTouchesInView)
    #expect(r.delaysTouchesBegan == false)
    #expect(r.delaysTouchesEnded)
    #expect(r.state == .possible)
  }

  @Test("recognizers see a touch before the view does")
  func recognizersFirst() {
    let (h, pad) = padHarness()
    final class Spy: GestureRecognizer {
      var viewCallsAtBegan = -1
      weak var pad: TouchLogView?
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        viewCallsAtBegan = pad!.log.count
      }
    }
    let spy = h.attach(Spy(identifier: "spy"), to: pad)
    spy.pad = pad
    h.down(Point(200, 200))
    #expect(spy.viewCallsAtBegan == 0)
    #expect(pad.log.count == 1)
    h.up(Point(200, 200))
  }

  @Test("cancelsTouchesInView on: a recognized tap turns the view's touch into touchesCancelled")
  func cancelsOn() {
    let (h, pad) = padHarness()
    h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.tap(Point(200, 200))
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesCancelled"])
  }

  @Test("cancelsTouchesInView off: the view gets the whole touch")
  func cancelsOff() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    tap.cancelsTouchesInView = false
    h.tap(Point(200, 200))
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesEnded"])
    #expect(h.states(of: tap) == [.ended])
  }

  @Test("a pan that begins cancels the view's touch and takes its later moves")
  func panCancelsMoves() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    h.down(Point(100, 200))
    h.move(Point(105, 200))
    h.move(Point(115, 200))  // the pan begins here
    h.move(Point(150, 200))
    h.up(Point(150, 200))
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesMoved", "touchesCancelled"])
    #expect(h.states(of: pan).last == .ended)
    expectSettled([pan])
  }

  @Test("a pan with cancelsTouchesInView off leaves the view every phase")
  func panCancelsOff() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    pan.cancelsTouchesInView = false
    h.down(Point(100, 200))
    h.move(Point(115, 200))
    h.move(Point(150, 200))
    h.up(Point(150, 200))
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesMoved", "touchesMoved", "touchesEnded"])
  }

  @Test("the touchesCancelled a recognizer causes travels the chain when the view does not handle it")
  func cancelTravelsChain() {
    let (h, pad) = padHarness()
    h.main.handledEvents = [.touches]
    h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    h.tap(Point(200, 200))
    let calls = h.takeCalls()
    #expect(
      calls == [
        "pad.touchesBegan", "root.touchesBegan", "main.touchesBegan",
        "pad.touchesCancelled", "root.touchesCancelled", "main.touchesCancelled",
      ])
  }

  @Test("delaysTouchesBegan holds touchesBegan until the recognizer fails")
  func delaysBeganUntilFailure() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.delaysTouchesBegan = true
    h.down(Point(200, 200))
    #expect(h.takeCalls(on: "pad").isEmpty)
    h.wait(0.2)
    #expect(h.takeCalls(on: "pad").isEmpty)
    h.up(Point(200, 200))  // too early: the long press fails
    #expect(h.states(of: press) == [.failed])
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesEnded"])
    expectSettled([press])
  }

  @Test("delaysTouchesBegan releases a held touchesBegan as soon as the recognizer fails mid-touch")
  func delaysBeganReleasedOnMove() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.delaysTouchesBegan = true
    h.down(Point(200, 200))
    h.move(Point(230, 200))  // too far: the long press fails
    #expect(h.takeCalls(on: "pad") == ["touchesBegan"])
    h.move(Point(240, 200))
    h.up(Point(240, 200))
    #expect(h.takeCalls(on: "pad") == ["touchesMoved", "touchesEnded"])
  }

  @Test("delaysTouchesBegan: a recognizer that recognizes keeps the touch from the view entirely")
  func delaysBeganRecognized() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.delaysTouchesBegan = true
    h.down(Point(200, 200))
    h.wait(0.6)
    h.up(Point(200, 200))
    #expect(h.states(of: press) == [.began, .ended])
    #expect(h.takeCalls(on: "pad").isEmpty)
    #expect(pad.log.isEmpty)
    expectSettled([press])
  }

  @Test("delaysTouchesEnded holds touchesEnded until the recognizer fails")
  func delaysEnded() {
    let (h, pad) = padHarness()
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    h.tap(Point(200, 200))
    #expect(h.takeCalls(on: "pad") == ["touchesBegan"])
    h.wait(0.3)
    #expect(h.takeCalls(on: "pad").isEmpty)
    h.wait(0.1)  // the double tap fails: the held phase is delivered
    #expect(h.states(of: double) == [.failed])
    #expect(h.takeCalls(on: "pad") == ["touchesEnded"])
    #expect(h.records.last?.kind == .timer)
    expectSettled([double])
  }

  @Test("delaysTouchesEnded: a recognizer that recognizes turns the held touchesEnded into touchesCancelled")
  func delaysEndedRecognized() {
    let (h, pad) = padHarness()
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    h.tap(Point(200, 200))
    h.wait(0.15)
    h.tap(Point(200, 200))
    // First touch: began, held end, cancelled on recognition; second: began, cancelled.
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesBegan", "touchesCancelled(2 touches)"])
    #expect(pad.log.last?.touches.count == 2)
    expectSettled([double])
  }

  @Test("delaysTouchesEnded off: touchesEnded is delivered at once")
  func delaysEndedOff() {
    let (h, pad) = padHarness()
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: pad)
    double.numberOfTapsRequired = 2
    double.delaysTouchesEnded = false
    h.tap(Point(200, 200))
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesEnded"])
    h.wait(0.5)
    #expect(h.takeCalls(on: "pad").isEmpty)
  }

  @Test("an interruption while a phase is held cancels the view's touch once")
  func interruptionWhileHeld() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.delaysTouchesEnded = true
    h.down(Point(200, 200))
    h.app.handle(.interruption("focusLost"))
    #expect(h.takeCalls(on: "pad") == ["touchesBegan", "touchesCancelled"])
    h.wait(1)
    #expect(h.takeCalls(on: "pad").isEmpty)
    expectSettled([press])
  }

  @Test("an interruption while touchesBegan is held sends the view nothing: it never saw the touch")
  func interruptionWhileBeganHeld() {
    let (h, pad) = padHarness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    press.delaysTouchesBegan = true
    h.down(Point(200, 200))
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: press) == [.failed])
    #expect(pad.log.isEmpty)
    h.wait(1)
    #expect(pad.log.isEmpty)
    expectSettled([press])
  }

  @Test("a second touch that no responder gets still reaches the recognizers")
  func extraTouchToRecognizers() {
    let (h, pad) = padHarness()
    final class Counter: GestureRecognizer {
      var began = 0
      override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { began += touches.count }
      override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if trackedTouches.count == touches.count { state = .failed }
      }
    }
    let counter = h.attach(Counter(identifier: "counter"), to: pad)
    h.down(Point(150, 200), finger: 0)
    h.down(Point(250, 200), finger: 1)
    #expect(counter.began == 2)
    #expect(pad.log.count == 1)
    h.up(Point(150, 200), finger: 0)
    h.up(Point(250, 200), finger: 1)
    expectSettled([counter])
  }
}
