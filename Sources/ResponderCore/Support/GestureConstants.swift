/// The numbers that decide what a touch sequence means, in one table, as
/// Flutter keeps them in `gestures/constants.dart`: every recognizer,
/// control, the touch tap count, the script runner and the recorder read
/// them here, so a threshold is changed in one place.
///
/// UIKit documents few of these; each says where its value comes from.
/// Distances are in points, durations in seconds.
public enum GestureConstants {
  /// How long a navigation controller's push or pop slide lasts, seconds
  /// (UIKit does not document it; 0.35 s is the measured
  /// `UINavigationController` transition, its `transitionDuration`).
  public static let navigationTransitionDuration: Double = 0.35

  /// How far across the window a back swipe must carry the top view for
  /// the pop to complete as the finger lifts (UIKit does not document it;
  /// half the width, as `UIPercentDrivenInteractiveTransition` apps use).
  public static let popGestureCompletionFraction: Double = 0.5

  /// How fast a back swipe must move right, points per second, to pop
  /// whatever the distance (a flick; UIKit does not document it).
  public static let popGestureVelocity: Double = 300

  /// How far a sheet's drag is thrown when the finger lifts: the position
  /// it would come to rest at decelerating at `UIScrollView`'s normal rate
  /// (0.998 a millisecond), `v / 1000 · r / (1 − r)` = 0.499 s of its
  /// lift velocity. The detent nearest that projection is chosen, as in
  /// WWDC 2018 "Designing Fluid Interfaces" (`project(initialVelocity:
  /// decelerationRate:)`); UIKit does not document the sheet's own figure.
  public static let sheetProjectionSeconds: Double = 0.499

  /// Where a page sheet dragged below its smallest detent is dismissed as
  /// the finger lifts: its projected top past this fraction of the way
  /// from that detent's top to the window's bottom (UIKit documents only
  /// "swipe down to dismiss"; half the way is a chosen figure).
  public static let sheetDismissFraction: Double = 0.5

  /// How far a wheel or trackpad scroll must lift a sheet off its detent
  /// for the sheet to expand to the next larger detent when the scroll
  /// ends (`prefersScrollingExpandsWhenScrolledToEdge`: "scrolling expands
  /// the sheet to a larger detent"), points. UIKit documents no figure; one
  /// point tells a lift from rounding, so a single wheel notch (40 pt)
  /// expands the sheet.
  public static let sheetScrollExpandDistance: Double = 1

  /// The grabber UIKit draws at a sheet's top (`prefersGrabberVisible`):
  /// 36 × 5 pt, 5 pt below the sheet's edge (measured on iOS 15–17).
  public static let sheetGrabberWidth: Double = 36
  public static let sheetGrabberHeight: Double = 5
  public static let sheetGrabberTop: Double = 5

  /// The simulation tick, seconds (120 Hz): the fixed step of the run loop
  /// and of scripts (SPEC §4), as ProMotion displays deliver touches.
  public static let tick: Double = 1.0 / 120.0

  /// Ticks per second (`1 / tick`): how scripts turn seconds into ticks.
  public static let ticksPerSecond: Double = 120

  /// Longest gap between one tap lifting and the next beginning for the
  /// taps to count together, seconds: `UITapGestureRecognizer`'s multi-tap
  /// window and `UITouch.tapCount`'s (UIKit does not document it; 0.35 s is
  /// the measured double-tap interval, as in Flutter's `kDoubleTapTimeout`
  /// of 300 ms rounded up to the iOS feel).
  public static let multiTapInterval: Double = 0.35

  /// How far apart two taps may land and still raise `UITouch.tapCount`,
  /// points (UIKit does not document it; about a fingertip's width, as
  /// Flutter's `kDoubleTapSlop` of 100 logical px is for a whole gesture).
  public static let multiTapSlop: Double = 45

  /// How far a finger may move and still tap, points
  /// (`UILongPressGestureRecognizer.allowableMovement` defaults to 10 pt;
  /// the tap recognizer uses the same figure).
  public static let tapSlop: Double = 10

  /// How long a finger must stay down for a long press, seconds
  /// (`UILongPressGestureRecognizer.minimumPressDuration` defaults to 0.5 s).
  public static let longPressDuration: Double = 0.5

  /// How far a long press may move before it fails, points
  /// (`UILongPressGestureRecognizer.allowableMovement` defaults to 10 pt).
  public static let longPressAllowableMovement: Double = 10

  /// How far fingers travel before a pan begins, points (UIKit does not
  /// document `UIPanGestureRecognizer`'s hysteresis; 10 pt as measured,
  /// Flutter's `kPanSlop` is 2 × 18 px touch slop). A switch's thumb drag
  /// uses the same figure.
  public static let panThreshold: Double = 10

  /// A swipe's least travel, points (`UISwipeGestureRecognizer` does not
  /// document it; 50 pt as measured).
  public static let swipeMinimumDistance: Double = 50

  /// A swipe's least speed, points per second (Flutter's `kMinFlingVelocity`
  /// is 50 px/s; UIKit's swipe needs a quick stroke: 200 pt/s).
  public static let swipeMinimumSpeed: Double = 200

