import Foundation
import MCP
import ResponderCore
import ResponderOverlay
import ResponderScene
import ResponderTesting

/// `act`, `explain` and `predict`: events played, or played on a copy, and
/// where each one went.
extension RLabTools {
  /// The largest scene `explain` copies.
  static let maxExplainViews = SceneLimits.default.maxViews / 2

  /// Parses `steps` (each item a step) as a test's steps, and checks their
  /// ids against the session's scene, as `rlab test` does before it plays.
  func parsedSteps(_ values: [Value], label: String, in s: MCPSession) throws -> [StepText.Item] {
    let texts = try values.map { (v: Value) throws(ToolFailure) -> String in try StepText.text(of: v) }
    let items = try StepText.parse(texts, label: label)
    let unresolved = ScriptDiagnosis.unresolved(items.flatMap(\.step.references), in: s.scene)
    if !unresolved.isEmpty { throw ToolFailure(unresolved.map(\.description).joined(separator: "\n")) }
    try confineFiles(of: items.map(\.step))
    try s.admit(items)
    return items
  }

  func act(_ args: Arguments) throws -> CallTool.Result {
    let s = try session(args)
    guard let raw = args["steps"] else { throw ToolFailure("`steps` is missing") }
    let values: [Value]
    if case .array(let a) = raw { values = a } else { values = [raw] }
    let items = try parsedSteps(values, label: "steps", in: s)
    let outcomes = s.play(items, shooter: nil)
    var steps: [Value] = []
    var lines: [String] = []
    for o in outcomes {
      let events = o.lines.map(RouteValue.value(json:))
      steps.append([
        "step": .string(o.item.text), "events": .array(events),
        "failures": .array(o.failures.map { .string($0) }),
      ])
      lines.append("\(o.item.text)" + (o.records.isEmpty ? ": no event" : ""))
      lines += o.records.map { "  " + RouteValue.summary($0) }
      lines += o.failures.map { "  FAIL " + $0.replacingOccurrences(of: "\n", with: "\n  ") }
    }
    let stopped = outcomes.last?.stopped ?? false
    if stopped { lines.append("stopped: the step above could not be played; the steps after it were not") }
    let result = CallTool.Result.summary(
      lines.joined(separator: "\n"), ["steps": .array(steps), "stopped": .bool(stopped)])
    // A failed expectation or waitUntil, or a step that could not be played,
    // makes the call an error result; what was dispatched is still there.
    let failed = stopped || outcomes.contains { !$0.failures.isEmpty }
    return failed
      ? CallTool.Result(content: result.content, structuredContent: result.structuredContent, isError: true)
      : result
  }

