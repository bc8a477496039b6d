import Foundation
import ResponderCore
import ResponderScene
import ResponderTesting
import Testing

@testable import ResponderLive

/// Why `rlab run`'s window cannot open, as cases: a scene that does not
/// load, a scale out of range, a trace that cannot be written. The words
/// are pinned in `ScriptProblemTextTests` (the trace's) and here once.
@Suite("The live window's failures")
struct LiveWindowFailureTests {
  /// Writes `yaml` to a fresh file and returns its path.
  func sceneFile(_ yaml: String) throws -> String {
    let path = NSTemporaryDirectory() + "rlab-live-failure-\(UUID().uuidString).yaml"
    try Data(yaml.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test("a scene that does not load fails with its errors as cases, at their places")
  func sceneDoesNotLoad() throws {
    let path = try sceneFile(
      "window: { width: 100, height: 100 }\nroot: { controller: c, view: { id: root, colour: \"#fff\" } }\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    do {
      _ = try LiveWindow.load(path)
      Issue.record("expected the scene not to load")
    } catch let failure as LiveWindow.Failure {
      guard case .scene(let errors) = failure else {
        Issue.record("expected the scene case, got \(failure)")
        return
      }
      #expect(
        errors.errors == [
          SceneError(
            .unknownKey("colour", in: .view, suggestion: "color"),
            at: SceneLocation(file: path, line: 2, column: 42))
        ])
      #expect(failure.description == errors.description)
    }
  }

  @Test("a lesson that rlab check refuses fails the load with check's errors (issue 37 item 13)")
  func lessonRefused() throws {
    let scene = "window: { width: 100, height: 100 }\nroot: { controller: c, view: { id: root } }\n"
    let unknownID = try sceneFile(
      scene + "lesson:\n  title: t\n  steps:\n    - text: Tap.\n      do: { tap: rot }\n")
    let unknownKey = try sceneFile(
      scene + "lesson:\n  title: t\n  steps:\n    - text: Tap.\n      bogus: 1\n")
    defer {
      try? FileManager.default.removeItem(atPath: unknownID)
      try? FileManager.default.removeItem(atPath: unknownKey)
    }
    #expect(
      throws: LiveWindow.Failure.lesson(["\(unknownID):7:18: unknown view id `rot` (did you mean `root`?)"])
    ) {
      _ = try LiveWindow.load(unknownID)
    }
    do {
      _ = try LiveWindow.load(unknownKey)
      Issue.record("expected the lesson to be refused")
    } catch let failure as LiveWindow.Failure {
      guard case .lesson(let messages) = failure else {
        Issue.record("expected the lesson case, got \(failure)")
        return
      }
      #expect(messages.count == 1 && messages[0].hasPrefix("\(unknownKey):7:7: unknown key `bogus`"))
    }
    // The same scene with a good lesson still loads.
    let good = try sceneFile(
      scene + "lesson:\n  title: t\n  steps:\n    - text: Tap.\n      do: { tap: root }\n")
    defer { try? FileManager.default.removeItem(atPath: good) }
    _ = try LiveWindow.load(good)
  }

  @Test("a scale or ui-scale out of range fails before any window opens")
  func scales() throws {
    guard
      case .success(let doc) = SceneLoader.parse(
        text: "window: { width: 100, height: 100 }\nroot: { controller: c, view: { id: root } }\n",
        file: "s.yaml",
        baseDirectory: "/nonexistent")
    else {
      Issue.record("expected the scene to load")
      return
    }
    let built = SceneBuilder().build(doc)
    #expect(throws: LiveWindow.Failure.scale(0)) {
      try LiveWindow.run(path: "s.yaml", scene: built, watch: false, options: .init(headless: true, scale: 0))
    }
    #expect(throws: LiveWindow.Failure.scale(9)) {
      try LiveWindow.run(path: "s.yaml", scene: built, watch: false, options: .init(headless: true, scale: 9))
    }
    #expect(throws: LiveWindow.Failure.uiScale(99)) {
      try LiveWindow.run(
        path: "s.yaml", scene: built, watch: false, options: .init(headless: true, uiScale: 99))
    }
    #expect(LiveWindow.Failure.scale(0).description == "scale must be a number above 0 and at most 8")
    #expect(LiveWindow.Failure.uiScale(99).description == "ui-scale must be a number from 0.5 to 4.0")
  }

  @Test("a trace that cannot be opened is the step problem a script's trace meets")
  func trace() {
    do {
      _ = try TraceFile(path: "/dev/null/trace.jsonl")
      Issue.record("expected the trace not to open")
    } catch {
      guard case .traceUnwritable(let reason) = error else {
        Issue.record("expected traceUnwritable, got \(error)")
        return
      }
      #expect(reason.contains("/dev/null/trace.jsonl"))
      #expect(LiveWindow.Failure.trace(error).description == error.message)
    }
  }
}
