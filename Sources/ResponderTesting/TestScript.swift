import ResponderCore
import ResponderScene

/// Where something sits in a script file: the one location type, shared
/// with scenes, so a script and its scene report errors alike.
public typealias ScriptLocation = SceneLocation

/// A point given by a view id (its centre) or as window coordinates.
public enum ScriptTarget: Hashable, Sendable, CustomStringConvertible {
  case view(String)
  /// A point `offset` from a view's centre (`{ view: id, offset: [dx, dy] }`),
  /// where the centre itself would hit another view.
  case viewOffset(String, Point)
  case point(Point)

  public var description: String {
    switch self {
    case .view(let id): return id
    case .viewOffset(let id, let d):
      return "{ view: \(id), offset: [\(formatPoints(d.x)), \(formatPoints(d.y))] }"
    case .point(let p): return "[\(formatPoints(p.x)), \(formatPoints(p.y))]"
    }
  }
}

/// One step of a test (SPEC §4).
public enum ScriptStep: Hashable, Sendable {
  case tap(ScriptTarget)
  case doubleTap(ScriptTarget)
  case longPress(ScriptTarget)
  case drag(from: ScriptTarget, to: ScriptTarget, duration: Double)
  case pinch(at: ScriptTarget, scale: Double)
  case rotate(at: ScriptTarget, degrees: Double)
  case swipe(from: ScriptTarget, direction: SwipeDirection)
  case touch(finger: Int64, phase: TouchPhase, at: ScriptTarget)
  case mouse(phase: TouchPhase, at: ScriptTarget, button: Int)
  case key(String)
  /// A key going down, or up, alone (an extension the recorder uses where
  /// keys overlap, e.g. Shift held across other keys).
  case keyDown(String)
  case keyUp(String)
  case type(String)
  case shake
  case remote(EventSubtype)
  case menu(String)
  case sensor(SensorKind, [Double])
  case focusLost
  case wait(Double)
  case shot(String)
  /// The learner's answer to the quiz's current question (an id, or `nobody`).
  case answer(String)
  /// Plays the scene's `lesson:` steps (nil: all of them, else the one
  /// numbered from 1), answering the quiz as the lesson says is right.
  case lesson(Int?)
  case expect([ScriptExpectation])
}

/// One check of an `expect` step.
public enum ScriptExpectation: Hashable, Sendable {
  case hitView(String?)
  case hitPath([String])
  case chain([String])
  case handledBy(String?)
  case actionChain([String])
  case actionHandledBy(String?)
  case firstResponder(String?)
  case undoStack(from: String?, [String])
  case redoStack(from: String?, [String])
  case props([(String, PropertyValue)])
  case gestures([(String, String)])
  case calls([String])
  case logs([String])
  case menu([String])
  /// A golden picture: the whole canvas or one view's frame (`region`),
  /// with or without the overlay.
  case image(path: String, tolerance: Int, fraction: Double, overlay: Bool, region: String?)
  /// A golden file of the route of every dispatch so far (JSON Lines).
  case route(path: String)
  /// The quiz's running score: answers right, answers given, questions waiting.
  case quiz(score: Int?, asked: Int?, pending: Int?)

  public static func == (a: ScriptExpectation, b: ScriptExpectation) -> Bool {
    String(describing: a) == String(describing: b)
  }

  public func hash(into h: inout Hasher) { h.combine(String(describing: self)) }

  /// The key a script writes for this check.
  public var key: String {
    switch self {
    case .hitView: return "hitView"
    case .hitPath: return "hitPath"
    case .chain: return "chain"
    case .handledBy: return "handledBy"
    case .actionChain: return "actionChain"
    case .actionHandledBy: return "actionHandledBy"
    case .firstResponder: return "firstResponder"
    case .undoStack: return "undoStack"
    case .redoStack: return "redoStack"
    case .props: return "props"
    case .gestures: return "gestures"
    case .calls: return "calls"
    case .logs: return "logs"
    case .menu: return "menu"
    case .image: return "image"
    case .route: return "route"
    case .quiz: return "quiz"
    }
  }
}

public struct LocatedStep: Hashable, Sendable {
  public var step: ScriptStep
  public var location: ScriptLocation
  /// The ids this step names, each where it is written, so that an unknown
  /// one is an error before the test runs (`rlab check` and `rlab test`).
  public var references: [ScriptReference]
  public init(step: ScriptStep, location: ScriptLocation, references: [ScriptReference] = []) {
    self.step = step
    self.location = location
    self.references = references
  }
}

