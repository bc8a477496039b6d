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

// leak-check: builds scenes over and over, and runs a headless session, then
// drops everything and counts the objects still alive (a retain cycle keeps
// them) and resident memory. Run it under valgrind or LeakSanitizer for
// bytes lost; docs/RELIABILITY.md has the commands and figures.
//
//   leak-check reloads N SCENE...   build each scene N times, dropping the old one
//   leak-check session N SCENE      N random SDL events through a headless Session

/// Weak references to every object a built scene made.
struct Survivors {
  private var refs: [() -> AnyObject?] = []

  mutating func watch(_ scene: BuiltScene) {
    func add(_ o: AnyObject) { refs.append { [weak o] in o } }
    add(scene)
    add(scene.app)
    add(scene.window)
    for r in scene.responders.values { add(r) }
    for g in scene.recognizers.values { add(g) }
  }

  /// The ids of objects still alive.
  var alive: [String] {
    refs.compactMap { ref in
      guard let o = ref() else { return nil }
      if let r = o as? Responder { return r.identifier }
      if let g = o as? GestureRecognizer { return "gesture \(g.identifier)" }
      return String(describing: type(of: o))
    }
  }
  var count: Int { refs.count }
}

/// Writes a line to standard error.
func printError(_ text: String) {
  var line = text.hasSuffix("\n") ? text : text + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

func load(_ path: String) -> SceneDocument {
  switch SceneLoader.load(path: path, assetsDirectory: AssetLocator.assetsDirectory) {
  case .success(let doc): return doc
  case .failure(let errors):
    printError("leak-check: \(path) does not load:\n\(errors.description)\n")
    exit(2)
  }
}

/// Loads and builds every scene `count` times; returns the survivors.
func reloads(_ count: Int, _ paths: [String]) -> Int32 {
  var survivors = Survivors()
  let before = ProcessMemory.residentMB()
  var at10 = 0.0
  for i in 1...count {
    for path in paths {
      // Load from the file each time, as hot reload does.
      let scene = SceneBuilder().build(load(path))
      survivors.watch(scene)
    }
    if i == 10 { at10 = ProcessMemory.residentMB() }
    if i % 25 == 0 || i == count {
      print(String(format: "reload %4d: resident %.1f MB", i, ProcessMemory.residentMB()))
    }
  }
  let alive = survivors.alive
  print(
    String(
      format: "reloads: %d × %d scenes; resident %.1f MB before, %.1f MB after 10, %.1f MB after %d", count,
      paths.count, before, at10, ProcessMemory.residentMB(), count))
  print("objects watched: \(survivors.count), still alive after their scene was dropped: \(alive.count)")
  if !alive.isEmpty {
    var tally: [String: Int] = [:]
    for id in alive { tally[id, default: 0] += 1 }
    for (id, n) in tally.sorted(by: { $0.key < $1.key }).prefix(40) { print("  alive: \(id) ×\(n)") }
  }
  return alive.isEmpty ? 0 : 1
}

/// Runs `count` random SDL events on a headless session, then drops it.
func session(_ count: Int, _ path: String) -> Int32 {
  do { try SDLRuntime.start(headless: true) } catch {
    printError("leak-check: \(error)\n")
    return 2
  }
  defer { SDLRuntime.stop() }
  var survivors = Survivors()
  let before = ProcessMemory.residentMB()
  do {
    let scene = SceneBuilder().build(load(path))
    survivors.watch(scene)
    let session = Session(app: scene.app, windowSize: scene.size)
    let inject = SDLEventInjector(windowSize: scene.size)
    var rng = SeededRandom(seed: 1)
    let w = scene.size.width
    let h = scene.size.height
    let keys = ["a", "z", "return", "backspace", "left", "tab"]
    for i in 0..<count {
      let p = Point(
        x: Double.random(in: -10...(w + 10), using: &rng), y: Double.random(in: -10...(h + 10), using: &rng))
      let finger = Int64.random(in: 0..<4, using: &rng)
      switch Int.random(in: 0..<10, using: &rng) {
      case 0...2: try inject.finger(finger, .began, at: p)
      case 3...4: try inject.finger(finger, .moved, at: p)
      case 5...6: try inject.finger(finger, .ended, at: p)
      case 7:
        let ctrl: KeyModifiers = Bool.random(using: &rng) ? [.control] : []
        _ = try inject.key(keys.randomElement(using: &rng)!, modifiers: ctrl, down: true)
        _ = try inject.key(keys.randomElement(using: &rng)!, modifiers: ctrl, down: false)
      case 8: try inject.text("hé")
      default: try inject.user(Bool.random(using: &rng) ? .shakeBegan : .shakeEnded)
      }
      if i % 500 == 499 { try inject.focusLost() }
      session.tick()
    }
    session.tick(240)
    print("session: \(count) events, \(session.eventsPolled) polled")
  } catch {
    printError("leak-check: \(error)\n")
    return 2
  }
  let alive = survivors.alive
  print(String(format: "session: resident %.1f MB before, %.1f MB after", before, ProcessMemory.residentMB()))
  print("objects watched: \(survivors.count), still alive after the session was dropped: \(alive.count)")
  for id in alive.prefix(40) { print("  alive: \(id)") }
  return alive.isEmpty ? 0 : 1
}

let args = Array(CommandLine.arguments.dropFirst())
guard args.count >= 3, let n = Int(args[1]), n > 0 else {
  printError("usage: leak-check reloads N SCENE... | leak-check session N SCENE\n")
  exit(2)
}
switch args[0] {
case "reloads": exit(reloads(n, Array(args.dropFirst(2))))
case "session": exit(session(n, args[2]))
default:
  printError("leak-check: unknown mode \(args[0])\n")
  exit(2)
}
