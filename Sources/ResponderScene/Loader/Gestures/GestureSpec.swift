import ResponderCore

/// A gesture recognizer attached to a view (`gestures:`).
///
/// Optional settings are nil when the scene leaves them out, so the builder
/// applies UIKit's defaults (cancelsTouchesInView true, delaysTouchesBegan
/// false, delaysTouchesEnded true, one tap, one touch, 0.5 s press).
public struct GestureSpec: Hashable, Sendable {
  /// The recognizer kinds of the spec.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case tap, longPress, pan, swipe, pinch, rotation
    /// `UIScreenEdgePanGestureRecognizer`: a pan from a window edge (`edges:`).
    case screenEdgePan
    /// `UIHoverGestureRecognizer`: the pointer over the view (iPad only).
    case hover

    /// Pans and edge pans share a pan's settings and effects.
    public var isPan: Bool { self == .pan || self == .screenEdgePan }
  }

  /// A window edge an edge pan starts from (`edges: [left]`).
  public enum Edge: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom
  }

  /// A swipe direction.
  public enum Direction: String, Hashable, Sendable, CaseIterable {
    case right, left, up, down
  }

  /// A ResponderLab extension: what the recognizer does to its own view, so
  /// a prototype can move, scale and rotate things without code.
  public enum Effect: String, Hashable, Sendable, CaseIterable {
    /// A pan moves its view by the translation.
    case move
    /// A pinch scales its view.
    case scale
    /// A rotation rotates its view.
    case rotate
  }

  public var id: Located<String>?
  public var kind: Kind
  public var action: String?
  /// The action's target; nil sends the action up the chain.
  public var target: Located<String>?
  public var taps: Int?
  public var touches: Int?
  /// Swipe directions; empty means UIKit's default, right.
  public var directions: [Direction]
  public var minimumPressDuration: Double?
  /// `allowableMovement` of a tap or long press, in points (nil: 10).
  public var allowableMovement: Double?
  /// `allowedPressTypes: [select]`: presses that count as a tap.
  public var allowedPressTypes: [PressType] = []
  public var requireToFail: [Located<String>]
  public var simultaneousWith: [Located<String>]
  public var cancelsTouchesInView: Bool?
  public var delaysTouchesBegan: Bool?
  public var delaysTouchesEnded: Bool?
  public var effect: Effect?
  /// The delegate's answers (`gestureRecognizerShouldBegin`, `shouldReceive`,
  /// `shouldRequireFailureOf`); nil and empty mean UIKit's defaults.
  public var shouldBegin: Bool?
  /// `shouldBegin: { axis: horizontal }`: begin only for movement mostly
  /// along that axis (the delegate answer apps write with the velocity).
  public var shouldBeginAxis: Axis?
  /// An edge pan's `edges`.
  public var edges: [Edge] = []
  /// `limits: { x: [min, max], y: [min, max] }` on a `move` effect: the
  /// moved view's frame origin stays inside them.
  public var moveLimitsX: [Double]?
  public var moveLimitsY: [Double]?
  /// `allowedScrollTypes: [continuous, discrete]`: the pan takes wheel and
  /// trackpad scrolls (`allowedScrollTypesMask`; empty by default).
  public var allowedScrollTypes: [ScrollType] = []
  /// `enabled: false`: `UIGestureRecognizer.isEnabled`, default true.
  public var enabled: Bool?

  /// A kind of scroll input (`UIScrollTypeMask`).
  public enum ScrollType: String, Hashable, Sendable, CaseIterable {
    /// A trackpad's two-finger scroll.
    case continuous
    /// A mouse wheel's notches.
    case discrete
  }

  /// `buttonMaskRequired: secondary` (or a list): the buttons a tap needs
  /// (`UITapGestureRecognizer.buttonMaskRequired`; nil: primary).
  public var buttonMaskRequired: ButtonMask?
  /// `allowedTouchTypes: [direct, pencil, indirectPointer]` (nil: all).
  public var allowedTouchTypes: [TouchType]?
  /// `requiresExclusiveTouchType` (nil: UIKit's true).
  public var requiresExclusiveTouchType: Bool?

  /// `moves: id`: the view a `move` effect moves, when not the recognizer's own.
  public var moves: Located<String>?
  public var ignoresTouchesIn: [Located<String>] = []
  public var shouldRequireFailureOf: [Located<String>] = []
  /// The delegate's `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answers.
  public var shouldBeRequiredToFailBy: [Located<String>] = []
  /// A pan's `minimumNumberOfTouches` and `maximumNumberOfTouches`.
  public var minimumTouches: Int?
  public var maximumTouches: Int?
  /// `undo: false`: the effect is live manipulation and registers no undo;
  /// true (the default) registers one undo per gesture, when it ends.
  public var effectUndo: Bool?
  /// `axis:` keeps a `move` effect to one axis (a bottom sheet moves up and down).
  public var axis: Axis?

  public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
  }
  public var location: SceneLocation

  public init(kind: Kind, location: SceneLocation) {
    self.kind = kind
    self.location = location
    directions = []
    requireToFail = []
    simultaneousWith = []
  }
}