/// An id a script names: a view (a step's target, `hitView`, `props`), any
/// responder (`chain`, `handledBy`, `calls`, ...) or a gesture recognizer.
public struct ScriptReference: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case view, responder, recognizer
    /// A quiz answer: a responder, a recognizer or `nobody`.
    case answer
  }
  public var id: String
  public var kind: Kind
  public var location: ScriptLocation
  public init(id: String, kind: Kind, location: ScriptLocation) {
    (self.id, self.kind, self.location) = (id, kind, location)
  }
}

public struct ScriptTest: Sendable {
  public var name: String
  public var location: ScriptLocation
  public var steps: [LocatedStep]
  /// Errors that make this test fail before it runs (an unknown step).
  public var errors: [String]
  public init(name: String, location: ScriptLocation, steps: [LocatedStep], errors: [String]) {
    (self.name, self.location, self.steps, self.errors) = (name, location, steps, errors)
  }
}

/// A parsed `*.test.yaml`.
public struct TestScript: Sendable {
  public var file: String
  /// The scene path, resolved against the script's folder.
  public var scene: String
  public var sceneLocation: ScriptLocation
  public var tests: [ScriptTest]
  public init(file: String, scene: String, sceneLocation: ScriptLocation, tests: [ScriptTest]) {
    (self.file, self.scene, self.sceneLocation, self.tests) = (file, scene, sceneLocation, tests)
  }
}

/// Parses test scripts through the same guarded YAML path as scenes
/// (`SafeYAML`: aliases, anchors, tags, depth and size refused).
public enum TestScriptParser {
  public static let stepKeys = [
    "tap", "doubleTap", "longPress", "drag", "pinch", "rotate", "swipe", "touch", "mouse", "key", "keyDown",
    "keyUp", "type",
    "shake", "remote", "menu", "sensor", "focusLost", "wait", "shot", "answer", "lesson", "expect",
  ]
  /// The most virtual time one test may take (waits, drags, long presses).
  public static let maxVirtualSeconds = 24.0 * 3600
  /// The most input time (steps other than `wait`, which fast-forwards) in
  /// one script file, all tests together: input is played tick by tick, and
  /// this keeps a script under 2 s however it is written.
  public static let maxPlayedSeconds = 300.0

  public static let expectKeys = [
    "hitView", "hitPath", "chain", "handledBy", "actionChain", "actionHandledBy", "firstResponder",
    "undoStack", "redoStack", "props", "gestures", "calls", "logs", "menu", "image", "tolerance", "route",
    "quiz",
  ]

  public struct Failure: Error, CustomStringConvertible {
    public var messages: [String]
    public var description: String { messages.joined(separator: "\n") }
  }

  public static func load(path: String) -> Result<TestScript, Failure> {
    switch SafeYAML.composeFile(path: path, document: "test script") {
    case .failure(let e): return .failure(Failure(messages: e.errors.map(\.description)))
    case .success(let node): return parse(node, file: path)
    }
  }

  public static func parse(text: String, file: String) -> Result<TestScript, Failure> {
    switch SafeYAML.compose(bytes: Array(text.utf8), file: file, document: "test script") {
    case .failure(let e): return .failure(Failure(messages: e.errors.map(\.description)))
    case .success(let node): return parse(node, file: file)
    }
  }

  static func parse(_ root: Node, file: String) -> Result<TestScript, Failure> {
    var p = Parser(file: file)
    let script = p.script(root)
    if let script, p.errors.isEmpty { return .success(script) }
    // The script as a whole is unusable; still list every test's errors too.
    let messages = p.errors + (script?.tests.flatMap(\.errors) ?? [])
    return .failure(Failure(messages: messages.isEmpty ? ["\(file):1:1: not a test script"] : messages))
  }

  struct Parser {
    let file: String
    var errors: [String] = []
    /// Input time played tick by tick in the whole script (waits aside).
    var playedSeconds = 0.0
    /// Ids named by the step being parsed.
    var refs: [ScriptReference] = []

    func loc(_ n: Node) -> ScriptLocation {
      ScriptLocation(file: file, line: n.mark?.line ?? 1, column: n.mark?.column ?? 1)
    }

    mutating func error(_ n: Node, _ message: String) {
      errors.append("\(loc(n)): \(message)")
    }

