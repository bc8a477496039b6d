import ResponderCore

extension DisplayItem {
  /// The area the item can paint, in points; nil for clip changes.
  public var bounds: Rect? {
    switch self {
    case .fill(let r, _, _), .stroke(let r, _, _, _), .text(_, let r, _, _, _, _), .image(_, let r):
      return r
    case .quad(let pts, _), .imageQuad(_, let pts):
      // Min/max over the corners: a zero-size seed rect would be dropped by
      // `union` (it treats empty rects as nothing), losing the first corner.
      guard let first = pts.first else { return nil }
      var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
      for p in pts.dropFirst() {
        x0 = min(x0, p.x)
        y0 = min(y0, p.y)
        x1 = max(x1, p.x)
        y1 = max(y1, p.y)
      }
      return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    case .line(let a, let b, _, let w):
      return Rect(
        x: min(a.x, b.x) - w, y: min(a.y, b.y) - w, width: abs(a.x - b.x) + 2 * w,
        height: abs(a.y - b.y) + 2 * w)
    case .circle(let c, let r, _, _, let w):
      return Rect(x: c.x - r - w, y: c.y - r - w, width: 2 * (r + w), height: 2 * (r + w))
    case .pushClip, .popClip:
      return nil
    }
  }
}

/// What changed between two frames.
public enum Damage: Equatable, Sendable {
  /// Nothing: the frame need not be drawn.
  case none
  /// Only this area changed.
  case area(Rect)
  /// Redraw everything.
  case full
}

extension DisplayList {
  /// What differs from `previous`.
  ///
  /// Lists built by the same code from mostly unchanged state line up item
  /// by item, so a changed colour or a moved view damages only its own old
  /// and new areas; an inserted or removed item shifts everything after it
  /// and falls back to a full frame.
  public func damage(comparedTo previous: DisplayList) -> Damage {
    guard background == previous.background, items.count == previous.items.count else { return .full }
    var dirty: Rect?
    for (a, b) in zip(items, previous.items) where a != b {
      guard let ra = a.bounds, let rb = b.bounds else { return .full }
      let both = ra.union(rb)
      dirty = dirty.map { $0.union(both) } ?? both
    }
    guard let dirty else { return .none }
    return .area(dirty.insetBy(dx: -2, dy: -2))
  }
}
