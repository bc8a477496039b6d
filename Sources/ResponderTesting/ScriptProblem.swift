import ResponderScene

/// What is wrong with a test script, or with a step as it runs: a closed
/// set of cases carrying the values their messages quote, so a test
/// matches `.unknownStep("tapp", suggestion: "tap")` rather than a
/// substring (as swift-argument-parser's `ParserError` cases carry their
/// `InputOrigin`; here the origin is the `ScriptError`'s location).
public enum ScriptProblem: Hashable, Sendable {
  /// The script's bytes or YAML (read by `SafeYAML`, as scenes are), or
  /// the scene file it plays.
  case scene(SceneProblem)
  /// A file with nothing a script holds.
  case notAScript
  /// A scene file (`root:`, `window:`, no `scene:` or `tests:`) given as a
  /// test script.
  case sceneNotScript
  /// A script path whose bytes were not UTF-8 (it cannot be opened by the
  /// name Swift decoded).
  case mangledFileName
  /// `scene:` names no file.
  case noSceneFile(String)
  /// `scene:` names a file that does not load; its errors follow.
  case sceneDoesNotLoad(String)
  /// An id a step names that the scene lacks, of the `kind` the step needs.
  case unknownReference(String, kind: ScriptReference.Kind, suggestion: String?)
  /// A test none of whose steps checks anything; its name.
  case checksNothing(String)
  /// A test past the script's budget of `budget` views built, each test
  /// building the scene's `views` afresh.
  case viewBudget(views: Int, budget: Int)
  case missingScene
  /// A key a map does not have; the map is named when it is a test or an `image:`.
  case unknownKey(String, in: MapKind?, suggestion: String?)
  case unknownStep(String, suggestion: String?)
  case unknownExpectation(String, suggestion: String?)
  /// A map that is something else; `keys` are the keys it may have.
  case expectedMapping(keys: [String])
  /// A list item that is not a name.
  case expectedName(got: ValueKind)
  /// One id or null expected.
  case expectedID(got: ValueKind)
  /// `key`, `keyDown`, `keyUp` given a list or map.
  case oneKey(KeyStep, got: ValueKind)
  /// A key name `KeyChord` does not know, given to `step`.
  case unknownKeyName(String, step: KeyStep)
  case unknownSwipeDirection(String, suggestion: String?)
  /// `remote:` other than play, pause, next, previous.
  case unknownRemote(suggestion: String?)
  /// `type:` text holding a control character, which a keyboard sends as a key.
  case controlCharacter(UInt32)
  /// A `shot:`, `image:` or `route:` file name.
  case file(key: String, FileRule)
  /// A `fingers:` key that is not a finger number.
  case fingerNumber(String)
  case fingerTwice(Int64)
  case fingerNeedsChange(Int64)
  /// A `gestures:` state that is not a name.
  case gestureState(got: ValueKind)
  /// A `gestures:` state name that is no `GestureRecognizer.State` (nor
  /// `recognized`): caught by `rlab check`, not left to fail at run time as
  /// "expected: recognised, seen: recognized".
  case unknownGestureState(String, suggestion: String?)
  /// A `props:` key that is not `id.property`.
  case propertyPath(String)
  /// A test past `TestScriptParser.maxVirtualSeconds`.
  case virtualTime(limit: Int)
  /// A script past `TestScriptParser.maxPlayedSeconds` of input.
  case playedTime(limit: Int)
  /// A test not run because the script passed `maxPlayedSeconds`.
  case notRun(limit: Int)
  /// What one key takes, when the value is not that.
  case rule(ScriptRule)
  /// A step that could not be played (`StepProblem`).
  case step(StepProblem)