    func pairs(_ n: Node) -> [(String, Node, Node)]? {
      guard case .mapping(let m) = n else { return nil }
      return m.map { ($0.key.string ?? "", $0.key, $0.value) }
    }

    mutating func script(_ root: Node) -> TestScript? {
      guard let top = pairs(root) else {
        error(root, "a test script is a mapping with `scene` and `tests`")
        return nil
      }
      var scene: (String, ScriptLocation)?
      var tests: [ScriptTest] = []
      for (k, kn, v) in top {
        switch k {
        case "scene":
          guard let s = v.string, !s.isEmpty else {
            error(v, "`scene` must be a file name")
            continue
          }
          scene = (resolve(s, against: file), loc(v))
        case "tests":
          guard case .sequence(let seq) = v else {
            error(v, "`tests` must be a list")
            continue
          }
          for t in seq { if let test = self.test(t) { tests.append(test) } }
        default:
          error(kn, "unknown key `\(k)`\(suggest(k, ["scene", "tests"]))")
        }
      }
      guard let scene else {
        error(root, "missing `scene`")
        return nil
      }
      return TestScript(file: file, scene: scene.0, sceneLocation: scene.1, tests: tests)
    }

    mutating func test(_ n: Node) -> ScriptTest? {
      guard let kv = pairs(n) else {
        error(n, "a test is a mapping with `name` and `steps`")
        return nil
      }
      var name = "test at line \(loc(n).line)"
      var steps: [LocatedStep] = []
      var problems: [String] = []
      for (k, kn, v) in kv {
        switch k {
        case "name": name = v.string ?? name
        case "steps":
          guard case .sequence(let seq) = v else {
            error(v, "`steps` must be a list")
            continue
          }
          var virtualSeconds = 0.0
          for s in seq {
            let before = errors.count
            refs.removeAll()
            if let step = self.step(s) {
              steps.append(LocatedStep(step: step, location: loc(s), references: refs))
              let limit = TestScriptParser.maxVirtualSeconds
              virtualSeconds += step.virtualSeconds
              if virtualSeconds > limit, virtualSeconds - step.virtualSeconds <= limit {
                error(s, "the test's steps pass \(Int(limit)) s of virtual time in all")
              }
              if case .wait = step {
              } else {
                let limit = TestScriptParser.maxPlayedSeconds
                playedSeconds += step.virtualSeconds
                if playedSeconds > limit, playedSeconds - step.virtualSeconds <= limit {
                  error(s, "the script's input steps pass \(Int(limit)) s in all; split the script")
                }
              }
            }
            // A bad step fails its own test; the other tests still run.
            problems.append(contentsOf: errors[before...])
            errors.removeSubrange(before...)
          }
        default: error(kn, "unknown key `\(k)` in a test\(suggest(k, ["name", "steps"]))")
        }
      }
      if playedSeconds > TestScriptParser.maxPlayedSeconds, problems.isEmpty {
        let limit = Int(TestScriptParser.maxPlayedSeconds)
        problems.append("\(loc(n)): not run: the script's input steps pass \(limit) s in all")
      }
      return ScriptTest(name: name, location: loc(n), steps: steps, errors: problems)
    }

