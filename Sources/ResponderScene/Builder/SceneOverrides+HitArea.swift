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

/// Which hit-area key decided a hit-test visit: the words the trace and the
/// hit-test panel show (`HitTestRule.attached`).
public enum SceneHitRule: Hashable, Sendable, CustomStringConvertible {
  /// `hitTestInsets` moved the edge across the point: enlarged (inside) or shrunk (outside).
  case insets(enlarged: Bool)
  /// `hitShape: circle` decided: the point is inside the circle, or inside
  /// the bounds but outside the circle.
  case circle(inside: Bool)
  /// A polygon `hitShape` decided.
  case polygon(inside: Bool)
  /// `passThrough`: the point is inside, no subview was hit, so nil.
  case passThrough

  public var description: String {
    switch self {
    case .insets(let enlarged):
      enlarged ? "inside: enlarged by hitTestInsets" : "outside: shrunk by hitTestInsets"
    case .circle(let inside):
      inside ? "inside: within the circle hitShape" : "outside: beyond the circle hitShape"
    case .polygon(let inside):
      inside ? "inside: within the polygon hitShape" : "outside: beyond the polygon hitShape"
    case .passThrough: "passThrough: not itself, only its subviews"
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

  /// The key that decided `inside`, when it was not the plain bounds check.
  public func hitRule(_ inside: Bool, at p: Point, of view: View) -> SceneHitRule? {
    let inBounds = view.bounds.contains(p)
    if hitShape == .circle, inside || insetBounds(of: view).contains(p) { return .circle(inside: inside) }
    if case .polygon = hitShape, inside || inBounds { return .polygon(inside: inside) }
    if hitTestInsets != .zero, inBounds != inside { return .insets(enlarged: inside) }
    return nil
  }

  public func explainPointInside(_ inside: Bool, at point: Point, of view: View) -> String? {
    hitRule(inside, at: point, of: view)?.description
  }

  public func explainHitTest(returned: View?, classHit: View?, of view: View) -> String? {
    passesTouchesThrough && classHit === view && returned == nil ? SceneHitRule.passThrough.description : nil
  }
}
