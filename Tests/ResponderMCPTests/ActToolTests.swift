import MCP
import ResponderMCP
import Testing

@Suite("rlab mcp: act")
struct ActToolTests {
  @Test("a tap on OK is handled by ok and submit walks to main")
  func tapOK() async throws {
    let h = try await MCPHarness.start()
    defer { Task { await h.stop() } }
    let session = try await h.load("Scenes/figure1.yaml")
    let r = try await h.call("act", ["session": .string(session), "steps": ["tap: ok"]])
    #expect(r.isError != true, "\(MCPHarness.text(r))")
    let events = r.structuredContent?["steps"]?[0]?["events"]?.arrayValue ?? []
    let began = events.first { $0["phase"]?.stringValue == "began" }
    #expect(began?["handledBy"]?.stringValue == "ok")
    #expect(began?["hitView"]?.stringValue == "ok")
    let submit = events.flatMap { $0["actions"]?.arrayValue ?? [] }.first {
      $0["action"]?.stringValue == "submit"
    }
    #expect(submit?["chain"]?.strings == ["ok", "background", "root", "main"])
    #expect(submit?["handledBy"]?.stringValue == "main")
  }
}
