internal import CSDL2
import ResponderCore
import Testing

@testable import ResponderSDL

// In SDLRendering (serialized): these read SDL's global modifier state, which
// the Pencil and trackpad tests and the live pointer quiz set.
extension SDLRendering {
  /// Mouse buttons read SDL's modifier state (SDL_GetModState, which needs no
  /// SDL_Init); these tests set it, so they run one at a time.
  @Suite("SDL translation: the mouse as a finger", .serialized)
  struct TranslationMouseTests {
    let size = Size(width: 390, height: 844)

    /// Runs `body` with SDL's modifier state set to `mod`, then clears it.
    func withModState<T>(_ mod: SDL_Keymod, _ body: () -> T) -> T {
      SDL_SetModState(mod)
      defer { SDL_SetModState(KMOD_NONE) }
      return body()
    }

    @Test("left button down, drag and up are one finger, the mouse")
    func leftButton() {
      let t = SDLEventTranslator(windowSize: size)
      #expect(MouseFingerSimulator.primary == FingerID.mouse)
      withModState(KMOD_NONE) {
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)) == [
            .touch(.mouse, .began, Point(x: 10, y: 20))
          ])
        #expect(
          t.translate(SDLEvents.motion(x: 15, y: 25, leftHeld: true)) == [
            .touch(.mouse, .moved, Point(x: 15, y: 25))
          ])
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 16, y: 26)) == [
            .touch(.mouse, .ended, Point(x: 16, y: 26))
          ])
      }
    }

    /// UIEvent.EventType.hover (iPadOS 13.4): the pointer moving with no
    /// button down is a hover event at its point; leaving the window, one to
    /// nowhere, once.
    @Test("motion without a button is a hover, and leaving the window ends it once")
    func hover() {
      let t = SDLEventTranslator(windowSize: size)
      #expect(
        t.translate(SDLEvents.motion(x: 40, y: 50, leftHeld: false)) == [
          .pointer(.hover(Point(x: 40, y: 50)))
        ])
      #expect(t.mouseFingers.hover == Point(x: 40, y: 50))
      #expect(t.translate(SDLEvents.window(SDL_WINDOWEVENT_LEAVE)) == [.pointer(.hover(nil))])
      #expect(t.translate(SDLEvents.window(SDL_WINDOWEVENT_LEAVE)) == [])
    }

    @Test("motion with the button held but no finger down produces nothing")
    func dragWithoutDown() {
      let t = SDLEventTranslator(windowSize: size)
      #expect(t.translate(SDLEvents.motion(x: 40, y: 50, leftHeld: true)) == [])
    }

    /// UIEvent.buttonMask (iOS 13.4): the right button is the pointer's
    /// secondary click, not a finger; the middle button is still ignored.
    @Test("the right button is a secondary click and the middle one is ignored")
    func otherButtons() {
      let t = SDLEventTranslator(windowSize: size)
      withModState(KMOD_NONE) {
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, button: SDL_BUTTON_MIDDLE)) == [])
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, button: SDL_BUTTON_RIGHT)) == [
            .pointer(.click(.secondary, .began, Point(x: 10, y: 20)))
          ])
        #expect(
          t.translate(SDLEvents.motion(x: 14, y: 24, leftHeld: false)) == [
            .pointer(.click(.secondary, .moved, Point(x: 14, y: 24)))
          ])
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 15, y: 25, button: SDL_BUTTON_RIGHT)) == [
            .pointer(.click(.secondary, .ended, Point(x: 15, y: 25)))
          ])
      }
      #expect(isIdle(t.mouseFingers))
    }

    /// One mouse, one touch: the event storm (seed 1592598564) found a left
    /// button's lift taken as the end of a right click held meanwhile, which
    /// left the left button's touch active for ever.
    @Test("the two buttons held together make one touch: the second button pressed is ignored until let go")
    func bothButtons() {
      let t = SDLEventTranslator(windowSize: size)
      withModState(KMOD_NONE) {
        // Right first: the left button is ignored, down and up; the right's lift ends its click.
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, button: SDL_BUTTON_RIGHT)) == [
            .pointer(.click(.secondary, .began, Point(x: 10, y: 20)))
          ])
        #expect(t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 11, y: 21)) == [])
        #expect(t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 11, y: 21)) == [])
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 12, y: 22, button: SDL_BUTTON_RIGHT)) == [
            .pointer(.click(.secondary, .ended, Point(x: 12, y: 22)))
          ])
        // Left first: the right button is ignored; the left's lift ends its touch.
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 30, y: 40)) == [
            .touch(.mouse, .began, Point(x: 30, y: 40))
          ])
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 30, y: 40, button: SDL_BUTTON_RIGHT)) == [])
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 31, y: 41)) == [
            .touch(.mouse, .ended, Point(x: 31, y: 41))
          ])
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 31, y: 41, button: SDL_BUTTON_RIGHT)) == [])
      }
      #expect(isIdle(t.mouseFingers))
    }

    @Test("Ctrl with the left button is a secondary click, as a one-button mouse makes one")
    func ctrlClick() {
      let t = SDLEventTranslator(windowSize: size)
      withModState(KMOD_LCTRL) {
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20)) == [
            .pointer(.click(.secondary, .began, Point(x: 10, y: 20)))
          ])
      }
      // Ctrl let go before the button: the lift still ends the secondary click.
      withModState(KMOD_NONE) {
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 10, y: 20)) == [
            .pointer(.click(.secondary, .ended, Point(x: 10, y: 20)))
          ])
      }
      #expect(isIdle(t.mouseFingers))
    }

    @Test("mouse events SDL synthesizes from touches are ignored")
    func touchMouseIgnored() {
      let t = SDLEventTranslator(windowSize: size)
      let touchMouse = UInt32.max  // SDL_TOUCH_MOUSEID
      withModState(KMOD_NONE) {
        #expect(t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 10, y: 20, which: touchMouse)) == [])
        #expect(t.translate(SDLEvents.motion(x: 11, y: 21, leftHeld: true, which: touchMouse)) == [])
        #expect(t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 12, y: 22, which: touchMouse)) == [])
      }
      #expect(t.ignoredCount == 3)
      #expect(t.mouseFingers.hover == nil)
    }

    @Test("Alt at mouse-down adds a second finger mirrored about the window's centre")
    func altMirrors() {
      let t = SDLEventTranslator(windowSize: size)
      let s = MouseFingerSimulator.secondary
      withModState(KMOD_LALT) {
        #expect(
          t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 100, y: 200))
            == [.touch(.mouse, .began, Point(x: 100, y: 200)), .touch(s, .began, Point(x: 290, y: 644))])
      }
      #expect(
        t.translate(SDLEvents.motion(x: 120, y: 220, leftHeld: true))
          == [.touch(.mouse, .moved, Point(x: 120, y: 220)), .touch(s, .moved, Point(x: 270, y: 624))])
      #expect(
        withModState(KMOD_NONE) { t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 120, y: 220)) }
          == [.touch(.mouse, .ended, Point(x: 120, y: 220)), .touch(s, .ended, Point(x: 270, y: 624))])
    }

    @Test("focus lost forgets the mouse's fingers")
    func focusLostResets() {
      let t = SDLEventTranslator(windowSize: size)
      _ = withModState(KMOD_LALT) { t.translate(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: 100, y: 200)) }
      #expect(t.translate(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST)) == [.interruption("focusLost")])
      #expect(isIdle(t.mouseFingers))
      #expect(t.mouseFingers.secondPoint == nil)
      #expect(t.translate(SDLEvents.motion(x: 120, y: 220, leftHeld: true)) == [])
      #expect(
        withModState(KMOD_NONE) { t.translate(SDLEvents.button(SDL_MOUSEBUTTONUP, x: 120, y: 220)) } == [])
    }
  }
}

