internal import CSDL2
import ResponderCore

/// Custom SDL user-event codes, for input that SDL has no event for.
///
/// Test scripts push these so that shakes and editing-menu commands travel
/// the same SDL queue as every other input.
public enum SDLUserCode: Int32, Sendable {
  case shakeBegan = 1
  case shakeEnded = 2
  /// `data1` indexes `StandardEditAction.allCases`.
  case menuCommand = 3
  /// A Pencil hovering: `data1` the window point (`SDLUserPayload.point`),
  /// `data2` its zOffset (`SDLUserPayload.number`). Scripts' `hover:` with
  /// `touchType: pencil`; the live window's Shift+move makes the same input.
  case pencilHover = 4
  /// A trackpad pinch step: `data1` the point, `data2` the scale factor.
  case trackpadPinch = 5
  /// A trackpad rotation step: `data1` the point, `data2` radians.
  case trackpadRotate = 6
}

/// Numbers carried in an SDL user event's two pointer-sized fields: a
/// point as two 32-bit floats, a number as a 64-bit float's bits.
public enum SDLUserPayload {
  public static func pack(_ p: Point) -> Int {
    let x = UInt64(Float(p.x).bitPattern)
    let y = UInt64(Float(p.y).bitPattern)
    return Int(bitPattern: UInt(x << 32 | y))
  }

  public static func point(_ raw: UnsafeMutableRawPointer?) -> Point {
    let bits = UInt64(UInt(bitPattern: raw))
    let x = Float(bitPattern: UInt32(truncatingIfNeeded: bits >> 32))
    let y = Float(bitPattern: UInt32(truncatingIfNeeded: bits))
    return Point(x: Double(x), y: Double(y))
  }

  public static func pack(_ v: Double) -> Int { Int(bitPattern: UInt(v.bitPattern)) }

  public static func number(_ raw: UnsafeMutableRawPointer?) -> Double {
    Double(bitPattern: UInt64(UInt(bitPattern: raw)))
  }
}

/// Sensor instance ids that pushed (scripted) sensor events use, since no
/// real device stands behind them.
public enum ScriptedSensor {
  public static let accelerometer: Int32 = -1
  public static let gyroscope: Int32 = -2
}

/// Turns SDL events into the application's `InputEvent`s: the one switch
/// over `SDL_Event` in the project.
///
/// It decides nothing about responders. It keeps only what SDL leaves to
/// the application: which synthesized events to drop (touches made from the
/// mouse, mouse events made from touches), the window size to scale
/// normalized finger coordinates, which sensors are which, and the mouse's
/// two-finger simulation.
public final class SDLEventTranslator {
  /// The window size in points, for SDL's normalized finger coordinates.
  public var windowSize: Size {
    get { windowSizeStorage }
    set { windowSizeStorage = newValue }
    _modify { yield &windowSizeStorage }
  }
  @exclusivity(unchecked) final var windowSizeStorage: Size
  /// Kinds of the sensors opened, by SDL instance id.
  public var sensorKinds: [Int32: SensorKind] = [
    ScriptedSensor.accelerometer: .accelerometer, ScriptedSensor.gyroscope: .gyroscope,
  ]
  public let mouseFingers = MouseFingerSimulator()
  /// Set when SDL asked the program to quit.
  public private(set) var quitRequested = false
  /// Counts of events that produced no input, for the reliability report.
  public private(set) var ignoredCount: Int {
    get { ignoredCountStorage }
    set { ignoredCountStorage = newValue }
    _modify { yield &ignoredCountStorage }
  }
  @exclusivity(unchecked) final var ignoredCountStorage: Int = 0
  /// Whether the key down now was pressed with Ctrl or Cmd (and no Alt, which
  /// AltGr sets beside Ctrl on Windows). The text an input method makes of it
  /// (X11 turns Super+Shift+Z into "Z") is dropped: a shortcut is not typing,
  /// as AppKit hands Command-key equivalents to `performKeyEquivalent:` and
  /// never to `insertText:`.
  private var shortcutKeyDown = false

