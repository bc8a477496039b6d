import ResponderCore
import ResponderIO
import ResponderScene

/// Parses test scripts through the same guarded YAML path as scenes
/// (`SafeYAML`: aliases, anchors, tags, depth and size refused).
public enum TestScriptParser {
  public static let stepKeys = [
    "tap", "doubleTap", "longPress", "drag", "pinch", "rotate", "swipe", "touch", "mouse", "scroll", "key",
    "keyDown",
    "keyUp", "type",
    "shake", "remote", "menu", "sensor", "focusLost", "wait", "waitUntil", "shot", "answer", "lesson",
    "expect",
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

  public static let expectKeys = [
    "hitView", "hitPath", "chain", "handledBy", "actionChain", "actionHandledBy", "firstResponder",
    "undoStack", "redoStack", "props", "gestures", "calls", "actions", "logs", "menu", "image", "tolerance",
    "route", "quiz",
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

    /// A message is one line: control characters in the user text it
    /// quotes (a key, an id, a key name) are escaped, so a newline cannot
    /// forge a line such as `Scenes/figure1.yaml:1:1: all good` (issue 25).
    mutating func error(_ n: Node, _ message: String) {
      errors.append("\(loc(n)): \(TerminalText.quoted(message))")
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
      var tags: [String] = []
      var skip: String?
      var only: ScriptLocation?
      for (k, kn, v) in kv {
        switch k {
        case "name": name = v.string ?? name
        case "tags":
          guard case .sequence(let seq) = v, let l = list(v),
            seq.allSatisfy({ if case .scalar = $0 { return true } else { return false } }), !l.contains("")
          else {
            error(v, "`tags` is a list of names, e.g. [smoke, ci]")
            continue
          }
          tags = l
        case "skip":
          guard case .scalar = v, let reason = v.string, !reason.isEmpty, reason != "false" else {
            if v.string != "false" { error(v, "`skip` takes the reason, e.g. skip: \"waits for issue 12\"") }
            continue
          }
          skip = reason == "true" ? "skipped" : reason
        case "only":
          guard case .scalar = v, let b = v.string, b == "true" || b == "false" else {
            error(v, "`only` is true or false")
            continue
          }
          if b == "true" { only = loc(kn) }
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
        default:
          error(kn, "unknown key `\(k)` in a test\(suggest(k, ["name", "steps", "tags", "skip", "only"]))")
        }
      }
      if playedSeconds > TestScriptParser.maxPlayedSeconds, problems.isEmpty {
        let limit = Int(TestScriptParser.maxPlayedSeconds)
        problems.append("\(loc(n)): not run: the script's input steps pass \(limit) s in all")
      }
      var test = ScriptTest(name: name, location: loc(n), steps: steps, errors: problems)
      test.tags = tags
      test.skip = skip
      test.only = only != nil
      test.onlyLocation = only
      return test
    }
  }
}
