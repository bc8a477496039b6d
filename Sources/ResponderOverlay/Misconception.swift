import ResponderCore

/// A belief students hold about UIKit's event handling that a wrong quiz
/// answer shows, the rule that corrects it and where the course shows it.
///
/// In the spirit of inventories of programming misconceptions (Sorva's
/// catalogue of novice misconceptions, 2012): each wrong answer the course
/// can get is read as one of these beliefs (`diagnose`), the quiz's reveal
/// names it, the results file records it and `rlab course report` counts it
/// per question. docs/MISCONCEPTIONS.md is this catalogue for people; a test
/// keeps the two the same.
public struct Misconception: Sendable, Hashable {
  public var id: String
  /// What the student believes, in the student's words.
  public var belief: String
  /// The UIKit rule that corrects it.
  public var rule: String
  /// The lesson step or scene that shows it.
  public var shownBy: String

  /// The catalogue, by id. The rules name no scene's ids: a reveal that
  /// names a belief must not answer a later question.
  public static let catalogue: [Misconception] = [
    // Hit-testing ("Hit-testing in a view hierarchy", UIView.hitTest(_:with:)).
    .init(
      id: "frontmost-takes-touch",
      belief: "The touch goes to the frontmost view even when it cannot take touches.",
      rule:
        "hitTest(_:with:) skips a view that is hidden, has isUserInteractionEnabled false or alpha below 0.01, "
        + "with all its subviews; the deepest view left that contains the point gets the touch.",
      shownBy: "Lesson 1, steps 2 and 3 (the hidden box, the box with interaction off)"),
    .init(
      id: "container-takes-touch",
      belief: "The touch goes to the container that holds the touched view.",
      rule:
        "Hit-testing goes as deep as it can: the hit-test view is the deepest view whose bounds contain the "
        + "point, not its superview.",
      shownBy: "Lesson 1, step 1"),
    .init(
      id: "back-view-takes-touch",
      belief: "Where two views overlap, the one added first (behind) gets the touch.",
      rule:
        "Subviews are tried front-most first (the last one added); the first whose point(inside:with:) holds "
        + "wins, and the views behind it are never asked.",
      shownBy: "Lesson 1, step 1 (front and back)"),
    .init(
      id: "touch-outside-bounds",
      belief: "A view takes touches wherever it is drawn, even outside its superview's bounds.",
      rule: "A point outside a view's bounds skips its whole subtree, even when clipsToBounds is false: a "
        + "subview drawn outside its superview cannot be touched there.",
      shownBy: "Scene pass-through; lesson 1, step 1"),
    .init(
      id: "touch-goes-near",
      belief: "A touch lands on the view the finger is near or aimed at.",
      rule: "Only a view whose bounds contain the point (point(inside:with:), in its own coordinates) can be "
        + "the hit-test view.",
      shownBy: "Lesson 1, step 1"),
    // The responder chain ("Using responders and the responder chain", UIResponder.next).
    .init(
      id: "receiver-handles",
      belief: "A responder that gets an event handles it.",
      rule: "The default touchesBegan(_:with:) and pressesBegan(_:with:) pass the event to next; only a "
        + "responder that overrides them (controls, text fields, handles: touches) consumes it.",
      shownBy: "Lesson 2, step 1"),
    .init(
      id: "handler-passes-on",
      belief:
        "An event always goes on up to the controller or the app, even from a responder that handles it.",
      rule:
        "A responder that overrides the event's method consumes it: the walk stops there and nobody after "
        + "it is asked.",
      shownBy: "Lesson 2, step 2"),
    .init(
      id: "superview-before-controller",
      belief: "The superview handles an unhandled touch before the controller.",
      rule: "A view's next responder is its view controller when it is that controller's root view; only "
        + "other views pass to their superview.",
      shownBy: "Lesson 2, step 1; lesson 3, steps 1 and 2"),
    .init(
      id: "view-straight-to-controller",
      belief: "A view passes an unhandled event straight to the view controller, skipping its superviews.",
      rule: "An event a view does not handle goes to its superview when the view is not a controller's "
        + "root view, one hop at a time; only a root view's next responder is its controller.",
      shownBy: "Lesson 2, step 1"),
    .init(
      id: "child-to-parent-controller",
      belief: "A child view controller passes events to its parent controller.",
      rule: "A child controller's next responder is its view's superview (UIResponder.next): the walk goes "
        + "back into the parent's views, not to the parent controller.",
      shownBy: "Lesson 3, step 2"),
    .init(
      id: "presented-to-view-below",
      belief: "A presented controller passes events to the view or window under it.",
      rule: "A presented view controller's next responder is the controller that presented it.",
      shownBy: "Lesson 3, step 4"),
    .init(
      id: "chain-stops-early",
      belief: "An event nobody handles stops at the window (or at the controller).",
      rule: "After the window comes the application, then the app delegate when it is a responder; only past "
        + "them is an event discarded.",
      shownBy: "Lesson 3, step 1"),
    .init(
      id: "someone-always-handles",
      belief:
        "Somebody always handles an event or an action in the end: the application or the app delegate.",
      rule: "An event or a nil-targeted action that no responder takes is discarded at the end of the chain "
        + "(sendAction(_:to:from:for:) returns false).",
      shownBy: "Lesson 3, step 1; lesson 5, step 3"),
    .init(
      id: "chain-follows-screen",
      belief: "The next responder is a view next to it on screen: a sibling, or the view behind it.",
      rule:
        "next follows the hierarchy, not the screen: superview or controller, a controller's presenter or "
        + "its view's superview, then window, application, app delegate. Siblings are never on it.",
      shownBy: "Lesson 2, step 1"),
    .init(
      id: "chain-skips-hops",
      belief: "An unhandled event jumps to whoever seems in charge (a controller, the window, the app), "
        + "skipping the responders between.",
      rule: "Each responder passes only to its own next responder, one hop at a time: nobody on the chain is "
        + "skipped.",
      shownBy: "Lesson 2, step 1; lesson 3, step 1"),
    .init(
      id: "keys-go-to-touched-view",
      belief: "A key press goes to the view under the pointer, or the one touched last.",
      rule: "Presses are not hit-tested: they go to the first responder, then up its chain.",
      shownBy: "Lesson 4, steps 2 and 4"),
    // Target-action ("Target-action", UIControl, UIApplication.sendAction).
    .init(
      id: "action-to-sender",
      belief: "An action is handled by the control that sent it.",
      rule: "A control sends its action to its target; with a nil target the action starts at the first "
        + "responder (the sender only when there is none) and stops at the first responder that implements it.",
      shownBy: "Lesson 5, steps 1 and 2"),
    .init(
      id: "target-walks-chain",
      belief:
        "An action goes to the nearest responder that implements it, even when the control has a target.",
      rule: "The action chain of a targeted action is just its target: nobody else is asked.",
      shownBy: "Lesson 5, step 1; lesson 8, step 1"),
    .init(
      id: "first-on-walk-handles",
      belief: "The first responder on an action's walk handles it, whether or not it implements the action.",
      rule: "A nil-targeted action passes every responder that does not implement it "
        + "(canPerformAction(_:withSender:) false) and stops at the first that does.",
      shownBy: "Lesson 5, step 2; lesson 6, step 4"),
    .init(
      id: "nil-target-to-controller",
      belief: "A nil-targeted action goes straight to the view controller (or the window, or the app).",
      rule:
        "A nil-targeted action starts at the first responder and stops at the first responder on its chain "
        + "that implements it, which may be the first responder itself.",
      shownBy: "Lesson 6, steps 2 and 4"),
    .init(
      id: "action-to-view-on-screen",
      belief: "An action goes to a view on screen (the one tapped, or one nearby).",
      rule: "An action goes to its target, or with a nil target up the first responder's chain: where views "
        + "are on screen plays no part.",
      shownBy: "Lesson 5, step 2; lesson 6, step 2"),
    // Undo ("Undo and redo", UIResponder.undoManager).
    .init(
      id: "undo-last-thing-done",
      belief: "Ctrl+Z always undoes the last thing done.",
      rule:
        "Ctrl+Z asks the first responder for its undoManager: the nearest responder up its chain that owns "
        + "one (the window's when nothing is first responder). Each manager undoes only its own stack.",
      shownBy: "Lesson 7, steps 2 and 4"),
    .init(
      id: "one-undo-manager",
      belief: "There is one undo manager for the whole app: the window's.",
      rule:
        "Any responder may own an undo manager (a text field always does); undoManager is the nearest one "
        + "found walking next from the first responder.",
      shownBy: "Lesson 7, step 4"),
    // Gesture recognizers ("Gesture recognizers", require(toFail:), the delegate).
    .init(
      id: "single-tap-does-not-wait",
      belief: "A single tap is recognized at once, even when it must wait for a double tap to fail.",
      rule: "A recognizer that requires another to fail (require(toFail:)) recognizes only once that one has "
        + "failed; a double tap's second tap makes it recognize and the single tap fail.",
      shownBy: "Lesson 8, step 1"),
    .init(
      id: "double-tap-takes-one-tap",
      belief: "A double-tap recognizer recognizes a single tap too.",
      rule: "A tap recognizer recognizes only its numberOfTapsRequired taps; when no second tap comes within "
        + "0.35 s it fails, and a recognizer waiting for it to fail may recognize.",
      shownBy: "Lesson 8, step 2"),
    .init(
      id: "all-recognizers-win",
      belief: "Every recognizer that sees the touches recognizes: a pan and a pinch both win.",
      rule: "By default no two recognizers of the same touches recognize together: the first to recognize "
        + "makes the others fail, unless the delegate's shouldRecognizeSimultaneouslyWith allows it.",
      shownBy: "Lesson 8, step 3"),
    // The pointer (UIEvent.EventType.transform, UIApplicationSupportsIndirectInputEvents).
    .init(
      id: "trackpad-pinch-is-touches",
      belief: "A trackpad pinch always reaches the app as two touches, as a finger pinch does.",
      rule: "An app that supports indirect input events gets a trackpad pinch as a transform event for its "
        + "pinch recognizer: no touch, no touchesBegan. Only an app without the key gets two touches.",
      shownBy: "Lesson 9, step 4"),
    .init(
      id: "trackpad-pinch-never-touches",
      belief: "A trackpad pinch never reaches the app as touches.",
      rule: "An app that does not support indirect input events gets a trackpad pinch as two touches, "
        + "which its views' own touches see, for compatibility; only an app with the key gets transform events.",
      shownBy: "Scenes/pointer/trackpad-touches.yaml"),
  ]

  /// The entry with `id`, if the catalogue has it.
  public static func named(_ id: String) -> Misconception? { catalogue.first { $0.id == id } }

  /// The belief `id` stands for, for a page or a card (the id itself when unknown).
  public static func title(of id: String) -> String { named(id)?.belief ?? id }
}
