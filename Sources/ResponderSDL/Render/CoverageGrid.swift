/// Which output pixels later opaque fills overwrite, kept as 8 × 8 bit masks.
///
/// The renderer walks a frame back to front only in its head: going from the
/// front-most item backwards it records the pixels each opaque rectangle
/// overwrites, and anything behind them is not drawn. An opaque fill is cut into
/// the pieces that are still uncovered, so a view buried under others, or the
/// background behind a screen full of views, costs no pixels. SDL's software
/// rasteriser spends its time writing pixels, which is how a frame of 1,000 views
/// plus the overlay can cost less than SDL filling the same 1,000 rectangles.
///
/// Exactness: coverage is tracked per pixel (one bit each, 64 to a tile), so a
/// skipped pixel is always one a later opaque fill overwrites. Cost: O(tiles
/// touched) per item.
struct CoverageGrid {
  static let tileSize = 8
  private(set) var width = 0
  private(set) var height = 0
  private var columns = 0
  private var rows = 0
  private var covered: [UInt64] = []
  private var spans: [Range<Int>] = []
  private var previousSpans: [Range<Int>] = []
  private var openPieces: [PixelRect] = []

  init() {}

  /// Forgets all coverage and adopts the output size. Pixels past the output's
  /// edge start covered, so edge tiles behave like whole ones.
  mutating func reset(width: Int, height: Int) {
    let t = CoverageGrid.tileSize
    let cols = (max(width, 0) + t - 1) / t
    let rws = (max(height, 0) + t - 1) / t
    (self.width, self.height, columns, rows) = (max(width, 0), max(height, 0), cols, rws)
    if covered.count != cols * rws {
      covered = Array(repeating: 0, count: cols * rws)
    } else {
      for i in covered.indices { covered[i] = 0 }
    }
    guard cols > 0, rws > 0 else { return }
    let whole = PixelRect(x0: 0, y0: 0, x1: cols * t, y1: rws * t)
    let outside = [
      PixelRect(x0: width, y0: 0, x1: whole.x1, y1: whole.y1),
      PixelRect(x0: 0, y0: height, x1: whole.x1, y1: whole.y1),
    ]
    for r in outside where !r.isEmpty { mark(r) }
  }

  /// True when every pixel of `r` inside the output is already covered.
  func isHidden(_ r: PixelRect) -> Bool {
    guard let (c0, c1, r0, r1) = touchedTiles(r) else { return true }
    let r = r.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    let t = CoverageGrid.tileSize
    let first = CoverageGrid.columnBits(r, col: c0)
    let last = CoverageGrid.columnBits(r, col: c1 - 1)
    return covered.withUnsafeBufferPointer { cov in
      for row in r0..<r1 {
        let pattern = CoverageGrid.rowPattern(top: r.y0 - row * t, bottom: r.y1 - row * t)
        let base = row * columns
        for col in c0..<c1 {
          let bits: UInt64 = col == c0 ? first : col == c1 - 1 ? last : 0xFF
          if bits &* pattern & ~cov[base + col] != 0 { return false }
        }
      }
      return true
    }
  }

  /// Appends the parts of `r` on tiles where some of its pixels are still
  /// uncovered, then covers `r`. Pieces are cut at tile edges, not pixel edges:
  /// a few pixels of overdraw are cheaper than the many tiny rectangles an exact
  /// cut makes. Rows of tiles with the same spans merge into one piece, so an
  /// unobstructed rectangle stays a single piece.
  mutating func visiblePieces(of r: PixelRect, into pieces: inout [PixelRect]) {
    guard let (c0, c1, r0, r1) = touchedTiles(r) else { return }
    let t = CoverageGrid.tileSize
    let r = r.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    let first = CoverageGrid.columnBits(r, col: c0)
    let last = CoverageGrid.columnBits(r, col: c1 - 1)
    previousSpans.removeAll(keepingCapacity: true)
    openPieces.removeAll(keepingCapacity: true)
    for row in r0..<r1 {
      let top = max(r.y0, row * t)
      let bottom = min(r.y1, (row + 1) * t)
      let pattern = CoverageGrid.rowPattern(top: r.y0 - row * t, bottom: r.y1 - row * t)
      let base = row * columns
      spans.removeAll(keepingCapacity: true)
      var start = -1
      covered.withUnsafeMutableBufferPointer { cov in
        for col in c0..<c1 {
          let bits: UInt64 = col == c0 ? first : col == c1 - 1 ? last : 0xFF
          let m = bits &* pattern
          let old = cov[base + col]
          cov[base + col] = old | m
          if m & ~old != 0 {
            if start < 0 { start = max(r.x0, col * t) }
          } else if start >= 0 {
            spans.append(start..<(col * t))
            start = -1
          }
        }
      }
      if start >= 0 { spans.append(start..<r.x1) }
      emit(top: top, bottom: bottom, into: &pieces)
    }
    pieces.append(contentsOf: openPieces)
  }

