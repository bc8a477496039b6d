import ResponderCore

/// Why a parsed step could not be played; thrown by the step and printed
/// after the step's `FILE:LINE:COLUMN:` (`TestContext.play`).
public enum StepProblem: Error, Hashable, Sendable, CustomStringConvertible {
  case unknownView(String, suggestion: String?)
  /// A point outside the window of size `window`.
  case outsideWindow(Point, window: Size)
  /// `{ text: … }` that no shown view has; `shown` lists at most 12 views
  /// with their texts, `more` when there are others.
  case noViewShowing(String, shown: [String], more: Bool)
  /// `{ text: … }` that several views show.
  case manyViewsShowing(String, ids: [String])
  case unknownKey(String)
  case noVideo
  /// `choose:` with no menu shown, or no item of that title.
  case noMenu(String)
  case noMenuItem(String, shown: [String])
  case answerWhileDeciding(String)
  case noQuestion(String)
  case noLesson
  case lessonStepCount(Int, asked: Int)
  case unresolvedFolder
  case outsideFolder(String)
  /// The trace file could not be opened (`SafeFile`'s reason).
  case traceUnwritable(String)
  /// A synthesized input SDL has no event for.
  case notPushable(String)

  public var message: String {
    switch self {
    case .unknownView(let id, let suggestion):
      ScriptProblem.unknownReference(id, kind: .view, suggestion: suggestion).message
    case .outsideWindow(let p, let size):
      "the point \(p) is outside the window (\(formatPoints(size.width))×\(formatPoints(size.height)))"
    case .noViewShowing(let text, let shown, let more):
      "no view in the window shows the text \(ScriptYAML.quoted(text)); views with text: "
        + (shown.isEmpty ? "none" : shown.joined(separator: ", ")) + (more ? ", …" : "")
    case .manyViewsShowing(let text, let ids):
      "\(ids.count) views show the text \(ScriptYAML.quoted(text)): \(ids.joined(separator: ", ")); name one by id"
    case .unknownKey(let key): ScriptProblem.unknownKey(key, in: nil, suggestion: nil).message
    case .noVideo: "screenshots need SDL video (not available here)"
    case .noMenu(let title): "`choose: \(title)`: no menu is shown"
    case .noMenuItem(let title, let shown):
      "`choose: \(title)`: the menu shown has no such item (\(shown.joined(separator: ", ")))"
    case .answerWhileDeciding(let id):
      "no quiz question is waiting for `answer: \(id)` yet: the touches are still in play "
        + "(a recognizer is deciding); `wait:` until the gesture is decided"
    case .noQuestion(let id):
      "no quiz question is waiting for `answer: \(id)` (every question so far is answered)"
    case .noLesson: "the scene has no `lesson:` section to play"
    case .lessonStepCount(let count, let asked): "the lesson has \(count) steps, not \(asked)"
    case .unresolvedFolder: "cannot resolve the script's folder"
    case .outsideFolder(let path): "\(path) is outside the script's folder; shots and goldens stay inside it"
    case .traceUnwritable(let reason): "cannot write the trace: \(reason)"
    case .notPushable(let input): "a gesture cannot push \(input) through SDL"
    }
  }

  /// The message, as `play` prints it after the step's location.
  public var description: String { message }
}
