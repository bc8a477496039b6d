/// A uniform grid over a wide container's subviews, so that hit-testing a
/// point tries only the few subviews whose frames contain it.
///
/// A back-to-front scan of 10k siblings costs ~24 µs even in C; the grid
/// makes it a handful of frame checks. It answers exactly what the plain walk
/// answers because every subview whose frame contains the point is yielded,
/// in the same front-to-back order, and `hitTest` still applies every rule
/// to each candidate. It is rebuilt lazily after any subview is added,
/// removed, reordered, moved or resized (`View` drops it), while `isHidden`,
/// `alpha` and interaction changes need no rebuild because they are checked
/// per candidate. Each subview is filed under its hit area's box
/// (`hitTestFrame`: its frame, grown to the touchable area an override
/// gives it, `ResponderOverrides.hitArea(of:)`).
final class HitTestIndex {
  /// Containers with fewer subviews than this use the plain walk.
  static let threshold = 32

  /// The subviews and their frames (grown to their hit areas), read at
  /// every candidate of every hit test: unchecked, as the lists below are,
  /// since a run-time exclusivity check on each read was 50 instructions
  /// an event on `dispatch.flat10k` (callgrind, docs/PERFORMANCE.md).
  @exclusivity(unchecked) private var views: [View]
  @exclusivity(unchecked) private var frames: [Rect]
  /// Subviews added in front since the grid was built, ascending: all
  /// front of every filed one, so they are tried first at every point.
  /// A presentation stack adds a view (and a dimming view) per tap; a
  /// rebuild per tap made 6,000 `pageSheet` taps quadratic (6.35 s,
  /// issue 37). The grid is rebuilt once this list passes `maxAppended`.
  @exclusivity(unchecked) private var appended: [Int32] = []
  private let origin: Point
  private let cellWidth: Double
  private let cellHeight: Double
  private let columns: Int
  private let rows: Int
  /// Subview indices per cell, ascending (back to front), all cells in one
  /// array: cell `c` is `filed[cellStart[c]..<cellStart[c + 1]]`. One flat
  /// array, not one per cell, so a lookup copies no array (a retain and a
  /// release per hit test of a wide container).
  @exclusivity(unchecked) private var filed: [Int32] = []
  @exclusivity(unchecked) private var cellStart: [Int32] = []
  /// Subviews whose hit area spans more than `maxCellsPerView` cells,
  /// ascending: tried at every point, merged with the cell's list in order.
  /// Unchecked like `filed`: read at every hit test of a wide container,
  /// where the access check was 25 instructions an event (callgrind,
  /// dispatch.flat10k).
  @exclusivity(unchecked) private var wide: [Int32] = []

  /// The most cells one subview is filed under. Without it, n presented
  /// controllers' views (each filling the window) went into all n/4 cells:
  /// O(n²) per rebuild, O(n³) over a presentation stack that grows by one
  /// view per tap (3,000 taps: past 20 s, issue 25).
  static let maxCellsPerView = 64

  init(subviews: [View]) {
    views = subviews
    frames = subviews.map { $0.hitTestFrame }
    var box = Rect.zero
    var first = true
    for f in frames where f.origin.isFinite && f.size.width.isFinite && f.size.height.isFinite {
      box = first ? f : box.union(f)
      first = false
    }
    // About n/4 cells (at most 65,536), shaped like the box: a tall stack
    // of full-width rows gets few columns, so a row sits in few cells.
    let n = max(1, subviews.count)
    let side = max(1, min(256, Int(Double(n).squareRoot() / 2)))
    let cellCount = side * side
    let aspect = box.width > 0 && box.height > 0 ? box.width / box.height : 1
    let columnGuess = (Double(cellCount) * aspect).squareRoot().rounded()
    columns = columnGuess.isFinite ? max(1, min(cellCount, Int(columnGuess))) : side
    rows = max(1, cellCount / columns)
    origin = box.origin
    cellWidth = max(box.width / Double(columns), 1e-9)
    cellHeight = max(box.height / Double(rows), 1e-9)
    let cells = columns * rows
    // Two passes over the frames: count per cell, then fill at the offsets.
    var counts = [Int32](repeating: 0, count: cells + 1)
    var wideList: [Int32] = []
    func cellsOf(_ f: Rect) -> (c0: Int, c1: Int, r0: Int, r1: Int)? {
      guard f.origin.isFinite, f.size.width.isFinite, f.size.height.isFinite, !f.isEmpty else { return nil }
      return (column(f.minX), column(f.maxX), row(f.minY), row(f.maxY))
    }
    for (i, f) in frames.enumerated() {
      guard let (c0, c1, r0, r1) = cellsOf(f) else { continue }
      if (c1 - c0 + 1) * (r1 - r0 + 1) > Self.maxCellsPerView {
        wideList.append(Int32(i))
        continue
      }
      for r in r0...r1 {
        for c in c0...c1 { counts[r * columns + c + 1] += 1 }
      }
    }
    for c in 0..<cells { counts[c + 1] += counts[c] }
    var next = counts
    var list = [Int32](repeating: 0, count: Int(counts[cells]))
    for (i, f) in frames.enumerated() {
      guard let (c0, c1, r0, r1) = cellsOf(f), (c1 - c0 + 1) * (r1 - r0 + 1) <= Self.maxCellsPerView else {
        continue
      }
      for r in r0...r1 {
        for c in c0...c1 {
          list[Int(next[r * columns + c])] = Int32(i)
          next[r * columns + c] += 1
        }
      }
    }
    filed = list
    cellStart = counts
    wide = wideList
  }

