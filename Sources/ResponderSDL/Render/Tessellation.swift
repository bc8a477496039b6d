import ResponderCore

/// A vertex position in output pixels, as `SDL_RenderGeometry` takes it.
struct PixelPoint: Hashable, Sendable {
  var x: Float
  var y: Float
}

/// Triangles for the shapes SDL has no primitive for: rounded rectangles, rings,
/// circles, thick lines and quads.
///
/// SDL_Renderer draws only axis-aligned rectangles, one-pixel lines and triangle
/// lists, so every other shape becomes a triangle list here. Coordinates are
/// already in pixels, which is where the segment counts are chosen: enough that
/// the polygon stays within a quarter pixel of the true curve, no more.
/// Output goes into reusable buffers so a frame does not allocate per shape.
struct Tessellator {
  var points: [PixelPoint] = []
  var indices: [Int32] = []

  mutating func removeAll() {
    points.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// Segments for a quarter circle of `radius` pixels, keeping the chord within
  /// ¼ px of the arc.
  static func quarterSegments(radius: Double) -> Int {
    guard radius > 0.5 else { return 1 }
    let step = 2 * (1 - 0.25 / Swift.max(radius, 0.26)).clampedACos()
    let n = Int((Double.pi / 2 / Swift.max(step, 1e-3)).rounded(.up))
    return Swift.min(Swift.max(n, 2), 32)
  }

  /// Appends the outline of a rounded rectangle, clockwise from the top-left
  /// arc, with `segments + 1` points per corner; returns the first point's index.
  mutating func appendRoundedOutline(
    x0: Double, y0: Double, x1: Double, y1: Double, radius: Double, segments: Int
  ) -> Int {
    let start = points.count
    let r = Swift.max(0, Swift.min(radius, (x1 - x0) / 2, (y1 - y0) / 2))
    let corners: [(Double, Double, Double)] = [
      (x0 + r, y0 + r, Double.pi), (x1 - r, y0 + r, 1.5 * Double.pi),
      (x1 - r, y1 - r, 0), (x0 + r, y1 - r, 0.5 * Double.pi),
    ]
    for (cx, cy, from) in corners {
      for k in 0...segments {
        let a = from + Double(k) / Double(segments) * (Double.pi / 2)
        points.append(PixelPoint(x: Float(cx + r * CMath.cosine(a)), y: Float(cy + r * CMath.sine(a))))
      }
    }
    return start
  }

  /// A filled rounded rectangle as a fan around its centre.
  mutating func roundedRect(x0: Double, y0: Double, x1: Double, y1: Double, radius: Double) {
    let segments = Tessellator.quarterSegments(radius: radius)
    let centre = Int32(points.count)
    points.append(PixelPoint(x: Float((x0 + x1) / 2), y: Float((y0 + y1) / 2)))
    let first = appendRoundedOutline(x0: x0, y0: y0, x1: x1, y1: y1, radius: radius, segments: segments)
    fan(centre: centre, first: first, count: points.count - first)
  }

  /// The band between a rounded rectangle and the same rectangle inset by `width`,
  /// the inner corners rounded by what remains of the radius.
  mutating func roundedRing(
    x0: Double, y0: Double, x1: Double, y1: Double, radius: Double, width: Double
  ) {
    let segments = Tessellator.quarterSegments(radius: radius)
    let w = Swift.min(width, (x1 - x0) / 2, (y1 - y0) / 2)
    let outer = appendRoundedOutline(x0: x0, y0: y0, x1: x1, y1: y1, radius: radius, segments: segments)
    let inner = appendRoundedOutline(
      x0: x0 + w, y0: y0 + w, x1: x1 - w, y1: y1 - w, radius: Swift.max(0, radius - w),
      segments: segments)
    band(outer: outer, inner: inner, count: inner - outer)
  }

  /// A filled disc as a fan.
  mutating func disc(cx: Double, cy: Double, radius: Double) {
    let n = 4 * Tessellator.quarterSegments(radius: radius)
    let centre = Int32(points.count)
    points.append(PixelPoint(x: Float(cx), y: Float(cy)))
    let first = points.count
    for k in 0..<n {
      let a = Double(k) / Double(n) * 2 * Double.pi
      points.append(
        PixelPoint(x: Float(cx + radius * CMath.cosine(a)), y: Float(cy + radius * CMath.sine(a))))
    }
    fan(centre: centre, first: first, count: n)
  }

  /// A ring from `radius - width` out to `radius`: a circle's stroke drawn inside
  /// its edge, as a rectangle's stroke is.
  mutating func annulus(cx: Double, cy: Double, radius: Double, width: Double) {
    let n = 4 * Tessellator.quarterSegments(radius: radius)
    let inner = Swift.max(0, radius - width)
    let outerStart = points.count
    for k in 0..<n {
      let a = Double(k) / Double(n) * 2 * Double.pi
      points.append(
        PixelPoint(x: Float(cx + radius * CMath.cosine(a)), y: Float(cy + radius * CMath.sine(a))))
    }
    let innerStart = points.count
    for k in 0..<n {
      let a = Double(k) / Double(n) * 2 * Double.pi
      points.append(PixelPoint(x: Float(cx + inner * CMath.cosine(a)), y: Float(cy + inner * CMath.sine(a))))
    }
    band(outer: outerStart, inner: innerStart, count: n)
  }

  /// A segment `width` pixels thick with square (butt) ends.
  mutating func thickLine(x0: Double, y0: Double, x1: Double, y1: Double, width: Double) {
    let dx = x1 - x0
    let dy = y1 - y0
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    polygon([(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
  }

  /// A convex polygon, corners in order, as a fan from its first corner.
  mutating func polygon(_ corners: [(Double, Double)]) {
    guard corners.count >= 3 else { return }
    let first = Int32(points.count)
    for (x, y) in corners { points.append(PixelPoint(x: Float(x), y: Float(y))) }
    for k in 1..<(corners.count - 1) {
      indices.append(contentsOf: [first, first + Int32(k), first + Int32(k) + 1])
    }
  }

  private mutating func fan(centre: Int32, first: Int, count: Int) {
    for k in 0..<count {
      let a = Int32(first + k)
      let b = Int32(first + (k + 1) % count)
      indices.append(contentsOf: [centre, a, b])
    }
  }

  private mutating func band(outer: Int, inner: Int, count: Int) {
    for k in 0..<count {
      let o0 = Int32(outer + k)
      let o1 = Int32(outer + (k + 1) % count)
      let i0 = Int32(inner + k)
      let i1 = Int32(inner + (k + 1) % count)
      indices.append(contentsOf: [o0, o1, i1, o0, i1, i0])
    }
  }

  /// The area the triangles cover, in square pixels; the tests' measure of shape.
  var area: Double {
    var sum = 0.0
    var k = 0
    while k + 2 < indices.count {
      let a = points[Int(indices[k])]
      let b = points[Int(indices[k + 1])]
      let c = points[Int(indices[k + 2])]
      sum += abs(Double((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y))) / 2
      k += 3
    }
    return sum
  }
}

extension Double {
  fileprivate func clampedACos() -> Double { CMath.arcCosine(Swift.max(-1, Swift.min(1, self))) }
}
