/// A view's touchable area as geometry: what an override of
/// `point(inside:with:)` tests, in the view's own coordinates (the
/// `UIBezierPath(rect:)`, `(ovalIn:)` or polygon whose `contains(_:)` it
/// returns). Attached overrides describe theirs (`ResponderOverrides.hitArea(of:)`)
/// for the hit-test grid (`HitTestIndex`) and the overlay's outline.
public enum HitArea: Sendable, Hashable {
  case rectangle(Rect)
  /// The ellipse inscribed in the rectangle: a circle in a square.
  case ellipse(in: Rect)
  /// Any outline, filled by the even-odd rule.
  case polygon([Point])

  /// Whether this is an ellipse, which the overlay draws round.
  public var isEllipse: Bool {
    if case .ellipse = self { return true }
    return false
  }

  /// The bounding box.
  public var box: Rect {
    switch self {
    case .rectangle(let r), .ellipse(let r): r
    case .polygon(let points): Rect(bounding: points)
    }
  }

  /// Whether `p` is inside.
  public func contains(_ p: Point) -> Bool {
    switch self {
    case .rectangle(let r):
      return r.contains(p)
    case .ellipse(let r):
      let rx = r.width / 2
      let ry = r.height / 2
      guard rx > 0, ry > 0 else { return false }
      let dx = (p.x - r.midX) / rx
      let dy = (p.y - r.midY) / ry
      return dx * dx + dy * dy <= 1
    case .polygon(let points):
      return Self.contains(points, p)
    }
  }

