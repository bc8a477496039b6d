/// What WCAG 2 needs of a colour: its relative luminance, the contrast
/// ratio of two colours, a translucent colour's look over an opaque one,
/// and the text colour that reads best on a background (the overlay's
/// contrast test, `Palette.textPairs`, and its translucent finger pills).
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

  /// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
  public func contrast(with other: Color) -> Double {
    let (la, lb) = (relativeLuminance, other.relativeLuminance)
    return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
  }

  /// Of `candidates`, the colour whose lowest contrast with any of
  /// `backgrounds` is highest (the first on a tie): text on a translucent
  /// fill is judged over everything that may show through it, e.g. the
  /// fill over black and over white.
  public static func mostLegible(_ candidates: [Color], on backgrounds: [Color]) -> Color? {
    var best: (color: Color, worst: Double)?
    for c in candidates {
      let worst = backgrounds.map { c.contrast(with: $0) }.min() ?? 1
      if best == nil || worst > best!.worst { best = (c, worst) }
    }
    return best?.color
  }
}
