internal import CSDL2
internal import CSDL2TTF

/// Open SDL_ttf fonts, one per pixel size and weight.
///
/// SDL_ttf rasterises a face at one size per `TTF_Font`, and opening one parses
/// the file again, so each (pixel size, bold) pair is opened once and kept.
/// Sizes are whole pixels: the scene's point size times the HiDPI scale, rounded.
final class FontCache {
  struct Key: Hashable {
    var pixelSize: Int
    var bold: Bool
  }

  let files: FontFiles
  private var fonts: [Key: OpaquePointer] = [:]

  /// Starts SDL_ttf and checks that the regular face opens, so a broken font file
  /// is reported at start-up rather than as missing text.
  init(files: FontFiles) throws(SDLError) {
    guard TTF_Init() == 0 else { throw SDLError.last("cannot start SDL_ttf") }
    self.files = files
    guard font(pixelSize: 12, bold: false) != nil else {
      let error = SDLError.last("cannot open font \(files.regular)")
      TTF_Quit()
      throw error
    }
  }

  deinit {
    for font in fonts.values { TTF_CloseFont(font) }
    TTF_Quit()
  }

  var count: Int { fonts.count }

  /// The `TTF_Font*` for a size, opening it on first use; nil if the file will not open.
  func font(pixelSize: Int, bold: Bool) -> OpaquePointer? {
    let key = Key(pixelSize: max(1, min(pixelSize, 1000)), bold: bold)
    if let font = fonts[key] { return font }
    let path = bold ? (files.bold ?? files.regular) : files.regular
    guard let font = TTF_OpenFont(path, Int32(key.pixelSize)) else { return nil }
    if bold && files.bold == nil { TTF_SetFontStyle(font, TTF_STYLE_BOLD) }
    fonts[key] = font
    return font
  }
}
