import Foundation
import ResponderCore
import ResponderScene

/// Turning the recorded units into a script: each unit's step chosen by
/// replaying it headless, each `expect` written from that replay.
extension SessionRecorder {
  /// A recording's script and what is worth telling the person who made it.
  public struct Recording {
    public var text: String
    /// Units no written step replays as the session did (kept touch by
    /// touch, with the replay's outcome), by test and step.
    public var differences: [String]
    /// No input reached the window: the script is one `nothing recorded`
    /// test (`rlab record` says so on stderr).
    public var recordedNothing = false
  }

  /// Why a recording could not be written: a step the recorder wrote that
  /// its own replay cannot parse (a recorder bug, never the session's).
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The replayed script's errors, at their places in it (`recording`).
    case stepDoesNotParse([ScriptError])

    public var description: String {
      switch self {
      case .stepDoesNotParse(let errors):
        "a recorded step does not parse: " + errors.map(\.description).joined(separator: "\n")
      }
    }
  }

  /// The whole script: one test per stretch of work, after the session
  /// ended. Plays steps headless through SDL (`SDLRuntime.start(headless:)`
  /// must have run).
  public func script(scenePath: String, name: String) throws -> String {
    try recording(scenePath: scenePath, name: name).text
  }

  public func recording(scenePath: String, name: String) throws -> Recording {
    finish()
    var s =
      "# Recorded by `rlab record` (\(name)). Each step is one gesture or key, each `expect` what it did;\n"
    s += "# a test after the first continues where the one above ended (`continues: true`).\n"
    s += "scene: \(ScriptYAML.scalar(scenePath))\ntests:\n"
    let kept = tests.filter { !$0.isEmpty }
    if kept.isEmpty { return emptyRecording(s) }
    var setup: [String] = []
    var names: Set<String> = []
    var differences: [String] = []
    for (t, units) in kept.enumerated() {
      let nextStart = t + 1 < kept.count ? kept[t + 1].first!.start : endTime
      let steps = try chooseSteps(units, after: setup, nextStart: nextStart)
      let body = try writeSteps(units, steps, test: t, after: setup, differences: &differences)
      let title = Self.uniqueName(Self.name(steps.chosen.map(\.summary)), among: &names)
      s += "  - name: \(ScriptYAML.quoted(title))\n"
      if !setup.isEmpty { s += "    continues: true\n" }
      s += "    steps:\n"
      s += body.map { $0.hasPrefix("#") ? "      \($0)\n" : "      - \($0)\n" }.joined()
      setup += zip(steps.chosen, steps.waits).flatMap { $0.lines + ($1.map { [$0] } ?? []) }
    }
    return Recording(text: s, differences: differences)
  }

  /// A session with no gesture or key: one test that checks the scene's
  /// first responder as built, before any input.
  private func emptyRecording(_ header: String) -> Recording {
    let first = scene.window.firstResponder?.identifier
    let fresh = SceneBuilder().build(scene.document).window.firstResponder?.identifier ?? first
    var s = header + "  - name: \"nothing recorded\"\n    steps:\n"
    s += "      - expect: { firstResponder: \(fresh.map(ScriptYAML.scalar) ?? "null") }\n"
    var empty = Recording(text: s, differences: [])
    empty.recordedNothing = true
    return empty
  }

  /// What the search settled on for one test's units: each unit's step and
  /// the wait after it, and for some a note on how its replay differs.
  struct ChosenSteps {
    var chosen: [Candidate] = []
    var waits: [String?] = []
    /// Units whose chosen step, replayed, does not do what the session did: why.
    var disagreed: [Int: String] = [:]
    /// Units whose step does what the session did but with other values: which.
    var pinned: [Int: String] = [:]
  }

  /// Each unit's step, the most readable that replays as the session went.
  private func chooseSteps(_ units: [RecordedUnit], after setup: [String], nextStart: Double) throws
    -> ChosenSteps
  {
    let exactWaits = units.indices.map { k in
      RecordedUnit.wait(
        from: units[k].end, to: k + 1 < units.count ? units[k + 1].start : nextStart, step: step)
    }
    var steps = ChosenSteps()
    steps.waits = units.indices.map { k in
      RecordedUnit.roundedWait(
        from: units[k].end, to: k + 1 < units.count ? units[k + 1].start : nextStart, step: step)
    }
    for (k, unit) in units.enumerated() {
      let prefix = setup + zip(steps.chosen, steps.waits).flatMap { $0.lines + ($1.map { [$0] } ?? []) }
      let candidates = unit.candidates(step: step)
      let waits = steps.waits[k] == exactWaits[k] ? [steps.waits[k]] : [steps.waits[k], exactWaits[k]]
      let found = try pickStep(for: unit, among: candidates, after: prefix, waits: waits)
      if let c = found.pick {
        steps.waits[k] = found.wait
        if let off = found.off { steps.pinned[k] = off }
        steps.chosen.append(c)
      } else {
        steps.disagreed[k] = found.why
        steps.chosen.append(candidates.last!)
      }
    }
    return steps
  }

  /// The first candidate, in order of readability, whose replay shows
  /// the values the session showed (numbers within `pinTolerance`):
  /// those are what the expect pins. Failing that, the first whose
  /// replay did what the session did, the values moved the same way
  /// (a drag written as `from`/`to` lifts at another speed than the
  /// hand did); the script then says where the values differ (`off`).
  /// Each with the wait rounded, then, if none agrees, the exact wait.
  /// Nil, with the first difference seen, when none does either.
  private func pickStep(
    for unit: RecordedUnit, among candidates: [Candidate], after prefix: [String], waits: [String?]
  ) throws -> (pick: Candidate?, wait: String?, off: String?, why: String) {
    var why = ""
    var roughly: (Candidate, String?, String)?
    for wait in waits {
      for c in candidates {
        let replay = try Replay(scene.document, types: types)
        try replay.play(prefix)
        replay.observer.mark()
        let start = replay.context.watchPositions()
        try replay.play(c.lines)
        // Where the fingers moved the views, up to the lift.
        let held = replay.context.overshoots(start: start)
        // Read on through the wait only when the script will (an
        // `extremes` check), so the clock steps as `rlab test`'s does.
        replay.context.narrowExtremes(to: Array(held.keys))
        try replay.play(wait.map { [$0] } ?? [])
        let out = replay.observer.snapshot(kind: unit.kind)
        guard let live = unit.live else { break }
        if let d = out.difference(
          from: live, before: replay.observer.before.props, liveBefore: unit.liveBefore)
          ?? Self.extremesDiffer(held, live: unit.liveOvershoots)
        {
          if why.isEmpty { why = d }
          if getenv("RLAB_RECORD_DEBUG") != nil { print("record: \(c.lines.first ?? ""): \(d)") }
        } else if let off = out.valuesDiffer(from: live) {
          if roughly == nil { roughly = (c, wait, off) }
        } else {
          return (c, wait, nil, why)
        }
      }
      if unit.live == nil { break }
    }
    if let (c, wait, off) = roughly { return (c, wait, off, why) }
    return (nil, nil, nil, why)
  }

  /// The test's steps and their expectations, from one replay of the
  /// chosen steps after the tests above (`setup`).
  private func writeSteps(
    _ units: [RecordedUnit], _ steps: ChosenSteps, test t: Int, after setup: [String],
    differences: inout [String]
  ) throws -> [String] {
    let (chosen, waits, disagreed, pinned) = (steps.chosen, steps.waits, steps.disagreed, steps.pinned)
    let replay = try Replay(scene.document, types: types)
    try replay.play(setup)
    var body: [String] = []
    if !setup.isEmpty {
      // `continues: true` starts this test's `actions` and `logs` afresh
      // after the inputs above, as this `expect` does here.
      let state = replay.observer.snapshot(kind: nil)
      try replay.play([
        "expect: { firstResponder: \(state.firstResponder.map(ScriptYAML.scalar) ?? "null") }"
      ])
    }
    for (k, unit) in units.enumerated() {
      replay.observer.mark()
      let before = replay.observer.before
      let lines = chosen[k].lines + (waits[k].map { [$0] } ?? [])
      // Positions are read every tick: those that went past both their
      // start and their end (a drag held at `limits:`, a spring past its
      // rest) are pinned as `extremes`, so a changed limit fails.
      let start = replay.context.watchPositions()
      try replay.play(chosen[k].lines)
      let held = replay.context.overshoots(start: start).keys.sorted()
      replay.context.narrowExtremes(to: held)
      try replay.play(waits[k].map { [$0] } ?? [])
      var expect = replay.observer.snapshot(kind: unit.kind).expectLine(before: before)
      // Each position the fingers moved past both its ends, with what the
      // check reads: its range over the whole step, the wait included.
      if !held.isEmpty {
        let entries = held.compactMap { path in
          replay.context.extremesSeen[path].map {
            "\(ScriptYAML.scalar(path)): [\(formatPoints($0.least)), \(formatPoints($0.greatest))]"
          }
        }
        expect = String(expect.dropLast(2)) + ", extremes: { " + entries.joined(separator: ", ") + " } }"
      }
      let failures = try replay.play([expect])
      if let why = disagreed[k] {
        body.append(
          "# replayed, this does not do what the session did (\(why)); the expect is the replay's")
        differences.append("test \(t + 1), step \(k + 1) (\(chosen[k].summary)): \(why)")
      }
      if let off = pinned[k] {
        body.append("# the session showed \(off); no step written replays those values exactly")
        differences.append("test \(t + 1), step \(k + 1) (\(chosen[k].summary)): the session showed \(off)")
      }
      for f in failures { differences.append("test \(t + 1), step \(k + 1): \(f)") }
      body += lines + [expect]
    }
    return body
  }

  /// Why a replay's overshooting positions are not the session's: another
  /// position went past its ends, or one by more than half a point
  /// otherwise (a drag from `from` to `to` never reaches the limit the hand
  /// pulled the view to). Nil when they agree.
  static func extremesDiffer(
    _ replay: [String: ScenePositions.Range], live: [String: ScenePositions.Range]
  ) -> String? {
    for path in Set(replay.keys).union(live.keys).sorted() {
      let show = { (r: ScenePositions.Range?) in
        r.map { "[\(formatPoints($0.least)), \(formatPoints($0.greatest))]" } ?? "within its ends"
      }
      let (a, b) = (replay[path], live[path])
      guard let a, let b, abs(a.least - b.least) <= 0.5, abs(a.greatest - b.greatest) <= 0.5 else {
        return "\(path) went \(show(b)) in the session, \(show(a)) in the replay"
      }
    }
    return nil
  }

  /// A test's name from what was done: `swipe item1 left, press ctrl+z`.
  static func name(_ summaries: [String]) -> String {
    var parts: [String] = []
    for s in summaries where parts.last != s {
      parts.append(s)
      if parts.count == 3 { break }
    }
    var n = parts.joined(separator: ", ")
    if Set(summaries).count > parts.count { n += ", …" }
    return n.count > 80 ? String(n.prefix(79)) + "…" : n
  }

  /// `name`, or `name (2)` when a test above has it already.
  static func uniqueName(_ name: String, among names: inout Set<String>) -> String {
    var candidate = name
    var i = 2
    while names.contains(candidate) {
      candidate = "\(name) (\(i))"
      i += 1
    }
    names.insert(candidate)
    return candidate
  }
}

