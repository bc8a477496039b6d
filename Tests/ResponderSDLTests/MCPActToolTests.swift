import Foundation
import MCP
import ResponderMCP
import Testing

/// `rlab mcp`'s tools use SDL through harnesses: under `SDLRendering`,
/// one at a time with every other test that starts SDL.
extension SDLRendering {
  @Suite("rlab mcp: act")
  struct ActToolTests {
    @Test("a tap on OK is handled by ok and submit walks to main")
    func tapOK() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let r = try await h.call("act", ["session": .string(session), "steps": ["tap: ok"]])
      #expect(r.isError != true, "\(MCPHarness.text(r))")
      let events = MCPHarness.events(r)
      let began = events.first { $0["phase"]?.stringValue == "began" }
      #expect(began?["handledBy"]?.stringValue == "ok")
      #expect(began?["hitView"]?.stringValue == "ok")
      #expect(
        began?["hitTest"]?.arrayValue?.compactMap { $0["view"]?.stringValue } == [
          "window", "root", "background", "ok",
        ])
      let submit = events.flatMap { $0["actions"]?.arrayValue ?? [] }.first {
        $0["action"]?.stringValue == "submit"
      }
      #expect(submit?["chain"]?.strings == ["ok", "background", "root", "main"])
      #expect(submit?["handledBy"]?.stringValue == "main")
      #expect(MCPHarness.text(r).contains("action submit via [ok, background, root, main] → main"))
      await h.stop()
    }

    @Test("steps may be JSON objects, and several play in order")
    func jsonSteps() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let r = try await h.call(
        "act",
        [
          "session": .string(session),
          "steps": [["tap": "field"], "type: hi", ["expect": ["firstResponder": "field"]]],
        ])
      #expect(r.isError != true, "\(MCPHarness.text(r))")
      #expect(r.structuredContent?["steps"]?.arrayValue?.count == 3)
      let typed = MCPHarness.events(r, step: 1).first
      #expect(typed?["type"]?.stringValue == "text")
      await h.stop()
    }

    @Test("an unknown id is refused before anything plays, with rlab test's did-you-mean")
    func unknownID() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let r = try await h.call("act", ["session": .string(session), "steps": ["tap: ok", "tap: okk"]])
      #expect(r.isError == true)
      #expect(MCPHarness.text(r).hasPrefix("steps[1]:1:6: "), "\(MCPHarness.text(r))")
      #expect(MCPHarness.text(r).contains("did you mean `ok`?"))
      // Nothing was played: the trace is empty.
      let trace = try await h.client.readResource(uri: "rlab://session/\(session)/trace")
      #expect(trace.first?.text == "")
      await h.stop()
    }

    @Test("a failed expect among the steps makes the call an error with the why-not text")
    func failedExpect() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let r = try await h.call(
        "act", ["session": .string(session), "steps": ["tap: label", "expect: { handledBy: label }"]])
      #expect(r.isError == true)
      let failures = r.structuredContent?["steps"]?[1]?["failures"]?.strings ?? []
      #expect(failures.first?.hasPrefix("steps[1]:1:11: expect handledBy") == true, "\(failures)")
      await h.stop()
    }

    @Test("a waitUntil that never holds ends at its timeout with an error, within the limits")
    func neverEndingWaitUntil() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let start = ContinuousClock.now
      let r = try await h.call(
        "act",
        [
          "session": .string(session),
          "steps": [["waitUntil": ["expect": ["firstResponder": "field"], "timeout": 60]]],
        ])
      #expect(ContinuousClock.now - start < .seconds(10))
      #expect(r.isError == true)
      #expect(MCPHarness.text(r).contains("waitUntil: still not true after 60 s"))
      let longer = try await h.call(
        "act",
        [
          "session": .string(session),
          "steps": [["waitUntil": ["expect": ["firstResponder": "field"], "timeout": 1e9]]],
        ])
      #expect(longer.isError == true)
      #expect(MCPHarness.text(longer).contains("`timeout` is seconds, more than 0 and at most 60"))
      await h.stop()
    }

    @Test(
      "a session is one test: steps past 86,400 s of virtual time are refused with the script limit's words")
    func sessionLimit() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let first = try await h.call(
        "act", ["session": .string(session), "steps": .array(Array(repeating: "wait: 3600", count: 23))])
      #expect(first.isError != true, "\(MCPHarness.text(first))")
      let r = try await h.call("act", ["session": .string(session), "steps": ["wait: 3600", "wait: 1"]])
      #expect(r.isError == true)
      #expect(
        MCPHarness.text(r).hasPrefix("steps[1]:1:1: the test's steps pass 86400 s of virtual time in all"),
        "\(MCPHarness.text(r))")
      // Refused before anything was played: the session is where it was.
      let snapshot = try await h.call("snapshot", ["session": .string(session)])
      #expect(
        snapshot.structuredContent?["virtualSeconds"]?.doubleValue
          ?? snapshot.structuredContent?["virtualSeconds"]?.intValue.map(Double.init) == 82800)
      await h.stop()
    }
  }
}
