import Foundation
import ResponderSDL
import Testing

@testable import ResponderTesting

/// Writes `scene` and one test of `steps` (script lines, indented as a
/// test's steps) into `folder` (a fresh temporary one by default) and runs
/// it headless, as `rlab test` does: the outcome, and the folder.
func runOneTest(scene: String, steps: String, in folder: String? = nil) throws -> (TestOutcome, String) {
  let dir =
    folder
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("rlab-one-\(UUID().uuidString)").path
  try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
  try scene.write(toFile: dir + "/w.yaml", atomically: true, encoding: .utf8)
  let script = "scene: w.yaml\ntests:\n  - name: t\n    steps:\n" + steps
  try script.write(toFile: dir + "/w.test.yaml", atomically: true, encoding: .utf8)
  try SDLRuntime.start(headless: true)
  defer { SDLRuntime.stop() }
  return (try #require(ScriptRunner().run(scriptAt: dir + "/w.test.yaml").first), dir)
}

/// The problems `TestScriptParser` finds in a one-test script whose steps
/// are `steps` (from line 5): the test's own, or the load's when it fails.
func oneTestScriptErrors(_ steps: String) -> [ScriptError] {
  let text = "scene: figure1.yaml\ntests:\n  - name: t\n    steps:\n" + steps
  switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
  case .success(let script): return script.tests.flatMap(\.problems)
  case .failure(let f): return f.errors
  }
}
