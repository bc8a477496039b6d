internal import CSDL2
import ResponderCore
import Testing

@testable import ResponderSDL

/// The translation of touch, key, text, sensor, window and user events:
/// none of these call SDL, so they run without SDL_Init and in parallel.
@Suite("SDL translation: fingers")
struct TranslationFingerTests {
  let size = Size(width: 390, height: 844)

  @Test("finger down, motion and up become one finger's touches at window points")
  func fingerPhases() {
    let t = SDLEventTranslator(windowSize: size)
    let id = FingerID(device: 7, finger: 3)
    #expect(
      t.translate(SDLEvents.finger(SDL_FINGERDOWN, x: 0.5, y: 0.25, finger: 3))
        == [.touch(id, .began, Point(x: 195, y: 211))])
    #expect(
      t.translate(SDLEvents.finger(SDL_FINGERMOTION, x: 0.25, y: 0.5, finger: 3))
        == [.touch(id, .moved, Point(x: 97.5, y: 422))])
    #expect(
      t.translate(SDLEvents.finger(SDL_FINGERUP, x: 0, y: 1, finger: 3)) == [
        .touch(id, .ended, Point(x: 0, y: 844))
      ])
  }

  @Test("normalized 32-bit coordinates snap back to the point meant, to 1/1000 pt")
  func snapping() {
    let t = SDLEventTranslator(windowSize: size)
    // What the injector pushes for (215, 333.125): floats that miss by ~1e-5.
    let x = Float(215.0 / 390), y = Float(333.125 / 844)
    #expect(Double(x) * 390 != 215)
    #expect(
      t.translate(SDLEvents.finger(SDL_FINGERDOWN, x: x, y: y)) == [
        .touch(FingerID(device: 7, finger: 0), .began, Point(x: 215, y: 333.125))
      ])
  }

  @Test("fingers keep their touch device's identity")
  func deviceIdentity() {
    let t = SDLEventTranslator(windowSize: size)
    let a = t.translate(SDLEvents.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, finger: 0, device: 7))
    let b = t.translate(SDLEvents.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5, finger: 0, device: 9))
    guard case .touch(let fa, _, _) = a.first, case .touch(let fb, _, _) = b.first else {
      Issue.record("expected touches, got \(a) and \(b)")
      return
    }
    #expect(fa == FingerID(device: 7, finger: 0))
    #expect(fb == FingerID(device: 9, finger: 0))
    #expect(fa != fb)
  }

  @Test("touches SDL synthesizes from the mouse are ignored and counted")
  func mouseTouchesIgnored() {
    let t = SDLEventTranslator(windowSize: size)
    for type in [SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP] {
      #expect(t.translate(SDLEvents.finger(type, x: 0.5, y: 0.5, device: -1)) == [])
    }
    #expect(t.ignoredCount == 3)
  }

  @Test("a size change rescales later fingers")
  func resizeRescales() {
    let t = SDLEventTranslator(windowSize: size)
    #expect(
      t.translate(SDLEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 500, data2: 600)) == [
        .resize(Size(width: 500, height: 600))
      ])
    #expect(t.windowSize == Size(width: 500, height: 600))
    #expect(
      t.translate(SDLEvents.finger(SDL_FINGERDOWN, x: 0.5, y: 0.5)) == [
        .touch(FingerID(device: 7, finger: 0), .began, Point(x: 250, y: 300))
      ])
  }

  @Test("a zero size change is ignored and keeps the size")
  func zeroResize() {
    let t = SDLEventTranslator(windowSize: size)
    #expect(t.translate(SDLEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: 0, data2: 600)) == [])
    #expect(t.windowSize == size)
  }
}

@Suite("SDL translation: keys and text")
struct TranslationKeyTests {
  let t = SDLEventTranslator(windowSize: Size(width: 390, height: 844))

