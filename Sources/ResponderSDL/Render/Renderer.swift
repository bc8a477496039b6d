internal import CSDL2
internal import CSDL2TTF
import ResponderCore
import ResponderOverlay

/// Draws a `DisplayList` with SDL_Renderer, in output pixels.
///
/// Every coordinate and font size is multiplied by the HiDPI scale (output pixels
/// per window point) rather than letting SDL stretch a point-sized canvas, so
/// lines and text are rasterised at the display's resolution.
///
/// A frame is drawn in three passes over the list:
/// 1. forward: resolve the clip stack and each item's extent in pixels, dropping
///    items outside their clip (and outside the dirty rectangle, when given);
/// 2. backward: cut opaque fills to what later opaque fills leave visible and
///    drop anything else that is fully hidden (see `CoverageGrid`);
/// 3. forward: draw what is left, sending runs of same-coloured opaque fills to
///    SDL in one `SDL_RenderFillRects` call.
public final class Renderer {
  /// The window and renderer this draws into.
  package let video: SDLVideo
  /// The `SDL_Renderer*`.
  package var sdl: OpaquePointer { video.renderer }

  let fonts: FontCache
  let textTextures: TextTextureCache
  let images: ImageCache
  /// Whether SDL's CPU renderer draws; only its back buffer survives a present.
  let isSoftware: Bool

  /// Skips what later opaque fills hide; off only to compare output or timings.
  public var occlusionCulling = true
  /// Counters for the last frame and the caches.
  public var stats: RenderStats {
    var s = frameStats
    s.textHits = textTextures.hits
    s.textMisses = textTextures.misses
    s.textEvictions = textTextures.evictions
    s.textCached = textTextures.count
    s.imageLoads = images.loads
    return s
  }
  /// Pixels per point to use instead of the measured ratio: a headless window
  /// has no HiDPI display, so `rlab shot --scale 2` opens one twice the size in
  /// pixels and sets this to 2.
  public var scaleOverride: Double?
  /// Pixels per point used for the last frame.
  public private(set) var scale: Double = 1

  var frameStats = RenderStats()
  var prepared: [PreparedItem] = []
  var pieces: [PixelRect] = []
  var grid = CoverageGrid()
  var fillBatch: [SDL_Rect] = []
  var fillBatchColor: Color?
  var tessellator = Tessellator()
  var vertices: [SDL_Vertex] = []
  var clipStack: [PixelRect] = []
  /// The clip SDL currently applies; nil when clipping is off.
  var sdlClip: PixelRect?
  var drawColor: Color?
  var output = PixelRect.empty
  /// Whether the back buffer holds a complete earlier frame at the current size,
  /// which a dirty-rectangle frame draws over.
  var backBufferValid = false

  /// A renderer for `video` that draws text with `fonts`.
  /// - Parameter textCacheCapacity: text textures kept; the least recently used go first.
  public init(video: SDLVideo, fonts: FontFiles, textCacheCapacity: Int = 1024) throws(SDLError) {
    self.video = video
    self.fonts = try FontCache(files: fonts)
    self.textTextures = TextTextureCache(renderer: video.renderer, capacity: max(1, textCacheCapacity))
    self.images = ImageCache(renderer: video.renderer)
    self.isSoftware = video.rendererName == "software"
    self.scale = video.scale
  }

  /// A renderer whose font is found by `FontLocator` (explicit path first).
  public convenience init(video: SDLVideo, fontPath: String? = nil) throws(SDLError) {
    let files = try FontLocator.forProcess(explicitPath: fontPath).locate()
    try self.init(video: video, fonts: files)
  }

  deinit {
    // Textures belong to the SDL renderer, which `video` destroys after this.
    textTextures.removeAll()
    images.removeAll()
  }

  /// Draws one frame into the back buffer; call `present()` to show it.
  ///
  /// - Parameter dirty: when given, only this rectangle (window points) is cleared
  ///   and redrawn, under a clip, over the previous frame. It is honoured only
  ///   where the back buffer survives a present (the software renderer) and the
  ///   output size has not changed; otherwise the whole frame is drawn.
  public func render(_ list: DisplayList, dirty: Rect? = nil) {
    let size = video.outputSize
    let windowSize = video.windowSize
    scale =
      scaleOverride.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      ?? hiDPIScale(
        outputPixels: (size.width, size.height),
        windowPoints: (Int(windowSize.width), Int(windowSize.height)))
    let viewport = PixelRect(x0: 0, y0: 0, x1: size.width, y1: size.height)
    if viewport != output {
      output = viewport
      backBufferValid = false
    }
    var frame = viewport
    frameStats = RenderStats()
    if let dirty, backBufferValid, isSoftware {
      frame = PixelRect(enclosing: dirty, scale: scale).intersection(viewport)
      frameStats.dirtyOnly = true
    }
    forgetSDLState()
    prepare(list, frame: frame)
    if occlusionCulling { cull() } else { keepAll() }
    draw(list)
    flushFills()
    forgetSDLState()
    backBufferValid = true
  }

  /// Puts SDL's clip, colour and blend mode back to their defaults and forgets
  /// the cached copies, since other code (the benchmark's baseline, the run
  /// loop) may draw with the same SDL renderer between frames.
  func forgetSDLState() {
    SDL_RenderSetClipRect(sdl, nil)
    SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
    sdlClip = nil
    drawColor = nil
  }

  /// Shows the frame drawn by `render`.
  public func present() { video.present() }
}