  /// The text after `FILE:LINE:COLUMN: `.
  public var message: String {
    switch self {
    case .scene(let problem): problem.message
    case .notAScript: "not a test script"
    case .sceneNotScript:
      "this is a scene, not a test script (it has `root:`, no `scene:` or `tests:`): open it with `rlab run`; "
        + "a test script names it with `scene: FILE` and lists `tests:`"
    case .mangledFileName: "the file name is not valid UTF-8; rename it (it cannot be opened by this name)"
    case .noSceneFile(let path): "no scene file at \(path)"
    case .sceneDoesNotLoad(let path): "the scene \(path) does not load:"
    case .unknownReference(let id, let kind, let suggestion):
      "unknown \(Self.idName(kind)) `\(id)`" + Self.hint(suggestion)
    case .checksNothing(let name): "test '\(name)' checks nothing: add an expect step"
    case .viewBudget(let views, let budget):
      "not run: each test builds the scene's \(views) views afresh, and "
        + "the script's tests pass \(budget) views in all (split the script)"
    case .missingScene: "missing `scene`"
    case .unknownKey(let key, let context, let suggestion):
      "unknown key `\(key)`\(context.map { " in \($0.name)" } ?? "")" + Self.hint(suggestion)
    case .unknownStep(let step, let suggestion): "unknown step `\(step)`" + Self.hint(suggestion)
    case .unknownExpectation(let key, let suggestion): "unknown expectation `\(key)`" + Self.hint(suggestion)
    case .expectedMapping(let keys):
      "expected a mapping with \(keys.map { "`\($0)`" }.joined(separator: ", "))"
    case .expectedName(let got): "expected a name in the list, got \(got.name)"
    case .expectedID(let got): "expected one id or null, got \(got.name)"
    case .oneKey(let step, let got):
      "`\(step.rawValue)` takes one key such as \(step.example), not \(got.name)"
    case .unknownKeyName(let key, let step): "unknown key `\(key)` (write e.g. \(step.examples))"
    case .unknownSwipeDirection(let name, let suggestion):
      "unknown swipe direction `\(name)`: one of left, right, up, down" + Self.hint(suggestion)
    case .unknownRemote(let suggestion):
      "`remote` is one of play, pause, next, previous" + Self.hint(suggestion)
    case .controlCharacter(let c):
      "`type` cannot type the control character \(Self.codePoint(c)); a keyboard types it as a key (`key: return`, `key: tab`)"
    case .file(let key, let rule): rule.message(key)
    case .fingerNumber(let key): "a finger is a whole number from 0 to 1000, not `\(key)`"
    case .fingerTwice(let finger): "finger \(finger) is named twice: one finger changes once in a frame"
    case .fingerNeedsChange(let finger): "finger \(finger) needs one of `down`, `move`, `up`"
    case .gestureState(let got): "a gesture state is a name such as `began` or `recognized`, got \(got.name)"
    case .unknownGestureState(let name, let suggestion):
      "unknown gesture state `\(name)`: one of \(TestScriptParser.gestureStateNames.joined(separator: ", "))"
        + Self.hint(suggestion)
    case .propertyPath(let path): "`\(path)` should be `id.property`"
    case .virtualTime(let limit): "the test's steps pass \(limit) s of virtual time in all"
    case .playedTime(let limit): "the script's input steps pass \(limit) s in all; split the script"
    case .notRun(let limit): "not run: the script's input steps pass \(limit) s in all"
    case .rule(let rule): rule.message
    case .step(let problem): problem.message
    }
  }

  /// What an unknown id of `kind` is called.
  static func idName(_ kind: ScriptReference.Kind) -> String {
    switch kind {
    case .view: "view id"
    case .responder: "responder id"
    case .recognizer: "gesture recognizer id"
    case .figure: "view, controller or recognizer id"
    case .answer: "answer id"
    }
  }

  /// ` (did you mean `x`?)`, or nothing.
  static func hint(_ suggestion: String?) -> String {
    suggestion.map { " (did you mean `\($0)`?)" } ?? ""
  }

  /// `U+000A`: at least four upper-case hex digits.
  static func codePoint(_ c: UInt32) -> String {
    let hex = String(c, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The rules of the files a script reads and writes, confined to its folder.
  public enum FileRule: Hashable, Sendable {
    /// No file name at all; `ending` is the one it needs (".png").
    case name(ending: String)
    case ending(String)
    /// An absolute path or one with `..`.
    case outside

    func message(_ key: String) -> String {
      switch self {
      case .name(let ending): "`\(key)` takes a \(ending) file name"
      case .ending(let ending): "`\(key)` takes a file name ending in \(ending)"
      case .outside: "`\(key)` names a file inside the script's folder (no absolute path, no `..`)"
      }
    }
  }
}
