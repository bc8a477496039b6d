import ResponderCore

/// An sRGB colour as a scene writes it: `#rgb`, `#rrggbb` or `#rrggbbaa`.
///
/// The loader keeps its own colour type (the spec a scene describes, apart
/// from the core's objects); it parses with `Color(hex:)`, and the builder
/// converts.
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

  /// Parses the three hex forms, in either case; nil for anything else
  /// (`Color(hex:)`, the one colour parser scenes and scripts share).
  public init?(hex: String) {
    guard let c = Color(hex: hex) else { return nil }
    self.init(red: c.r, green: c.g, blue: c.b, alpha: c.a)
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
