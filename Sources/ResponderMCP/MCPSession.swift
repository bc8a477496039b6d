import Foundation
import MCP
import ResponderCore
import ResponderScene
import ResponderTesting

/// One scene an agent holds: built headless on the virtual clock, with
/// every step played on it so far, so that `explain` can replay them on a
/// copy and `to_test` can write them as a test.
///
/// A session is one test: its steps together stay within one test's limits
/// (docs/RELIABILITY.md: `maxPlayedSeconds` of input, `maxVirtualSeconds`
/// in all), which bounds every replay and the test `to_test` writes.
final class MCPSession {
  let id: String
  let document: SceneDocument
  /// The scene file under the root (nil: written inline).
  let scenePath: String?
  /// The scene's text, for the `scene` resource and for to_test of an inline scene.
  let sceneText: String
  private(set) var harness: SceneHarness
  /// Every step played, as given, with whether it held (a step whose
  /// expectation failed is left out of `to_test`).
  private(set) var history: [Played] = []
  /// The `--trace` line of every dispatch so far (the last `traceLimit`).
  private(set) var trace: [String] = []
  private(set) var traceDropped = 0
  /// The records of the call in progress, and their trace lines.
  private var collected: [DispatchRecord] = []
  private var collectedLines: [String] = []
  private var collecting = false
  private(set) var playedSeconds = 0.0
  private(set) var virtualSeconds = 0.0
  /// Bumped by every call that used the session (the least recent goes first).
  var lastUse = 0

  struct Played {
    /// The step as `to_test` writes it: as given, or an `expect` with only
    /// the checks that held.
    var text: String
    var step: LocatedStep
    /// Whether `to_test` writes it (an expectation that failed is left out).
    var held: Bool
    /// What was left out of it, for to_test's report.
    var leftOut: String?
  }

  /// The most trace lines a session keeps (older ones are dropped, and the
  /// resource says how many), as `BoundedLog` keeps calls.
  static let traceLimit = 10_000

  init(id: String, document: SceneDocument, scenePath: String?, sceneText: String) throws {
    self.id = id
    self.document = document
    self.scenePath = scenePath
    self.sceneText = sceneText
    harness = try SceneHarness(document: document, file: document.file)
    attach()
  }

  private func attach() {
    let app = harness.app
    let window = harness.window
    app.recordObservers.append { [unowned self, unowned app, unowned window] r in
      let owner = (window.firstResponder ?? window).undoManagerOwner?.identifier
      let line = r.jsonLine(undoOwner: owner, undo: app.activeUndoManager)
      if collecting {
        collected.append(r)
        collectedLines.append(line)
      }
      if trace.count >= Self.traceLimit {
        trace.removeFirst(trace.count / 2)
        traceDropped += Self.traceLimit / 2
      }
      trace.append(line)
    }
  }

  var scene: BuiltScene { harness.scene }

  /// Refuses steps that would take the session past one test's limits,
  /// with the words `rlab test` uses for a test or script past them.
  func admit(_ items: [StepText.Item]) throws(ToolFailure) {
    var played = playedSeconds
    var virtual = virtualSeconds
    for item in items {
      virtual += item.step.step.virtualSeconds
      if case .wait = item.step.step {} else { played += item.step.step.virtualSeconds }
      if virtual > TestScriptParser.maxVirtualSeconds {
        throw ToolFailure(
          ScriptError(.virtualTime(limit: Int(TestScriptParser.maxVirtualSeconds)), at: item.step.location)
            .description + " (a session is one test: load the scene again for a fresh one)")
      }
      if played > TestScriptParser.maxPlayedSeconds {
        throw ToolFailure(
          ScriptError(.playedTime(limit: Int(TestScriptParser.maxPlayedSeconds)), at: item.step.location)
            .description + " (a session is one test: load the scene again for a fresh one)")
      }
    }
  }

  /// One step's outcome: the records it dispatched, its failures, and the
  /// error that stopped it (a step that cannot be played).
  struct Outcome {
    var item: StepText.Item
    var records: [DispatchRecord]
    /// Each record's trace line, as the `trace` resource has it.
    var lines: [String]
    var failures: [String]
    var stopped: Bool
  }

  /// Plays steps in order, one at a time, as `rlab test` plays a test's;
  /// stops at a step that cannot be played. Steps played join the history.
  func play(_ items: [StepText.Item], shooter: SceneShooter? = nil) -> [Outcome] {
    var out: [Outcome] = []
    for item in items {
      collected.removeAll()
      collectedLines.removeAll()
      collecting = true
      let (failures, played) = harness.play([item.step], shooter: shooter)
      collecting = false
      out.append(
        Outcome(
          item: item, records: collected, lines: collectedLines, failures: failures, stopped: played == 0))
      collected.removeAll()
      if played == 0 { break }
      history.append(
        Played(
          text: item.text, step: item.step, held: failures.isEmpty,
          leftOut: failures.isEmpty ? nil : "\(item.text) (it failed: \(failures.count) failure(s))"))
      virtualSeconds += item.step.step.virtualSeconds
      if case .wait = item.step.step {} else { playedSeconds += item.step.step.virtualSeconds }
    }
    return out
  }

  /// Plays an `expect` the `expect` tool judged check by check (it clears
  /// the calls and logs seen, as in a script) and keeps `kept`, the text of
  /// the checks that held, for to_test (nil: none held).
  func recordExpect(_ item: StepText.Item, kept: String?, leftOut: String?) {
    _ = harness.play([item.step])
    history.append(Played(text: kept ?? item.text, step: item.step, held: kept != nil, leftOut: leftOut))
  }

  /// A copy of the session: the scene built afresh and every step played
  /// again, on which `explain` dispatches what would happen without
  /// touching this one.
  func replayedCopy() throws -> SceneHarness {
    let copy = try SceneHarness(document: document, file: document.file)
    _ = copy.play(history.map(\.step))
    return copy
  }
}