    mutating func step(_ n: Node) -> ScriptStep? {
      if let s = n.string, case .scalar = n {
        switch s {
        case "shake": return .shake
        case "focusLost": return .focusLost
        default:
          error(n, "unknown step `\(s)`\(suggest(s, TestScriptParser.stepKeys))")
          return nil
        }
      }
      guard let kv = pairs(n), kv.count == 1, let (k, kn, v) = kv.first else {
        error(n, "a step is a one-key mapping such as `tap: label`")
        return nil
      }
      switch k {
      case "tap": return target(v).map(ScriptStep.tap)
      case "doubleTap": return target(v).map(ScriptStep.doubleTap)
      case "longPress": return target(v).map(ScriptStep.longPress)
      case "drag":
        guard let m = map(v, ["from", "to", "duration"]), let from = m["from"].flatMap({ target($0) }),
          let to = m["to"].flatMap({ target($0) })
        else { return fail(v, "`drag` needs `from` and `to`") }
        let d = m["duration"].flatMap { number($0) } ?? 0.3
        guard d > 0, d <= 60 else { return fail(v, "`duration` is seconds, more than 0 and at most 60") }
        return .drag(from: from, to: to, duration: d)
      case "pinch":
        guard let m = map(v, ["at", "scale"]), let at = m["at"].flatMap({ target($0) }),
          let scale = m["scale"].flatMap({ number($0) }), scale > 0
        else { return fail(v, "`pinch` needs `at` and a positive `scale`") }
        // Two fingers 40 pt from the centre end 40 × scale apart: past 100
        // they leave any window, and 1e308 made infinite points.
        guard (0.01...100).contains(scale) else { return fail(v, "`scale` is from 0.01 to 100") }
        return .pinch(at: at, scale: scale)
      case "rotate":
        guard let m = map(v, ["at", "degrees"]), let at = m["at"].flatMap({ target($0) }),
          let deg = m["degrees"].flatMap({ number($0) })
        else { return fail(v, "`rotate` needs `at` and `degrees`") }
        guard abs(deg) <= 3600 else { return fail(v, "`degrees` is from -3600 to 3600") }
        return .rotate(at: at, degrees: deg)
      case "swipe":
        guard let m = map(v, ["from", "direction"]), let from = m["from"].flatMap({ target($0) }),
          let dirNode = m["direction"], let dir = dirNode.string
        else { return fail(v, "`swipe` needs `from` and `direction` (left, right, up or down)") }
        guard let direction = SwipeDirection(name: dir) else {
          let names = SwipeDirection.named.map(\.name)
          let hint = suggest(dir, names)
          return fail(dirNode, "unknown swipe direction `\(dir)`: one of left, right, up, down\(hint)")
        }
        return .swipe(from: from, direction: direction)
      case "touch":
        guard let m = map(v, ["finger", "down", "move", "up"]) else { return nil }
        let fingerNumber = m["finger"].flatMap { number($0) } ?? 0
        guard fingerNumber >= 0, fingerNumber <= 1000, fingerNumber == fingerNumber.rounded() else {
          return fail(v, "`finger` is a whole number from 0 to 1000")
        }
        let finger = Int64(fingerNumber)
        for (key, phase) in [("down", TouchPhase.began), ("move", .moved), ("up", .ended)] {
          if let t = m[key] { return target(t).map { .touch(finger: finger, phase: phase, at: $0) } }
        }
        return fail(v, "`touch` needs one of `down`, `move`, `up`")
      case "mouse":
        guard let m = map(v, ["down", "move", "up", "button"]) else { return nil }
        let buttonNumber = m["button"].flatMap { number($0) } ?? 1
        guard (1...5).contains(buttonNumber), buttonNumber == buttonNumber.rounded() else {
          return fail(v, "`button` is 1 (left) to 5")
        }
        let button = Int(buttonNumber)
        for (key, phase) in [("down", TouchPhase.began), ("move", .moved), ("up", .ended)] {
          if let t = m[key] { return target(t).map { .mouse(phase: phase, at: $0, button: button) } }
        }
        return fail(v, "`mouse` needs one of `down`, `move`, `up`")
      case "keyDown", "keyUp":
        guard case .scalar = v else {
          return fail(v, "`\(k)` takes one key such as `lshift`, not \(kind(v))")
        }
        guard let s = v.string, KeyChord(s) != nil else {
          return fail(v, "unknown key `\(v.string ?? "")` (write e.g. `a`, `lshift`, `ctrl+z`)")
        }
        return k == "keyDown" ? .keyDown(s) : .keyUp(s)
      case "key":
        guard case .scalar = v else {
          return fail(v, "`key` takes one key such as `a` or `ctrl+z`, not \(kind(v))")
        }
        guard let s = v.string, KeyChord(s) != nil else {
          return fail(
            v, "unknown key `\(v.string ?? "")` (write e.g. `a`, `return`, `ctrl+z`, `ctrl+shift+z`)")
        }
        return .key(s)
      case "type":
        guard let s = v.string else { return fail(v, "`type` takes a string") }
        return .type(s)
      case "shake": return .shake
      case "focusLost": return .focusLost
      case "remote":
        let scripted = ["play", "pause", "next", "previous"]
        guard let s = v.string, scripted.contains(s), let command = EventSubtype(remoteCommand: s) else {
          let hint = v.string.map { suggest($0, scripted) } ?? ""
          return fail(v, "`remote` is one of play, pause, next, previous\(hint)")
        }
        return .remote(command)
      case "menu":
        guard let s = v.string, StandardEditAction(rawValue: s) != nil else {
          return fail(v, "`menu` is one of copy, cut, paste, select, selectAll, delete")
        }
        return .menu(s)
      case "sensor":
        guard let m = map(v, ["accelerometer", "gyroscope"]) else { return nil }
        for (key, kind) in [("accelerometer", SensorKind.accelerometer), ("gyroscope", .gyroscope)] {
          if let t = m[key] {
            guard case .sequence(let seq) = t, seq.count == 3 else {
              return fail(t, "`\(key)` takes [x, y, z]")
            }
            let values = seq.compactMap { number($0) }
            guard values.count == 3 else { return fail(t, "`\(key)` takes three numbers") }
            return .sensor(kind, values)
          }
        }
        return fail(v, "`sensor` needs `accelerometer` or `gyroscope`")
      case "wait":
        guard let s = number(v), s >= 0, s <= 3600 else {
          return fail(v, "`wait` takes seconds from 0 to 3600")
        }
        return .wait(s)
      case "shot":
        return confinedPNG(v, "shot").map(ScriptStep.shot)
      case "answer":
        guard case .scalar = v, let id = v.string, !id.isEmpty else {
          return fail(v, "`answer` takes an id (a view, controller, recognizer) or `nobody`")
        }
        refs.append(ScriptReference(id: id, kind: .answer, location: loc(v)))
        return .answer(id)
      case "lesson":
        if v.string == "all" { return .lesson(nil) }
        guard let d = number(v), d >= 1, d == d.rounded(), d < 1000 else {
          return fail(v, "`lesson` takes `all` or a step number from 1")
        }
        return .lesson(Int(d))
      case "expect":
        return expectations(v).map(ScriptStep.expect)
      default:
        error(kn, "unknown step `\(k)`\(suggest(k, TestScriptParser.stepKeys))")
        return nil
      }
    }

