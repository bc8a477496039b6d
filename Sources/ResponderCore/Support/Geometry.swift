/// A location in a two-dimensional coordinate space, in points.
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public init(_ x: Double, _ y: Double) { self.init(x: x, y: y) }

  public static let zero = Point(x: 0, y: 0)

  public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  public static func * (a: Point, k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }

  /// The straight-line distance to another point.
  public func distance(to other: Point) -> Double {
    let dx = other.x - x
    let dy = other.y - y
    return (dx * dx + dy * dy).squareRoot()
  }

  /// True when both coordinates are finite numbers.
  public var isFinite: Bool { x.isFinite && y.isFinite }

  public var description: String { "(\(formatPoints(x)), \(formatPoints(y)))" }
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { min(origin.x, origin.x + size.width) }
  public var minY: Double { min(origin.y, origin.y + size.height) }
  public var maxX: Double { max(origin.x, origin.x + size.width) }
  public var maxY: Double { max(origin.y, origin.y + size.height) }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { abs(size.width) }
  public var height: Double { abs(size.height) }
  public var center: Point { Point(x: midX, y: midY) }
  public var isEmpty: Bool { size.width == 0 || size.height == 0 }

  /// Whether the point lies inside, as `CGRectContainsPoint` decides:
  /// the minimum edges are inside, the maximum edges are not.
  public func contains(_ p: Point) -> Bool {
    p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
  }

  public func intersects(_ other: Rect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }

  public func intersection(_ other: Rect) -> Rect {
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    if x1 <= x0 || y1 <= y0 { return .zero }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The smallest rectangle that holds every point of `points` (the
  /// bounding box of a transformed view's corners, as UIKit's `frame` of a
  /// transformed view is); `.zero` for no points.
  public init(bounding points: [Point]) {
    guard var x0 = points.first?.x, var y0 = points.first?.y else {
      self = .zero
      return
    }
    var (x1, y1) = (x0, y0)
    for p in points.dropFirst() {
      if p.x < x0 { x0 = p.x }
      if x1 < p.x { x1 = p.x }
      if p.y < y0 { y0 = p.y }
      if y1 < p.y { y1 = p.y }
    }
    self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public func union(_ other: Rect) -> Rect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// `[x, y, width, height]`, as a scene file writes a frame.
  public var description: String {
    "[\(formatPoints(origin.x)), \(formatPoints(origin.y)), \(formatPoints(size.width)), \(formatPoints(size.height))]"
  }
}

/// A 2-D affine transform `[a b; c d] + (tx, ty)`, applied as
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (Core Graphics' convention).
public struct AffineTransform: Hashable, Sendable {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public init(scale: Double, rotation: Double = 0, translation: Point = .zero) {
    let cs = _cos(rotation) * scale
    let sn = _sin(rotation) * scale
    self.init(a: cs, b: sn, c: -sn, d: cs, tx: translation.x, ty: translation.y)
  }

  public var isIdentity: Bool { self == .identity }

  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The inverse transform, or nil when the transform is singular (scale 0).
  public var inverted: AffineTransform? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det
    let ib = -b / det
    let ic = -c / det
    let id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty), ty: -(ib * tx + id * ty))
  }

  /// The uniform scale factor (length of the transformed unit x vector).
  public var scale: Double { (a * a + b * b).squareRoot() }
  /// The rotation angle in radians.
  public var rotation: Double { _atan2(b, a) }
}

/// Formats a coordinate the way a scene file writes it: `12` rather than `12.0`.
/// A number too large to carry thousandths (|v| ≥ 1e15) prints as it is:
/// rounding it to thousandths would multiply it by 1000 first, and 1e308
/// would print as `inf` (issue 37 item 13).
public func formatPoints(_ v: Double) -> String {
  guard v.isFinite, abs(v) < 1e15 else { return String(v) }
  let r = (v * 1000).rounded() / 1000
  if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
  return String(r)
}
