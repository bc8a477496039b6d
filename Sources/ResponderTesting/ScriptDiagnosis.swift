import Foundation
import ResponderCore
import ResponderIO
import ResponderOverlay
import ResponderScene

/// Everything wrong with a script before any step runs: the one parse and
/// resolution that `rlab check` and `rlab test` share, so that `check`
/// never passes a script that `test` then rejects.
///
/// Three layers, each reported in full rather than stopping at the first
/// error: the script's own YAML and keys, its scene (which must exist and
/// load), and the ids its steps and expectations name (which must exist in
/// that scene, with a did-you-mean for near misses).
public struct ScriptDiagnosis {
  public var file: String
  /// The parsed script, when its top level could be read.
  public var script: TestScript?
  /// The loaded scene, when it exists and loads.
  public var scene: SceneDocument?
  /// Errors that make the whole script unusable (YAML, top-level keys, the scene).
  public var scriptProblems: [ScriptError] = []
  /// Errors of each test, by index in `script.tests` (bad steps, unknown ids).
  public var testProblems: [[ScriptError]] = []
  /// `scriptProblems` as printed, `FILE:LINE:COLUMN: message` each.
  public var scriptErrors: [String] { scriptProblems.map(\.description) }
  /// `testProblems` as printed (every test's: index `testProblems` for one).
  public var testErrors: [[String]] { testProblems.map { $0.map(\.description) } }
  /// The scene's `lesson:` section, when it has one.
  public var lesson: Lesson?

  /// Every error, script-wide ones first, as `FILE:LINE:COLUMN: message`.
  public var allErrors: [String] { scriptErrors + testErrors.flatMap { $0 } }

  /// Parses the script at `path`, loads its scene (naming the Swift classes
  /// in `types`) and resolves every id.
  public static func diagnose(path: String, types: SceneTypes = SceneTypes()) -> ScriptDiagnosis {
    if isMangledName(path) {
      var d = ScriptDiagnosis(file: path)
      d.scriptProblems = [ScriptError(.mangledFileName, at: ScriptLocation(file: path, line: 1, column: 1))]
      return d
    }
    switch TestScriptParser.load(path: path) {
    case .success(let script):
      return diagnose(script, types: types)
    case .failure(let f):
      var d = ScriptDiagnosis(file: path)
      d.scriptProblems = f.errors
      return d
    }
  }

  /// Whether `path` came from bytes that are not UTF-8: Swift decodes such
  /// a name (an argument, a folder entry) with U+FFFD in place of the bad
  /// bytes, and opening it then fails as "No such file or directory".
  public static func isMangledName(_ path: String) -> Bool {
    path.unicodeScalars.contains("\u{FFFD}")
  }

  /// Loads `script`'s scene and resolves the ids its tests name; the tests
  /// past `viewBudget` views built in all are not run.
  public static func diagnose(
    _ script: TestScript, viewBudget: Int = maxViewsBuilt, types: SceneTypes = SceneTypes()
  ) -> ScriptDiagnosis {
    var d = ScriptDiagnosis(file: script.file, script: script)
    d.testProblems = script.tests.map(\.problems)
    guard FileManager.default.fileExists(atPath: script.scene) else {
      d.scriptProblems.append(ScriptError(.noSceneFile(script.scene), at: script.sceneLocation))
      return d
    }
    switch SceneLoader.load(path: script.scene, assetsDirectory: AssetLocator.assetsDirectory, types: types) {
    case .failure(let errors):
      d.scriptProblems.append(ScriptError(.sceneDoesNotLoad(script.scene), at: script.sceneLocation))
      d.scriptProblems.append(contentsOf: errors.errors.map(ScriptError.init))
    case .success(let doc):
      d.scene = doc
      let built = SceneBuilder(types: types).build(doc)
      switch Lesson.load(scenePath: script.scene) {
      case .success(let lesson):
        d.lesson = lesson
        if let lesson {
          d.scriptProblems += lesson.unresolved(in: built)
        }
      case .failure(let f): d.scriptProblems += f.errors
      }
      let perTest = max(1, doc.viewCount)
      for (i, test) in script.tests.enumerated() {
        d.testProblems[i] = inFileOrder(
          d.testProblems[i] + unresolved(test.steps.flatMap(\.references), in: built))
        if d.testProblems[i].isEmpty, let e = checksNothing(test) { d.testProblems[i] = [e] }
        if (i + 1) * perTest > viewBudget, d.testProblems[i].isEmpty {
          d.testProblems[i] = [
            ScriptError(.viewBudget(views: doc.viewCount, budget: viewBudget), at: test.location)
          ]
        }
      }
    }
    return d
  }