  @Test("a key with each modifier becomes a press with the same modifiers")
  func modifiers() {
    let a = Int32(UInt8(ascii: "a"))
    #expect(t.translate(SDLEvents.key(a)) == [.key(Key("a"), [], down: true)])
    #expect(t.translate(SDLEvents.key(a, mod: KMOD_LCTRL)) == [.key(Key("a"), [.control], down: true)])
    #expect(t.translate(SDLEvents.key(a, mod: KMOD_RCTRL)) == [.key(Key("a"), [.control], down: true)])
    #expect(t.translate(SDLEvents.key(a, mod: KMOD_LSHIFT)) == [.key(Key("a"), [.shift], down: true)])
    #expect(t.translate(SDLEvents.key(a, mod: KMOD_RALT)) == [.key(Key("a"), [.alternate], down: true)])
    #expect(t.translate(SDLEvents.key(a, mod: KMOD_LGUI)) == [.key(Key("a"), [.command], down: true)])
    let all = SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_RSHIFT.rawValue | KMOD_LALT.rawValue | KMOD_RGUI.rawValue)
    #expect(
      t.translate(SDLEvents.key(a, mod: all, down: false))
        == [.key(Key("a"), [.control, .shift, .alternate, .command], down: false)])
  }

  @Test("text an input method makes while Ctrl or Cmd holds a key down is not typing")
  func shortcutText() {
    let z = Int32(UInt8(ascii: "z"))
    for mod in [KMOD_LGUI, KMOD_LCTRL, SDL_Keymod(KMOD_LGUI.rawValue | KMOD_LSHIFT.rawValue)] {
      _ = t.translate(SDLEvents.key(z, mod: mod))
      #expect(t.translate(SDLEvents.text("Z")) == [], "\(mod)")
      _ = t.translate(SDLEvents.key(z, mod: mod, down: false))
      #expect(t.translate(SDLEvents.text("z")) == [.text("z")], "text after the key is up is typing")
    }
    // AltGr is Ctrl+Alt on Windows: what it types is text.
    _ = t.translate(SDLEvents.key(z, mod: SDL_Keymod(KMOD_LCTRL.rawValue | KMOD_RALT.rawValue)))
    #expect(t.translate(SDLEvents.text("ż")) == [.text("ż")])
    _ = t.translate(SDLEvents.key(z, mod: KMOD_LSHIFT))
    #expect(t.translate(SDLEvents.text("Z")) == [.text("Z")])
  }

  @Test("lock keys are not modifiers")
  func lockKeysIgnored() {
    let z = Int32(UInt8(ascii: "z"))
    let locks = SDL_Keymod(KMOD_CAPS.rawValue | KMOD_NUM.rawValue)
    #expect(t.translate(SDLEvents.key(z, mod: locks)) == [.key(Key("z"), [], down: true)])
  }

  @Test("named keys keep their script names; keys the core ignores produce nothing")
  func namedKeys() {
    #expect(t.translate(SDLEvents.key(SDLK_RETURN)) == [.key(Key("return"), [], down: true)])
    #expect(t.translate(SDLEvents.key(SDLK_F5, down: false)) == [.key(Key("f5"), [], down: false)])
    #expect(t.translate(SDLEvents.key(SDLK_LEFT)) == [.key(Key("left"), [], down: true)])
    #expect(t.translate(SDLEvents.key(SDLK_CAPSLOCK)) == [])
  }

  @Test("script key names and SDL key codes map both ways")
  func keyNamesRoundTrip() {
    for name in ["a", "7", "return", "backspace", "f12", "lalt", "space", "pagedown"] {
      let code = KeyNames.keycode(name)
      #expect(code != nil, "\(name)")
      #expect(code.flatMap(keyName) == name)
    }
    #expect(KeyNames.keycode("A") == Int32(UInt8(ascii: "a")))
    #expect(KeyNames.keycode("nosuchkey") == nil)
  }

  @Test("media keys become remote-control events, on key down only, never presses")
  func mediaKeys() {
    let cases: [(SDL_KeyCode, EventSubtype)] = [
      (SDLK_AUDIOPLAY, .remoteControlPlay), (SDLK_AUDIOSTOP, .remoteControlPause),
      (SDLK_AUDIONEXT, .remoteControlNextTrack), (SDLK_AUDIOPREV, .remoteControlPreviousTrack),
    ]
    for (code, subtype) in cases {
      #expect(t.translate(SDLEvents.key(code)) == [.remote(subtype)])
      #expect(t.translate(SDLEvents.key(code, down: false)) == [])
      #expect(t.translate(SDLEvents.key(code, repeating: true)) == [])
    }
  }

  @Test("holding Alt is remembered for the ghost finger")
  func altHeld() {
    #expect(!t.mouseFingers.altHeld)
    _ = t.translate(SDLEvents.key(SDLK_LALT))
    #expect(t.mouseFingers.altHeld)
    _ = t.translate(SDLEvents.key(SDLK_LALT, down: false))
    #expect(!t.mouseFingers.altHeld)
    _ = t.translate(SDLEvents.key(SDLK_RALT))
    #expect(t.mouseFingers.altHeld)
  }

  @Test("text input bytes become one text event, multi-byte UTF-8 intact")
  func text() {
    #expect(t.translate(SDLEvents.text("hi")) == [.text("hi")])
    #expect(t.translate(SDLEvents.text("héllo 👍🏽")) == [.text("héllo 👍🏽")])
    let long = String(repeating: "é", count: 15)  // 30 bytes: fits SDL's 32-byte buffer
    #expect(t.translate(SDLEvents.text(long)) == [.text(long)])
    #expect(t.translate(SDLEvents.text("")) == [])
  }
}