  /// A swipe's longest duration, seconds.
  public static let swipeMaximumDuration: Double = 0.5

  /// How far outside its bounds a control's tracked touch still counts as
  /// inside, points: measured on iOS at 70 pt ("the extra 70 pixels" of
  /// UIControl, cnblogs.com/peterpan507/p/3632353.html; Stack Overflow
  /// 14340122, where drag exit and touch up outside fire only about 70 pt
  /// out), so a finger that slips off a button still taps it.
  public static let controlTrackingSlop: Double = 70

  /// How near a window edge a touch must begin for a screen-edge pan
  /// (`UIScreenEdgePanGestureRecognizer`), points. UIKit does not document
  /// the region; 20 pt is the width this project measures its edge pans
  /// against (the strip a navigation controller's interactive pop starts
  /// in, about a fingertip from the bezel). Change it here only.
  public static let screenEdgeDistance: Double = 20

  /// How long after the last wheel or trackpad scroll a scroll-driven pan
  /// ends, seconds. SDL's wheel events carry no phases (UIKit gets them
  /// from the trackpad and does not document a figure for the wheel):
  /// 0.15 s, longer than the gap between a wheel's notches at speed.
  public static let scrollEndDelay: Double = 0.15

  /// How long Command is held before the shortcut list shows, seconds.
  /// iPadOS shows it on "press and hold the Command key" and documents no
  /// figure; a second is about what it waits.
  public static let keyCommandListDelay: Double = 1.0

  /// How long after the last step of a trackpad pinch or rotation (the
  /// live window's Ctrl+wheel and Ctrl+Shift+wheel) the gesture ends,
  /// seconds: the wheel carries no phases, as for `scrollEndDelay`. 0.3 s,
  /// twice a scroll's: under Xvfb, notches turned by hand 0.15 s apart made
  /// five one-notch pinches, five undo entries, of what was one zoom.
  public static let trackpadGestureEndDelay: Double = 0.3

  /// How far from the pointer each of the two touches a trackpad pinch is
  /// simulated with starts, points (for an app without indirect input
  /// events): the synthetic pinch's own radius
  /// (`SyntheticGesture.twoFingerRadius`), so both kinds of pinch begin alike.
  public static let trackpadTouchRadius: Double = 40

  /// How far back a pan's velocity looks, seconds: `velocity(in:)` is the
  /// least-squares slope of the moves of the last 0.1 s, not of the last
  /// pair. UIKit documents only "the velocity of the pan gesture, which is
  /// expressed in points per second" and smooths it (a steady drag reads
  /// its own speed, whatever the spacing of the touch samples); 100 ms is
  /// the horizon of Flutter's `VelocityTracker` (`_horizonMilliseconds`).
  public static let panVelocityWindow: Double = 0.1

  /// The most moves a pan's velocity estimate keeps (Flutter's
  /// `VelocityTracker` keeps 20), so a burst of moves in one tick costs
  /// a bounded amount.
  public static let panVelocitySamples = 20

  /// How long the software keyboard takes to slide in or out, seconds: the
  /// `keyboardAnimationDurationUserInfoKey` UIKit's
  /// `keyboardWillShowNotification` and `keyboardWillHideNotification`
  /// carry on an iPhone (0.25 s).
  public static let keyboardAnimationDuration: Double = 0.25

  /// The software keyboard's height on a phone held upright, points: the
  /// height of `keyboardFrameEndUserInfoKey` on a 390 × 844 iPhone with the
  /// QuickType bar (336 pt; UIKit does not document it, it is measured).
  public static let keyboardHeightPortrait: Double = 336

  /// The software keyboard's height on a phone held sideways (a window
  /// wider than tall), points (measured, 209 pt).
  public static let keyboardHeightLandscape: Double = 209

  /// The largest share of the window's height the keyboard takes, so that a
  /// short window keeps room for the field being edited (a scene's window
  /// may be any size; a phone's never is this short).
  public static let keyboardMaximumHeightFraction: Double = 0.45

  /// How fast a finger must be moving down, points per second, when it
  /// lets go of an interactively dragged keyboard for the keyboard to go
  /// (`UIScrollView.KeyboardDismissMode.interactive`; UIKit does not
  /// document the figure).
  public static let keyboardInteractiveDismissVelocity: Double = 300

  /// How much of its height an interactively dragged keyboard must have
  /// been pulled down, as a fraction, for it to go when the finger lifts
  /// slowly (UIKit does not document it; half).
  public static let keyboardInteractiveDismissFraction: Double = 0.5

  /// The undo groups an `UndoManager` keeps unless its `levelsOfUndo` says
  /// otherwise. Not a gesture, but every threshold lives in this one file.
  /// UIKit's `UndoManager` keeps every group by default (0); a bounded
  /// default keeps a long session (and its trace, whose every line lists
  /// the stack) bounded (issue 37).
  public static let defaultLevelsOfUndo = 100
  /// The most groups any `UndoManager` keeps, whatever `levelsOfUndo` says.
  public static let maxLevelsOfUndo = 1_000
}