  /// Where the scene is in the window (the live window letterboxes it):
  /// every pointer and finger position goes through its `toScene`, and
  /// presses outside the scene are not touches. Nil: the scene is the window.
  public var viewport: (any SceneViewport)? {
    get { viewportStorage }
    set { viewportStorage = newValue }
    _modify { yield &viewportStorage }
  }
  @exclusivity(unchecked) final var viewportStorage: (any SceneViewport)?
  /// Told of a left press off the scene (the sidebar, the bars), in window
  /// points: the live window's quiz answers are buttons there.
  public var offSceneClick: ((Point) -> Void)?
  /// The modifier keys of the latest key event: SDL's own state misses
  /// keys pushed into its queue (tests), and is merged with this one.
  private var keyModifiers: KeyModifiers = []

  public init(windowSize: Size) {
    self.windowSizeStorage = windowSize
  }

  /// The button of the secondary click that is down, if one is (its moves
  /// and its own button's lift are the mouse's touch with the secondary
  /// button). One mouse makes one touch at a time: while it is down the
  /// primary button is ignored, and it cannot begin while the primary
  /// button's touch is down (the event storm found a left button's lift
  /// taken as the secondary click's end, its touch left active).
  private var secondaryButton: UInt8?
  private var secondaryDown: Bool { secondaryButton != nil }
  /// Whether the pointer was over the scene at the last motion.
  private var hoverOnScene = false
  /// Whether the mouse's press now is a Pencil's touch (Shift held when it
  /// went down: `TouchType.pencil`).
  private var pencilDown = false
  /// How far above the screen Shift's hovering Pencil is (0...1,
  /// `UIHoverGestureRecognizer.zOffset`): Shift+wheel raises and lowers it.
  public private(set) var pencilZOffset = 0.5
  /// How much one notch of Shift+wheel changes `pencilZOffset`.
  public static let zOffsetPerNotch = 0.1
  /// The factor one notch of Ctrl+wheel scales a trackpad pinch by (as
  /// browsers zoom by about a tenth a notch), and the angle in degrees
  /// one notch of Ctrl+Shift+wheel turns a trackpad rotation by.
  public static let pinchPerNotch = 1.1
  public static let rotationDegreesPerNotch = 5.0

  /// Shift alone (no Ctrl, no Alt) makes the mouse an Apple Pencil.
  private func pencilHeld(_ mods: KeyModifiers) -> Bool {
    mods.contains(.shift) && !mods.contains(.control) && !mods.contains(.alternate)
      && !mods.contains(.command)
  }

  /// The pointer moved with no button down (`UIEvent.EventType.hover`):
  /// over the scene a hover at its point; leaving the scene (or the
  /// window) one hover to nowhere.
  private func hover(at p: Point?) -> [InputEvent] {
    defer { hoverOnScene = p != nil }
    if p == nil, !hoverOnScene { return [] }
    return [.pointer(.hover(p))]
  }

  /// The right button, or the left one with Ctrl (as a one-button mouse
  /// makes a secondary click on a Mac): UIKit's pointer input with
  /// `buttonMask: secondary` (UIEvent.buttonMask). Nil for a primary click.
  private func secondaryClick(_ button: UInt8, down: Bool, at w: Point, mods: KeyModifiers) -> [InputEvent]? {
    let right = button == UInt8(SDL_BUTTON_RIGHT)
    let ctrlLeft =
      button == UInt8(SDL_BUTTON_LEFT) && mods.contains(.control) && !mods.contains(.alternate)
    if !down {
      guard let held = secondaryButton else { return nil }
      // Another button let go while the secondary click is down: nothing.
      guard button == held else { return [] }
      secondaryButton = nil
      return [.pointer(.click(.secondary, .ended, toScene(w)))]
    }
    guard right || ctrlLeft else { return secondaryDown ? [] : nil }
    // Not while the primary button holds a touch, the mouse's fingers or
    // the Pencil: its lift would be taken for another button's (the event
    // storm, seed 1592598564, left the Pencil's touch active).
    guard isOnScene(w), !secondaryDown, !pencilDown, case .none = mouseFingers.mode else { return [] }
    secondaryButton = button
    return [.pointer(.click(.secondary, .began, toScene(w)))]
  }

  /// The scene's size in scene points.
  var sceneSize: Size { viewport?.sceneSize ?? windowSize }

  /// A window point in scene points, to 1/10 point when the scene is scaled
  /// (a whole window pixel is never finer than that is worth showing).
  func toScene(_ p: Point) -> Point {
    guard let v = viewport else { return p }
    let q = v.toScene(p)
    return Point(x: (q.x * 10).rounded() / 10, y: (q.y * 10).rounded() / 10)
  }