  func explain(_ args: Arguments) throws -> CallTool.Result {
    let s = try session(args)
    let event = (try args.optionalString("event") ?? "touch").trimmingCharacters(in: .whitespaces)
    let at = args["at"]
    let words = event.split(separator: " ", maxSplits: 1).map(String.init)
    // The copy doubles the scene's memory: half the view limit keeps the
    // two within what one scene at the limit takes (docs/RELIABILITY.md).
    guard s.scene.viewsMade <= Self.maxExplainViews else {
      throw ToolFailure(
        "explain replays the session on a copy of its scene, and this one has \(s.scene.viewsMade) views "
          + "(at most \(Self.maxExplainViews) for explain): use act, and read its route")
    }
    let copy = try s.replayedCopy()
    var collected: [DispatchRecord] = []
    copy.app.recordObservers.append { collected.append($0) }
    var actionValue: Value = .null
    var whyNot: String?
    var lines: [String] = []
    switch words.first {
    case "touch":
      guard let at else { throw ToolFailure("`at` is missing: the view id or [x, y] a touch lands on") }
      let items = try StepText.parse([try StepText.text(of: ["tap": at])], label: "at")
      let unresolved = ScriptDiagnosis.unresolved(items.flatMap(\.step.references), in: copy.scene)
      if !unresolved.isEmpty { throw ToolFailure(unresolved.map(\.description).joined(separator: "\n")) }
      let (failures, played) = copy.play(items.map(\.step))
      if played == 0 { throw ToolFailure(failures.joined(separator: "\n")) }
      lines.append("a tap at \(try StepText.text(of: at)) would go:")
      // Aimed at a view that is not hit: the why-not text `rlab test`
      // prints under a failed `hitView`, read on the copy.
      if case .string(let id) = at, copy.scene.views[id] != nil, let why = copy.failure(of: .hitView(id)) {
        whyNot = why.split(separator: "\n").first { $0.contains("why:") }.map {
          $0.trimmingCharacters(in: .whitespaces)
        }
      }
    case "key":
      guard words.count == 2 else { throw ToolFailure("`event: key CHORD` names the key, e.g. `key tab`") }
      let items = try StepText.parse([try StepText.text(of: ["key": .string(words[1])])], label: "event")
      let (failures, played) = copy.play(items.map(\.step))
      if played == 0 { throw ToolFailure(failures.joined(separator: "\n")) }
      lines.append(
        "key \(words[1]) would go (to the first responder, \(copy.window.firstResponder?.identifier ?? "none: the window")):"
      )
    case "action":
      guard words.count == 2 else {
        throw ToolFailure("`event: action NAME` names the action, e.g. `action submit`")
      }
      guard case .string(let id)? = at, let sender = copy.scene.views[id] else {
        throw ToolFailure("`at` names the view that sends the action (an id of the scene)")
      }
      copy.app.sendAction(words[1], to: nil, from: sender, for: nil)
      if let a = copy.app.lastActionRecord, a.action == words[1] {
        actionValue = RouteValue.value(a)
        lines.append("\(id) sending \(words[1]) with a nil target: " + RouteValue.action(a))
      }
    default:
      throw ToolFailure("`event` is `touch`, `key CHORD` or `action NAME` (got `\(event)`)")
    }
    let events = collected.map { RouteValue.value($0, app: copy.app, window: copy.window) }
    lines += collected.map { "  " + RouteValue.summary($0) }
    if let whyNot { lines.append(whyNot) }
    lines.append(
      "(explained on a copy replaying the session's \(s.history.count) steps; the session is unchanged)")
    var result: [String: Value] = ["events": .array(events), "action": actionValue]
    if let whyNot { result["whyNot"] = .string(whyNot) }
    return .summary(lines.joined(separator: "\n"), .object(result))
  }

  func predict(_ args: Arguments) throws -> CallTool.Result {
    let s = try session(args)
    guard let step = args["step"] else { throw ToolFailure("`step` is missing") }
    guard case .object(let p)? = args["prediction"] else {
      throw ToolFailure(
        "`prediction` takes an object: hitView, chain, handledBy, actionHandledBy, recognizer")
    }
    let prediction = try Prediction(p)
    let items = try parsedSteps([step], label: "step", in: s)
    let outcomes = s.play(items)
    guard let o = outcomes.first else { throw ToolFailure("nothing was played") }
    if o.stopped { throw ToolFailure(o.failures.joined(separator: "\n")) }
    var quiz = Quiz()
    for r in o.records { quiz.observe(r, in: s.scene.app) }
    quiz.settle()
    var questions: [Value] = []
    var lines: [String] = []
    var right = 0
    var asked = 0
    while let q = quiz.current {
      let given = prediction.answer(q)
      let v = quiz.answer(given ?? "")
      guard let v else { break }
      var entry: [String: Value] = [
        "question": .string(q.prompt), "answer": .string(q.answer), "reason": .string(q.reason),
        "event": .int(q.event),
      ]
      if let given {
        asked += 1
        if v.right { right += 1 }
        entry["given"] = .string(given)
        entry["right"] = .bool(v.right)
        lines.append(
          "\(v.right ? "right" : "WRONG"): \(q.prompt) \(q.answer)\(v.right ? "" : " (you said \(given))") — \(q.reason)"
        )
      } else {
        entry["given"] = .null
        lines.append("not predicted: \(q.prompt) \(q.answer) — \(q.reason)")
      }
      questions.append(.object(entry))
    }
    let differences = prediction.differences(from: o.records)
    let events = o.lines.map(RouteValue.value(json:))
    let text =
      "score \(right)/\(asked)\n" + lines.joined(separator: "\n")
      + (differences.isEmpty
        ? "" : "\ndifferences:\n" + differences.map { "  " + $0 }.joined(separator: "\n"))
      + "\nwhat happened:\n" + o.records.map { "  " + RouteValue.summary($0) }.joined(separator: "\n")
    return .summary(
      text,
      [
        "score": .int(right), "asked": .int(asked), "questions": .array(questions),
        "differences": .array(differences.map { .string($0) }), "events": .array(events),
      ])
  }
}

