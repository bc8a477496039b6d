/// A property value as a scene file writes it: what `set` effects assign
/// and `props` expectations compare.
public enum PropertyValue: Hashable, Sendable, CustomStringConvertible {
  case string(String)
  case number(Double)
  case bool(Bool)
  case rect(Rect)
  case color(Color)
  case null

  /// Scene-file spelling: `[x, y, w, h]`, `#rrggbb`, `12`, `true`, a string as is.
  public var description: String {
    switch self {
    case .string(let s): return s
    case .number(let n): return formatPoints(n)
    case .bool(let b): return b ? "true" : "false"
    case .rect(let r): return r.description
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

  /// Equality as a test expectation means it: numbers to the 1/1000 a
  /// scene file writes (finger positions arrive through SDL as 32-bit
  /// floats, angles through trigonometry), colours
  /// in any case, a string compared with the other side's spelling.
  public func matches(_ other: PropertyValue) -> Bool {
    switch (self, other) {
    case (.number(let a), .number(let b)): return abs(a - b) < 5e-4
    case (.color(let a), _): return other.color == a
    case (_, .color(let b)): return color == b
    case (.rect(let a), .rect(let b)):
      return abs(a.origin.x - b.origin.x) < 5e-4 && abs(a.origin.y - b.origin.y) < 5e-4
        && abs(a.size.width - b.size.width) < 5e-4 && abs(a.size.height - b.size.height) < 5e-4
    case (.null, .null): return true
    case (.bool(let a), _): return other.bool == a
    case (.number(let a), .string(let s)), (.string(let s), .number(let a)):
      return Double(s).map { abs($0 - a) < 5e-4 } ?? false
    default: return description == other.description
    }
  }
}