  /// Points scrolled per unit of SDL's precise wheel amount: a mouse
  /// wheel's notch is 1.0, a trackpad reports fractions. 40 pt is about
  /// three lines of text per notch, what desktop systems scroll; in scene
  /// points whatever the window's scale.
  public static let wheelPointsPerUnit = 40.0

  /// Whether a window point is on the scene (not the sidebar or the bars).
  func isOnScene(_ p: Point) -> Bool {
    guard let v = viewport else { return true }
    let r = v.sceneRect
    return p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY
  }

  /// The inputs one SDL event stands for (often one, sometimes none or two).
  func translate(_ e: SDL_Event) -> [InputEvent] {
    var out: [InputEvent] = []
    translate(e, into: &out)
    return out
  }

  /// `translate`, appending to `out`: the run loop keeps one buffer, so a
  /// finger event (the common case) allocates no array.
  func translate(_ e: SDL_Event, into out: inout [InputEvent]) {
    let before = out.count
    if isFingerEvent(e) {
      if let input = fingerInput(e.tfinger, type: e.type) { out.append(input) }
    } else {
      out += translateEvent(e)
    }
    if out.count == before { ignoredCount += 1 }
  }

  private func isFingerEvent(_ e: SDL_Event) -> Bool {
    e.type == SDL_FINGERDOWN.rawValue || e.type == SDL_FINGERMOTION.rawValue
      || e.type == SDL_FINGERUP.rawValue
  }

  private func fingerInput(_ f: SDL_TouchFingerEvent, type: UInt32) -> InputEvent? {
    // Touches SDL synthesizes from the mouse: the mouse events themselves are used.
    if f.touchId == -1 { return nil }
    let phase: TouchPhase =
      type == SDL_FINGERDOWN.rawValue ? .began : type == SDL_FINGERUP.rawValue ? .ended : .moved
    // SDL carries normalized 32-bit floats; snapping to 1/1000 pt gives
    // back the point a script or device meant (214.9999988 → 215).
    let inWindow = Point(x: Double(f.x) * windowSize.width, y: Double(f.y) * windowSize.height)
    if phase == .began, !isOnScene(inWindow) { return nil }
    let p = toScene(inWindow)
    let point = Point(x: snap(p.x), y: snap(p.y))
    return .touch(FingerID(device: f.touchId, finger: f.fingerId), phase, point)
  }

  private func translateEvent(_ e: SDL_Event) -> [InputEvent] {
    switch SDL_EventType(rawValue: e.type) {
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP:
      return fingerInput(e.tfinger, type: e.type).map { [$0] } ?? []
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
      return mouseButton(e.button, down: e.type == SDL_MOUSEBUTTONDOWN.rawValue)
    case SDL_MOUSEWHEEL: return wheel(e.wheel)
    case SDL_MOUSEMOTION: return motion(e.motion)
    case SDL_KEYDOWN, SDL_KEYUP: return key(e.key, down: e.type == SDL_KEYDOWN.rawValue)
    case SDL_TEXTINPUT: return text(e.text)
    case SDL_SENSORUPDATE: return sensor(e.sensor)
    case SDL_WINDOWEVENT: return windowEvent(e.window)
    case SDL_APP_WILLENTERBACKGROUND, SDL_APP_DIDENTERBACKGROUND:
      mouseFingers.reset()
      return [.interruption("background")]
    case SDL_QUIT:
      quitRequested = true
      return []
    case SDL_USEREVENT: return userEvent(e.user)
    default:
      return []
    }
  }

  /// A mouse button: the left one is a finger (or two, or the Pencil); the
  /// right one, or Ctrl with the left, a secondary click.
  private func mouseButton(_ b: SDL_MouseButtonEvent, down: Bool) -> [InputEvent] {
    // Mouse events SDL synthesizes from touches: the touches are used.
    if b.which == UInt32.max { return [] }
    let w = Point(x: Double(b.x), y: Double(b.y))
    let p = toScene(w)
    let mods = currentModifiers().union(keyModifiers)
    if let click = secondaryClick(b.button, down: down, at: w, mods: mods) { return click }
    if b.button != UInt8(SDL_BUTTON_LEFT) { return [] }
    if pencilDown {
      guard !down else { return [] }
      pencilDown = false
      return [.touch(FingerID.pencil, .ended, p)]
    }
    guard down else { return mouseFingers.up(at: p) }
    // A press on the sidebar or the bars around the scene is no touch.
    guard isOnScene(w) else {
      offSceneClick?(w)
      return []
    }
    if pencilHeld(mods), case .none = mouseFingers.mode {
      pencilDown = true
      return [.touch(FingerID.pencil, .began, p)]
    }
    return mouseFingers.down(
      at: p, alt: mods.contains(.alternate), shift: mods.contains(.shift), scene: sceneSize)
  }

