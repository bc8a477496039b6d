/// A test on a gesture recognizer's values in an effect's `when:`
/// (`when: { translation.x: "> 100" }`), so "drag past 100 pt to dismiss,
/// else spring back" needs no code.
public struct GestureCondition: Hashable, Sendable {
  /// What is read from the recognizer that sent the action.
  public enum Value: String, Hashable, Sendable, CaseIterable {
    /// A pan's translation and velocity, in its view's superview's points.
    case translationX = "translation.x", translationY = "translation.y"
    case velocityX = "velocity.x", velocityY = "velocity.y"
    /// A pinch's scale and a rotation's angle in degrees.
    case scale, rotation
    /// A scroll view's page: the one its pan settles on when the finger
    /// lifts (`panAction`), else the one it shows.
    case page
    /// Where the view the gesture moves is now (its own, or the one its
    /// `move` effect's `moves:` names): the frame's origin in its superview,
    /// `frame.origin` in UIKit (not `center`; see `center.x`).
    case positionX = "position.x", positionY = "position.y"
    /// The same view's `center`, UIKit's: the frame's middle in its superview.
    case centerX = "center.x", centerY = "center.y"
    /// Any recognizer's `numberOfTouches` and `location(in:)` as its action
    /// runs: a tap's fingers and their centroid, a swipe's start
    /// (UIGestureRecognizer.numberOfTouches, location(in:);
    /// UISwipeGestureRecognizer: "You may determine the location where a
    /// swipe began by calling … location(in:)"). A script's `props` reads
    /// them after the gesture, once the recognizer has reset.
    case numberOfTouches
    case locationX = "location.x", locationY = "location.y"
    /// In an `ID.animationEnded` handler: whether the animation ran to its
    /// end (`== true`, 1) or was cut short (`== false`, 0), the `finished`
    /// argument of `UIView.animate(withDuration:delay:options:animations:completion:)`'s
    /// completion.
    case finished
  }

  public enum Comparison: String, Hashable, Sendable, CaseIterable {
    case greater = ">", less = "<", greaterOrEqual = ">=", lessOrEqual = "<=", equal = "==", notEqual = "!="

    public func holds(_ a: Double, _ b: Double) -> Bool {
      switch self {
      case .greater: a > b
      case .less: a < b
      case .greaterOrEqual: a >= b
      case .lessOrEqual: a <= b
      case .equal: abs(a - b) < 5e-4
      case .notEqual: abs(a - b) >= 5e-4
      }
    }
  }

  public var value: Value
  /// `state.NAME`: the condition reads that state value instead of the
  /// gesture (`value` is then unused), and holds without a gesture.
  public var stateName: String?
  /// `ID.property` (`favorite.selected: "== true"`, `inbox.contentOffset.y`,
  /// `pinch.scale`, `inbox.pan.state`): the condition reads that property
  /// of the view or recognizer `ID` when the effect runs — a control's own
  /// new `isSelected` in its action — and holds without a gesture. The
  /// key is kept whole: an id may hold a dot (a scroll view's pan,
  /// `inbox.pan`), so the id is the longest prefix the scene declares.
  public var read: String?
  /// `any: [{…}, {…}]` / `all: [{…}, {…}]`: each item is a map of
  /// conditions that all hold; the group holds when any (or every) item
  /// does. `value` and the other fields are then unused.
  public var group: Group?

  /// A list of condition maps joined by "or" or "and".
  public struct Group: Hashable, Sendable {
    public enum Join: String, Hashable, Sendable { case any, all }
    public var join: Join
    public var items: [[GestureCondition]]

    public init(join: Join, items: [[GestureCondition]]) {
      self.join = join
      self.items = items
    }
  }

  public var comparison: Comparison
  public var operand: Double
  /// A name compared with `==` or `!=` (`state.openRow: "!= row3"`); nil
  /// when the operand is a number.
  public var textOperand: String?
  public var location: SceneLocation

  public init(value: Value, comparison: Comparison, operand: Double, location: SceneLocation) {
    self.value = value
    self.comparison = comparison
    self.operand = operand
    self.location = location
  }

  /// A condition on the property the key `path` (`ID.property`) names.
  public init(
    read path: String, comparison: Comparison, operand: Double, text: String?, location: SceneLocation
  ) {
    self.init(value: .page, comparison: comparison, operand: operand, location: location)
    read = path
    textOperand = text
  }

  /// `any:` or `all:` over condition maps.
  public init(group: Group, location: SceneLocation) {
    self.init(value: .page, comparison: .equal, operand: 0, location: location)
    self.group = group
  }

  /// Whether the condition reads the sending recognizer (a bare
  /// `translation.x`), which a sender of that kind must have.
  public var readsSender: Bool { stateName == nil && read == nil && group == nil }

  /// The conditions that read the sender, inside groups too.
  public var senderReads: [GestureCondition] {
    guard let group else { return readsSender ? [self] : [] }
    return group.items.flatMap { $0.flatMap(\.senderReads) }
  }

  /// A condition on the state value `name`.
  public init(
    state name: String, comparison: Comparison, operand: Double, text: String?, location: SceneLocation
  ) {
    self.init(value: .page, comparison: comparison, operand: operand, location: location)
    stateName = name
    textOperand = text
  }
}

/// `animate: { duration, curve, damping }` on a `set` effect.
public struct AnimationSpec: Hashable, Sendable {
  public enum Curve: String, Hashable, Sendable, CaseIterable {
    case easeInOut, linear, spring
  }

  public var duration: Double
  public var curve: Curve
  /// The spring's damping ratio (0 < damping ≤ 1; 1 does not overshoot).
  public var damping: Double
  /// Seconds before the change starts to show
  /// (`UIView.animate(withDuration:delay:…)`); the model takes the new
  /// value at once, during the delay too.
  public var delay: Double

  public init(duration: Double = 0.3, curve: Curve = .easeInOut, damping: Double = 0.7, delay: Double = 0) {
    self.duration = duration
    self.curve = curve
    self.damping = damping
    self.delay = delay
  }
}

/// The phases an `on:` entry can name after a gesture's action
/// (`dragged.began`, `dragged.ended`, `pinched.changed`…).
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
  case began, changed, ended, cancelled, recognized
}