@Suite("Mouse finger simulator")
struct TranslationMouseSimulatorTests {
  let window = Size(width: 400, height: 800)
  let s = MouseFingerSimulator.secondary

  @Test("mirror reflects a point through the window's centre")
  func mirror() {
    #expect(MouseFingerSimulator.mirror(Point(x: 100, y: 200), in: window) == Point(x: 300, y: 600))
    #expect(MouseFingerSimulator.mirror(Point(x: 200, y: 400), in: window) == Point(x: 200, y: 400))
  }

  @Test("without Alt the mouse is one finger")
  func oneFinger() {
    let sim = MouseFingerSimulator()
    #expect(
      sim.down(at: Point(x: 1, y: 2), alt: false, shift: true, scene: window) == [
        .touch(.mouse, .began, Point(x: 1, y: 2))
      ])
    #expect(sim.move(to: Point(x: 3, y: 4), scene: window) == [.touch(.mouse, .moved, Point(x: 3, y: 4))])
    #expect(sim.secondPoint == nil)
    #expect(sim.up(at: Point(x: 5, y: 6)) == [.touch(.mouse, .ended, Point(x: 5, y: 6))])
    #expect(sim.move(to: Point(x: 7, y: 8), scene: window) == [])
  }

  @Test("Alt: the second finger mirrors every move, so dragging pinches and rotates")
  func mirrored() {
    let sim = MouseFingerSimulator()
    #expect(
      sim.down(at: Point(x: 150, y: 300), alt: true, shift: false, scene: window)
        == [.touch(.mouse, .began, Point(x: 150, y: 300)), .touch(s, .began, Point(x: 250, y: 500))])
    #expect(
      sim.move(to: Point(x: 100, y: 250), scene: window)
        == [.touch(.mouse, .moved, Point(x: 100, y: 250)), .touch(s, .moved, Point(x: 300, y: 550))])
    #expect(sim.secondPoint == Point(x: 300, y: 550))
    #expect(
      sim.up(at: Point(x: 90, y: 240))
        == [.touch(.mouse, .ended, Point(x: 90, y: 240)), .touch(s, .ended, Point(x: 300, y: 550))])
    #expect(sim.secondPoint == nil)
    #expect(isIdle(sim))
  }

  @Test("Shift+Alt: the second finger keeps its offset, so both pan together")
  func parallel() {
    let sim = MouseFingerSimulator()
    #expect(
      sim.down(at: Point(x: 100, y: 100), alt: true, shift: true, scene: window)
        == [.touch(.mouse, .began, Point(x: 100, y: 100)), .touch(s, .began, Point(x: 160, y: 100))])
    guard case .parallel(let offset) = sim.mode else {
      Issue.record("expected parallel mode, got \(sim.mode)")
      return
    }
    #expect(offset == Point(x: 60, y: 0))
    #expect(
      sim.move(to: Point(x: 130, y: 170), scene: window)
        == [.touch(.mouse, .moved, Point(x: 130, y: 170)), .touch(s, .moved, Point(x: 190, y: 170))])
    #expect(
      sim.up(at: Point(x: 130, y: 170))
        == [.touch(.mouse, .ended, Point(x: 130, y: 170)), .touch(s, .ended, Point(x: 190, y: 170))])
  }

  @Test("a second mouse-down first ends the fingers still down")
  func downWhileDown() {
    let sim = MouseFingerSimulator()
    _ = sim.down(at: Point(x: 100, y: 100), alt: true, shift: false, scene: window)
    #expect(
      sim.down(at: Point(x: 10, y: 10), alt: false, shift: false, scene: window)
        == [
          .touch(.mouse, .ended, Point(x: 10, y: 10)), .touch(s, .ended, Point(x: 300, y: 700)),
          .touch(.mouse, .began, Point(x: 10, y: 10)),
        ])
  }
}

/// Whether the simulator has no finger down.
func isIdle(_ sim: MouseFingerSimulator) -> Bool {
  if case .none = sim.mode { return true }
  return false
}
