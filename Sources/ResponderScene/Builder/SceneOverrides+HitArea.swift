import ResponderCore

/// The shape of a view's touchable area (`hitShape:`).
public enum HitShape: Sendable, Hashable {
  /// The (inset) bounds: UIKit's default `point(inside:with:)`.
  case rectangle
  /// The ellipse inscribed in the (inset) bounds: a circle in a square view.
  case circle
  /// Any outline, in the view's own coordinates (insets do not move it):
  /// the override that tests a `UIBezierPath`'s `contains(_:)`.
  case polygon([Point])

  /// The shapes a scene names by word; a polygon is written as its points.
  public static let names = ["rectangle", "circle"]

  public init?(name: String) {
    switch name {
    case "rectangle": self = .rectangle
    case "circle": self = .circle
    default: return nil
    }
  }
}

/// Which hit-area key decided a hit-test visit, and how, in the words the
/// trace and the hit-test panel show after the verdict
/// (`Overrider.declared`, the same value a Swift class's override gives).
public enum SceneHitRule: Hashable, Sendable {
  /// `hitTestInsets` answered: the point is `inside` the moved bounds or
  /// not, and `inBounds` the bounds or not. Where the two differ the insets
  /// enlarged or shrank the area across the point.
  case insets(inside: Bool, inBounds: Bool)
  /// `hitShape: circle` answered: the point is inside the circle or not.
  case circle(inside: Bool)
  /// A polygon `hitShape` answered.
  case polygon(inside: Bool)
  /// `passThrough`: the point is inside, no subview was hit, so nil.
  case passThrough

  /// The key, as the scene spells it.
  public var key: String {
    switch self {
    case .insets: "hitTestInsets"
    case .circle, .polygon: "hitShape"
    case .passThrough: "passThrough"
    }
  }

  /// How it answered, after the verdict.
  public var how: String {
    switch self {
    case .insets(true, false): "enlarged by hitTestInsets"
    case .insets(false, true): "shrunk by hitTestInsets"
    case .insets(true, true): "within the hitTestInsets area"
    case .insets(false, false): "beyond the hitTestInsets area"
    case .circle(let inside): inside ? "within the circle hitShape" : "beyond the circle hitShape"
    case .polygon(let inside): inside ? "within the polygon hitShape" : "beyond the polygon hitShape"
    case .passThrough: "not itself, only its subviews"
    }
  }
}

/// `hitTestInsets`, `hitShape` and `passThrough` as the overrides of
/// `point(inside:with:)` and `hitTest(_:with:)` learners write to change
/// what is touchable: the 44-pt tap target (`bounds.insetBy(dx: -10, dy:
/// -10).contains(point)`), a round button, a view that lets touches
/// through to what is behind it.
extension SceneOverrides {
  /// The touchable area: the bounds moved by `hitTestInsets`, then the
  /// shape (a polygon is in the view's own coordinates; insets do not move it).
  public func hitArea(of view: View) -> HitArea? {
    guard overridesPointInside else { return nil }
    switch hitShape {
    case .polygon(let points) where !points.isEmpty: return .polygon(points)
    case .circle: return .ellipse(in: insetBounds(of: view))
    default: return .rectangle(insetBounds(of: view))
    }
  }

  func insetBounds(of view: View) -> Rect {
    hitTestInsets == .zero ? view.bounds : view.bounds.inset(by: hitTestInsets)
  }

  public func point(inside point: Point, with event: Event?, of view: View) -> Bool? {
    hitArea(of: view)?.contains(point)
  }

  /// `passThrough`: an override returning nil when the hit is the view itself.
  public func hitTest(_ point: Point, with event: Event?, of view: View, classHit: View?) -> View?? {
    passesTouchesThrough && classHit === view ? .some(nil) : nil
  }

  /// The key that answered `point(inside:with:)` with `inside` at `p`:
  /// the shape when there is one (a circle's ellipse lies in the inset
  /// bounds), else the insets. Every answer the keys give is theirs (they
  /// never ask the bounds), so there is one wherever they answer.
  public func hitRule(_ inside: Bool, at p: Point, of view: View) -> SceneHitRule? {
    guard overridesPointInside else { return nil }
    switch hitShape {
    case .circle: return .circle(inside: inside)
    case .polygon(let points) where !points.isEmpty: return .polygon(inside: inside)
    default: return .insets(inside: inside, inBounds: view.bounds.contains(p))
    }
  }

  /// `rule` named by its key and the value this object declares.
  public func overrider(_ rule: SceneHitRule) -> Overrider {
    let value: String
    switch rule {
    case .insets:
      let i = hitTestInsets
      value = "[\([i.top, i.left, i.bottom, i.right].map(formatPoints).joined(separator: ", "))]"
    case .circle: value = "circle"
    case .polygon:
      let points: [Point]
      if case .polygon(let p) = hitShape { points = p } else { points = [] }
      value = "[\(points.map { "[\(formatPoints($0.x)), \(formatPoints($0.y))]" }.joined(separator: ", "))]"
    case .passThrough: value = "true"
    }
    return .declared(key: rule.key, value: value, how: rule.how)
  }

  public func explainPointInside(_ inside: Bool, at point: Point, of view: View) -> Overrider? {
    hitRule(inside, at: point, of: view).map(overrider)
  }

  public func explainHitTest(returned: View?, classHit: View?, of view: View) -> Overrider? {
    passesTouchesThrough && classHit === view && returned == nil ? overrider(.passThrough) : nil
  }
}
