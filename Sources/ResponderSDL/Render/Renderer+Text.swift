internal import CSDL2
internal import CSDL2TTF
import ResponderCore
import ResponderOverlay

extension Renderer {
  /// The pixel size a point size becomes at the current scale; 0 draws nothing.
  func pixelSize(points: Double) -> Int {
    let px = points * scale
    guard px.isFinite, px >= 1 else { return 0 }
    return Int(min(px, 1000).rounded())
  }

  /// One line of text: vertically centred on its rectangle, aligned in it, and
  /// cut to it by cropping the texture (cheaper than a clip-rect change).
  func drawText(
    _ string: String, in r: Rect, size: Double, colour: Color, alignment: TextAlignment,
    bold: Bool, item: PreparedItem
  ) {
    let px = pixelSize(points: size)
    guard px > 0, colour.a > 0, !string.isEmpty,
      let font = fonts.font(pixelSize: px, bold: bold),
      let entry = textTextures.texture(
        for: .init(string: string, pixelSize: px, color: colour, bold: bold), font: font)
    else { return }
    // A text a few per cent wider than its rectangle (a scaled scene: font
    // sizes round to whole pixels) is narrowed to fit rather than cut off.
    let room = clampToPixels((r.width * scale).rounded(.down))
    let width =
      entry.width > room && room > 0 && Double(entry.width - room) <= Double(entry.width) * 0.06
      ? room : entry.width
    let x: Double
    switch alignment {
    case .left, .natural, .justified: x = r.minX * scale
    case .center: x = r.midX * scale - Double(width) / 2
    case .right: x = r.maxX * scale - Double(width)
    }
    let y = r.midY * scale - Double(entry.height) / 2
    let x0 = clampToPixels(x.rounded())
    let y0 = clampToPixels(y.rounded())
    let placed = PixelRect(x0: x0, y0: y0, x1: x0 + width, y1: y0 + entry.height)
    let shown = placed.intersection(item.bounds)
    guard !shown.isEmpty else { return }
    flushFills()
    if width != entry.width, shown == placed {
      var dst = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(width), h: Int32(entry.height))
      if let clip = sdlClip, !clip.contains(shown) { setClip(nil) }
      SDL_RenderCopy(sdl, entry.texture, nil, &dst)
      return
    }
    var src = SDL_Rect(
      x: Int32(shown.x0 - x0), y: Int32(shown.y0 - y0), w: Int32(shown.width), h: Int32(shown.height))
    var dst = SDL_Rect(
      x: Int32(shown.x0), y: Int32(shown.y0), w: Int32(shown.width), h: Int32(shown.height))
    if let clip = sdlClip, !clip.contains(shown) { setClip(nil) }
    SDL_RenderCopy(sdl, entry.texture, &src, &dst)
  }

  /// The width of one line of text in points, as `render` would draw it at the
  /// current scale; layout uses it to size labels and place the caret.
  public func textWidth(_ string: String, size: Double, bold: Bool = false) -> Double {
    if scale <= 0 { return 0 }
    let px = pixelSize(points: size)
    guard px > 0, !string.isEmpty, let font = fonts.font(pixelSize: px, bold: bold) else { return 0 }
    var w: Int32 = 0
    var h: Int32 = 0
    guard TTF_SizeUTF8(font, string, &w, &h) == 0 else { return 0 }
    return Double(w) / scale
  }

  /// The height of a line of text in points: what `render` centres in a text's rectangle.
  public func lineHeight(size: Double, bold: Bool = false) -> Double {
    let px = pixelSize(points: size)
    guard px > 0, let font = fonts.font(pixelSize: px, bold: bold) else { return 0 }
    return Double(TTF_FontHeight(font)) / scale
  }
}

extension Renderer {
  /// The characters of `string` the font has no glyph for: SDL2_ttf would
  /// draw each as a box. Control characters (a newline in a one-line text)
  /// count as missing.
  public func missingGlyphs(in string: String, bold: Bool = false) -> [Character] {
    guard let font = fonts.font(pixelSize: max(1, pixelSize(points: 12)), bold: bold) else { return [] }
    var missing: [Character] = []
    for scalar in string.unicodeScalars {
      if scalar.value < 32 || TTF_GlyphIsProvided32(font, scalar.value) == 0 {
        missing.append(Character(scalar))
      }
    }
    return missing
  }
}
