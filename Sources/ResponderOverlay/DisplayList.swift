import ResponderCore

/// An sRGB colour with straight (non-premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
  }

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (case-insensitive); nil otherwise.
  public init?(hex: String) {
    var s = Substring(hex)
    guard s.first == "#" else { return nil }
    s = s.dropFirst()
    guard s.allSatisfy(\.isHexDigit) else { return nil }
    func byte(_ sub: Substring) -> UInt8 { UInt8(sub, radix: 16) ?? 0 }
    switch s.count {
    case 3:
      let d = s.map { byte(Substring(String(repeating: $0, count: 2))) }
      self.init(r: d[0], g: d[1], b: d[2])
    case 6, 8:
      let i = s.startIndex
      let at = { (k: Int) in s[s.index(i, offsetBy: k)..<s.index(i, offsetBy: k + 2)] }
      self.init(r: byte(at(0)), g: byte(at(2)), b: byte(at(4)), a: s.count == 8 ? byte(at(6)) : 255)
    default:
      return nil
    }
  }

  /// `#rrggbb` (or `#rrggbbaa` when not opaque), lower case.
  public var description: String {
    func hex2(_ v: UInt8) -> String {
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + hex2(r) + hex2(g) + hex2(b) + (a == 255 ? "" : hex2(a))
  }

  public func withAlpha(_ alpha: UInt8) -> Color { Color(r: r, g: g, b: b, a: alpha) }

  public static let black = Color(r: 0, g: 0, b: 0)
  public static let white = Color(r: 255, g: 255, b: 255)
  public static let clear = Color(r: 0, g: 0, b: 0, a: 0)
}

/// Horizontal placement of text inside its rectangle.
public enum TextAlignment: Sendable, Hashable { case left, center, right }

/// One drawing instruction. Coordinates are window points; the renderer
/// multiplies by the HiDPI scale.
public enum DisplayItem: Sendable, Hashable {
  /// A filled rectangle, optionally with rounded corners.
  case fill(Rect, Color, cornerRadius: Double = 0)
  /// A rectangle outline drawn inside `rect`, `width` points thick.
  case stroke(Rect, Color, width: Double = 1, cornerRadius: Double = 0)
  /// A filled convex quadrilateral (a rotated or scaled view), corners in order.
  case quad([Point], Color)
  /// A straight line segment.
  case line(from: Point, to: Point, Color, width: Double = 1)
  /// A circle, filled and/or outlined.
  case circle(center: Point, radius: Double, fill: Color?, stroke: Color?, strokeWidth: Double = 1)
  /// One line of text, vertically centred in `rect` and clipped to it.
  case text(String, in: Rect, size: Double, Color, alignment: TextAlignment = .left, bold: Bool = false)
  /// An image file (already resolved to a path) scaled into `rect`.
  case image(path: String, in: Rect)
  /// Restricts drawing to `rect` (intersected with the current clip) until the matching `popClip`.
  case pushClip(Rect)
  case popClip
}

/// What the renderer draws for one frame: an ordered list of items, back to front.
public struct DisplayList: Sendable, Hashable {
  public var items: [DisplayItem]
  /// The colour the whole canvas is cleared to first.
  public var background: Color

  public init(items: [DisplayItem] = [], background: Color = .white) {
    self.items = items
    self.background = background
  }

  public mutating func append(_ item: DisplayItem) { items.append(item) }
  public mutating func append(contentsOf other: [DisplayItem]) { items.append(contentsOf: other) }
}
