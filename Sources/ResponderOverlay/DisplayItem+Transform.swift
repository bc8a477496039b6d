import ResponderCore

extension DisplayItem {
  /// The item scaled by `scale` about the origin, then moved by `offset`:
  /// how scene items are placed in a letterboxed window (`WindowLayout`).
  /// Sizes that are lengths (text, stroke widths, radii) scale too, so a
  /// scaled scene looks like the scene, only smaller or larger.
  public func transformed(scale s: Double, offset o: Point) -> DisplayItem {
    if s == 1, o == .zero { return self }
    func r(_ r: Rect) -> Rect {
      Rect(x: o.x + r.minX * s, y: o.y + r.minY * s, width: r.width * s, height: r.height * s)
    }
    func p(_ p: Point) -> Point { Point(x: o.x + p.x * s, y: o.y + p.y * s) }
    switch self {
    case .fill(let rect, let c, let radius): return .fill(r(rect), c, cornerRadius: radius * s)
    case .stroke(let rect, let c, let w, let radius):
      return .stroke(r(rect), c, width: w * s, cornerRadius: radius * s)
    case .quad(let pts, let c): return .quad(pts.map(p), c)
    case .imageQuad(let path, let pts): return .imageQuad(path: path, corners: pts.map(p))
    case .line(let a, let b, let c, let w): return .line(from: p(a), to: p(b), c, width: w * s)
    case .circle(let c, let radius, let fill, let stroke, let w):
      return .circle(center: p(c), radius: radius * s, fill: fill, stroke: stroke, strokeWidth: w * s)
    case .text(let str, let rect, let size, let c, let a, let b):
      return .text(str, in: r(rect), size: size * s, c, alignment: a, bold: b)
    case .image(let path, let rect): return .image(path: path, in: r(rect))
    case .pushClip(let rect): return .pushClip(r(rect))
    case .popClip: return .popClip
    }
  }
}
