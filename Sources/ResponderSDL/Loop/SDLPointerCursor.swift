internal import CSDL2
import ResponderCore

/// Shows a `PointerStyle` with the nearest SDL system cursor: the arrow for
/// `automatic`, the I-beam for `verticalBeam`, none for `hidden`, the hand
/// for `highlight` and `lift` (the pointer morphing into a control). Each
/// cursor is made once and kept; a style shown already changes nothing.
public final class SDLPointerCursor {
  private var cursors: [PointerStyle: OpaquePointer] = [:]
  private var shown: PointerStyle?

  public init() {}

  /// The SDL system cursor that stands for `style` (nil: hide the cursor).
  static func systemCursor(for style: PointerStyle) -> SDL_SystemCursor? {
    switch style {
    case .automatic: SDL_SYSTEM_CURSOR_ARROW
    case .verticalBeam: SDL_SYSTEM_CURSOR_IBEAM
    case .hidden: nil
    case .highlight, .lift: SDL_SYSTEM_CURSOR_HAND
    }
  }

  /// Shows `style`; a no-op when it is shown already.
  public func show(_ style: PointerStyle) {
    guard style != shown else { return }
    shown = style
    guard let system = Self.systemCursor(for: style) else {
      SDL_ShowCursor(SDL_DISABLE)
      return
    }
    SDL_ShowCursor(SDL_ENABLE)
    if cursors[style] == nil, let made = SDL_CreateSystemCursor(system) { cursors[style] = made }
    if let c = cursors[style] { SDL_SetCursor(c) }
  }

  deinit {
    for c in cursors.values { SDL_FreeCursor(c) }
  }
}
