internal import CSDL2
internal import CSDL2Image
internal import CSDL2TTF
import ResponderCore

/// One SDL video session: the library initialised, a window and its renderer.
///
/// Owning all three in one object ties their lifetimes together: the renderer is
/// destroyed before its window, and SDL's video subsystem is shut down last.
/// Create at most one at a time; SDL is not safe to initialise from two threads.
public final class SDLVideo {
  /// Which SDL renderer back end draws the frames.
  public enum RendererKind: Sendable, Hashable {
    /// SDL's CPU rasteriser: deterministic pixels, no display needed.
    case software
    /// The GPU renderer, optionally synchronised to the display's refresh.
    case accelerated(vsync: Bool)
  }

  /// How to open the window.
  public struct Options: Sendable, Hashable {
    public var title: String
    /// Window size in points; the output may have more pixels on HiDPI displays.
    public var width: Int
    public var height: Int
    /// True runs on SDL's `offscreen` driver: no display, no input devices.
    public var headless: Bool
    public var resizable: Bool
    public var allowHighDPI: Bool
    /// nil picks `.software` when headless and `.accelerated(vsync: true)` otherwise.
    public var renderer: RendererKind?

    public init(
      title: String = "ResponderLab", width: Int = 390, height: Int = 844,
      headless: Bool = false, resizable: Bool = true, allowHighDPI: Bool = true,
      renderer: RendererKind? = nil
    ) {
      self.title = title
      self.width = width
      self.height = height
      self.headless = headless
      self.resizable = resizable
      self.allowHighDPI = allowHighDPI
      self.renderer = renderer
    }

    /// The renderer kind after applying the default for the mode.
    public var resolvedRenderer: RendererKind {
      renderer ?? (headless ? .software : .accelerated(vsync: true))
    }
  }

  public let options: Options
  /// The `SDL_Window*`.
  package let window: OpaquePointer
  /// The `SDL_Renderer*` that draws into `window`.
  package let renderer: OpaquePointer

  /// The name of the video driver SDL picked, e.g. `x11`, `wayland` or `offscreen`.
  public var driverName: String {
    SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "none"
  }

  /// Opens a window and a renderer, or throws one line that says what to do.
  public init(_ options: Options) throws(SDLError) {
    self.options = options
    if options.headless {
      // The offscreen driver otherwise presents through an llvmpipe GL context:
      // about 9 ms a frame and 55 ms at start-up for nothing anyone sees.
      SDL_SetHintWithPriority(SDL_HINT_VIDEODRIVER, "offscreen", SDL_HINT_OVERRIDE)
      SDL_SetHintWithPriority(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0", SDL_HINT_OVERRIDE)
    } else {
      // Undo a previous headless session's override in this process.
      SDL_ResetHint(SDL_HINT_VIDEODRIVER)
      SDL_ResetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION)
    }
    if SDL_InitSubSystem(SDL_INIT_VIDEO) != 0 {
      let detail = String(cString: SDL_GetError())
      throw options.headless
        ? SDLError("cannot start SDL's offscreen video driver (\(detail)); check the SDL2 installation")
        : SDLError("no display: set DISPLAY (or WAYLAND_DISPLAY) or use --headless (SDL: \(detail))")
    }
    let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    if !options.headless, driver == "offscreen" || driver == "dummy", SDL_getenv("SDL_VIDEODRIVER") == nil {
      // SDL 2.26 falls back to the offscreen driver when no display answers,
      // which would open a window nobody can see.
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw SDLError("no display: set DISPLAY (or WAYLAND_DISPLAY) or use --headless")
    }
    var flags = SDL_WINDOW_SHOWN.rawValue
    if options.resizable { flags |= SDL_WINDOW_RESIZABLE.rawValue }
    if options.allowHighDPI { flags |= SDL_WINDOW_ALLOW_HIGHDPI.rawValue }
    if options.headless { flags |= SDL_WINDOW_HIDDEN.rawValue }
    let undefinedPosition: Int32 = 0x2FFF_0000
    guard
      let window = SDL_CreateWindow(
        options.title, undefinedPosition, undefinedPosition,
        Int32(clamping: options.width), Int32(clamping: options.height), flags)
    else {
      let error = SDLError.last("cannot open a \(options.width)×\(options.height) window")
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw error
    }
    var rendererFlags: UInt32
    switch options.resolvedRenderer {
    case .software:
      rendererFlags = SDL_RENDERER_SOFTWARE.rawValue
    case .accelerated(let vsync):
      rendererFlags = SDL_RENDERER_ACCELERATED.rawValue
      if vsync { rendererFlags |= SDL_RENDERER_PRESENTVSYNC.rawValue }
    }
    rendererFlags |= SDL_RENDERER_TARGETTEXTURE.rawValue
    guard let renderer = SDL_CreateRenderer(window, -1, rendererFlags) else {
      let error = SDLError.last(
        options.resolvedRenderer == .software
          ? "cannot create SDL's software renderer"
          : "cannot create a GPU renderer; try --software")
      SDL_DestroyWindow(window)
      SDL_QuitSubSystem(SDL_INIT_VIDEO)
      throw error
    }
    self.window = window
    self.renderer = renderer
  }

  deinit {
    SDL_DestroyRenderer(renderer)
    SDL_DestroyWindow(window)
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
    if SDL_WasInit(0) == 0 { SDL_Quit() }
  }

  /// The window's size in points, as the application lays it out.
  public var windowSize: Size {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetWindowSize(window, &w, &h)
    return Size(width: Double(w), height: Double(h))
  }

  /// The renderer's output in pixels; larger than `windowSize` on HiDPI displays.
  public var outputSize: (width: Int, height: Int) {
    var w: Int32 = 0
    var h: Int32 = 0
    SDL_GetRendererOutputSize(renderer, &w, &h)
    return (Int(w), Int(h))
  }

  /// Pixels per point for the current window, see `hiDPIScale(outputPixels:windowPoints:)`.
  public var scale: Double {
    let output = outputSize
    let points = windowSize
    return hiDPIScale(
      outputPixels: (output.width, output.height),
      windowPoints: (Int(points.width), Int(points.height)))
  }

  /// The renderer back end's name (`software`, `opengl`, ...), for logs and benchmarks.
  public var rendererName: String {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name else { return "unknown" }
    return String(cString: name)
  }

  /// Shows the frame drawn since the previous present.
  public func present() { SDL_RenderPresent(renderer) }
}
