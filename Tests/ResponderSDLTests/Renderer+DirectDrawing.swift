internal import CSDL2
import ResponderCore

@testable import ResponderSDL

extension Renderer {
  /// Changes SDL's draw colour behind the renderer's back, as a benchmark
  /// baseline drawing with the same SDL renderer does.
  func drawWithSDLDirectly(_ c: Color) {
    SDL_SetRenderDrawColor(sdl, c.r, c.g, c.b, c.a)
    var r = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    SDL_RenderFillRect(sdl, &r)
  }
}
