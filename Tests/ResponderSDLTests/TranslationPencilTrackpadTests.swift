internal import CSDL2
import ResponderCore
import Testing

@testable import ResponderSDL

// In SDLRendering (serialized): these read SDL's global modifier state, which
// the Pencil and trackpad tests and the live pointer quiz set.
extension SDLRendering {
  /// The live window's Pencil and trackpad: Shift makes the mouse an Apple
  /// Pencil (UITouch.TouchType.pencil) and Shift+wheel its hover's zOffset
  /// (UIHoverGestureRecognizer.zOffset); Ctrl+wheel is a trackpad pinch, as
  /// browsers hand a pinch to pages, and Ctrl+Shift+wheel a rotation
  /// (UIEvent.EventType.transform). They read SDL's modifier state, so they
  /// run one at a time.
  @Suite("SDL translation: the Pencil and the trackpad", .serialized)
  struct TranslationPencilTrackpadTests {
    let size = Size(width: 390, height: 844)

    func withModState<T>(_ mod: SDL_Keymod, _ body: () -> T) -> T {
      SDL_SetModState(mod)
      defer { SDL_SetModState(KMOD_NONE) }
      return body()
    }

    @Test("Shift+click is a Pencil's touch, down, moved and up")
    func pencilTouch() {
      let t = SDLEventTranslator(windowSize: size)
      withModState(KMOD_LSHIFT) {
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)) == [
            .touch(.pencil, .began, Point(x: 10, y: 20))
          ])
        #expect(
          t.translate(SDLEvents.motion(x: 12, y: 22, leftHeld: true)) == [
            .touch(.pencil, .moved, Point(x: 12, y: 22))
          ])
      }
      // Shift let go before the button: the press stays the Pencil's.
      #expect(
        t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 13, y: 23)) == [
          .touch(.pencil, .ended, Point(x: 13, y: 23))
        ])
      #expect(isIdle(t.mouseFingers))
      #expect(TouchType(device: FingerID.pencil.device) == .pencil)
    }

    @Test("a right press while the Pencil is down is no secondary click; the Pencil still lifts")
    func pencilThenRightButton() {
      // The event storm (seed 1592598564) pressed the right button during a
      // Pencil stroke: the left button's lift was taken for a button other
      // than the secondary click's and dropped, the Pencil's touch left active.
      let t = SDLEventTranslator(windowSize: size)
      withModState(KMOD_LSHIFT) {
        _ = t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20))
      }
      #expect(
        t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, button: SDL_BUTTON_RIGHT)) == [])
      #expect(
        t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 11, y: 21)) == [
          .touch(.pencil, .ended, Point(x: 11, y: 21))
        ])
      #expect(t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 11, y: 21, button: SDL_BUTTON_RIGHT)) == [])
    }

    @Test("Shift+move hovers the Pencil, Shift+wheel lifts it, a plain move is the pointer again")
    func pencilHover() {
      let t = SDLEventTranslator(windowSize: size)
      withModState(KMOD_LSHIFT) {
        #expect(
          t.translate(SDLEvents.motion(x: 40, y: 50, leftHeld: false)) == [
            .pointer(.pencilHover(Point(x: 40, y: 50), zOffset: 0.5))
          ])
        #expect(
          t.translate(SDLEvents.wheel(x: 40, y: 50, dy: 2)) == [
            .pointer(.pencilHover(Point(x: 40, y: 50), zOffset: 0.7))
          ])
        // Lowered past the screen it stays at 0.
        _ = t.translate(SDLEvents.wheel(x: 40, y: 50, dy: -20))
        #expect(t.pencilZOffset == 0)
      }
      #expect(
        t.translate(SDLEvents.motion(x: 41, y: 50, leftHeld: false)) == [
          .pointer(.hover(Point(x: 41, y: 50)))
        ])
    }

    @Test("Ctrl+wheel is a trackpad pinch, Ctrl+Shift+wheel a rotation, a plain wheel a scroll")
    func trackpad() {
      let t = SDLEventTranslator(windowSize: size)
      withModState(KMOD_LCTRL) {
        #expect(
          t.translate(SDLEvents.wheel(x: 100, y: 200, dy: 1)) == [
            .pointer(.trackpad(.pinch(SDLEventTranslator.pinchPerNotch), Point(x: 100, y: 200)))
          ])
      }
      withModState(SDL_Keymod(rawValue: KMOD_LCTRL.rawValue | KMOD_LSHIFT.rawValue)) {
        let out = t.translate(SDLEvents.wheel(x: 100, y: 200, dy: 1))
        guard case .pointer(.trackpad(.rotate(let a), let p)) = out.first else {
          Issue.record("expected a rotation, got \(out)")
          return
        }
        #expect(abs(a * 180 / Double.pi - SDLEventTranslator.rotationDegreesPerNotch) < 1e-9)
        #expect(p == Point(x: 100, y: 200))
      }
      withModState(KMOD_NONE) {
        #expect(
          t.translate(SDLEvents.wheel(x: 100, y: 200, dy: 1)) == [
            .scroll(Point(x: 100, y: 200), delta: Point(x: 0, y: -SDLEventTranslator.wheelPointsPerUnit))
          ])
      }
    }

    @Test("a script's trackpad and Pencil user events carry their point and number")
    func userPayload() {
      let t = SDLEventTranslator(windowSize: size)
      var e = SDL_Event()
      e.user.type = SDL_USEREVENT.rawValue
      e.user.code = SDLUserCode.trackpadPinch.rawValue
      e.user.data1 = UnsafeMutableRawPointer(bitPattern: SDLUserPayload.pack(Point(x: 120.5, y: 300)))
      e.user.data2 = UnsafeMutableRawPointer(bitPattern: SDLUserPayload.pack(1.25))
      #expect(t.translate(e) == [.pointer(.trackpad(.pinch(1.25), Point(x: 120.5, y: 300)))])
      e.user.code = SDLUserCode.pencilHover.rawValue
      e.user.data2 = UnsafeMutableRawPointer(bitPattern: SDLUserPayload.pack(0.0))
      #expect(t.translate(e) == [.pointer(.pencilHover(Point(x: 120.5, y: 300), zOffset: 0))])
    }
  }
}