  /// The wheel: a scroll; with Ctrl, a trackpad's pinch (Ctrl+Shift: its
  /// rotation); with the Pencil's modifier, the Pencil's height.
  private func wheel(_ w: SDL_MouseWheelEvent) -> [InputEvent] {
    // Wheel events SDL synthesizes from touches carry no pointer.
    if w.which == UInt32.max { return [] }
    let at = Point(x: Double(w.mouseX), y: Double(w.mouseY))
    guard isOnScene(at) else { return [] }
    let k = Self.wheelPointsPerUnit
    // SDL: y is positive away from the user (towards the content's start).
    let delta = Point(x: Double(w.preciseX) * k, y: -Double(w.preciseY) * k)
    guard delta != .zero, delta.isFinite else { return [] }
    let mods = currentModifiers().union(keyModifiers)
    let notches = Double(w.preciseY)
    if mods.contains(.control), !mods.contains(.alternate) {
      // Ctrl+wheel is a trackpad's pinch, as browsers hand a pinch to
      // pages; Ctrl+Shift+wheel its rotation (up: clockwise).
      guard notches != 0 else { return [] }
      let gesture: TrackpadGesture =
        mods.contains(.shift)
        ? .rotate(notches * Self.rotationDegreesPerNotch * Double.pi / 180)
        : .pinch(SDL_pow(Self.pinchPerNotch, notches))
      return [.pointer(.trackpad(gesture, toScene(at)))]
    }
    if pencilHeld(mods) {
      // Shift+wheel lifts or lowers the hovering Pencil.
      pencilZOffset = min(max(pencilZOffset + notches * Self.zOffsetPerNotch, 0), 1)
      pencilZOffset = (pencilZOffset * 1000).rounded() / 1000
      return [.pointer(.pencilHover(toScene(at), zOffset: pencilZOffset))]
    }
    return [.scroll(toScene(at), delta: delta)]
  }

  /// The pointer moving: a drag of the mouse's fingers, the Pencil, a held
  /// secondary click, or hover with no button down.
  private func motion(_ m: SDL_MouseMotionEvent) -> [InputEvent] {
    if m.which == UInt32.max { return [] }
    let w = Point(x: Double(m.x), y: Double(m.y))
    mouseFingers.hover = isOnScene(w) ? toScene(w) : nil
    if secondaryDown { return [.pointer(.click(.secondary, .moved, toScene(w)))] }
    if pencilDown { return [.touch(FingerID.pencil, .moved, toScene(w))] }
    guard m.state & 1 != 0 else {
      let at = isOnScene(w) ? toScene(w) : nil
      if pencilHeld(currentModifiers().union(keyModifiers)), at != nil || hoverOnScene {
        hoverOnScene = at != nil
        return [.pointer(.pencilHover(at, zOffset: pencilZOffset))]
      }
      return hover(at: at)
    }
    return mouseFingers.move(to: toScene(w), scene: sceneSize)
  }

  /// A key going down or up, with the modifiers the mouse reads kept in step.
  private func key(_ k: SDL_KeyboardEvent, down: Bool) -> [InputEvent] {
    let sym = k.keysym.sym
    if let remote = remoteCommand(sym) { return down && k.repeat == 0 ? [.remote(remote)] : [] }
    let mods = modifiers(k.keysym.mod)
    keyModifiers = mods
    shortcutKeyDown =
      down && !mods.contains(.alternate) && (mods.contains(.control) || mods.contains(.command))
    if sym == Int32(bitPattern: SDLK_LALT.rawValue) || sym == Int32(bitPattern: SDLK_RALT.rawValue) {
      keyModifiers = down ? mods.union(.alternate) : mods.subtracting(.alternate)
      mouseFingers.altHeld = down
    } else if sym == Int32(bitPattern: SDLK_LSHIFT.rawValue)
      || sym == Int32(bitPattern: SDLK_RSHIFT.rawValue)
    {
      keyModifiers = down ? mods.union(.shift) : mods.subtracting(.shift)
    } else if sym == Int32(bitPattern: SDLK_LCTRL.rawValue)
      || sym == Int32(bitPattern: SDLK_RCTRL.rawValue)
    {
      // Ctrl held makes the next click a secondary one (`secondaryClick`).
      keyModifiers = down ? mods.union(.control) : mods.subtracting(.control)
    } else {
      mouseFingers.altHeld = mods.contains(.alternate)
    }
    mouseFingers.shiftHeld = keyModifiers.contains(.shift)
    guard let name = keyName(sym) else { return [] }
    return [.key(Key(name), mods, down: down)]
  }