  /// Saturating: two siblings at x = ±1e308 make the box infinitely wide,
  /// and `(x - origin.x) / cellWidth` NaN (a trap on the first tap, issue 37).
  private func column(_ x: Double) -> Int {
    max(0, min(columns - 1, Int(saturating: ((x - origin.x) / cellWidth).rounded(.down))))
  }

  private func row(_ y: Double) -> Int {
    max(0, min(rows - 1, Int(saturating: ((y - origin.y) / cellHeight).rounded(.down))))
  }

  /// How many entries the grid holds: one per cell a subview is filed in,
  /// one per wide subview (the cost of a rebuild, for tests).
  var filedCount: Int { filed.count + wide.count }

  /// How many front-most subviews may wait unfiled: at least 64, and an
  /// eighth of the count, so that n appends cost O(n) in rebuilds (each
  /// rebuild of n is paid for by n/8 appends) and a lookup that misses
  /// them all tries at most an eighth of the frames a plain walk would.
  var maxAppended: Int { max(64, views.count / 8) }

  /// Takes `view`, just added as the front-most subview, without a
  /// rebuild; false when the grid must be rebuilt instead.
  func appendFrontMost(_ view: View) -> Bool {
    guard appended.count < maxAppended, views.count < Int(Int32.max) else { return false }
    appended.append(Int32(views.count))
    views.append(view)
    frames.append(view.hitTestFrame)
    return true
  }

  /// Calls `body` with each subview whose frame contains `p`, front-most
  /// first, until `body` returns false.
  ///
  /// Inlined into the hit test with the common case (no wide subviews) as a
  /// plain loop over the cell: called out of line with its closure, it cost
  /// dispatch.flat10k about 35 instructions an event (callgrind).
  @inline(__always)
  func forEachCandidate(at p: Point, _ body: (View) -> Bool) {
    guard p.isFinite else { return }
    if !appended.isEmpty {
      var a = appended.count - 1
      while a >= 0 {
        let k = Int(appended[a])
        if frames[k].contains(p), !body(views[k]) { return }
        a -= 1
      }
    }
    guard wide.isEmpty else { return forEachMergingWide(at: p, body) }
    let c = row(p.y) * columns + column(p.x)
    let start = Int(cellStart[c])
    var i = Int(cellStart[c + 1]) - 1
    while i >= start {
      let k = Int(filed[i])
      if frames[k].contains(p), !body(views[k]) { return }
      i -= 1
    }
  }

  /// `forEachCandidate` when some subviews are filed as wide: the cell's
  /// list and the wide list both ascend, so the larger index of the two is
  /// the front-most.
  private func forEachMergingWide(at p: Point, _ body: (View) -> Bool) {
    let c = row(p.y) * columns + column(p.x)
    let start = Int(cellStart[c])
    var i = Int(cellStart[c + 1]) - 1
    var w = wide.count - 1
    while i >= start || w >= 0 {
      let k: Int
      if w < 0 || i >= start && filed[i] > wide[w] {
        k = Int(filed[i])
        i -= 1
      } else {
        k = Int(wide[w])
        w -= 1
      }
      if frames[k].contains(p), !body(views[k]) { return }
    }
  }
}
