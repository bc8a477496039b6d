internal import CSDL2
import ResponderCore

/// Builds SDL events and puts them on SDL's queue, as a device would.
///
/// Test scripts, the recorder's replay and the event storms all inject
/// through here, so the translation switch is part of every run. Events are
/// added with `SDL_PeepEvents`, which keeps their timestamps (`SDL_PushEvent`
/// overwrites them). The queue holds 65,535 events; callers drain it every
/// tick, and `push` reports a full queue instead of dropping silently.
public struct SDLEventInjector {
  /// The touch device id scripted fingers use.
  public static let scriptTouchDevice: Int64 = 7
  public var windowSize: Size
  public var windowID: UInt32 = 1

  public init(windowSize: Size) {
    self.windowSize = windowSize
  }

  public enum Failure: Error, CustomStringConvertible {
    case queueFull(String)
    public var description: String {
      switch self {
      case .queueFull(let why): return "SDL event queue full: \(why)"
      }
    }
  }

  private func push(_ event: SDL_Event) throws {
    var e = event
    let n = SDL_PeepEvents(&e, 1, SDL_ADDEVENT, 0, 0)
    if n != 1 { throw Failure.queueFull(String(cString: SDL_GetError())) }
  }

  /// A finger down, move or up at a window point.
  public func finger(_ id: Int64, _ phase: TouchPhase, at p: Point, device: Int64 = scriptTouchDevice) throws
  {
    var e = SDL_Event()
    let type: SDL_EventType =
      phase == .began
      ? SDL_FINGERDOWN : (phase == .ended || phase == .cancelled) ? SDL_FINGERUP : SDL_FINGERMOTION
    e.tfinger.type = type.rawValue
    e.tfinger.touchId = device
    e.tfinger.fingerId = id
    e.tfinger.x = Float(p.x / windowSize.width)
    e.tfinger.y = Float(p.y / windowSize.height)
    e.tfinger.pressure = phase == .ended ? 0 : 1
    e.tfinger.windowID = windowID
    try push(e)
  }

  /// A mouse wheel (or trackpad) scroll over a window point: `by` points
  /// towards the content's end, as `SDLEventTranslator.wheelPointsPerUnit`
  /// turns SDL's precise units into points.
  public func wheel(at p: Point, by delta: Point) throws {
    var e = SDL_Event()
    e.wheel.type = SDL_MOUSEWHEEL.rawValue
    e.wheel.which = 0
    e.wheel.windowID = windowID
    let k = SDLEventTranslator.wheelPointsPerUnit
    e.wheel.preciseX = Float(delta.x / k)
    e.wheel.preciseY = Float(-delta.y / k)
    e.wheel.x = Int32(clamping: Int64((delta.x / k).rounded()))
    e.wheel.y = Int32(clamping: Int64((-delta.y / k).rounded()))
    e.wheel.direction = UInt32(SDL_MOUSEWHEEL_NORMAL.rawValue)
    e.wheel.mouseX = Self.pixel(p.x)
    e.wheel.mouseY = Self.pixel(p.y)
    try push(e)
  }

  /// A mouse button or motion event at a window point.
  public func mouse(_ phase: TouchPhase, at p: Point, button: Int = 1) throws {
    var e = SDL_Event()
    let x = Self.pixel(p.x)
    let y = Self.pixel(p.y)
    switch phase {
    case .began, .ended, .cancelled:
      e.button.type = (phase == .began ? SDL_MOUSEBUTTONDOWN : SDL_MOUSEBUTTONUP).rawValue
      e.button.which = 0
      e.button.button = UInt8(clamping: button)
      e.button.state = UInt8(phase == .began ? SDL_PRESSED : SDL_RELEASED)
      e.button.clicks = 1
      e.button.x = x
      e.button.y = y
      e.button.windowID = windowID
    case .moved, .stationary:
      e.motion.type = SDL_MOUSEMOTION.rawValue
      e.motion.which = 0
      e.motion.state = button == 1 ? 1 : 0
      e.motion.x = x
      e.motion.y = y
      e.motion.windowID = windowID
    }
    try push(e)
  }

  /// A mouse coordinate as SDL's 32-bit pixel, clamped: `Int64(1e30)`
  /// would trap, and a script may ask for any number.
  static func pixel(_ v: Double) -> Int32 {
    v.isFinite ? Int32(max(Double(Int32.min), min(Double(Int32.max), v.rounded()))) : 0
  }