  /// Typed text, unless a shortcut's key is down (Ctrl+S types no "s").
  private func text(_ t: SDL_TextInputEvent) -> [InputEvent] {
    var t = t
    let s = withUnsafeBytes(of: &t.text) { raw -> String in
      let bytes = raw.prefix { $0 != 0 }
      return String(decoding: bytes, as: UTF8.self)
    }
    if shortcutKeyDown { return [] }
    return s.isEmpty ? [] : [.text(s)]
  }

  /// An accelerometer or gyroscope reading.
  private func sensor(_ s: SDL_SensorEvent) -> [InputEvent] {
    guard let kind = sensorKinds[s.which] else { return [] }
    let d = s.data
    let g = 9.80665
    // SDL reports acceleration in m/s²; the core works in g.
    let values: [Double] =
      kind == .accelerometer
      ? [Double(d.0) / g, Double(d.1) / g, Double(d.2) / g] : [Double(d.0), Double(d.1), Double(d.2)]
    return [.sensor(kind, values)]
  }

  /// Focus lost (every touch, button and modifier let go), the pointer
  /// leaving, a resize.
  private func windowEvent(_ w: SDL_WindowEvent) -> [InputEvent] {
    switch SDL_WindowEventID(rawValue: UInt32(w.event)) {
    case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED, SDL_WINDOWEVENT_HIDDEN:
      mouseFingers.reset()
      secondaryButton = nil
      pencilDown = false
      keyModifiers = []
      return [.interruption("focusLost")]
    case SDL_WINDOWEVENT_LEAVE:
      mouseFingers.hover = nil
      return hover(at: nil)
    case SDL_WINDOWEVENT_SIZE_CHANGED:
      let size = Size(width: Double(w.data1), height: Double(w.data2))
      guard size.width > 0, size.height > 0 else { return [] }
      windowSize = size
      return [.resize(size)]
    default:
      return []
    }
  }

  /// The events scripts and the menu push: shakes, editing commands, the
  /// Pencil's hover and trackpad gestures.
  private func userEvent(_ u: SDL_UserEvent) -> [InputEvent] {
    switch SDLUserCode(rawValue: u.code) {
    case .shakeBegan: return [.shake(began: true)]
    case .shakeEnded: return [.shake(began: false)]
    case .menuCommand:
      let all = StandardEditAction.allCases
      let i = Int(bitPattern: u.data1)
      return all.indices.contains(i) ? [.editingCommand(all[i].rawValue)] : []
    case .pencilHover:
      let p = SDLUserPayload.point(u.data1)
      guard p.isFinite else { return [] }
      return [.pointer(.pencilHover(toScene(p), zOffset: SDLUserPayload.number(u.data2)))]
    case .trackpadPinch, .trackpadRotate:
      let p = SDLUserPayload.point(u.data1)
      let v = SDLUserPayload.number(u.data2)
      guard p.isFinite, v.isFinite else { return [] }
      let g: TrackpadGesture = u.code == SDLUserCode.trackpadPinch.rawValue ? .pinch(v) : .rotate(v)
      return [.pointer(.trackpad(g, toScene(p)))]
    case nil: return []
    }
  }

  private func currentModifiers() -> KeyModifiers {
    modifiers(UInt16(truncatingIfNeeded: SDL_GetModState().rawValue))
  }

  private func modifiers(_ mod: UInt16) -> KeyModifiers {
    var m: KeyModifiers = []
    let raw = UInt32(mod)
    if raw & KMOD_SHIFT.rawValue != 0 { m.insert(.shift) }
    if raw & KMOD_CTRL.rawValue != 0 { m.insert(.control) }
    if raw & KMOD_ALT.rawValue != 0 { m.insert(.alternate) }
    if raw & KMOD_GUI.rawValue != 0 { m.insert(.command) }
    return m
  }

