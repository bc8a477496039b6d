/// A property value as a scene file writes it: what `set` effects assign
/// and `props` expectations compare.
public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
  case string(String)
  case number(Double)
  case bool(Bool)
  case rect(Rect)
  /// A point, `[x, y]` (`center`, a scroll view's `contentOffset`).
  case point(Point)
  /// A size, `[width, height]` (a scroll view's `contentSize`).
  case size(Size)
  /// Edge insets, `[top, left, bottom, right]` (a scroll view's `contentInset`),
  /// in `UIEdgeInsets`' order.
  case insets(EdgeInsets)
  case color(Color)
  case null

  /// Scene-file spelling: `[x, y, w, h]`, `[x, y]`, `#rrggbb`, `12`, `true`, a string as is.
  public var description: String {
    switch self {
    case .string(let s): return s
    case .number(let n): return formatPoints(n)
    case .bool(let b): return b ? "true" : "false"
    case .rect(let r): return r.description
    case .point, .size, .insets: return "[" + (numbers ?? []).map(formatPoints).joined(separator: ", ") + "]"
    case .color(let c): return c.description
    case .null: return "null"
    }
  }

  public var number: Double? {
    switch self {
    case .number(let n): return n
    case .bool(let b): return b ? 1 : 0
    case .string(let s): return Double(s)
    default: return nil
    }
  }

  public var bool: Bool? {
    switch self {
    case .bool(let b): return b
    case .number(let n): return n != 0
    case .string(let s): return s == "true" ? true : s == "false" ? false : nil
    default: return nil
    }
  }

  public var string: String? {
    if case .string(let s) = self { return s }
    return description
  }

  public var color: Color? {
    switch self {
    case .color(let c): return c
    case .string(let s): return Color(hex: s)
    default: return nil
    }
  }

  public var rect: Rect? {
    if case .rect(let r) = self { return r }
    return nil
  }

  /// A point: `[x, y]`, or the origin of a rectangle (how a point was
  /// written before points had their own case).
  public var point: Point? {
    switch self {
    case .point(let p): return p
    case .rect(let r): return r.origin
    default: return nil
    }
  }

  /// The numbers of a geometric value in the order a script writes them;
  /// nil for anything else.
  public var numbers: [Double]? {
    switch self {
    case .rect(let r): return [r.origin.x, r.origin.y, r.size.width, r.size.height]
    case .point(let p): return [p.x, p.y]
    case .size(let s): return [s.width, s.height]
    case .insets(let i): return [i.top, i.left, i.bottom, i.right]
    default: return nil
    }
  }

  /// Equality as a test expectation means it: numbers to the 1/1000 a
  /// scene file writes (finger positions arrive through SDL as 32-bit
  /// floats, angles through trigonometry), colours
  /// in any case, a string compared with the other side's spelling.
  public func matches(_ other: PropertyValue) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): return abs(a - b) < 5e-4
    case (.color(let a), _): return other.color == a
    case (_, .color(let b)): return color == b
    case _ where numbers != nil && other.numbers != nil:
      // Geometry compares as the list a script writes: `[0, 0]` is a
      // content offset, `[0, 0, 390, 70]` a frame.
      let (a, b) = (numbers!, other.numbers!)
      return a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 5e-4 }
    case (.null, .null): return true
    case (.bool(let a), _): return other.bool == a
    case (.number(let a), .string(let s)), (.string(let s), .number(let a)):
      return Double(s).map { abs($0 - a) < 5e-4 } ?? false
    default: return description == other.description
    }
  }
}
