import ResponderCore

/// A half-open rectangle of whole output pixels: `x0..<x1` by `y0..<y1`.
///
/// The renderer snaps opaque fills to pixel edges (rounding each edge, not the
/// size) so that abutting views share an edge without a seam or an overlap, and
/// does its clipping and occlusion sums in these integers.
struct PixelRect: Hashable, Sendable {
  var x0: Int, y0: Int, x1: Int, y1: Int

  init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }

  static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

  /// The pixels whose centres a point-space rectangle covers once scaled: edges rounded.
  init(snapping r: Rect, scale: Double) {
    self.init(
      x0: pixel(r.minX * scale), y0: pixel(r.minY * scale),
      x1: pixel(r.maxX * scale), y1: pixel(r.maxY * scale))
  }

  /// Every pixel a scaled rectangle touches at all: edges rounded outwards.
  init(enclosing r: Rect, scale: Double) {
    self.init(
      x0: pixelFloor(r.minX * scale), y0: pixelFloor(r.minY * scale),
      x1: pixelCeil(r.maxX * scale), y1: pixelCeil(r.maxY * scale))
  }

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
  var width: Int { x1 - x0 }
  var height: Int { y1 - y0 }

  func intersection(_ o: PixelRect) -> PixelRect {
    let r = PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    return r.isEmpty ? .empty : r
  }

  func contains(_ o: PixelRect) -> Bool {
    o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1
  }
}

// Coordinates beyond ±2^30 pixels are clamped: a scene may hold absurd frames,
// and `Int(_:)` traps on values it cannot represent.
private let pixelLimit = Double(1 << 30)

private func pixel(_ v: Double) -> Int { clampToPixels(v.rounded()) }
private func pixelFloor(_ v: Double) -> Int { clampToPixels(v.rounded(.down)) }
private func pixelCeil(_ v: Double) -> Int { clampToPixels(v.rounded(.up)) }

/// A pixel coordinate or length, held within ±2^30 (NaN is 0): every
/// conversion of a scaled scene number to pixels goes through here (a
/// label 1e19 wide, a border 1e19 wide trapped in the renderer, issue 37).
func clampToPixels(_ v: Double) -> Int {
  guard v.isFinite else { return v > 0 ? Int(pixelLimit) : v < 0 ? -Int(pixelLimit) : 0 }
  return Int(Swift.max(-pixelLimit, Swift.min(pixelLimit, v)))
}