    mutating func expectations(_ n: Node) -> [ScriptExpectation]? {
      guard let kv = pairs(n) else { return fail(n, "`expect` takes a mapping of checks") }
      var out: [ScriptExpectation] = []
      var tolerance = 0
      var fraction = 0.0
      for (k, _, v) in kv where k == "tolerance" {
        if let m = pairs(v) {
          for (kk, _, vv) in m {
            guard let value = number(vv) else {
              error(vv, "`tolerance.\(kk)` takes a number")
              continue
            }
            if kk == "channel" { tolerance = Int(min(255, max(0, value))) }
            if kk == "pixels" { fraction = value }
          }
        } else if let value = number(v) {
          tolerance = Int(min(255, max(0, value)))
        } else {
          error(v, "`tolerance` takes a number or `{channel, pixels}`")
        }
      }
      for (k, kn, v) in kv {
        switch k {
        case "hitView": out.append(.hitView(reference(optionalID(v), v, .view)))
        case "hitPath": if let l = ids(v, .view) { out.append(.hitPath(l)) }
        case "chain": if let l = ids(v, .responder) { out.append(.chain(l)) }
        case "handledBy": out.append(.handledBy(reference(optionalID(v), v, .responder)))
        case "actionChain": if let l = ids(v, .responder) { out.append(.actionChain(l)) }
        case "actionHandledBy": out.append(.actionHandledBy(reference(optionalID(v), v, .responder)))
        case "firstResponder": out.append(.firstResponder(reference(optionalID(v), v, .responder)))
        case "undoStack", "redoStack":
          // A list checks the manager the first responder finds; a map
          // checks one manager per starting responder, each entry its own
          // check (`{ field: [Typing], paintButton: [Paint] }`).
          var entries: [(from: String?, names: [String])] = []
          if let m = pairs(v) {
            for (from, fromNode, names) in m {
              if let l = list(names) { entries.append((reference(from, fromNode, .responder), l)) }
            }
          } else if let l = list(v) {
            entries.append((nil, l))
          }
          for (from, names) in entries {
            out.append(k == "undoStack" ? .undoStack(from: from, names) : .redoStack(from: from, names))
          }
        case "props":
          guard let m = pairs(v) else {
            error(v, "`props` maps `id.property` to a value")
            continue
          }
          var props: [(String, PropertyValue)] = []
          for (path, pn, value) in m {
            guard path.contains(".") else {
              error(pn, "`\(path)` should be `id.property`")
              continue
            }
            _ = reference(String(path[..<path.firstIndex(of: ".")!]), pn, .view)
            props.append((path, propertyValue(value)))
          }
          out.append(.props(props))
        case "gestures":
          guard let m = pairs(v) else {
            error(v, "`gestures` maps a recognizer id to a state")
            continue
          }
          var states: [(String, String)] = []
          for (id, idNode, state) in m {
            _ = reference(id, idNode, .recognizer)
            guard let text = state.string else {
              error(state, "a gesture state is a name such as `began` or `recognized`, got \(kind(state))")
              continue
            }
            states.append((id, text))
          }
          out.append(.gestures(states))
        case "calls":
          if let l = list(v) {
            if case .sequence(let seq) = v {
              for item in seq {
                if let call = item.string, let dot = call.firstIndex(of: ".") {
                  _ = reference(String(call[..<dot]), item, .responder)
                }
              }
            }
            out.append(.calls(l))
          }
        case "logs": if let l = list(v) { out.append(.logs(l)) }
        case "menu": if let l = list(v) { out.append(.menu(l)) }
        case "image":
          // `image: a.png`, or `image: { file: a.png, overlay: false, region: id }`.
          var overlay = true
          var region: String?
          var fileNode: Node? = v
          if let m = pairs(v) {
            fileNode = nil
            for (kk, kkn, vv) in m {
              switch kk {
              case "file": fileNode = vv
              case "overlay":
                guard let b = vv.string, b == "true" || b == "false" else {
                  error(vv, "`overlay` is true or false")
                  continue
                }
                overlay = b == "true"
              case "region": region = reference(vv.string, vv, .view)
              default:
                error(kkn, "unknown key `\(kk)` in `image`\(suggest(kk, ["file", "overlay", "region"]))")
              }
            }
          }
          guard let fileNode else {
            error(v, "`image` takes a .png file name, or `{ file: F.png, overlay: false, region: id }`")
            continue
          }
          guard let path = confinedPNG(fileNode, "image") else { continue }
          out.append(
            .image(path: path, tolerance: tolerance, fraction: fraction, overlay: overlay, region: region))
        case "route":
          guard let s = v.string, s.hasSuffix(".jsonl") else {
            error(v, "`route` takes a .jsonl file name")
            continue
          }
          out.append(.route(path: resolve(s, against: file)))
        case "tolerance": break
        case "quiz":
          guard let m = map(v, ["score", "asked", "pending"]) else { continue }
          func count(_ key: String) -> Int? {
            guard let n = m[key] else { return nil }
            guard let d = number(n), d >= 0, d == d.rounded(), d < 1_000_000 else {
              error(n, "`quiz.\(key)` takes a whole number")
              return nil
            }
            return Int(d)
          }
          out.append(.quiz(score: count("score"), asked: count("asked"), pending: count("pending")))
        default:
          error(kn, "unknown expectation `\(k)`\(suggest(k, TestScriptParser.expectKeys))")
        }
      }
      return out
    }

