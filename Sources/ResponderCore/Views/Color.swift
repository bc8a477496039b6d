/// An sRGB colour with straight (non-premultiplied) alpha.
public struct Color: Hashable, Sendable, CustomStringConvertible {
  public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
  }

  /// Parses `#rgb`, `#rrggbb` or `#rrggbbaa` (ASCII hex digits in either
  /// case); nil otherwise. The one colour parser: scenes (`SceneColor`),
  /// scripts (`expect: {property: …}`) and property values all come here,
  /// so a full-width digit is refused everywhere (`Character.isHexDigit`
  /// accepts "０"-"９" and "Ａ"-"Ｆ", which made them black in scripts).
  public init?(hex: String) {
    let digits = hex.utf8
    guard digits.first == UInt8(ascii: "#"), digits.count <= 9 else { return nil }
    var values: [UInt8] = []
    values.reserveCapacity(8)
    for d in digits.dropFirst() {
      switch d {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(d - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(d - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(d - UInt8(ascii: "A") + 10)
      default: return nil
      }
    }
    switch values.count {
    case 3:
      self.init(r: values[0] * 17, g: values[1] * 17, b: values[2] * 17)
    case 6, 8:
      let byte = { (k: Int) in values[k] << 4 | values[k + 1] }
      self.init(r: byte(0), g: byte(2), b: byte(4), a: values.count == 8 ? byte(6) : 255)
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