  /// Records that `r` overwrites its pixels.
  mutating func cover(_ r: PixelRect) { mark(r) }

  /// The fraction of output pixels covered; for statistics.
  var coveredFraction: Double {
    guard width > 0, height > 0 else { return 0 }
    let bits = covered.reduce(0) { $0 + $1.nonzeroBitCount }
    let padding = columns * rows * 64 - width * height
    return Double(bits - padding) / Double(width * height)
  }

  /// Extends the open pieces when this row range has the same spans as the
  /// previous one; otherwise closes them and opens one per span.
  private mutating func emit(top: Int, bottom: Int, into pieces: inout [PixelRect]) {
    if spans == previousSpans {
      for i in openPieces.indices { openPieces[i].y1 = bottom }
      return
    }
    pieces.append(contentsOf: openPieces)
    openPieces.removeAll(keepingCapacity: true)
    for s in spans {
      openPieces.append(PixelRect(x0: s.lowerBound, y0: top, x1: s.upperBound, y1: bottom))
    }
    swap(&spans, &previousSpans)
  }

  private mutating func mark(_ r: PixelRect) {
    let clipped = r.intersection(
      PixelRect(x0: 0, y0: 0, x1: columns * CoverageGrid.tileSize, y1: rows * CoverageGrid.tileSize))
    guard !clipped.isEmpty else { return }
    let t = CoverageGrid.tileSize
    for row in (clipped.y0 / t)...((clipped.y1 - 1) / t) {
      for col in (clipped.x0 / t)...((clipped.x1 - 1) / t) {
        covered[row * columns + col] |= CoverageGrid.mask(clipped, col: col, row: row)
      }
    }
  }

  /// The bits of tile (`col`, `row`) that `r` covers: bit `8·y + x` is pixel (x, y) of the tile.
  static func mask(_ r: PixelRect, col: Int, row: Int) -> UInt64 {
    columnBits(r, col: col) &* rowPattern(top: r.y0 - row * tileSize, bottom: r.y1 - row * tileSize)
  }

  /// One byte: the pixels of a tile's row that `r` spans in column `col`.
  static func columnBits(_ r: PixelRect, col: Int) -> UInt64 {
    let x0 = max(r.x0 - col * tileSize, 0)
    let x1 = min(r.x1 - col * tileSize, tileSize)
    guard x0 < x1 else { return 0 }
    return ((UInt64(1) << UInt64(x1 - x0)) &- 1) << UInt64(x0)
  }

  /// 0x01 in each byte (tile row) from `top` to `bottom` (tile-relative, clamped);
  /// multiplying by `columnBits` gives the tile mask without carries.
  static func rowPattern(top: Int, bottom: Int) -> UInt64 {
    let y0 = max(top, 0)
    let y1 = min(bottom, tileSize)
    guard y0 < y1 else { return 0 }
    return ((UInt64.max / 0xFF) >> UInt64(8 * (tileSize - (y1 - y0)))) << UInt64(8 * y0)
  }

  private func touchedTiles(_ r: PixelRect) -> (Int, Int, Int, Int)? {
    let r = r.intersection(PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    guard !r.isEmpty else { return nil }
    let t = CoverageGrid.tileSize
    return (r.x0 / t, (r.x1 - 1) / t + 1, r.y0 / t, (r.y1 - 1) / t + 1)
  }
}
