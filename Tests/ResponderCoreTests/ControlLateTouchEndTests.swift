import Testing

@testable import ResponderCore

/// A control keeps every phase of each touch whose `touchesBegan` it took,
/// also when that touch's end arrives late, after the next touch began.
///
/// UIGestureRecognizer.delaysTouchesEnded: the window holds an ended touch
/// and delivers `touchesEnded` once the recognizer fails, and a new finger
/// on the view gets its `touchesBegan` meanwhile (the second tap of a double
/// tap). The UIResponder reference: a responder that handles touches itself,
/// not calling `super`, handles every phase of them. Found by the event
/// storm over Scenes/keyboard/keyboard.yaml ("list: 2 touchesEnded/Cancelled
/// deliveries for 1 touches"): a text field in a scroll view, whose pan
/// held its first touch's end, passed its second touch's `touchesEnded` up
/// to the list, which never saw that touch begin.
///
///     window 400×800
///     └─ root
///        └─ row [0, 0, 400, 400]  (a TouchLogView, with a pan)
///           └─ button [50, 50, 100, 44]
@Suite("A control and a touch end that arrives late")
struct ControlLateTouchEndTests {
  func scene() -> (Harness, TouchLogView, Button, PanGestureRecognizer) {
    let h = Harness()
    let row = h.add(TouchLogView(identifier: "row", frame: Rect(x: 0, y: 0, width: 400, height: 400)))
    let button = h.add(
      Button(identifier: "button", frame: Rect(x: 50, y: 50, width: 100, height: 44)), to: row)
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: row)
    return (h, row, button, pan)
  }

  @Test("a control's second touch, begun while the first one's end was held, does not end up the chain")
  func heldEndThenSecondTouch() {
    let (h, row, button, pan) = scene()
    var upInside = 0
    button.sceneOverrides.eventReactions["touchUpInside"] = { _ in upInside += 1 }
    // Finger 0 holds the row's pan in `possible`; finger 1 taps the button.
    h.down(Point(300, 300), finger: 0)
    h.down(Point(60, 60), finger: 1)
    h.up(Point(60, 60), finger: 1)
    #expect(pan.state == .possible)
    #expect(!h.takeCalls().contains("button.touchesEnded"), "the pan holds the button's touchesEnded back")
    // Finger 2 comes down on the button while finger 1's end is still owed.
    h.down(Point(70, 70), finger: 2)
    #expect(h.takeCalls().filter { $0.hasPrefix("button.") } == ["button.touchesBegan"])
    // Finger 0 lifts: the pan fails with finger 2 gone too, and both ends
    // reach the button, which takes each.
    h.up(Point(300, 300), finger: 0)
    h.up(Point(70, 70), finger: 2)
    #expect(pan.state != .began && pan.state != .changed)
    #expect(
      h.takeCalls().filter { $0.hasPrefix("button.") } == ["button.touchesEnded", "button.touchesEnded"])
    #expect(upInside == 1)
    // The row hears only of the touch that began in it: neither of the
    // button's touches is passed up to it.
    #expect(row.log.map(\.method) == ["touchesBegan", "touchesEnded"])
    #expect(row.log.allSatisfy { $0.touches.map(\.finger.finger) == [0] })
  }

  @Test("once its touch ended a control passes up nothing of the next one")
  func newTouchAfterEnd() {
    let (h, row, _, _) = scene()
    h.down(Point(300, 300), finger: 0)
    h.down(Point(60, 60), finger: 1)
    h.up(Point(60, 60), finger: 1)
    h.up(Point(300, 300), finger: 0)
    _ = h.takeCalls()
    h.down(Point(70, 70), finger: 2)
    h.up(Point(70, 70), finger: 2)
    #expect(
      h.takeCalls().filter { $0.hasPrefix("button.") } == ["button.touchesBegan", "button.touchesEnded"])
    #expect(row.log.allSatisfy { $0.touches.map(\.finger.finger) == [0] })
  }
}
