/// An sRGB colour as a scene writes it: `#rgb`, `#rrggbb` or `#rrggbbaa`.
///
/// The loader keeps its own colour type so that it needs nothing from the
/// core; the builder converts.
public struct SceneColor: Hashable, Sendable, CustomStringConvertible {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Parses the three hex forms, in either case; nil for anything else.
  public init?(hex: String) {
    let digits = Array(hex.utf8)
    guard digits.first == UInt8(ascii: "#") else { return nil }
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
      self.init(red: values[0] * 17, green: values[1] * 17, blue: values[2] * 17)
    case 6, 8:
      let byte = { (k: Int) in values[k] << 4 | values[k + 1] }
      self.init(red: byte(0), green: byte(2), blue: byte(4), alpha: values.count == 8 ? byte(6) : 255)
    default:
      return nil
    }
  }

  /// `#rrggbb`, or `#rrggbbaa` when not opaque, lower case — the form test
  /// scripts compare against.
  public var description: String {
    func hex2(_ v: UInt8) -> String {
      let s = String(v, radix: 16)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + hex2(red) + hex2(green) + hex2(blue) + (alpha == 255 ? "" : hex2(alpha))
  }
}
