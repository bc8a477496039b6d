internal import CSDL2
import ResponderCore

extension Renderer {
  /// Clears and fills `rects` one SDL call each, in order: the benchmark
  /// baseline of what SDL costs to paint the same rectangles itself.
  public func fillDirectly(_ rects: [(Rect, Color)], background: Color) {
    SDL_RenderSetClipRect(sdl, nil)
    SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
    SDL_SetRenderDrawColor(sdl, background.r, background.g, background.b, 255)
    SDL_RenderClear(sdl)
    for (r, c) in rects {
      var sr = SDL_Rect(x: Int32(r.minX), y: Int32(r.minY), w: Int32(r.width), h: Int32(r.height))
      SDL_SetRenderDrawColor(sdl, c.r, c.g, c.b, c.a)
      SDL_RenderFillRect(sdl, &sr)
    }
  }

  /// Waits until drawing has reached the target, so a timing covers it.
  public func finish() {
    var px: UInt32 = 0
    var r = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    SDL_RenderReadPixels(sdl, &r, SDL_PIXELFORMAT_ARGB8888.rawValue, &px, 4)
  }
}
