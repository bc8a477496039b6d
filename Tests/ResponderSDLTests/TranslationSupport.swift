internal import CSDL2
import ResponderCore

@testable import ResponderSDL

/// Hand-built SDL events, the way a device (or `SDLEventInjector`) fills them.
enum SDLEvents {
  static func finger(_ type: SDL_EventType, x: Float, y: Float, finger: Int64 = 0, device: Int64 = 7)
    -> SDL_Event
  {
    var e = SDL_Event()
    e.tfinger.type = type.rawValue
    e.tfinger.touchId = device
    e.tfinger.fingerId = finger
    e.tfinger.x = x
    e.tfinger.y = y
    e.tfinger.pressure = type == SDL_FINGERUP ? 0 : 1
    e.tfinger.windowID = 1
    return e
  }

  static func button(
    _ type: SDL_EventType, x: Int32, y: Int32, button: Int32 = SDL_BUTTON_LEFT, which: UInt32 = 0
  )
    -> SDL_Event
  {
    var e = SDL_Event()
    e.button.type = type.rawValue
    e.button.which = which
    e.button.button = UInt8(button)
    e.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
    e.button.clicks = 1
    e.button.x = x
    e.button.y = y
    e.button.windowID = 1
    return e
  }

  static func motion(x: Int32, y: Int32, leftHeld: Bool, which: UInt32 = 0) -> SDL_Event {
    var e = SDL_Event()
    e.motion.type = SDL_MOUSEMOTION.rawValue
    e.motion.which = which
    e.motion.state = leftHeld ? 1 : 0
    e.motion.x = x
    e.motion.y = y
    e.motion.windowID = 1
    return e
  }

  static func key(_ sym: Int32, mod: SDL_Keymod = KMOD_NONE, down: Bool = true, repeating: Bool = false)
    -> SDL_Event
  {
    var e = SDL_Event()
    e.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
    e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    e.key.repeat = repeating ? 1 : 0
    e.key.keysym.sym = sym
    e.key.keysym.mod = UInt16(truncatingIfNeeded: mod.rawValue)
    e.key.windowID = 1
    return e
  }

  static func key(
    _ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, down: Bool = true, repeating: Bool = false
  )
    -> SDL_Event
  {
    key(Int32(bitPattern: code.rawValue), mod: mod, down: down, repeating: repeating)
  }

  static func text(_ s: String) -> SDL_Event {
    var e = SDL_Event()
    e.text.type = SDL_TEXTINPUT.rawValue
    e.text.windowID = 1
    let bytes = Array(s.utf8)
    withUnsafeMutableBytes(of: &e.text.text) { raw in
      for (i, b) in bytes.prefix(raw.count - 1).enumerated() { raw[i] = b }
      raw[min(bytes.count, raw.count - 1)] = 0
    }
    return e
  }

  /// A wheel turn of `dy` notches (positive: away from the user) with the pointer at `x`, `y`.
  static func wheel(x: Int32, y: Int32, dy: Float) -> SDL_Event {
    var e = SDL_Event()
    e.wheel.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.y = Int32(dy)
    e.wheel.preciseY = dy
    e.wheel.mouseX = x
    e.wheel.mouseY = y
    e.wheel.windowID = 1
    return e
  }

  static func sensor(which: Int32, _ x: Float, _ y: Float, _ z: Float) -> SDL_Event {
    var e = SDL_Event()
    e.sensor.type = SDL_SENSORUPDATE.rawValue
    e.sensor.which = which
    e.sensor.data.0 = x
    e.sensor.data.1 = y
    e.sensor.data.2 = z
    return e
  }

  static func window(_ id: SDL_WindowEventID, data1: Int32 = 0, data2: Int32 = 0) -> SDL_Event {
    var e = SDL_Event()
    e.window.type = SDL_WINDOWEVENT.rawValue
    e.window.event = UInt8(id.rawValue)
    e.window.data1 = data1
    e.window.data2 = data2
    e.window.windowID = 1
    return e
  }

  static func plain(_ type: SDL_EventType) -> SDL_Event {
    var e = SDL_Event()
    e.type = type.rawValue
    return e
  }

  static func user(_ code: Int32, data: Int = 0) -> SDL_Event {
    var e = SDL_Event()
    e.user.type = SDL_USEREVENT.rawValue
    e.user.code = code
    e.user.data1 = UnsafeMutableRawPointer(bitPattern: data)
    return e
  }
}
