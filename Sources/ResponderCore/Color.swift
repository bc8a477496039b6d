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
