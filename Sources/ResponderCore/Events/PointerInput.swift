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
  /// An Apple Pencil hovering over a window point (nil: it went away),
  /// `zOffset` above the screen (0 touching, 1 at the most distance the
  /// screen senses: `UIHoverGestureRecognizer.zOffset`). A hover of touch
  /// type `pencil`, where the pointer's is `indirectPointer`.
  case pencilHover(Point?, zOffset: Double)
  /// A trackpad's pinch or rotation over a window point
  /// (`TrackpadGesture`): `UIEvent.EventType.transform` for apps that
  /// support indirect input events, two simulated touches for the others.
  case trackpad(TrackpadGesture, Point)
}

/// One step of a trackpad's two-finger pinch or rotation, as the wheel
/// reports it (Ctrl+wheel, Ctrl+Shift+wheel): the wheel has no phases, so
/// the gesture ends `GestureConstants.trackpadGestureEndDelay` after its
/// last step.
public enum TrackpadGesture: Sendable, Hashable {
  /// The scale changes by this factor (above 1 spreads).
  case pinch(Double)
  /// The fingers turn by this many radians, clockwise positive.
  case rotate(Double)
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
  /// What hovers: the pointer (`indirectPointer`) or a Pencil (`pencil`).
  public internal(set) var hoverType: TouchType = .indirectPointer
  /// How far above the screen a hovering Pencil is (0...1; 0 for the pointer).
  public internal(set) var zOffset: Double = 0
  /// The two simulated touches of a trackpad gesture under way (an app
  /// without indirect input events), and the count of its steps, which
  /// its end timer compares.
  var trackpadPose: TrackpadPose?
  var trackpadSerial = 0
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
