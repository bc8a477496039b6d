internal import CSDL2
internal import CSDL2TTF
import ResponderCore

/// Rendered lines of text as SDL textures, keyed by everything that changes pixels.
///
/// Rasterising a line with SDL_ttf and uploading it costs far more than copying
/// the texture, and a frame repeats almost all of its text from the last one.
/// Entries are bounded (LRU) because typing and the event log make new strings
/// every frame.
final class TextTextureCache {
  struct Key: Hashable {
    var string: String
    var pixelSize: Int
    var color: Color
    var bold: Bool
  }

  /// A texture and its size in pixels.
  struct Entry {
    var texture: OpaquePointer
    var width: Int
    var height: Int
  }

  private var cache: LRUCache<Key, Entry>
  /// The `SDL_Renderer*` the textures belong to; it must outlive them, so the
  /// owner calls `removeAll()` before destroying it.
  private let renderer: OpaquePointer

  init(renderer: OpaquePointer, capacity: Int) {
    self.renderer = renderer
    self.cache = LRUCache(capacity: capacity)
  }

  /// Destroys every texture; the next lookup of each string misses.
  func removeAll() {
    for entry in cache.values { SDL_DestroyTexture(entry.texture) }
    cache.removeAll()
  }

  var hits: Int { cache.hits }
  var misses: Int { cache.misses }
  var evictions: Int { cache.evictions }
  var count: Int { cache.count }

  /// The texture for `key`, rasterising it with `font` on a miss; nil for an
  /// empty string or when SDL_ttf fails.
  func texture(for key: Key, font: OpaquePointer) -> Entry? {
    if let entry = cache.value(for: key) { return entry }
    guard !key.string.isEmpty else { return nil }
    let colour = SDL_Color(r: key.color.r, g: key.color.g, b: key.color.b, a: key.color.a)
    guard let surface = TTF_RenderUTF8_Blended(font, key.string, colour) else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let entry = Entry(texture: texture, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    if let evicted = cache.insert(entry, for: key) { SDL_DestroyTexture(evicted.texture) }
    return entry
  }
}
