internal import CSDL2
import ResponderCore

extension SDLVideo {
  /// The usable area of the display the window opens on, in points: the
  /// screen less docks and panels (`SDL_GetDisplayUsableBounds`), less the
  /// window's title bar where the window manager reports one. Nil when SDL
  /// cannot tell (no display).
  public static func usableDisplayArea(display: Int32 = 0) -> Size? {
    var r = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(display, &r) == 0, r.w > 0, r.h > 0 else { return nil }
    return Size(width: Double(r.w), height: Double(r.h))
  }

  /// The overlay scale a display's density asks for: its diagonal DPI over
  /// the 96 of a 1:1 desktop, in quarter steps, at least 1 (nil when SDL
  /// does not know). `--ui-scale` defaults to it, so a dense panel that
  /// draws points as single pixels still shows legible overlay text.
  public static func densityUIScale(display: Int32 = 0) -> Double? {
    var d: Float = 0
    guard SDL_GetDisplayDPI(display, &d, nil, nil) == 0, d.isFinite, d > 0 else { return nil }
    return max(1, min(4, (Double(d) / 96 * 4).rounded() / 4))
  }

  /// The title bar and borders around the window, in points (top, left, bottom, right);
  /// zeros when there is no window manager or it does not say.
  public var borders: (top: Int, left: Int, bottom: Int, right: Int) {
    var t: Int32 = 0
    var l: Int32 = 0
    var b: Int32 = 0
    var r: Int32 = 0
    guard SDL_GetWindowBordersSize(window, &t, &l, &b, &r) == 0 else { return (0, 0, 0, 0) }
    return (Int(t), Int(l), Int(b), Int(r))
  }

  /// Resizes the window (its content area), in points.
  public func setSize(_ size: Size) {
    SDL_SetWindowSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
  }

  /// The smallest size the user may drag the window to.
  public func setMinimumSize(_ size: Size) {
    SDL_SetWindowMinimumSize(window, Int32(size.width.rounded()), Int32(size.height.rounded()))
  }

  /// Places the window so that it and its title bar are inside the usable
  /// area of its display, centred across and at the top.
  public func placeOnDisplay() {
    let index = SDL_GetWindowDisplayIndex(window)
    var usable = SDL_Rect()
    guard SDL_GetDisplayUsableBounds(max(0, index), &usable) == 0 else { return }
    let size = windowSize
    let b = borders
    let x = usable.x + max(Int32(b.left), (usable.w - Int32(size.width)) / 2)
    let y =
      usable.y
      + max(Int32(b.top), (usable.h - Int32(size.height) - Int32(b.top + b.bottom)) / 2 + Int32(b.top))
    SDL_SetWindowPosition(window, x, y)
  }

  /// The window's position on the screen (its content's top-left), in points.
  public var position: Point {
    var x: Int32 = 0
    var y: Int32 = 0
    SDL_GetWindowPosition(window, &x, &y)
    return Point(x: Double(x), y: Double(y))
  }
}
