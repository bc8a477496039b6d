/// What a mouse or trackpad does besides a primary click, as the platform
/// layer reports it (`InputEvent.pointer`).
///
/// A primary click stays `InputEvent.touch` of the mouse's finger, as it
/// always was; these are the inputs UIKit added for the iPad's pointer
/// (iOS 13.4).
public enum PointerInput: Sendable, Hashable {
  /// The mouse's touch with `buttons` held (a right click, or Ctrl+click:
  /// `secondary`) went down, moved or up at a window point.
  case click(ButtonMask, TouchPhase, Point)
  /// The pointer moved with no button down to a window point; nil: it left
  /// the window.
  case hover(Point?)
}

/// The pointer's state the application keeps between inputs.
public struct PointerState {
  /// The buttons of the mouse's touch that goes down next (`secondary`
  /// while a right click is being delivered).
  var nextButtons: ButtonMask = .primary
  /// The menu shown now, if any (`MenuPresentation`).
  public internal(set) var menu: MenuPresentation?
  /// The view whose interaction showed the menu: the sender of the chosen
  /// item's action.
  var menuSender: View?
  /// Fingers that went down while the menu was shown: theirs, phase by
  /// phase, until they lift, and never the app's.
  var menuFingers: [FingerID] = []
  /// Where the pointer is (window points), nil outside the window.
  public internal(set) var location: Point?
  /// The hit-test view under the pointer, by id (plain values: the record
  /// observes).
  public internal(set) var hoveredViewID: String?
  /// The style the pointer takes there (`PointerStyle`).
  public internal(set) var style: PointerStyle = .automatic
  /// The frame in window points of the view whose pointer interaction
  /// chose `style` (its effect's outline), if any.
  public internal(set) var styleFrame: Rect?
  /// The hover recognizers the pointer is in now (began or changed).
  var activeHovers: [HoverGestureRecognizer] = []

  /// Gives a new touch of the mouse its kind: an `indirectPointer` touch
  /// when the app supports indirect input events, else a `direct` one, as
  /// UIKit hands clicks to apps that did not opt in; and its buttons.
  func describe(_ touch: Touch, indirect: Bool) {
    touch.type = indirect ? .indirectPointer : .direct
    touch.buttonMask = nextButtons
  }
}
