internal import CSDL2
import ResponderCore
import ResponderSDL
import ResponderScene
import ResponderTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

struct StormOptions {
  var events = 1_000_000
  var seed: UInt64 = 0x5EED_2024
  var seconds = Double.infinity
  var scenes: [String] = []
  /// Events per scene before the next scene is built fresh: at most
  /// 25,000, fewer when the storm is shorter than 25,000 per scene named,
  /// so that every scene named gets its share (60,000 events over six
  /// scenes stormed only the first three).
  var eventsPerScene: Int {
    guard !scenes.isEmpty else { return 25_000 }
    return max(1, min(25_000, (events + scenes.count - 1) / scenes.count))
  }
  /// The event from which each step and its touch calls are printed.
  var logFrom: Int?
}

/// Pushes random SDL input through the injector into a session, one SDL
/// event per dispatch, and checks the invariants after each.
final class Storm {
  let options: StormOptions
  var rng: SeededRandom
  var pushed = 0
  var checker = InvariantChecker()
  var stateChanges: [String: Int] = [:]

  init(options: StormOptions) {
    self.options = options
    rng = SeededRandom(seed: options.seed)
  }

  func run() -> Int {
    print(
      "event-storm: seed \(options.seed) (replay with --seed \(options.seed)), \(options.events) events over \(options.scenes.joined(separator: ", "))"
    )
    var docs: [(String, SceneDocument)] = []
    for path in options.scenes {
      switch SceneLoader.load(path: path, assetsDirectory: AssetLocator.assetsDirectory) {
      case .success(let doc): docs.append((path, doc))
      case .failure(let e):
        printError("event-storm: \(path) does not load:\n\(e.description)")
        return 1
      }
    }
    let start = SDLRuntime.seconds
    var round = 0
    var dropped = 0
    var ignored = 0
    while pushed < options.events, SDLRuntime.seconds - start < options.seconds {
      let (path, doc) = docs[round % docs.count]
      round += 1
      let n = min(options.eventsPerScene, options.events - pushed)
      let result = storm(SceneBuilder().build(doc), name: path, events: n, deadline: start + options.seconds)
      dropped += result.dropped
      ignored += result.ignored
    }
    let elapsed = SDLRuntime.seconds - start
    let changes = stateChanges.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(
      separator: ", ")
    print("recognizer state changes: \(changes)")
    print(
      "touches followed to their end: \(checker.touchesFollowed); view deliveries matched: \(checker.beganDeliveriesChecked) touchesBegan, \(checker.endDeliveriesChecked) touchesEnded/Cancelled"
    )
    print(
      "inputs dropped by the application as malformed: \(dropped); SDL events that made no input: \(ignored)")
    print(
      "event-storm: \(pushed) events in \(String(format: "%.1f", elapsed)) s (\(Int(Double(pushed) / max(elapsed, 1e-9))) events/s), \(round) scene builds, \(checker.checks) invariant checks, \(checker.violationCount) violations, seed \(options.seed)"
    )
    return checker.violationCount
  }

  /// Fingers the storm believes are down, per SDL finger id, with their points.
  var fingersDown: [Int64: Point] = [:]
  var mouseDown = false
  var mousePoint = Point(x: 0, y: 0)

  func storm(_ scene: BuiltScene, name: String, events: Int, deadline: Double) -> (dropped: Int, ignored: Int)
  {
    SDLRuntime.flushEvents()
    let session = Session(app: scene.app, windowSize: scene.size)
    let inject = SDLEventInjector(windowSize: scene.size)
    checker.begin(scene: scene, name: name)
    scene.app.recordObservers.append { [unowned self] r in
      if let from = self.options.logFrom, self.pushed >= from { self.log(r) }
      self.checker.records.append(r)
      for g in r.gestureChanges { self.stateChanges[g.state.rawValue, default: 0] += 1 }
    }
    fingersDown.removeAll()
    mouseDown = false
    SDL_SetModState(KMOD_NONE)
    var local = 0
    while local < events {
      if local % 1024 == 0, SDLRuntime.seconds > deadline { break }
      do {
        let kind = try step(inject, size: scene.size)
        pushed += kind.pushed
        if let from = options.logFrom, pushed >= from {
          print("event \(pushed): \(kind.label)\(kind.tick > 0 ? ", \(kind.tick) ticks" : "")")
        }
        local += kind.pushed
        session.pollAndDispatch()
        if kind.tick > 0 { session.tick(kind.tick) }
        checker.check(after: kind.label, event: pushed, allUp: kind.allUp, focusLost: kind.focusLost)
      } catch {
        checker.violation("injector: \(error)", event: pushed)
        SDLRuntime.flushEvents()
      }
    }
    // End the storm with every finger up and time run out, then check again.
    _ = try? releaseAll(inject, size: scene.size)
    session.pollAndDispatch()
    session.tick(120)
    checker.check(after: "final release and 1 s", event: pushed, allUp: true, focusLost: false, settled: true)
    return (scene.app.droppedInputCount, session.translator.ignoredCount)
  }