@Suite("SDL translation: sensors, window, app and user events")
struct TranslationSystemTests {
  let t = SDLEventTranslator(windowSize: Size(width: 390, height: 844))

  @Test("a scripted accelerometer sample is converted from m/s² to g")
  func accelerometer() throws {
    let out = t.translate(SDLEvents.sensor(which: ScriptedSensor.accelerometer, 0, -9.80665, 19.6133))
    guard case .sensor(let kind, let v)? = out.first, out.count == 1 else {
      Issue.record("expected one sensor event, got \(out)")
      return
    }
    #expect(kind == .accelerometer)
    #expect(v.count == 3)
    #expect(abs(v[0]) < 1e-6)
    #expect(abs(v[1] + 1) < 1e-6)
    #expect(abs(v[2] - 2) < 1e-6)
  }

  @Test("a gyroscope sample passes through in rad/s")
  func gyroscope() {
    let out = t.translate(SDLEvents.sensor(which: ScriptedSensor.gyroscope, 0.5, -1.25, 2))
    #expect(out == [.sensor(.gyroscope, [0.5, -1.25, 2])])
  }

  @Test("a sensor nobody opened produces nothing")
  func unknownSensor() {
    #expect(t.translate(SDLEvents.sensor(which: 42, 1, 2, 3)) == [])
    t.sensorKinds[42] = .gyroscope
    #expect(t.translate(SDLEvents.sensor(which: 42, 1, 2, 3)) == [.sensor(.gyroscope, [1, 2, 3])])
  }

  @Test("focus lost, minimized and hidden interrupt")
  func interruptions() {
    for id in [SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN] {
      #expect(t.translate(SDLEvents.window(id)) == [.interruption("focusLost")])
    }
    #expect(t.translate(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_GAINED)) == [])
  }

  @Test("entering the background interrupts")
  func background() {
    #expect(t.translate(SDLEvents.plain(SDL_APP_WILLENTERBACKGROUND)) == [.interruption("background")])
    #expect(t.translate(SDLEvents.plain(SDL_APP_DIDENTERBACKGROUND)) == [.interruption("background")])
  }

  @Test("quit sets quitRequested and produces no input")
  func quit() {
    #expect(!t.quitRequested)
    #expect(t.translate(SDLEvents.plain(SDL_QUIT)) == [])
    #expect(t.quitRequested)
  }

  @Test("user events carry shakes and editing-menu commands")
  func userEvents() {
    #expect(t.translate(SDLEvents.user(SDLUserCode.shakeBegan.rawValue)) == [.shake(began: true)])
    #expect(t.translate(SDLEvents.user(SDLUserCode.shakeEnded.rawValue)) == [.shake(began: false)])
    for (i, action) in StandardEditAction.allCases.enumerated() {
      #expect(
        t.translate(SDLEvents.user(SDLUserCode.menuCommand.rawValue, data: i)) == [
          .editingCommand(action.rawValue)
        ])
    }
    let past = StandardEditAction.allCases.count
    #expect(t.translate(SDLEvents.user(SDLUserCode.menuCommand.rawValue, data: past)) == [])
    #expect(t.translate(SDLEvents.user(99)) == [])
  }

  @Test("events that stand for no input are counted as ignored")
  func ignoredCount() {
    _ = t.translate(SDLEvents.plain(SDL_KEYMAPCHANGED))
    _ = t.translate(SDLEvents.text("x"))
    #expect(t.ignoredCount == 1)
  }
}
