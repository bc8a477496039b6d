import Foundation
import ResponderScene
import Testing

@testable import ResponderTesting

/// Issue 37's script and schema inputs: `skip:` reads null as "run it" and
/// refuses a number; the scene schema takes what the application takes.
@Suite("Hostile test scripts, round four")
struct RoundFourScriptTests {
  private func parse(skip value: String) -> (skip: String?, problems: [ScriptProblem]) {
    let text =
      "scene: figure1.yaml\ntests:\n  - name: t\n    skip: \(value)\n    steps:\n      - expect: { handledBy: null }\n"
    switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
    case .success(let script):
      return (script.tests.first?.skip, script.tests.flatMap(\.problems).map(\.problem))
    case .failure(let f): return (nil, f.errors.map(\.problem))
    }
  }

  @Test("skip: null, ~ and false run the test; a number is refused; text and true skip")
  func skipValues() {
    for value in ["null", "~", "false"] {
      let r = parse(skip: value)
      #expect(r.skip == nil && r.problems.isEmpty, "skip: \(value)")
    }
    for value in ["0", "1.5"] {
      #expect(parse(skip: value).problems == [.rule(.skip)], "skip: \(value)")
    }
    #expect(parse(skip: "\"waits for 12\"").skip == "waits for 12")
    #expect(parse(skip: "true").skip == "skipped")
    #expect(parse(skip: "\"0\"").skip == "0")
  }

  @Test("the scene schema's application takes applicationSupportsShakeToEdit, as the loader does")
  func applicationSchema() throws {
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(SceneSchema.json.utf8)) as? [String: Any])
    let defs = try #require(object["$defs"] as? [String: Any])
    let application = try #require(defs["application"] as? [String: Any])
    let properties = try #require(application["properties"] as? [String: Any])
    #expect(properties["applicationSupportsShakeToEdit"] != nil)
    let responder = try #require((defs["responder"] as? [String: Any])?["properties"] as? [String: Any])
    // Issue 42 adds UIApplicationSupportsIndirectInputEvents beside it.
    #expect(
      Set(properties.keys)
        == Set(responder.keys).union(["applicationSupportsShakeToEdit", "supportsIndirectInputEvents"]))
    let yaml =
      "window: { width: 100, height: 100 }\napplication: { applicationSupportsShakeToEdit: false }\n"
      + "root: { controller: main, view: { id: root } }\n"
    guard case .success = SceneLoader.parse(text: yaml, file: "s.yaml", baseDirectory: "/nonexistent") else {
      Issue.record("the loader refused applicationSupportsShakeToEdit")
      return
    }
  }
}