  /// One record's calls and recognizer changes, for `--log-from`.
  func log(_ r: DispatchRecord) {
    var parts = r.calls
    for g in r.gestureChanges { parts.append("\(g.recognizer.identifier)→\(g.state)") }
    print("  \(r.kind) \(r.detail): \(parts.joined(separator: ", "))")
  }

  struct Step {
    var label: String
    var pushed = 1
    var tick = 0
    var allUp = false
    var focusLost = false
  }

  func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }
  func int(_ r: Range<Int>) -> Int { Int.random(in: r, using: &rng) }

  /// A point: mostly in the window, sometimes outside, huge, infinite or NaN.
  func point(_ size: Size, near: Point? = nil) -> Point {
    let r = Double.random(in: 0..<1, using: &rng)
    if let near, r < 0.75 {
      return Point(
        x: near.x + Double.random(in: -60...60, using: &rng),
        y: near.y + Double.random(in: -60...60, using: &rng))
    }
    switch r {
    case ..<0.88:
      return Point(
        x: Double.random(in: 0..<size.width, using: &rng), y: Double.random(in: 0..<size.height, using: &rng))
    case ..<0.94:
      return Point(
        x: Double.random(in: -200...(size.width + 200), using: &rng),
        y: Double.random(in: -200...(size.height + 200), using: &rng))
    case ..<0.97:
      let huge: [Double] = [1e6, -1e6, 1e30, -1e30, 1e300, Double.greatestFiniteMagnitude, -0.0]
      return Point(x: huge.randomElement(using: &rng)!, y: huge.randomElement(using: &rng)!)
    default:
      let odd: [Double] = [.nan, .infinity, -.infinity, .signalingNaN, 5]
      return Point(x: odd.randomElement(using: &rng)!, y: odd.randomElement(using: &rng)!)
    }
  }

  static let keys = [
    "a", "z", "y", "x", "c", "v", "s", "return", "backspace", "delete", "left", "right", "tab", "escape",
    "space", "f5", "lalt", "home",
  ]
  static let texts = [
    "h", "hé", "👍🏽", "e\u{301}", String(repeating: "long", count: 12), "\u{0}", "tab\tnew\nline", "日本語",
  ]

  func step(_ inject: SDLEventInjector, size: Size) throws -> Step {
    let roll = int(0..<1000)
    switch roll {
    case 0..<230:  // a finger down: new, or a duplicate down
      let id = Int64(int(0..<10))
      let p = point(size)
      try inject.finger(id, .began, at: p, device: chance(0.9) ? SDLEventInjector.scriptTouchDevice : 8)
      if fingersDown[id] == nil, p.isFinite { fingersDown[id] = p }
      return Step(label: "finger \(id) down")
    case 230..<500:  // a move: of a finger down, or of an unknown one
      let id = fingersDown.keys.randomElement(using: &rng) ?? Int64(int(0..<20))
      let p = point(size, near: fingersDown[id])
      try inject.finger(id, .moved, at: p)
      if fingersDown[id] != nil, p.isFinite { fingersDown[id] = p }
      return Step(label: "finger \(id) move")
    case 500..<700:  // an up: of a finger down, or without a down
      let id =
        chance(0.85)
        ? (fingersDown.keys.randomElement(using: &rng) ?? Int64(int(0..<10))) : Int64(int(0..<20))
      let p = point(size, near: fingersDown[id])
      try inject.finger(id, .ended, at: p)
      if p.isFinite { fingersDown[id] = nil }
      return Step(label: "finger \(id) up")
    case 700..<760:  // the mouse, sometimes as two fingers (Alt, Shift+Alt)
      return try mouseStep(inject, size: size)
    case 760..<800:
      return try keyStep(inject)
    case 800..<820:
      try inject.text(Self.texts.randomElement(using: &rng)!)
      return Step(label: "text")
    case 820..<840:
      try inject.user(chance(0.5) ? .shakeBegan : .shakeEnded)
      return Step(label: "shake")
    case 840..<850:
      try inject.user(.menuCommand, data: int(-1..<8))
      return Step(label: "menu")
    case 850..<856:
      try inject.remote(
        [.remoteControlPlay, .remoteControlPause, .remoteControlNextTrack, .remoteControlPreviousTrack]
          .randomElement(using: &rng)!)
      return Step(label: "remote", pushed: 2)
    case 856..<870:
      return try sensorStep(inject)
    case 870..<876:
      try inject.focusLost()
      fingersDown.removeAll()
      mouseDown = false
      SDL_SetModState(KMOD_NONE)
      return Step(label: "focus lost", focusLost: true)
    case 876..<884:
      let pushed = try releaseAll(inject, size: size)
      return Step(label: "all fingers up", pushed: pushed, allUp: true)
    case 884..<890:  // a long wait: long presses fire, multi-taps time out
      try inject.finger(Int64(int(0..<10)), .moved, at: point(size))
      return Step(label: "wait", tick: int(30..<120))
    default:  // one tick of time with a move
      let id = fingersDown.keys.randomElement(using: &rng) ?? 0
      try inject.finger(id, .moved, at: point(size, near: fingersDown[id]))
      return Step(label: "tick", tick: 1)
    }
  }

  /// The mouse: a press (sometimes with Alt or Shift+Alt, two fingers; now
  /// and then another button), a move, or a release.
  private func mouseStep(_ inject: SDLEventInjector, size: Size) throws -> Step {
    let p = point(size, near: mouseDown ? mousePoint : nil)
    switch int(0..<3) {
    case 0:
      var mod: UInt32 = 0
      if chance(0.3) { mod |= KMOD_LALT.rawValue }
      if chance(0.3) { mod |= KMOD_LSHIFT.rawValue }
      SDL_SetModState(SDL_Keymod(rawValue: mod))
      try inject.mouse(.began, at: p, button: chance(0.9) ? 1 : int(2..<4))
      mouseDown = true
    case 1: try inject.mouse(.moved, at: p, button: chance(0.9) ? 1 : 0)
    default:
      try inject.mouse(.ended, at: p, button: chance(0.9) ? 1 : int(2..<4))
      mouseDown = false
      SDL_SetModState(KMOD_NONE)
    }
    mousePoint = p
    return Step(label: "mouse")
  }

  /// A key with random modifiers, down or up.
  private func keyStep(_ inject: SDLEventInjector) throws -> Step {
    var mods: KeyModifiers = []
    if chance(0.4) { mods.insert(.control) }
    if chance(0.2) { mods.insert(.shift) }
    if chance(0.05) { mods.insert(.alternate) }
    if chance(0.05) { mods.insert(.command) }
    let key = Self.keys.randomElement(using: &rng)!
    _ = try inject.key(key, modifiers: mods, down: chance(0.6))
    return Step(label: "key \(key)")
  }

  /// An accelerometer or gyroscope reading, sometimes not finite.
  private func sensorStep(_ inject: SDLEventInjector) throws -> Step {
    let v =
      chance(0.5)
      ? [Double.random(in: -3...3, using: &rng), Double.random(in: -3...3, using: &rng), 1]
      : [.nan, 1e30, -.infinity]
    try inject.sensor(chance(0.8) ? .accelerometer : .gyroscope, v)
    return Step(label: "sensor")
  }

  /// Lifts every finger the storm may have put down, and the mouse.
  @discardableResult
  func releaseAll(_ inject: SDLEventInjector, size: Size) throws -> Int {
    var n = 0
    for device in [SDLEventInjector.scriptTouchDevice, 8] {
      for id in 0..<Int64(10) {
        let p = fingersDown[id] ?? Point(x: size.width / 2, y: size.height / 2)
        let inside = Point(x: min(max(p.x, 0), size.width), y: min(max(p.y, 0), size.height))
        try inject.finger(id, .ended, at: inside, device: device)
        n += 1
      }
    }
    // Both buttons: the right one (3) makes a secondary click since issue 42.
    for button in [1, 3] {
      try inject.mouse(.ended, at: Point(x: 1, y: 1), button: button)
      n += 1
    }
    fingersDown.removeAll()
    mouseDown = false
    SDL_SetModState(KMOD_NONE)
    return n
  }
}
