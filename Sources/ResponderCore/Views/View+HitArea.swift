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

  /// Whether `p` is inside `points`, by the even-odd rule
  /// (`UIBezierPath.usesEvenOddFillRule`): a ray from `p` crosses the
  /// outline an odd number of times. O(n) in the points.
  static func contains(_ points: [Point], _ p: Point) -> Bool {
    guard points.count >= 3 else { return false }
    var inside = false
    var j = points.count - 1
    for i in points.indices {
      let a = points[i]
      let b = points[j]
      if (a.y > p.y) != (b.y > p.y), p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
      j = i
    }
    return inside
  }
}

/// Which override decided a hit-test visit, for the hit-test panel and the trace.
public enum HitTestRule: Hashable, Sendable, CustomStringConvertible {
  /// `hitTestInsets` moved the edge across the point: enlarged (inside) or shrunk (outside).
  case insets(enlarged: Bool)
  /// `hitShape: circle` decided: the point is inside the circle, or inside
  /// the bounds but outside the circle.
  case circle(inside: Bool)
  /// A polygon `hitShape` decided.
  case polygon(inside: Bool)
  /// `passThrough`: the point is inside, no subview was hit, so nil.
  case passThrough
  /// `hitTestTarget`: a hit on the view itself went to this view instead.
  case forwarded(to: String)
  /// A Swift subclass's `point(inside:with:)` or `hitTest(_:with:)` override
  /// decided (`OverrideDecision.pointInside`, `.hitTest`).
  case code(OverrideDecision)

  public var description: String {
    switch self {
    case .insets(let enlarged):
      enlarged ? "inside: enlarged by hitTestInsets" : "outside: shrunk by hitTestInsets"
    case .circle(let inside):
      inside ? "inside: within the circle hitShape" : "outside: beyond the circle hitShape"
    case .polygon(let inside):
      inside ? "inside: within the polygon hitShape" : "outside: beyond the polygon hitShape"
    case .passThrough: "passThrough: not itself, only its subviews"
    case .forwarded(let id): "hitTestTarget: forwarded to \(id)"
    case .code(let d):
      switch d {
      case .pointInside(_, _, let inside):
        "\(inside ? "inside" : "outside"): \(d.className).\(d.method) \(d.answer)"
      // No colon before the first ": " (the overlay's tag shows what follows it).
      default: "override: \(d.className).\(d.method) \(d.answer)"
      }
    }
  }
}

/// The overrides learners write to change what is touchable, as data.
extension View {
  /// Whether hit-testing must consult the overrides below.
  var hasHitTestOverrides: Bool {
    hitTestInsets != .zero || hitShape != .rectangle || passesTouchesThrough || hitTestTarget != nil
  }

  /// The touchable area in this view's coordinates, before the shape; a
  /// polygon's bounding box. Public for the why-not explanations, which
  /// name the area that decided.
  public var hitArea: Rect {
    if case .polygon(let points) = hitShape, let first = points.first {
      var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
      for p in points {
        (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y))
      }
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    return hitTestInsets == .zero ? bounds : bounds.inset(by: hitTestInsets)
  }

  /// A polygon hit shape's points in window coordinates, for the overlay.
  public var hitPolygonInWindow: [Point]? {
    guard case .polygon(let points) = hitShape else { return nil }
    return points.map(convertToWindow)
  }

  /// What `point(inside:with:)` answers: the bounds moved by
  /// `hitTestInsets` (the 44-pt tap target lesson: an override returning
  /// `bounds.insetBy(dx: -10, dy: -10).contains(point)`), then the shape.
  func isInsideHitArea(_ p: Point) -> Bool {
    let area = hitArea
    switch hitShape {
    case .rectangle:
      return area.contains(p)
    case .circle:
      let rx = area.width / 2
      let ry = area.height / 2
      guard rx > 0, ry > 0 else { return false }
      let dx = (p.x - area.midX) / rx
      let dy = (p.y - area.midY) / ry
      return dx * dx + dy * dy <= 1
    case .polygon(let points):
      return HitShape.contains(points, p)
    }
  }

  /// The rule that decided `inside`, when it was not the plain bounds
  /// check: a Swift class's `point(inside:with:)` override answering other
  /// than Core's would, else the hit-area keys.
  public func insideRule(_ p: Point, inside: Bool) -> HitTestRule? {
    if !isCoreClass, corePointInside(p) != inside {
      return .code(.pointInside(className: className, view: identifier, inside: inside))
    }
    return overridesHitTest ? hitAreaRule(p, inside: inside) : nil
  }

  /// The rule that decided `inside`, when it was not the plain bounds check.
  func hitAreaRule(_ p: Point, inside: Bool) -> HitTestRule? {
    let inBounds = bounds.contains(p)
    if hitShape == .circle, inside || hitArea.contains(p) { return .circle(inside: inside) }
    if case .polygon = hitShape, inside || inBounds { return .polygon(inside: inside) }
    if hitTestInsets != .zero, inBounds != inside { return .insets(enlarged: inside) }
    return nil
  }

  /// What `hitTest(_:with:)` returns when the point is inside and no
  /// subview was hit: the `hitTestTarget` if it can take touches (the
  /// "extend a child's tappable area to its parent" override), nil with
  /// `passThrough` (an override returning nil when the hit is `self`),
  /// else the view itself.
  func hitOnSelf() -> (view: View?, rule: HitTestRule?) {
    if let target = hitTestTarget, target !== self, target.hitTestSkipReason == nil, target.window === window
    {
      return (target, .forwarded(to: target.identifier))
    }
    if passesTouchesThrough { return (nil, .passThrough) }
    return (self, nil)
  }

  /// The touchable area's bounding box in window coordinates when overrides
  /// change it (insets or a shape), for the overlay to outline; else nil.
  public var hitAreaFrameInWindow: Rect? {
    guard hitTestInsets != .zero || hitShape != .rectangle else { return nil }
    let a = hitArea
    let pts = [
      Point(x: a.minX, y: a.minY), Point(x: a.maxX, y: a.minY), Point(x: a.maxX, y: a.maxY),
      Point(x: a.minX, y: a.maxY),
    ].map(convertToWindow)
    return Rect(bounding: pts)
  }

  /// The hit area's bounding box in the superview's coordinates, for the
  /// grid index of wide containers.
  var hitTestFrame: Rect {
    guard hitTestInsets != .zero else { return frame }
    let a = hitArea
    let pts = [
      Point(x: a.minX, y: a.minY), Point(x: a.maxX, y: a.minY), Point(x: a.maxX, y: a.maxY),
      Point(x: a.minX, y: a.maxY),
    ].map(convertToSuperview)
    return Rect(bounding: pts)
  }
}