    mutating func fail<T>(_ n: Node, _ message: String) -> T? {
      error(n, message)
      return nil
    }

    mutating func map(_ n: Node, _ allowed: [String]) -> [String: Node]? {
      guard let kv = pairs(n) else {
        error(n, "expected a mapping with \(allowed.map { "`\($0)`" }.joined(separator: ", "))")
        return nil
      }
      var out: [String: Node] = [:]
      for (k, kn, v) in kv {
        if !allowed.contains(k) {
          error(kn, "unknown key `\(k)`\(suggest(k, allowed))")
        }
        out[k] = v
      }
      return out
    }

    mutating func target(_ n: Node) -> ScriptTarget? {
      if case .sequence(let seq) = n {
        let v = seq.compactMap { number($0) }
        guard v.count == 2, seq.count == 2 else { return fail(n, "a point is [x, y]") }
        return .point(Point(x: v[0], y: v[1]))
      }
      if case .scalar = n, let s = n.string, !s.isEmpty {
        refs.append(ScriptReference(id: s, kind: .view, location: loc(n)))
        return .view(s)
      }
      if case .mapping = n {
        guard let m = map(n, ["view", "offset"]), let idNode = m["view"], let id = idNode.string, !id.isEmpty,
          case .sequence(let seq)? = m["offset"], seq.count == 2
        else { return fail(n, "expected `{ view: id, offset: [dx, dy] }`") }
        let v = seq.compactMap { number($0) }
        guard v.count == 2 else { return fail(n, "`offset` is [dx, dy]") }
        refs.append(ScriptReference(id: id, kind: .view, location: loc(idNode)))
        return .viewOffset(id, Point(x: v[0], y: v[1]))
      }
      return fail(n, "expected a view id, [x, y] or { view: id, offset: [dx, dy] }")
    }

