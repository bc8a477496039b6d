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
    /// Where the recognizer's view is now: its frame's origin in its superview.
    case positionX = "position.x", positionY = "position.y"
  }

  public enum Comparison: String, Hashable, Sendable, CaseIterable {
    case greater = ">", less = "<", greaterOrEqual = ">=", lessOrEqual = "<=", equal = "=="

    public func holds(_ a: Double, _ b: Double) -> Bool {
      switch self {
      case .greater: a > b
      case .less: a < b
      case .greaterOrEqual: a >= b
      case .lessOrEqual: a <= b
      case .equal: abs(a - b) < 5e-4
      }
    }
  }

  public var value: Value
  public var comparison: Comparison
  public var operand: Double
  public var location: SceneLocation

  public init(value: Value, comparison: Comparison, operand: Double, location: SceneLocation) {
    self.value = value
    self.comparison = comparison
    self.operand = operand
    self.location = location
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

  public init(duration: Double = 0.3, curve: Curve = .easeInOut, damping: Double = 0.7) {
    self.duration = duration
    self.curve = curve
    self.damping = damping
  }
}

/// The phases an `on:` entry can name after a gesture's action
/// (`dragged.began`, `dragged.ended`, `pinched.changed`…).
public enum GesturePhase: String, Hashable, Sendable, CaseIterable {
  case began, changed, ended, cancelled, recognized
}
