import ResponderCore
import Testing

@testable import ResponderSDL

/// Found by the event storm (docs/RELIABILITY.md): a mouse step at
/// `[1e30, 0]` trapped converting to `Int64` before clamping to SDL's
/// 32-bit pixels.
@Suite("SDL injector: mouse coordinates any script may write")
struct InjectorClampingTests {
  @Test("huge, infinite and NaN coordinates clamp instead of trapping")
  func clamps() {
    #expect(SDLEventInjector.pixel(1e30) == Int32.max)
    #expect(SDLEventInjector.pixel(-1e300) == Int32.min)
    #expect(SDLEventInjector.pixel(.greatestFiniteMagnitude) == Int32.max)
    #expect(SDLEventInjector.pixel(.infinity) == 0)
    #expect(SDLEventInjector.pixel(.nan) == 0)
    #expect(SDLEventInjector.pixel(214.6) == 215)
  }
}
