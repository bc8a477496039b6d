import Foundation
import MCP
import ResponderMCP
import ResponderTesting
import Testing

/// `rlab mcp`'s tools use SDL through harnesses: under `SDLRendering`,
/// one at a time with every other test that starts SDL.
extension SDLRendering {
  @Suite("rlab mcp: expect, to_test, run_tests")
  struct CheckToolTests {
    @Test("expect answers pass or fail per check, with rlab test's why-not text")
    func expectPerCheck() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      _ = try await h.call("act", ["session": .string(session), "steps": ["tap: label"]])
      let r = try await h.call(
        "expect", ["session": .string(session), "checks": ["hitView": "label", "handledBy": "label"]])
      let checks = r.structuredContent?["checks"]?.arrayValue ?? []
      #expect(r.structuredContent?["passed"] == .bool(false))
      let byKey = Dictionary(uniqueKeysWithValues: checks.map { ($0["check"]?.stringValue ?? "", $0) })
      #expect(byKey["hitView"]?["passed"] == .bool(true))
      #expect(byKey["handledBy"]?["passed"] == .bool(false))
      let why = byKey["handledBy"]?["why"]?.stringValue ?? ""
      #expect(why.hasPrefix("checks[0]:1:"), "\(why)")
      #expect(why.contains("hops of the last touch event"))
      let yaml = try await h.call("expect", ["session": .string(session), "checks": "hitView: label"])
      #expect(yaml.structuredContent?["passed"] == .bool(true), "\(MCPHarness.text(yaml))")
      await h.stop()
    }

    @Test("to_test writes the steps and the checks that held; the script passes rlab test's runner")
    func toTest() async throws {
      let root = try ScratchRoot()
      defer { root.remove() }
      let h = try await MCPHarness.start(root: root.path)
      let session = try await h.load("scenes/figure1.yaml")
      _ = try await h.call("act", ["session": .string(session), "steps": ["tap: ok"]])
      _ = try await h.call(
        "expect", ["session": .string(session), "checks": ["hitView": "ok", "handledBy": "label"]])
      _ = try await h.call("expect", ["session": .string(session), "checks": ["actionHandledBy": "main"]])
      let r = try await h.call(
        "to_test", ["session": .string(session), "name": "OK reaches main", "path": "tests/ok.test.yaml"])
      #expect(r.structuredContent?["passed"] == .bool(true), "\(MCPHarness.text(r))")
      #expect(r.structuredContent?["scene"]?.stringValue == "../scenes/figure1.yaml")
      #expect(r.structuredContent?["leftOut"]?.strings == ["expect handledBy (failed)"])
      let text = try String(contentsOfFile: root.path + "/tests/ok.test.yaml", encoding: .utf8)
      #expect(text.contains("      - tap: ok\n"))
      #expect(text.contains("\"hitView\":\"ok\""))
      #expect(!text.contains("handledBy\":\"label"))
      // The same runner `rlab test` uses, from outside the server.
      let outcomes = ScriptRunner().run(scriptAt: root.path + "/tests/ok.test.yaml")
      #expect(outcomes.map(\.status) == [.passed], "\(outcomes.flatMap(\.failures))")
      let again = try await h.call(
        "to_test", ["session": .string(session), "name": "again", "path": "tests/ok.test.yaml"])
      #expect(again.isError == true)
      #expect(MCPHarness.text(again) == "tests/ok.test.yaml exists; pass force: true to overwrite it")
      let forced = try await h.call(
        "to_test",
        ["session": .string(session), "name": "again", "path": "tests/ok.test.yaml", "force": true])
      #expect(forced.isError != true)
      await h.stop()
    }

    @Test("to_test of an inline scene writes the scene beside the script")
    func toTestInline() async throws {
      let root = try ScratchRoot()
      defer { root.remove() }
      let h = try await MCPHarness.start(root: root.path)
      let yaml = try String(contentsOfFile: root.path + "/scenes/covered.yaml", encoding: .utf8)
        .replacingOccurrences(
          of: "frame: [0, 690, 390, 154]",
          with: "frame: [0, 690, 390, 154]\n        userInteractionEnabled: false")
      let r = try await h.call("load_scene", ["yaml": .string(yaml)])
      let session = r.structuredContent?["session"]?.stringValue ?? ""
      let act = try await h.call(
        "act",
        [
          "session": .string(session),
          "steps": ["tap: pay", "expect: { hitView: pay, actionHandledBy: checkout }"],
        ])
      #expect(act.isError != true, "\(MCPHarness.text(act))")
      let t = try await h.call(
        "to_test", ["session": .string(session), "name": "Pay lands", "path": "fixed.test.yaml"])
      #expect(t.structuredContent?["passed"] == .bool(true), "\(MCPHarness.text(t))")
      #expect(FileManager.default.fileExists(atPath: root.path + "/fixed.yaml"))
      await h.stop()
    }

    @Test("run_tests runs scripts under the root: counts, and failures at FILE:LINE:COLUMN")
    func runTests() async throws {
      let root = try ScratchRoot()
      defer { root.remove() }
      let script = """
        scene: scenes/figure1.yaml
        tests:
          - name: ok handles the tap
            tags: [smoke]
            steps:
              - tap: ok
              - expect: { handledBy: ok }
          - name: the label handles it (it does not)
            steps:
              - tap: label
              - expect: { handledBy: label }

        """
      try script.write(toFile: root.path + "/a.test.yaml", atomically: true, encoding: .utf8)
      let h = try await MCPHarness.start(root: root.path)
      let r = try await h.call("run_tests", [:])
      #expect(r.structuredContent?["passed"]?.intValue == 1)
      #expect(r.structuredContent?["failed"]?.intValue == 1)
      #expect(r.structuredContent?["summary"]?.stringValue == "1 passed, 1 failed")
      let failure = r.structuredContent?["failing"]?[0]?["failures"]?[0]?.stringValue ?? ""
      #expect(failure.hasPrefix("a.test.yaml:11:19: expect handledBy"), "\(failure)")
      let tagged = try await h.call("run_tests", ["paths": ["a.test.yaml"], "tag": ["smoke"]])
      #expect(tagged.structuredContent?["summary"]?.stringValue == "1 passed, 0 failed")
      let filtered = try await h.call("run_tests", ["filter": "label"])
      #expect(filtered.structuredContent?["failed"]?.intValue == 1)
      #expect(filtered.structuredContent?["passed"]?.intValue == 0)
      await h.stop()
    }
  }
}
