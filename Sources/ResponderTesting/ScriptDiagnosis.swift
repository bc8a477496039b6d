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
  public var scriptErrors: [String] = []
  /// Errors of each test, by index in `script.tests` (bad steps, unknown ids).
  public var testErrors: [[String]] = []
  /// The scene's `lesson:` section, when it has one.
  public var lesson: Lesson?

  /// Every error, script-wide ones first, as `FILE:LINE:COLUMN: message`.
  public var allErrors: [String] { scriptErrors + testErrors.flatMap { $0 } }

  /// Parses the script at `path`, loads its scene and resolves every id.
  public static func diagnose(path: String) -> ScriptDiagnosis {
    if isMangledName(path) {
      var d = ScriptDiagnosis(file: path)
      d.scriptErrors = [
        "\(path):1:1: the file name is not valid UTF-8; rename it (it cannot be opened by this name)"
      ]
      return d
    }
    switch TestScriptParser.load(path: path) {
    case .success(let script):
      return diagnose(script)
    case .failure(let f):
      var d = ScriptDiagnosis(file: path)
      d.scriptErrors = f.messages
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
  public static func diagnose(_ script: TestScript, viewBudget: Int = maxViewsBuilt) -> ScriptDiagnosis {
    var d = ScriptDiagnosis(file: script.file, script: script)
    d.testErrors = script.tests.map(\.errors)
    guard FileManager.default.fileExists(atPath: script.scene) else {
      d.scriptErrors.append("\(script.sceneLocation): no scene file at \(script.scene)")
      return d
    }
    switch SceneLoader.load(path: script.scene, assetsDirectory: AssetLocator.assetsDirectory) {
    case .failure(let errors):
      d.scriptErrors.append("\(script.sceneLocation): the scene \(script.scene) does not load:")
      d.scriptErrors.append(contentsOf: errors.errors.map(\.description))
    case .success(let doc):
      d.scene = doc
      let built = SceneBuilder().build(doc)
      switch Lesson.load(scenePath: script.scene) {
      case .success(let lesson):
        d.lesson = lesson
        if let lesson {
          d.scriptErrors += unresolved(lesson.steps.flatMap { $0.perform?.references ?? [] }, in: built)
        }
      case .failure(let f): d.scriptErrors += f.messages
      }
      let perTest = max(1, doc.viewCount)
      for (i, test) in script.tests.enumerated() {
        d.testErrors[i] = inFileOrder(
          d.testErrors[i] + unresolved(test.steps.flatMap(\.references), in: built))
        if d.testErrors[i].isEmpty, let e = checksNothing(test) { d.testErrors[i] = [e] }
        if (i + 1) * perTest > viewBudget, d.testErrors[i].isEmpty {
          d.testErrors[i] = [
            "\(test.location): not run: each test builds the scene's \(doc.viewCount) views afresh, and "
              + "the script's tests pass \(viewBudget) views in all (split the script)"
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
  static func checksNothing(_ test: ScriptTest) -> String? {
    if test.steps.contains(where: \.step.checksSomething) { return nil }
    return "\(test.location): test '\(TerminalText.quoted(test.name))' checks nothing: add an expect step"
  }

  /// Messages sorted by their `FILE:LINE:COLUMN` (stable for equal places).
  static func inFileOrder(_ messages: [String]) -> [String] {
    func place(_ m: String) -> (Int, Int) {
      let parts = m.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count >= 3, let l = Int(parts[1]) else { return (Int.max, 0) }
      return (l, Int(parts[2]) ?? 0)
    }
    return messages.enumerated().sorted { a, b in
      let (pa, pb) = (place(a.element), place(b.element))
      return pa != pb ? pa < pb : a.offset < b.offset
    }.map(\.element)
  }

  /// `FILE:LINE:COLUMN: unknown … id` for each reference `scene` lacks.
  public static func unresolved(_ references: [ScriptReference], in scene: BuiltScene) -> [String] {
    // The shake-to-edit alert's views are the system's, there once a shake
    // brings the alert up (`ShakeToEditAlert`); so is a page sheet's
    // dimming view, in a scene that has a page sheet (`DimmingView`).
    var viewIDs = Set(scene.views.keys).union(["window"]).union(ShakeToEditAlert.ids)
    if scene.controllers.values.contains(where: { $0.modalPresentationStyle == .pageSheet }) {
      viewIDs.insert(DimmingView.id)
    }
    let responderIDs = Set(scene.responders.keys).union(viewIDs)
    let recognizerIDs = Set(scene.recognizers.keys)
    var out: [String] = []
    for r in references {
      let known: Set<String>
      let what: String
      switch r.kind {
      case .view: (known, what) = (viewIDs, "view id")
      case .responder: (known, what) = (responderIDs, "responder id")
      case .recognizer: (known, what) = (recognizerIDs, "gesture recognizer id")
      case .figure: (known, what) = (viewIDs.union(recognizerIDs).union(["touch"]), "view or recognizer id")
      case .answer:
        (known, what) = (
          responderIDs.union(recognizerIDs).union([Quiz.nobody, Quiz.handles, Quiz.passes, "application"]),
          "answer id"
        )
      }
      if known.contains(r.id) { continue }
      let hint =
        SceneSuggestion.closest(to: r.id, in: known.sorted()).map { " (did you mean `\($0)`?)" } ?? ""
      out.append("\(r.location): unknown \(what) `\(TerminalText.quoted(r.id))`\(hint)")
    }
    return out
  }
}
