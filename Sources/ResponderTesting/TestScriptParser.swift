import ResponderCore
import ResponderIO
import ResponderScene

/// Parses test scripts through the same guarded YAML path as scenes
/// (`SafeYAML`: aliases, anchors, tags, depth and size refused).
public enum TestScriptParser {
  public static let stepKeys = [
    "tap", "doubleTap", "longPress", "rightClick", "choose", "hover", "drag", "pinch", "rotate", "swipe",
    "touch",
    "mouse", "scroll", "trackpad", "key",
    "keyDown",
    "keyUp", "type",
    "shake", "remote", "menu", "sensor", "focusLost", "wait", "waitUntil", "shot", "answer", "lesson",
    "expect",
  ]
  /// The steps `touchType:` may stand beside: those that make touches, and hover.
  public static let typedStepKeys: Set<String> = [
    "tap", "doubleTap", "longPress", "drag", "swipe", "pinch", "rotate", "touch", "hover",
  ]
  /// The keys of a `touch` step: one finger's change, or `fingers`, several
  /// fingers' changes in one input frame.
  public static let touchKeys = ["finger", "down", "move", "up", "fingers"]
  /// The keys of one finger's change under `fingers` (exactly one of them).
  public static let fingerChangeKeys = ["down", "move", "up"]
  /// The longest `waitUntil` timeout: it is played tick by tick, checking.
  public static let maxWaitUntilSeconds = 60.0
  /// The most virtual time one test may take (waits, drags, long presses).
  public static let maxVirtualSeconds = 24.0 * 3600
  /// The most input time (steps other than `wait`, which fast-forwards) in
  /// one script file, all tests together: input is played tick by tick, and
  /// this keeps a script under 2 s however it is written.
  public static let maxPlayedSeconds = 300.0

  /// The keys of a script document.
  public static let documentKeys = ["scene", "before", "tests"]
  /// The keys of one test (`rlab schema script` lists the same).
  public static let testKeys = ["name", "steps", "tags", "skip", "only", "continues"]
  /// The names a `gestures:` expectation compares with: UIKit's
  /// `UIGestureRecognizer.State` cases, and `recognized`, UIKit's alias of
  /// `ended` (`UIGestureRecognizer.State.recognized`).
  /// The state a name in `gestures:` means: UIKit's names, with
  /// `recognized` for `.ended` (`UIGestureRecognizer.State.recognized`).
  static func gestureState(named name: String) -> GestureRecognizer.State? {
    name == "recognized" ? .recognized : GestureRecognizer.State(rawValue: name)
  }