  /// A key down or up. `name` is a script key name (`a`, `return`, `f5`…).
  public func key(_ name: String, modifiers: KeyModifiers, down: Bool) throws -> Bool {
    guard let sym = KeyNames.keycode(name) else { return false }
    var e = SDL_Event()
    e.key.type = (down ? SDL_KEYDOWN : SDL_KEYUP).rawValue
    e.key.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
    e.key.keysym.sym = sym
    var mod: UInt32 = 0
    if modifiers.contains(.shift) { mod |= KMOD_LSHIFT.rawValue }
    if modifiers.contains(.control) { mod |= KMOD_LCTRL.rawValue }
    if modifiers.contains(.alternate) { mod |= KMOD_LALT.rawValue }
    if modifiers.contains(.command) { mod |= KMOD_LGUI.rawValue }
    e.key.keysym.mod = UInt16(truncatingIfNeeded: mod)
    e.key.windowID = windowID
    try push(e)
    return true
  }

  /// A media key, which the translation turns into a remote-control event.
  public func remote(_ command: EventSubtype) throws {
    let sym: SDL_KeyCode
    switch command {
    case .remoteControlPlay, .remoteControlTogglePlayPause: sym = SDLK_AUDIOPLAY
    case .remoteControlPause, .remoteControlStop: sym = SDLK_AUDIOSTOP
    case .remoteControlNextTrack: sym = SDLK_AUDIONEXT
    case .remoteControlPreviousTrack: sym = SDLK_AUDIOPREV
    default: return
    }
    var e = SDL_Event()
    e.key.type = SDL_KEYDOWN.rawValue
    e.key.keysym.sym = Int32(bitPattern: sym.rawValue)
    e.key.windowID = windowID
    try push(e)
    e.key.type = SDL_KEYUP.rawValue
    try push(e)
  }

  /// Text input, split into SDL's 31-byte text events on character boundaries.
  public func text(_ s: String) throws {
    var chunk: [UInt8] = []
    func flush() throws {
      guard !chunk.isEmpty else { return }
      var e = SDL_Event()
      e.text.type = SDL_TEXTINPUT.rawValue
      e.text.windowID = windowID
      withUnsafeMutableBytes(of: &e.text.text) { raw in
        for (i, b) in chunk.enumerated() { raw[i] = b }
        raw[chunk.count] = 0
      }
      try push(e)
      chunk.removeAll()
    }
    for ch in s {
      let bytes = Array(String(ch).utf8)
      if chunk.count + bytes.count > 31 { try flush() }
      chunk.append(contentsOf: bytes.prefix(31))
    }
    try flush()
  }

  /// An accelerometer (in g) or gyroscope sample.
  public func sensor(_ kind: SensorKind, _ values: [Double]) throws {
    var e = SDL_Event()
    e.sensor.type = SDL_SENSORUPDATE.rawValue
    e.sensor.which = kind == .accelerometer ? ScriptedSensor.accelerometer : ScriptedSensor.gyroscope
    let scale = kind == .accelerometer ? 9.80665 : 1
    let v = values + [0, 0, 0]
    e.sensor.data.0 = Float(v[0] * scale)
    e.sensor.data.1 = Float(v[1] * scale)
    e.sensor.data.2 = Float(v[2] * scale)
    try push(e)
  }

  /// The window losing keyboard focus.
  public func focusLost() throws {
    var e = SDL_Event()
    e.window.type = SDL_WINDOWEVENT.rawValue
    e.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
    e.window.windowID = windowID
    try push(e)
  }

  /// A product-defined user event (shake, editing-menu command).
  public func user(_ code: SDLUserCode, data: Int = 0) throws {
    var e = SDL_Event()
    e.user.type = SDL_USEREVENT.rawValue
    e.user.code = code.rawValue
    e.user.data1 = UnsafeMutableRawPointer(bitPattern: data)
    try push(e)
  }

  /// A product-defined user event carrying a window point and a number
  /// (`SDLUserPayload`): a Pencil's hover, a trackpad's pinch or rotation.
  public func user(_ code: SDLUserCode, at p: Point, value: Double) throws {
    var e = SDL_Event()
    e.user.type = SDL_USEREVENT.rawValue
    e.user.code = code.rawValue
    e.user.data1 = UnsafeMutableRawPointer(bitPattern: SDLUserPayload.pack(p))
    e.user.data2 = UnsafeMutableRawPointer(bitPattern: SDLUserPayload.pack(value))
    try push(e)
  }

  /// A quit request.
  public func quit() throws {
    var e = SDL_Event()
    e.quit.type = SDL_QUIT.rawValue
    try push(e)
  }
}