  private func remoteCommand(_ sym: SDL_Keycode) -> EventSubtype? {
    switch sym {
    case Int32(bitPattern: SDLK_AUDIOPLAY.rawValue): return .remoteControlPlay
    case Int32(bitPattern: SDLK_AUDIOSTOP.rawValue): return .remoteControlPause
    case Int32(bitPattern: SDLK_AUDIONEXT.rawValue): return .remoteControlNextTrack
    case Int32(bitPattern: SDLK_AUDIOPREV.rawValue): return .remoteControlPreviousTrack
    default: return nil
    }
  }
}

/// Rounds to 1/1000 of a point.
func snap(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }

/// Key names as scripts write them, and their SDL key codes.
public enum KeyNames {
  static let special: [(String, Int32)] = [
    ("return", Int32(bitPattern: SDLK_RETURN.rawValue)),
    ("backspace", Int32(bitPattern: SDLK_BACKSPACE.rawValue)),
    ("escape", Int32(bitPattern: SDLK_ESCAPE.rawValue)), ("tab", Int32(bitPattern: SDLK_TAB.rawValue)),
    ("space", Int32(bitPattern: SDLK_SPACE.rawValue)), ("delete", Int32(bitPattern: SDLK_DELETE.rawValue)),
    ("left", Int32(bitPattern: SDLK_LEFT.rawValue)), ("right", Int32(bitPattern: SDLK_RIGHT.rawValue)),
    ("up", Int32(bitPattern: SDLK_UP.rawValue)), ("down", Int32(bitPattern: SDLK_DOWN.rawValue)),
    ("home", Int32(bitPattern: SDLK_HOME.rawValue)), ("end", Int32(bitPattern: SDLK_END.rawValue)),
    ("pageup", Int32(bitPattern: SDLK_PAGEUP.rawValue)),
    ("pagedown", Int32(bitPattern: SDLK_PAGEDOWN.rawValue)),
    ("f1", Int32(bitPattern: SDLK_F1.rawValue)), ("f2", Int32(bitPattern: SDLK_F2.rawValue)),
    ("f3", Int32(bitPattern: SDLK_F3.rawValue)),
    ("f4", Int32(bitPattern: SDLK_F4.rawValue)), ("f5", Int32(bitPattern: SDLK_F5.rawValue)),
    ("f6", Int32(bitPattern: SDLK_F6.rawValue)),
    ("f7", Int32(bitPattern: SDLK_F7.rawValue)), ("f8", Int32(bitPattern: SDLK_F8.rawValue)),
    ("f9", Int32(bitPattern: SDLK_F9.rawValue)),
    ("f10", Int32(bitPattern: SDLK_F10.rawValue)), ("f11", Int32(bitPattern: SDLK_F11.rawValue)),
    ("f12", Int32(bitPattern: SDLK_F12.rawValue)),
    ("lctrl", Int32(bitPattern: SDLK_LCTRL.rawValue)), ("rctrl", Int32(bitPattern: SDLK_RCTRL.rawValue)),
    ("lshift", Int32(bitPattern: SDLK_LSHIFT.rawValue)), ("rshift", Int32(bitPattern: SDLK_RSHIFT.rawValue)),
    ("lalt", Int32(bitPattern: SDLK_LALT.rawValue)), ("ralt", Int32(bitPattern: SDLK_RALT.rawValue)),
    // Command (the Super key on Linux): held alone it shows the shortcut list.
    ("lcmd", Int32(bitPattern: SDLK_LGUI.rawValue)), ("rcmd", Int32(bitPattern: SDLK_RGUI.rawValue)),
  ]

  /// The SDL key code of a script key name (`a`, `7`, `return`, `f5`…).
  public static func keycode(_ name: String) -> Int32? {
    let n = name.lowercased()
    if let hit = special.first(where: { $0.0 == n }) { return hit.1 }
    if n.count == 1, let c = n.unicodeScalars.first, c.isASCII, c.value >= 32, c.value < 127 {
      return Int32(c.value)
    }
    return nil
  }
}

/// The script name of an SDL key code, or nil for keys the core ignores.
func keyName(_ sym: SDL_Keycode) -> String? {
  if let hit = KeyNames.special.first(where: { $0.1 == sym }) { return hit.0 }
  if sym >= 32, sym < 127, let s = Unicode.Scalar(UInt32(sym)) { return String(Character(s)).lowercased() }
  return nil
}
