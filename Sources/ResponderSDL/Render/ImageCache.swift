internal import CSDL2
import ResponderIO

/// Image textures decoded by `PNGImage` (libpng, silently), one per path,
/// including the misses.
///
/// A missing or unreadable file is remembered as missing so the renderer does not
/// retry the disk every frame; `removeAll()` forgets it (for a scene reload).
final class ImageCache {
  struct Entry {
    var texture: OpaquePointer?
  }

  private let renderer: OpaquePointer
  private var entries: [String: Entry] = [:]
  private(set) var loads = 0

  init(renderer: OpaquePointer) {
    self.renderer = renderer
  }

  /// The texture for `path`, loading it on first use; nil when it cannot be read.
  func texture(path: String) -> OpaquePointer? {
    if let entry = entries[path] { return entry.texture }
    loads += 1
    // Through the header check: a huge PNG is refused before it decodes.
    var texture: OpaquePointer?
    if case .success(let image) = PNGImage.read(path) {
      var pixels = image.pixels
      texture = pixels.withUnsafeMutableBytes { raw in
        SDL_CreateRGBSurfaceWithFormatFrom(
          raw.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
          SDL_PIXELFORMAT_RGBA32.rawValue
        ).flatMap { surface in
          defer { SDL_FreeSurface(surface) }
          return SDL_CreateTextureFromSurface(renderer, surface)
        }
      }
    }
    if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND) }
    entries[path] = Entry(texture: texture)
    return texture
  }

  var count: Int { entries.count }

  func removeAll() {
    for entry in entries.values { if let t = entry.texture { SDL_DestroyTexture(t) } }
    entries.removeAll()
  }
}