  /// The most views a script's tests build in all: each test starts on a
  /// freshly built scene, and 1,000 one-line tests over a 200,000-view
  /// scene rebuilt it for minutes (issue 25). Building costs about 2 µs
  /// a view in a release build, so a script stays near 2 s.
  public static let maxViewsBuilt = 1_000_000

  /// The error of a test that could not fail: no step of it checks anything
  /// (`ScriptStep.checksSomething`), so it would pass whatever the sandbox
  /// did. Asked last, of a test with no other error, so that a misspelt
  /// `expect` key is reported as itself.
  static func checksNothing(_ test: ScriptTest) -> ScriptError? {
    if test.steps.contains(where: \.step.checksSomething) { return nil }
    return ScriptError(.checksNothing(test.name), at: test.location)
  }

  /// Errors sorted by line and column (stable for equal places); one
  /// test's errors are all in its script's file.
  static func inFileOrder(_ errors: [ScriptError]) -> [ScriptError] {
    errors.enumerated().sorted { a, b in
      let (pa, pb) = (
        (a.element.location.line, a.element.location.column),
        (b.element.location.line, b.element.location.column)
      )
      return pa != pb ? pa < pb : a.offset < b.offset
    }.map(\.element)
  }

  /// An `unknown … id` error for each reference `scene` lacks.
  public static func unresolved(_ references: [ScriptReference], in scene: BuiltScene) -> [ScriptError] {
    // The shake-to-edit alert's views are the system's, there once a shake
    // brings the alert up (`ShakeToEditAlert`); so is a page sheet's
    // dimming view, in a scene that has a page sheet (`DimmingView`).
    // The software keyboard's window, the keyboard and its keys are the
    // system's too (`KeyboardView.ids`): a scene reads `keyboard.frame`
    // whether or not a text field has brought it up yet.
    var viewIDs = Set(scene.views.keys).union(["window"]).union(ShakeToEditAlert.ids).union(KeyboardView.ids)
    if scene.controllers.values.contains(where: {
      [.pageSheet, .formSheet].contains($0.modalPresentationStyle)
    }) {
      viewIDs.insert(DimmingView.id)
    }
    let responderIDs = Set(scene.responders.keys).union(viewIDs)
    let recognizerIDs = Set(scene.recognizers.keys)
    var out: [ScriptError] = []
    for r in references {
      let known: Set<String>
      switch r.kind {
      case .view: known = viewIDs
      case .responder: known = responderIDs
      case .recognizer: known = recognizerIDs
      case .figure:
        // A controller's own properties too (`details.selectedDetent`).
        known = viewIDs.union(recognizerIDs).union(["touch"]).union(scene.controllers.keys)
      case .answer:
        known = responderIDs.union(recognizerIDs).union([
          Quiz.nobody, Quiz.handles, Quiz.passes, Quiz.touches, Quiz.noTouches, "application",
        ])
      }
      if known.contains(r.id) { continue }
      var id = r.id
      if r.kind == .figure {
        // A `props` path: known when a prefix up to a dot is an id.
        let prefixes = r.id.indices.filter { r.id[$0] == "." }.map { String(r.id[..<$0]) }
        if prefixes.contains(where: known.contains) { continue }
        id = prefixes.first ?? r.id
      }
      let suggestion = SceneSuggestion.closest(to: id, in: known.sorted())
      out.append(ScriptError(.unknownReference(id, kind: r.kind, suggestion: suggestion), at: r.location))
    }
    return out
  }
}