  public static let gestureStateNames: [String] = {
    let states: [GestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    return states.map(\.rawValue) + ["recognized"]
  }()

  public static let expectKeys = [
    "hitView", "hitPath", "chain", "handledBy", "actionChain", "actionHandledBy", "firstResponder",
    "undoStack", "redoStack", "props", "gestures", "calls", "actions", "logs", "menu", "contextMenu",
    "shortcuts",
    "cursor", "image", "tolerance", "route", "quiz", "animations", "extremes",
  ]

  /// Every problem of a script (or a scene's `lesson:`), in the order found.
  public struct Failure: Error, CustomStringConvertible {
    public var errors: [ScriptError]
    /// The printed lines, `FILE:LINE:COLUMN: message` each.
    public var messages: [String] { errors.map(\.description) }
    public var problems: [ScriptProblem] { errors.map(\.problem) }
    public var description: String { messages.joined(separator: "\n") }

    init(errors: [ScriptError]) { self.errors = errors }
    init(_ errors: SceneErrors) { self.errors = errors.errors.map(ScriptError.init) }
  }

  public static func load(path: String) -> Result<TestScript, Failure> {
    switch SafeYAML.composeFile(path: path, document: "test script") {
    case .failure(let e): return .failure(Failure(e))
    case .success(let node): return parse(node, file: path)
    }
  }

  public static func parse(text: String, file: String) -> Result<TestScript, Failure> {
    switch SafeYAML.compose(bytes: Array(text.utf8), file: file, document: "test script") {
    case .failure(let e): return .failure(Failure(e))
    case .success(let node): return parse(node, file: file)
    }
  }

  static func parse(_ root: Node, file: String) -> Result<TestScript, Failure> {
    var p = Parser(file: file)
    let script = p.script(root)
    if let script, p.errors.isEmpty { return .success(script) }
    // The script as a whole is unusable; still list every test's errors too.
    let errors = p.errors + (script?.tests.flatMap(\.problems) ?? [])
    return .failure(
      Failure(
        errors: errors.isEmpty
          ? [ScriptError(.notAScript, at: ScriptLocation(file: file, line: 1, column: 1))] : errors
      ))
  }

  struct Parser {
    let file: String
    var errors: [ScriptError] = []
    /// Input time played tick by tick in the whole script (waits aside).
    var playedSeconds = 0.0
    /// Ids named by the step being parsed.
    var refs: [ScriptReference] = []
    /// Where each check of the step being parsed is written
    /// (`LocatedStep.checkLocations`).
    var checkPlaces: [ScriptLocation] = []

    func loc(_ n: Node) -> ScriptLocation {
      ScriptLocation(file: file, line: n.mark?.line ?? 1, column: n.mark?.column ?? 1)
    }

    /// Notes `problem` at `n`; `ScriptError.description` prints it on one line.
    mutating func error(_ n: Node, _ problem: ScriptProblem) {
      errors.append(ScriptError(problem, at: loc(n)))
    }

    func pairs(_ n: Node) -> [(String, Node, Node)]? {
      guard case .mapping(let m) = n else { return nil }
      return m.map { ($0.key.string ?? "", $0.key, $0.value) }
    }

    mutating func script(_ root: Node) -> TestScript? {
      guard let top = pairs(root) else {
        error(root, .rule(.scriptShape))
        return nil
      }
      // A scene given where a script belongs (`rlab test login.yaml`): one
      // error that says so, rather than an unknown key per scene key.
      let keys = Set(top.map(\.0))
      if keys.isDisjoint(with: TestScriptParser.documentKeys),
        keys.contains("root") || keys.contains("window")
      {
        error(root, .sceneNotScript)
        return nil
      }
      var scene: (String, ScriptLocation)?
      var tests: [ScriptTest] = []
      var before: [LocatedStep] = []
      var beforeProblems: [ScriptError] = []
      for (k, kn, v) in top {
        switch k {
        case "before":
          // Steps every test runs first, on its fresh scene (XCTest's
          // `setUp`): written once, not copied into each test (issue 44).
          before = steps(v, problems: &beforeProblems, virtualSeconds: 0)
        case "scene":
          guard let s = v.string, !s.isEmpty else {
            error(v, .rule(.sceneName))
            continue
          }
          scene = (resolve(s, against: file), loc(v))
        case "tests":
          guard case .sequence(let seq) = v else {
            error(v, .rule(.testsList))
            continue
          }
          for t in seq { if let test = self.test(t) { tests.append(test) } }
        default:
          error(
            kn,
            .unknownKey(
              k, in: nil, suggestion: SceneSuggestion.closest(to: k, in: TestScriptParser.documentKeys)))
        }
      }
      guard let scene else {
        error(root, .missingScene)
        return nil
      }
      return TestScript(
        file: file, scene: scene.0, sceneLocation: scene.1,
        tests: expanded(tests, before: before, beforeProblems: beforeProblems))
    }

    /// The tests as they run: each starts with the script's `before:`
    /// steps, and a `continues: true` test first replays the inputs of the
    /// test above it (its steps without their `expect` checks, which that
    /// test reports), then an empty `expect`, so its own checks of
    /// `actions`, `logs` and `calls` start afresh. Every step keeps its own
    /// place in the file, so a failure while reaching a test's start names
    /// the line above that failed. All this replayed input counts toward
    /// the script's played-time limit, as if written out.
    mutating func expanded(_ tests: [ScriptTest], before: [LocatedStep], beforeProblems: [ScriptError])
      -> [ScriptTest]
    {
      var out: [ScriptTest] = []
      var total = 0.0
      let limit = TestScriptParser.maxPlayedSeconds
      for var test in tests {
        var start = before
        var inherited = beforeProblems
        if let place = test.continuesLocation {
          if let above = out.last {
            start = above.steps.filter { if case .expect = $0.step { false } else { true } }
            start.append(LocatedStep(step: .expect([]), location: place))
            // The test above already begins with `before:` and its
            // problems; its time limits are judged here again, for this test.
            inherited = above.problems.filter {
              switch $0.problem {
              case .notRun, .virtualTime: false
              default: true
              }
            }
          } else {
            test.problems.append(ScriptError(.rule(.continuesFirst), at: place))
          }
        }
        test.steps = start + test.steps
        test.problems = inherited + test.problems
        let played = test.steps.reduce(0.0) { t, s in
          if case .wait = s.step { t } else { t + s.step.virtualSeconds }
        }
        total += played
        let virtual = test.steps.reduce(0.0) { $0 + $1.step.virtualSeconds }
        if total > limit, test.problems.isEmpty {
          test.problems.append(ScriptError(.notRun(limit: Int(limit)), at: test.location))
        } else if virtual > TestScriptParser.maxVirtualSeconds, test.problems.isEmpty {
          let hours = Int(TestScriptParser.maxVirtualSeconds)
          test.problems.append(ScriptError(.virtualTime(limit: hours), at: test.location))
        }
        out.append(test)
      }
      return out
    }

    mutating func test(_ n: Node) -> ScriptTest? {
      guard let kv = pairs(n) else {
        error(n, .rule(.testShape))
        return nil
      }
      var name = "test at line \(loc(n).line)"
      var steps: [LocatedStep] = []
      var problems: [ScriptError] = []
      var tags: [String] = []
      var skip: String?
      var only: ScriptLocation?
      var continues: ScriptLocation?
      for (k, kn, v) in kv {
        switch k {
        case "name": name = v.string ?? name
        case "tags":
          guard case .sequence(let seq) = v, let l = list(v),
            seq.allSatisfy({ if case .scalar = $0 { return true } else { return false } }), !l.contains("")
          else {
            error(v, .rule(.tags))
            continue
          }
          tags = l
        case "skip":
          // Null (or false) means no skip; a number is refused, as the
          // schema says (`skip: 0` and `skip: ~` used to skip, issue 37).
          guard case .scalar(let s) = v else {
            error(v, .rule(.skip))
            continue
          }
          let plain = s.style == .plain || s.style == .any
          if plain, ["null", "~", "", "false"].contains(s.string) { continue }
          guard !s.string.isEmpty, !(plain && Double(s.string) != nil) else {
            error(v, .rule(.skip))
            continue
          }
          skip = plain && s.string == "true" ? "skipped" : s.string
        case "only":
          guard case .scalar = v, let b = v.string, b == "true" || b == "false" else {
            error(v, .rule(.only))
            continue
          }
          if b == "true" { only = loc(kn) }
        case "continues":
          guard case .scalar = v, let b = v.string, b == "true" || b == "false" else {
            error(v, .rule(.continues))
            continue
          }
          if b == "true" { continues = loc(kn) }
        case "steps":
          steps = self.steps(v, problems: &problems, virtualSeconds: 0)
        default:
          error(
            kn,
            .unknownKey(
              k, in: .test,
              suggestion: SceneSuggestion.closest(to: k, in: TestScriptParser.testKeys)))
        }
      }
      if playedSeconds > TestScriptParser.maxPlayedSeconds, problems.isEmpty {
        let limit = Int(TestScriptParser.maxPlayedSeconds)
        problems.append(ScriptError(.notRun(limit: limit), at: loc(n)))
      }
      var test = ScriptTest(name: name, location: loc(n), steps: steps, problems: problems)
      test.tags = tags
      test.skip = skip
      test.only = only != nil
      test.onlyLocation = only
      test.continuesLocation = continues
      return test
    }

    /// A list of steps (a test's `steps:` or the script's `before:`), each
    /// at its place; a bad step's errors go to `problems` (it fails its own
    /// test; the other tests still run).
    mutating func steps(_ v: Node, problems: inout [ScriptError], virtualSeconds start: Double)
      -> [LocatedStep]
    {
      guard case .sequence(let seq) = v else {
        error(v, .rule(.stepsList))
        return []
      }
      var steps: [LocatedStep] = []
      var virtualSeconds = start
      for s in seq {
        let before = errors.count
        refs.removeAll()
        checkPlaces.removeAll()
        if let step = self.step(s) {
          var located = LocatedStep(step: step, location: loc(s), references: refs)
          located.checkLocations = checkPlaces
          steps.append(located)
          let limit = TestScriptParser.maxVirtualSeconds
          virtualSeconds += step.virtualSeconds
          if virtualSeconds > limit, virtualSeconds - step.virtualSeconds <= limit {
            error(s, .virtualTime(limit: Int(limit)))
          }
          if case .wait = step {
          } else {
            let limit = TestScriptParser.maxPlayedSeconds
            playedSeconds += step.virtualSeconds
            if playedSeconds > limit, playedSeconds - step.virtualSeconds <= limit {
              error(s, .playedTime(limit: Int(limit)))
            }
          }
        }
        // A bad step fails its own test; the other tests still run.
        problems.append(contentsOf: errors[before...])
        errors.removeSubrange(before...)
      }
      return steps
    }
  }
}
