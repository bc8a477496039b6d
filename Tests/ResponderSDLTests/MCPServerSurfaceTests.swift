import Foundation
import MCP
import ResponderMCP
import Testing

/// `rlab mcp`'s tools use SDL through harnesses: under `SDLRendering`,
/// one at a time with every other test that starts SDL.
extension SDLRendering {
  @Suite("rlab mcp: tools list, shot, reference, resources, prompt")
  struct ServerSurfaceTests {
    @Test("every tool has input and output schemas; readOnlyHint on those that change nothing")
    func toolsList() async throws {
      let h = try await MCPHarness.start()
      let (tools, _) = try await h.client.listTools()
      #expect(
        Set(tools.map(\.name))
          == [
            "load_scene", "snapshot", "act", "explain", "expect", "predict", "shot", "to_test", "run_tests",
            "reference",
          ])
      for t in tools {
        #expect(t.inputSchema["type"]?.stringValue == "object", "\(t.name)")
        #expect(t.outputSchema?["type"]?.stringValue == "object", "\(t.name)")
      }
      let readOnly = Set(tools.filter { $0.annotations.readOnlyHint == true }.map(\.name))
      #expect(readOnly == ["snapshot", "explain", "shot", "reference"])
      await h.stop()
    }

    @Test("shot returns a PNG of the window with the overlay, and without it at the scene's size")
    func shot() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      _ = try await h.call("act", ["session": .string(session), "steps": ["tap: ok"]])
      let r = try await h.call("shot", ["session": .string(session), "hops": 2])
      guard case .image(let data, let mime, _, _)? = r.content.first else {
        Issue.record("no image: \(MCPHarness.text(r))")
        return
      }
      #expect(mime == "image/png")
      let bytes = [UInt8](Data(base64Encoded: data) ?? Data())
      #expect(bytes.prefix(8) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
      #expect((r.structuredContent?["width"]?.intValue ?? 0) > 390)
      let plain = try await h.call("shot", ["session": .string(session), "overlay": false])
      #expect(plain.structuredContent?["width"]?.intValue == 390)
      #expect(plain.structuredContent?["height"]?.intValue == 844)
      await h.stop()
    }

    @Test("reference gives the JSON Schemas rlab schema prints")
    func reference() async throws {
      let h = try await MCPHarness.start()
      let scene = try await h.call("reference", ["kind": "scene"])
      #expect(MCPHarness.text(scene).contains("\"$schema\""))
      #expect(scene.structuredContent?["schema"]?["$defs"] != nil)
      let script = try await h.call("reference", ["kind": "script"])
      #expect(MCPHarness.text(script).contains("waitUntil"))
      let bad = try await h.call("reference", ["kind": "scenes"])
      #expect(bad.isError == true)
      await h.stop()
    }

    @Test("resources: each session's scene and trace; the prompt diagnose-tap")
    func resourcesAndPrompt() async throws {
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      _ = try await h.call("act", ["session": .string(session), "steps": ["tap: ok"]])
      let (list, _) = try await h.client.listResources()
      #expect(list.map(\.uri) == ["rlab://session/\(session)/scene", "rlab://session/\(session)/trace"])
      let scene = try await h.client.readResource(uri: "rlab://session/\(session)/scene")
      #expect(scene.first?.text?.contains("controller: main") == true)
      let trace = try await h.client.readResource(uri: "rlab://session/\(session)/trace")
      let lines = trace.first?.text?.split(separator: "\n") ?? []
      #expect(lines.count == 2)
      #expect(lines.first?.contains("\"handledBy\":\"ok\"") == true)
      await #expect(throws: (any Error).self) {
        _ = try await h.client.readResource(uri: "rlab://session/nope/trace")
      }
      let (_, messages) = try await h.client.getPrompt(
        name: "diagnose-tap", arguments: ["scene": "Scenes/agents/covered.yaml", "target": "pay"])
      guard case .text(let text)? = messages.first?.content else {
        Issue.record("no text")
        return
      }
      #expect(text.contains("explain { session, at: \"pay\", event: \"touch\" }"))
      await h.stop()
    }

    @Test("an unknown tool is a protocol error naming the tools")
    func unknownTool() async throws {
      let h = try await MCPHarness.start()
      await #expect(throws: (any Error).self) { _ = try await h.call("acts", [:]) }
      await h.stop()
    }
  }
}