/// An agent's prediction of a step's route, read as answers to the quiz's
/// questions (`Quiz`): the same questions, reasons and marking a learner
/// gets in the live window.
struct Prediction {
  var hitView: String?
  var chain: [String]?
  var handledBy: String?
  var actionHandledBy: String?
  var recognizer: String?

  init(_ o: [String: Value]) throws(ToolFailure) {
    let args = Arguments(o)
    let known = ["hitView", "chain", "handledBy", "actionHandledBy", "recognizer"]
    if let k = o.keys.sorted().first(where: { !known.contains($0) }) {
      let hint = SceneSuggestion.closest(to: k, in: known).map { "; did you mean '\($0)'?" } ?? ""
      throw ToolFailure("unknown key '\(k)' in `prediction`\(hint)")
    }
    hitView = try args.optionalString("hitView")
    chain = try args.strings("chain")
    handledBy = try args.optionalString("handledBy")
    actionHandledBy = try args.optionalString("actionHandledBy")
    recognizer = try args.optionalString("recognizer")
  }

  /// The answer the prediction gives to `q`, or nil when it says nothing of it.
  func answer(_ q: Quiz.Question) -> String? {
    switch q.kind {
    case .hitView: return hitView
    case .handlesOrPasses(let id):
      if let handledBy { return id == handledBy ? Quiz.handles : Quiz.passes }
      guard let chain, chain.contains(id) else { return nil }
      return id == chain.last ? Quiz.handles : Quiz.passes
    case .nextResponder(let after):
      guard let chain else { return nil }
      guard let after else { return chain.first ?? Quiz.nobody }
      guard let i = chain.firstIndex(of: after) else { return nil }
      return i + 1 < chain.count ? chain[i + 1] : Quiz.nobody
    case .actionHandler: return actionHandledBy
    case .winningRecognizer: return recognizer
    case .undoOwner, .arrivesAsTouches: return nil
    }
  }

  /// Where the prediction and the first event that hit-tested (else the
  /// first event) part.
  func differences(from records: [DispatchRecord]) -> [String] {
    guard let r = records.first(where: { $0.hitView != nil }) ?? records.first else { return [] }
    var out: [String] = []
    if let hitView, hitView != (r.hitView?.identifier ?? Quiz.nobody) {
      out.append("hitView: predicted \(hitView), was \(r.hitView?.identifier ?? Quiz.nobody)")
    }
    let realChain = r.chain.map(\.identifier)
    if let chain, chain != realChain {
      let i =
        zip(chain, realChain).enumerated().first { $0.element.0 != $0.element.1 }?.offset
        ?? min(chain.count, realChain.count)
      out.append(
        "chain: parts at hop \(i + 1): predicted [\(chain.joined(separator: ", "))], was [\(realChain.joined(separator: ", "))]"
      )
    }
    if let handledBy, handledBy != (r.handledBy?.identifier ?? Quiz.nobody) {
      out.append("handledBy: predicted \(handledBy), was \(r.handledBy?.identifier ?? Quiz.nobody)")
    }
    let actions = records.flatMap(\.actions)
    if let actionHandledBy, let a = actions.first, actionHandledBy != (a.handledBy?.identifier ?? Quiz.nobody)
    {
      out.append(
        "actionHandledBy: predicted \(actionHandledBy), was \(a.handledBy?.identifier ?? Quiz.nobody) (\(RouteValue.action(a)))"
      )
    }
    if actionHandledBy != nil, actions.isEmpty { out.append("actionHandledBy: no action was sent") }
    return out
  }
}
