/// What the last frame cost and how the caches fared; for tests, the overlay and `rlab bench`.
public struct RenderStats: Sendable, Hashable {
  /// Items drawn in the last frame (an opaque fill cut into pieces counts once).
  public var itemsDrawn = 0
  /// Items skipped in the last frame: outside the clip or dirty rectangle, or
  /// hidden behind later opaque fills.
  public var itemsCulled = 0
  /// Rectangles handed to `SDL_RenderFillRects` in the last frame.
  public var fillRects = 0
  /// Pixels those rectangles cover, overdraw included.
  public var fillPixels = 0
  /// True when the last frame redrew only its dirty rectangle.
  public var dirtyOnly = false
  /// Text texture cache lookups since the renderer was made.
  public var textHits = 0
  public var textMisses = 0
  public var textEvictions = 0
  /// Text textures held now.
  public var textCached = 0
  /// Image files read since the renderer was made (misses included).
  public var imageLoads = 0

  public init() {}
}
