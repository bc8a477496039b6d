internal import CSDL2
internal import CSDL2Image
import ResponderIO

/// Image textures loaded with SDL2_image, one per path, including the misses.
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
    if case .success(let (_, bytes)) = PNGHeader.read(path) {
      texture = bytes.withUnsafeBytes { raw in
        SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)).flatMap {
          IMG_LoadTextureTyped_RW(renderer, $0, 1, "PNG")
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