/// One headless replay of recorded steps on a fresh copy of the scene,
/// through SDL's queue and the virtual clock, exactly as `rlab test` runs
/// them; an `OutcomeObserver` watches it.
final class Replay {
  let context: TestContext
  let observer: OutcomeObserver

  init(_ doc: SceneDocument, types: SceneTypes = SceneTypes()) throws {
    context = TestContext.fresh(doc, types: types)
    observer = OutcomeObserver(scene: context.scene)
  }

  /// Plays script lines (each one step as a script writes it) and returns
  /// the failures of any `expect` among them.
  @discardableResult
  func play(_ lines: [String]) throws(SessionRecorder.Failure) -> [String] {
    guard !lines.isEmpty else { return [] }
    let text =
      "scene: replay.yaml\ntests:\n  - name: replay\n    steps:\n"
      + lines.map { "      - \($0)\n" }.joined()
    let steps: [LocatedStep]
    switch TestScriptParser.parse(text: text, file: "recording") {
    case .failure(let f): throw SessionRecorder.Failure.stepDoesNotParse(f.errors)
    case .success(let script):
      guard let test = script.tests.first, test.problems.isEmpty else {
        throw SessionRecorder.Failure.stepDoesNotParse(script.tests.first?.problems ?? [])
      }
      steps = test.steps
    }
    var failures: [String] = []
    context.play(steps, shooter: nil, failures: &failures, stopAtStepError: true)
    return failures
  }
}
