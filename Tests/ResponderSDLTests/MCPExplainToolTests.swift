import MCP
import ResponderMCP
import Testing

/// `rlab mcp`'s tools use SDL through harnesses: under `SDLRendering`,
/// one at a time with every other test that starts SDL.
extension SDLRendering {
  @Suite("rlab mcp: explain and predict")
  struct ExplainToolTests {
    @Test("explain a point over the label: its route, each view's verdict, and the session unchanged")
    func explainLabel() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let r = try await h.call("explain", ["session": .string(session), "at": [195, 135]])
      let began = r.structuredContent?["events"]?[0]
      #expect(began?["hitView"]?.stringValue == "label")
      #expect(
        began?["chain"]?.strings == [
          "label", "background", "root", "main", "window", "application", "appDelegate",
        ])
      #expect(began?["handledBy"] == .null)
      let ok = began?["hitTest"]?.arrayValue?.first { $0["view"]?.stringValue == "ok" }
      #expect(ok?["skipped"]?.stringValue == "outside")
      let trace = try await h.client.readResource(uri: "rlab://session/\(session)/trace")
      #expect(trace.first?.text == "", "explain dispatched in the session")
      await h.stop()
    }

    @Test("explain replays the session's steps: a key goes to the field the session made first responder")
    func explainKeyAfterSteps() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      _ = try await h.call("act", ["session": .string(session), "steps": ["tap: field"]])
      let r = try await h.call("explain", ["session": .string(session), "event": "key a"])
      let down = r.structuredContent?["events"]?.arrayValue?.first
      #expect(down?["chain"]?.strings.first == "field", "\(MCPHarness.text(r))")
      await h.stop()
    }

    @Test("explain an action: submit sent from ok with a nil target reaches main")
    func explainAction() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let r = try await h.call(
        "explain", ["session": .string(session), "at": "ok", "event": "action submit"])
      #expect(r.structuredContent?["action"]?["chain"]?.strings == ["ok", "background", "root", "main"])
      #expect(r.structuredContent?["action"]?["handledBy"]?.stringValue == "main")
      await h.stop()
    }

    @Test("explain a tap on a covered button says which view is in front and takes the point")
    func explainCovered() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/agents/covered.yaml")
      let r = try await h.call("explain", ["session": .string(session), "at": "pay"])
      #expect(r.structuredContent?["events"]?[0]?["hitView"]?.stringValue == "banner")
      #expect(
        r.structuredContent?["whyNot"]?.stringValue
          == "why: `banner` is in front of `pay` in `root` (subview 3 of 3, tried first) and takes the point [195, 725]"
      )
      await h.stop()
    }

    @Test("predict: a right prediction scores every question; a wrong hit view is marked with the reason")
    func predict() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let right = try await h.call(
        "predict",
        [
          "session": .string(session), "step": "tap: ok",
          "prediction": ["hitView": "ok", "chain": ["ok"], "handledBy": "ok", "actionHandledBy": "main"],
        ])
      let asked = right.structuredContent?["asked"]?.intValue ?? 0
      #expect(asked >= 3)
      #expect(right.structuredContent?["score"]?.intValue == asked, "\(MCPHarness.text(right))")
      #expect(right.structuredContent?["differences"]?.arrayValue?.isEmpty == true)
      let wrong = try await h.call(
        "predict",
        [
          "session": .string(session), "step": "tap: label",
          "prediction": ["hitView": "background", "handledBy": "main"],
        ])
      #expect(
        (wrong.structuredContent?["score"]?.intValue ?? 99)
          < (wrong.structuredContent?["asked"]?.intValue ?? 0)
      )
      #expect(
        wrong.structuredContent?["differences"]?.strings.contains("hitView: predicted background, was label")
          == true)
      #expect(
        MCPHarness.text(wrong).contains(
          "WRONG: Which view will be the hit-test view? label (you said background)"))
      await h.stop()
    }
  }
}
