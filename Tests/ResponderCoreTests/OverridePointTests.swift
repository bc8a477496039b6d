import ResponderScene
import Testing

@testable import ResponderCore

/// UIKit's override points, overridden by Swift subclasses as an app would:
/// `next`, `canPerformAction(_:withSender:)`, `target(forAction:withSender:)`
/// and the `GestureRecognizerDelegate` methods. Figure 1's tree (`Figure1`):
///
///     window
///     └─ root (controller main)
///        └─ background
///           ├─ label
///           ├─ field (text field)
///           └─ ok (button, nil-targeted `submit`)
@Suite("UIKit's override points through Swift subclasses")
struct OverridePointTests {
  /// A view whose `next` is whatever the test says, else UIKit's rule.
  final class RoutedView: View {
    weak var routed: Responder?
    override var next: Responder? { routed ?? super.next }
  }

  /// A controller that implements `submit` but refuses it while `locked`.
  final class LockingController: ViewController {
    var locked = true
    var asked: [String] = []
    override func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
      asked.append(action)
      if action == "submit" && locked { return false }
      return super.canPerformAction(action, withSender: sender)
    }
  }

  /// A view that claims every action named `claim…` without implementing it.
  final class ClaimingView: View {
    override func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
      action.hasPrefix("claim") || super.canPerformAction(action, withSender: sender)
    }
  }

  /// A text field that sends every action to a fixed responder.
  final class RedirectingField: TextField {
    weak var receiver: Responder?
    override func target(forAction action: String, withSender sender: AnyObject?) -> Responder? {
      receiver ?? super.target(forAction: action, withSender: sender)
    }
  }

  @Test("overriding next moves touches and nil-targeted actions to the responder it returns")
  func nextOverride() {
    let h = Harness()
    let side = View(identifier: "side", frame: Rect(x: 0, y: 600, width: 100, height: 100))
    h.add(side)
    let routed = h.add(RoutedView(identifier: "routed", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    routed.routed = side
    var performed: [String] = []
    side.sceneOverrides.actionHandlers["go"] = { _ in performed.append("side") }
    h.main.sceneOverrides.actionHandlers["go"] = { _ in performed.append("main") }
    #expect(ids(routed.responderChain).prefix(3) == ["routed", "side", "root"])
    h.tap(Point(x: 50, y: 50))
    #expect(ids(h.app.lastEventRecord?.chain ?? []).prefix(3) == ["routed", "side", "root"])
    #expect(h.app.sendAction("go", to: nil, from: routed, for: nil))
    #expect(performed == ["side"])
    routed.routed = nil
    #expect(h.app.sendAction("go", to: nil, from: routed, for: nil))
    #expect(performed == ["side", "main"])
  }

  @Test("a canPerformAction override that refuses passes the action on, and the record says refuses")
  func canPerformRefuses() {
    let h = Harness(width: 390, height: 844)
    let controller = LockingController(identifier: "locking", view: View(identifier: "panel"))
    controller.view.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    h.root.addSubview(controller.view)
    var performed: [String] = []
    controller.sceneOverrides.actionHandlers["submit"] = { _ in performed.append("locking") }
    h.main.sceneOverrides.actionHandlers["submit"] = { _ in performed.append("main") }
    #expect(h.app.sendAction("submit", to: nil, from: controller.view, for: nil))
    #expect(performed == ["main"])
    #expect(controller.asked == ["submit"])
    let record = h.app.lastActionRecord
    #expect(ids(record?.chain ?? []) == ["panel", "locking", "root", "main"])
    #expect(record?.answers == [.no, .refuses, .no, .implements])
    #expect(h.app.target(forNilTargetedAction: "submit", sender: controller.view) === h.main)
    controller.locked = false
    #expect(h.app.sendAction("submit", to: nil, from: controller.view, for: nil))
    #expect(performed == ["main", "locking"])
    #expect(h.app.lastActionRecord?.answers == [.no, .implements])
  }

  @Test("a canPerformAction override that says yes receives an action it does not implement")
  func canPerformClaims() {
    let f = Figure1()
    let claiming = f.h.add(
      ClaimingView(identifier: "claiming", frame: Rect(x: 0, y: 500, width: 50, height: 50)))
    #expect(f.app.sendAction("claimIt", to: nil, from: claiming, for: nil))
    #expect(f.app.lastActionRecord?.handledBy === claiming)
    #expect(f.app.lastActionRecord?.answers == [.canPerform])
    #expect(!f.app.sendAction("other", to: nil, from: claiming, for: nil))
  }

  @Test("a target(forAction:) override on the first responder chooses the receiver")
  func targetOverride() {
    let h = Harness(width: 390, height: 844)
    let field = h.add(RedirectingField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    let other = h.add(View(identifier: "other", frame: Rect(x: 0, y: 100, width: 50, height: 50)))
    var performed: [String] = []
    other.sceneOverrides.actionHandlers["submit"] = { _ in performed.append("other") }
    h.main.sceneOverrides.actionHandlers["submit"] = { _ in performed.append("main") }
    #expect(field.becomeFirstResponder())
    field.receiver = other
    #expect(h.app.sendAction("submit", to: nil, from: nil, for: nil))
    #expect(performed == ["other"])
    #expect(ids(h.app.lastActionRecord?.chain ?? []) == ["other"])
    field.receiver = nil
    #expect(h.app.sendAction("submit", to: nil, from: nil, for: nil))
    #expect(performed == ["other", "main"])
    #expect(ids(h.app.lastActionRecord?.chain ?? []) == ["field", "root", "main"])
  }

  @Test(
    "a nil-targeted action starts at the first responder, else the sender or its recognizer's view, else the key window"
  )
  func startRule() {
    let f = Figure1()
    #expect(f.app.nilTargetedActionStart(sender: f.ok) === f.ok)
    let tap = f.h.attach(TapGestureRecognizer(identifier: "tap"), to: f.label)
    #expect(f.app.nilTargetedActionStart(sender: tap) === f.label)
    #expect(f.app.nilTargetedActionStart(sender: nil) === f.window)
    #expect(f.field.becomeFirstResponder())
    #expect(f.app.nilTargetedActionStart(sender: f.ok) === f.field)
    #expect(f.app.nilTargetedActionStart(sender: tap) === f.field)
  }
}

/// `GestureRecognizerDelegate` implemented by a Swift class, one method at
/// a time, on a root view with two recognizers.
@Suite("gesture recognizer delegate methods in Swift")
struct GestureDelegateOverrideTests {
  /// Answers what the test sets; UIKit's defaults otherwise.
  final class Answers: GestureRecognizerDelegate {
    var begins = true
    var receives = true
    var simultaneousWith: GestureRecognizer?
    var requiresFailureOf: GestureRecognizer?
    var requiredToFailBy: GestureRecognizer?
    var asked: [String] = []

    func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
      asked.append("shouldBegin")
      return begins
    }
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
      asked.append("shouldReceive")
      return receives
    }
    func gestureRecognizer(
      _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { other === simultaneousWith }
    func gestureRecognizer(
      _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
    ) -> Bool { other === requiresFailureOf }
    func gestureRecognizer(
      _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
    ) -> Bool { other === requiredToFailBy }
  }

  @Test("gestureRecognizerShouldBegin false fails the recognizer")
  func shouldBegin() {
    let h = Harness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    let answers = Answers()
    answers.begins = false
    tap.delegate = answers
    h.tap(Point(x: 100, y: 100))
    #expect(h.states(of: tap) == [.failed])
    #expect(answers.asked.contains("shouldBegin"))
    answers.begins = true
    h.tap(Point(x: 100, y: 100))
    #expect(h.states(of: tap) == [.failed, .ended])
  }

  @Test("shouldReceive false for a touch keeps it from the recognizer, not from the view")
  func shouldReceiveTouch() {
    let h = Harness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    let answers = Answers()
    answers.receives = false
    tap.delegate = answers
    h.tap(Point(x: 100, y: 100))
    #expect(h.states(of: tap) == [])
    #expect(h.takeCalls().contains("root.touchesEnded"))
    #expect(answers.asked == ["shouldReceive"])
  }

  /// A recognizer that notes the keys it is given and recognizes on "k".
  final class KeyRecognizer: GestureRecognizer {
    var received: [String] = []
    override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
      received += presses.map(\.key.name)
      if presses.contains(where: { $0.key == Key("k") }) { state = .recognized }
    }
  }

  /// Refuses presses of the "k" key.
  final class NoK: GestureRecognizerDelegate {
    func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive press: Press) -> Bool {
      press.key != Key("k")
    }
  }

  @Test(
    "presses reach the first responder's recognizers first; shouldReceive false for a press keeps it from them"
  )
  func shouldReceivePress() {
    let h = Harness()
    let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 0, width: 200, height: 40)))
    let keys = h.attach(KeyRecognizer(identifier: "keys"), to: h.root)
    let guarded = h.attach(KeyRecognizer(identifier: "guarded"), to: h.root)
    let delegate = NoK()
    guarded.delegate = delegate
    #expect(field.becomeFirstResponder())
    h.key("j")
    h.key("k")
    #expect(keys.received == ["j", "k"])
    #expect(h.states(of: keys) == [.ended])
    #expect(guarded.received == ["j"])
    #expect(h.states(of: guarded) == [])
    withExtendedLifetime(delegate) {}
  }

  @Test("shouldRecognizeSimultaneouslyWith true from either delegate lets both recognize")
  func simultaneous() {
    for askedOfFirst in [true, false] {
      let h = Harness()
      let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
      let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: h.root)
      let answers = Answers()
      if askedOfFirst {
        answers.simultaneousWith = swipe
        pan.delegate = answers
      } else {
        answers.simultaneousWith = pan
        swipe.delegate = answers
      }
      h.drag(from: Point(x: 50, y: 100), to: Point(x: 350, y: 100), duration: 0.1)
      #expect(h.states(of: pan).contains(.began))
      #expect(h.states(of: swipe) == [.ended])
      expectSettled([pan, swipe])
      withExtendedLifetime(answers) {}
    }
  }

  @Test("without a yes, the same two recognizers exclude each other")
  func notSimultaneous() {
    let h = Harness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: h.root)
    let swipe = h.attach(SwipeGestureRecognizer(identifier: "swipe"), to: h.root)
    let answers = Answers()
    pan.delegate = answers
    h.drag(from: Point(x: 50, y: 100), to: Point(x: 350, y: 100), duration: 0.1)
    #expect(h.states(of: pan).contains(.began) != h.states(of: swipe).contains(.ended))
    withExtendedLifetime(answers) {}
  }

  /// Who makes the single tap wait for the double tap: the single tap's
  /// delegate answering shouldRequireFailureOf, or the double tap's
  /// answering shouldBeRequiredToFailBy.
  enum Requirement: String, CaseIterable, CustomTestStringConvertible {
    case requireFailureOf = "shouldRequireFailureOf, asked of the single tap's delegate"
    case requiredToFailBy = "shouldBeRequiredToFailBy, asked of the double tap's delegate"
    var testDescription: String { rawValue }
  }

  /// A single and a double tap on the root, the single waiting on the double by `requirement`.
  func singleWaitingOnDouble(
    _ requirement: Requirement
  ) -> (h: Harness, single: TapGestureRecognizer, double: TapGestureRecognizer, answers: Answers) {
    let h = Harness()
    let single = h.attach(TapGestureRecognizer(identifier: "single"), to: h.root)
    let double = h.attach(TapGestureRecognizer(identifier: "double"), to: h.root)
    double.numberOfTapsRequired = 2
    let answers = Answers()
    switch requirement {
    case .requireFailureOf:
      answers.requiresFailureOf = double
      single.delegate = answers
    case .requiredToFailBy:
      answers.requiredToFailBy = single
      double.delegate = answers
    }
    return (h, single, double, answers)
  }

  @Test(
    "a delegate's failure requirement makes the single tap wait for the double tap to fail",
    arguments: Requirement.allCases)
  func singleWaitsForDouble(_ requirement: Requirement) {
    let (h, single, double, answers) = singleWaitingOnDouble(requirement)
    h.tap(Point(x: 100, y: 100))
    #expect(h.states(of: single) == [])
    h.wait(0.5)
    #expect(h.states(of: single) == [.ended])
    #expect(h.states(of: double) == [.failed])
    withExtendedLifetime(answers) {}
  }

  @Test(
    "a double tap that recognizes fails the single tap waiting on it", arguments: Requirement.allCases)
  func doubleWins(_ requirement: Requirement) {
    let (h, single, double, answers) = singleWaitingOnDouble(requirement)
    h.tap(Point(x: 100, y: 100))
    h.wait(0.1)
    h.tap(Point(x: 100, y: 100))
    #expect(h.states(of: double) == [.ended])
    #expect(h.states(of: single) == [.failed])
    withExtendedLifetime(answers) {}
  }
}