    /// Notes that `n` names `id` (nil: names nothing) and hands it back.
    mutating func reference(_ id: String?, _ n: Node, _ kind: ScriptReference.Kind) -> String? {
      if let id, !id.isEmpty { refs.append(ScriptReference(id: id, kind: kind, location: loc(n))) }
      return id
    }

    /// A list of ids, each noted where it is written.
    mutating func ids(_ n: Node, _ kind: ScriptReference.Kind) -> [String]? {
      guard let l = list(n) else { return nil }
      if case .sequence(let seq) = n { for item in seq { _ = reference(item.string, item, kind) } }
      return l
    }

    func number(_ n: Node) -> Double? {
      guard case .scalar(let s) = n else { return nil }
      guard let d = Double(s.string), d.isFinite else { return nil }
      return d
    }

    mutating func list(_ n: Node) -> [String]? {
      guard case .sequence(let seq) = n else { return fail(n, "expected a list") }
      var out: [String] = []
      for item in seq {
        guard let text = item.string else {
          return fail(item, "expected a name in the list, got \(kind(item))")
        }
        out.append(text)
      }
      return out
    }

    func kind(_ n: Node) -> String {
      switch n {
      case .scalar: "a value"
      case .sequence: "a list"
      case .mapping: "a map"
      }
    }

    /// A script file's own path for `shot:` and `image:`: relative, inside
    /// the script's folder (no `..`), ending in `.png` — as scene assets
    /// are confined to the scene's folder.
    mutating func confinedPNG(_ n: Node, _ key: String) -> String? {
      guard let s = n.string, !s.isEmpty else { return fail(n, "`\(key)` takes a .png file name") }
      guard s.hasSuffix(".png"), s.count > 4 else {
        return fail(n, "`\(key)` takes a file name ending in .png")
      }
      guard !s.hasPrefix("/"), !s.split(separator: "/").contains("..") else {
        return fail(n, "`\(key)` names a file inside the script's folder (no absolute path, no `..`)")
      }
      return resolve(s, against: file)
    }

    /// One id, or null for "none"; a list or map is an error (it used to
    /// read as null, so `handledBy: [label]` passed with nothing handled).
    mutating func optionalID(_ n: Node) -> String? {
      guard case .scalar(let s) = n else { return fail(n, "expected one id or null, got \(kind(n))") }
      if s.string == "null" || s.string == "~" || s.string.isEmpty { return nil }
      return s.string
    }

    func propertyValue(_ n: Node) -> PropertyValue {
      switch n {
      case .sequence(let seq):
        let v = seq.compactMap { number($0) }
        if v.count == 4 { return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3])) }
        return .string(seq.map { $0.string ?? "" }.joined(separator: ","))
      case .scalar(let s):
        if s.style == .plain {
          if s.string == "null" || s.string == "~" { return .null }
          if s.string == "true" { return .bool(true) }
          if s.string == "false" { return .bool(false) }
          if let d = Double(s.string) { return .number(d) }
        }
        if let c = Color(hex: s.string) { return .color(c) }
        return .string(s.string)
      default:
        return .null
      }
    }
  }
}

extension ScriptStep {
  /// Whether this is an `expect` with a `route` check.
  /// Whether the quiz has to listen: an `answer` step or a `quiz` check.
  var usesQuiz: Bool {
    switch self {
    case .answer, .lesson: return true
    case .expect(let checks):
      return checks.contains { if case .quiz = $0 { return true } else { return false } }
    default: return false
    }
  }

  var hasRouteExpectation: Bool {
    guard case .expect(let checks) = self else { return false }
    return checks.contains { if case .route = $0 { return true } else { return false } }
  }
}

/// Resolves `path` against the folder of `file` unless it is absolute.
func resolve(_ path: String, against file: String) -> String {
  if path.hasPrefix("/") { return path }
  guard let slash = file.lastIndex(of: "/") else { return path }
  return String(file[...slash]) + path
}

/// ` (did you mean `x`?)` for the closest candidate, or nothing.
func suggest(_ word: String, _ candidates: [String]) -> String {
  guard let best = SceneSuggestion.closest(to: word, in: candidates) else { return "" }
  return " (did you mean `\(best)`?)"
}
