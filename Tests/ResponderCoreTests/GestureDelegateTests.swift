import ResponderScene
import Testing

@testable import ResponderCore

/// `UIGestureRecognizerDelegate`'s answers, declared as data.
///
///     root
///     └─ card [0, 0, 300, 300]        tap recognizer
///        └─ button [200, 200, 80, 40]
@Suite("recognizer delegate answers")
struct GestureDelegateTests {
  @Test("shouldReceive false for touches in a button keeps them from the card's tap; the button works")
  func ignoresButton() {
    let h = Harness()
    let card = h.add(View(identifier: "card", frame: Rect(x: 0, y: 0, width: 300, height: 300)))
    let button = h.add(
      Button(identifier: "button", frame: Rect(x: 200, y: 200, width: 80, height: 40)), to: card)
    var liked = 0
    h.main.sceneOverrides.actionHandlers["like"] = { _ in liked += 1 }
    button.addTarget(h.main, action: "like", for: .touchUpInside)
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: card)
    let answers = DeclaredGestureAnswers()
    answers.ignoredViews = [Weak(button)]
    tap.delegate = answers
    h.tap(button)
    #expect(liked == 1)
    #expect(h.states(of: tap) == [])
    #expect(
      h.records.contains { r in
        r.gestureNotes.contains {
          $0.recognizer === tap && $0.answer == .shouldReceiveRefused(hitView: "button")
        }
      })
    h.tap(Point(x: 50, y: 50))
    #expect(h.states(of: tap) == [.ended])
  }

  @Test("shouldBegin false fails a recognizer at the moment it would begin")
  func shouldBegin() {
    let h = Harness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    let answers = DeclaredGestureAnswers()
    answers.shouldBegin = false
    pan.delegate = answers
    h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 0.2)
    #expect(h.states(of: pan) == [.failed])
    expectSettled([pan])
  }

  @Test("shouldRequireFailureOf makes a single tap wait for the double tap to fail")
  func requireFailure() {
    let h = Harness()
    let single = h.attach(TapGestureRecognizer(identifier: "single"), to: h.root)
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: h.root)
    double.numberOfTapsRequired = 2
    let answers = DeclaredGestureAnswers()
    answers.requiredFailures = [Weak(double)]
    single.delegate = answers
    h.tap(Point(x: 100, y: 100))
    #expect(h.states(of: single) == [])
    h.wait(0.5)
    #expect(h.states(of: single) == [.ended])
    #expect(h.states(of: double) == [.failed])
  }

  @Test("a pan limited to two touches fails with one and three, begins with two")
  func panTouches() {
    let h = Harness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    pan.minimumNumberOfTouches = 2
    pan.maximumNumberOfTouches = 2
    h.drag(from: Point(x: 100, y: 100), to: Point(x: 200, y: 100), duration: 0.1)
    #expect(h.states(of: pan) == [.failed])
    h.down(Point(x: 100, y: 100), finger: 0)
    h.down(Point(x: 100, y: 200), finger: 1)
    h.move(Point(x: 130, y: 100), finger: 0)
    h.move(Point(x: 130, y: 200), finger: 1)
    #expect(h.states(of: pan).suffix(2) == [.began, .changed])
  }
}
