import ResponderCore
import ResponderScene

/// A scene's `lesson:` section: ordered steps a learner goes through in the
/// live window (quiz mode on), and that `rlab test` plays headless (the
/// `lesson: all` step) to check that every answer the lesson expects is
/// still what the sandbox does.
///
/// ```yaml
/// lesson:
///   title: Hit-testing rules
///   steps:
///     - text: Hit-testing starts at the window …   # shown first
///       yourself: Tap the word "Name".             # what to do by hand (optional)
///       do: { tap: label }                         # a script step: the "Do it" button, and headless
///       question: Where does the touch land?       # leads into the quiz's questions (optional)
///       answers: [label, background, …]            # the quiz's right answers, in order
///       explain: The label is the deepest view …   # shown once the questions are answered
/// ```
public struct Lesson: Sendable {
  public struct Step: Sendable {
    public var text: String
    public var yourself: String?
    public var perform: LocatedStep?
    public var question: String?
    public var answers: [String]
    public var explain: String?
    public var location: ScriptLocation
    /// Where each of `answers` is written, so `rlab check` resolves them
    /// (as a script's `answer:`) against the scene's ids.
    public var answerReferences: [ScriptReference] = []
  }

  /// The ids the lesson names that `scene` lacks: in its `do:` steps and its
  /// `answers`, each an `unknown … id` error with a did-you-mean at its own
  /// place. `rlab check` on the scene and on any script of it ask this.
  public func unresolved(in scene: BuiltScene) -> [ScriptError] {
    ScriptDiagnosis.unresolved(
      steps.flatMap { ($0.perform?.references ?? []) + $0.answerReferences }, in: scene)
  }

  public var title: String
  public var steps: [Step]

  static let keys = ["title", "steps"]
  static let stepKeys = ["text", "yourself", "do", "question", "answers", "explain"]

  /// The lesson of the scene at `path`; nil when it has none.
  public static func load(scenePath path: String) -> Result<Lesson?, TestScriptParser.Failure> {
    switch SafeYAML.composeFile(path: path, document: "scene") {
    case .failure(let e): return .failure(TestScriptParser.Failure(e))
    case .success(let node): return parse(node, file: path)
    }
  }

  public static func parse(text: String, file: String) -> Result<Lesson?, TestScriptParser.Failure> {
    switch SafeYAML.compose(bytes: Array(text.utf8), file: file, document: "scene") {
    case .failure(let e): return .failure(TestScriptParser.Failure(e))
    case .success(let node): return parse(node, file: file)
    }
  }

  static func parse(_ root: Node, file: String) -> Result<Lesson?, TestScriptParser.Failure> {
    var p = TestScriptParser.Parser(file: file)
    guard let top = p.pairs(root), let (_, _, node) = top.first(where: { $0.0 == "lesson" }) else {
      return .success(nil)
    }
    let lesson = p.lesson(node)
    if let lesson, p.errors.isEmpty { return .success(lesson) }
    return .failure(TestScriptParser.Failure(errors: p.errors))
  }
}

extension TestScriptParser.Parser {
  mutating func lesson(_ n: Node) -> Lesson? {
    guard let m = map(n, Lesson.keys) else { return nil }
    var steps: [Lesson.Step] = []
    guard case .sequence(let seq)? = m["steps"], !seq.isEmpty else {
      return fail(m["steps"] ?? n, .rule(.lessonSteps))
    }
    for s in seq {
      guard let sm = map(s, Lesson.stepKeys) else { continue }
      guard let textNode = sm["text"], let text = textNode.string, !text.isEmpty else {
        error(s, .rule(.lessonStepText))
        continue
      }
      for key in ["text", "yourself", "question", "explain"] { lessonTextFits(sm[key]) }
      var perform: LocatedStep?
      if let d = sm["do"] {
        refs.removeAll()
        if let step = self.step(d) { perform = LocatedStep(step: step, location: loc(d), references: refs) }
      }
      var answers: [String] = []
      refs.removeAll()
      if let a = sm["answers"] { answers = ids(a, .answer) ?? [] }
      steps.append(
        Lesson.Step(
          text: text, yourself: sm["yourself"]?.string, perform: perform, question: sm["question"]?.string,
          answers: answers, explain: sm["explain"]?.string, location: loc(s), answerReferences: refs))
      refs.removeAll()
    }
    lessonTextFits(m["title"])
    return Lesson(title: m["title"]?.string ?? "Lesson", steps: steps)
  }

  /// A lesson's texts are limited as a label's are
  /// (`SceneLimits.maxTextLength`): an 8 MB `text:` took 8 s to lay out
  /// before the live window's first frame (issue 25).
  mutating func lessonTextFits(_ n: Node?) {
    let limit = SceneLimits.default.maxTextLength
    guard let n, let text = n.string, text.unicodeScalars.count > limit else { return }
    let count = text.count
    if count > limit { error(n, .scene(.tooMany(.text(count: count, max: limit)))) }
  }
}
