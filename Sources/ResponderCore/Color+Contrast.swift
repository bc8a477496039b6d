/// What WCAG 2 needs of a colour: its relative luminance, and a
/// translucent colour's look over an opaque one (the overlay's contrast
/// test, `Palette.textPairs`).
extension Color {
  /// WCAG 2's relative luminance (sRGB, linearised).
  public var relativeLuminance: Double {
    func channel(_ v: UInt8) -> Double {
      let c = Double(v) / 255
      return c <= 0.03928 ? c / 12.92 : _pow((c + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }

  /// This colour, with its alpha, drawn over an opaque `base`.
  public func over(_ base: Color) -> Color {
    let a = Double(self.a) / 255
    func mix(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * a + Double(y) * (1 - a)).rounded()) }
    return Color(r: mix(r, base.r), g: mix(g, base.g), b: mix(b, base.b))
  }
}