  /// Whether `p` is inside `points`, by the even-odd rule
  /// (`UIBezierPath.usesEvenOddFillRule`): a ray from `p` crosses the
  /// outline an odd number of times. O(n) in the points.
  public static func contains(_ points: [Point], _ p: Point) -> Bool {
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

/// What decided a hit-test visit beyond the plain bounds check, for the
/// hit-test panel and the trace.
public enum HitTestRule: Hashable, Sendable, CustomStringConvertible {
  /// An override of `point(inside:with:)` or `hitTest(_:with:)` decided: a
  /// Swift class's or a declared key's, one value for both
  /// (`OverrideDecision`, whose doc says when an override is named).
  case decided(OverrideDecision)
  /// `hitTestTarget`: a hit on the view itself went to this view instead.
  case forwarded(to: String)

  public var description: String {
    switch self {
    case .decided(let d): d.visitWords
    case .forwarded(let id): "hitTestTarget: forwarded to \(id)"
    }
  }

  /// The override that decided, when one did.
  public var decision: OverrideDecision? {
    if case .decided(let d) = self { return d }
    return nil
  }
}

/// What changes what is touchable: attached overrides of
/// `point(inside:with:)` and `hitTest(_:with:)`, and `hitTestTarget`.
extension View {
  /// The touchable area attached overrides give `point(inside:with:)`,
  /// when they change it; nil for the bounds.
  public var touchableArea: HitArea? {
    overridden.contains(.pointInside) ? overrides?.hitArea(of: self) : nil
  }

  /// The touchable area's bounding box in this view's coordinates: the
  /// bounds unless attached overrides change it. Public for the why-not
  /// explanations, which name the area that decided.
  public var hitArea: Rect { touchableArea?.box ?? bounds }

  /// A polygon touchable area's points in window coordinates, for the overlay.
  public var hitPolygonInWindow: [Point]? {
    guard case .polygon(let points)? = touchableArea else { return nil }
    return points.map(convertToWindow)
  }

  /// The `point(inside:with:)` override that decided at `p`, with the
  /// answer: this view's own method is asked, as hit-testing asks it (the
  /// why-not texts replay a visit with it; `hitTest` decides the same way
  /// from the answer it got). Nil when Core's bounds check answered.
  public func pointInsideDecision(at p: Point, with event: Event? = nil) -> (
    inside: Bool, decision: OverrideDecision?
  ) {
    let inside = askPointInside(p, with: event)
    return (inside, decidedInside(p, inside: inside))
  }

  /// This view's answer to `point(inside:with:)` at `p`, asked as
  /// `hitTest` asks it: Core's classes through their bounds check directly
  /// (none overrides the method), a Swift class through its method, noting
  /// whether it asked `super` (`coreInsideAnswer`).
  @inline(__always)
  func askPointInside(_ p: Point, with event: Event?) -> Bool {
    if isDeclaredInCore { return corePointInside(p) }
    coreInsideAnswer = .notAsked
    return point(inside: p, with: event)
  }

  /// Who decided the answer `inside` that `askPointInside` just gave at `p`:
  /// for Core's classes the attached overrides, when they answered; for a
  /// Swift class its override or what its `super` asked (`insideDecision`).
  func decidedInside(_ p: Point, inside: Bool) -> OverrideDecision? {
    isDeclaredInCore ? declaredInsideDecision(p, inside: inside) : insideDecision(p, inside: inside)
  }

  /// Who decided a Swift class's answer `inside` at `p`, given what Core's
  /// `point(inside:with:)` answered during that call (`coreInsideAnswer`):
  /// the class when it answered on its own (never asked `super`, or
  /// answered otherwise), else the attached overrides `super` asked.
  func insideDecision(_ p: Point, inside: Bool) -> OverrideDecision? {
    switch coreInsideAnswer {
    case .answered(let core) where core == inside: return declaredInsideDecision(p, inside: inside)
    default: return .pointInside(by: .swiftClass(className), view: identifier, inside: inside)
    }
  }

  /// The rule of the visit `hitTest` just made at `p`, whose own
  /// `point(inside:with:)` answered `inside` (Core's classes' through their
  /// bounds check, a Swift class's through its method, which noted whether
  /// it asked `super`).
  func insideRule(_ p: Point, inside: Bool) -> HitTestRule? {
    decidedInside(p, inside: inside).map(HitTestRule.decided)
  }

  /// The attached overrides' decision of `point(inside:with:)` (Core's
  /// answer `inside` at `p`), when they answered rather than deferring to
  /// the bounds.
  func declaredInsideDecision(_ p: Point, inside: Bool) -> OverrideDecision? {
    guard overridden.contains(.pointInside), let o = overrides,
      o.point(inside: p, with: nil, of: self) != nil,
      let by = o.explainPointInside(inside, at: p, of: self)
    else { return nil }
    return .pointInside(by: by, view: identifier, inside: inside)
  }

  /// Where a hit on this view itself goes instead: the `hitTestTarget`, if
  /// it can take touches (the "extend a child's tappable area to its
  /// parent" override).
  func forwardedHit() -> View? {
    guard let target = hitTestTarget, target !== self, target.hitTestSkipReason == nil,
      target.window === window
    else { return nil }
    return target
  }

  /// The touchable area's bounding box in window coordinates when attached
  /// overrides change it, for the overlay to outline; else nil.
  public var hitAreaFrameInWindow: Rect? {
    guard let a = touchableArea?.box else { return nil }
    let pts = [
      Point(x: a.minX, y: a.minY), Point(x: a.maxX, y: a.minY), Point(x: a.maxX, y: a.maxY),
      Point(x: a.minX, y: a.maxY),
    ].map(convertToWindow)
    return Rect(bounding: pts)
  }

  /// The box in the superview's coordinates that every point this view may
  /// take lies in (its frame, grown to its touchable area), for the grid
  /// index of wide containers.
  var hitTestFrame: Rect {
    guard let a = touchableArea?.box else { return frame }
    let pts = [
      Point(x: a.minX, y: a.minY), Point(x: a.maxX, y: a.minY), Point(x: a.maxX, y: a.maxY),
      Point(x: a.minX, y: a.maxY),
    ].map(convertToSuperview)
    return Rect(bounding: pts).union(frame)
  }
}
