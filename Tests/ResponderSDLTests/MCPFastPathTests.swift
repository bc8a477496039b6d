import Foundation
import MCP
import Testing

@testable import ResponderMCP

/// `tools/call` over stdio is answered by `ToolCallFastPath` (the SDK's
/// typed handler re-decodes every result; see the type's comment): its
/// answer must be the SDK's, and everything else must still reach the SDK.
extension SDLRendering {
  @Suite("rlab mcp: tools/call's fast path answers as the SDK does")
  struct MCPFastPathTests {
    static let initialized = Data(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#.utf8)

    static func call(_ id: Int, _ name: String, _ arguments: String) -> Data {
      Data(
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"\#(name)","arguments":\#(arguments)}}"#
          .utf8)
    }

    @Test("load_scene and act through the fast path give the SDK path's result, field for field")
    func sameResult() async throws {
      let fast = ToolCallFastPath(try RLabTools(root: FileManager.default.currentDirectoryPath))
      #expect(fast.answer(Self.initialized) == nil, "the notification still goes to the SDK")
      let h = try await MCPHarness.start()
      let session = try await h.load("Scenes/figure1.yaml")
      let viaSDK = try await h.call("act", ["session": .string(session), "steps": ["tap: ok"]])

      let loaded = try #require(fast.answer(Self.call(1, "load_scene", #"{"path":"Scenes/figure1.yaml"}"#)))
      #expect(String(decoding: loaded, as: UTF8.self).hasPrefix(#"{"id":1,"jsonrpc":"2.0","result":{"#))
      let answer = try #require(
        fast.answer(Self.call(2, "act", #"{"session":"s1","steps":["tap: ok"]}"#)))
      struct Envelope: Decodable {
        var id: Int
        var jsonrpc: String
        var result: CallTool.Result
      }
      let envelope = try JSONDecoder().decode(Envelope.self, from: answer)
      #expect(envelope.id == 2 && envelope.jsonrpc == "2.0")
      #expect(envelope.result == viaSDK)
      #expect(MCPHarness.text(envelope.result).contains("handled by ok"))
      await h.stop()
    }

    @Test("before initialized, unknown tools, other methods and odd shapes go to the SDK")
    func handsOver() throws {
      let fast = ToolCallFastPath(try RLabTools(root: FileManager.default.currentDirectoryPath))
      #expect(fast.answer(Self.call(1, "reference", #"{"kind":"scene"}"#)) == nil, "before initialized")
      _ = fast.answer(Self.initialized)
      #expect(fast.answer(Self.call(2, "reference", #"{"kind":"scene"}"#)) != nil)
      #expect(fast.answer(Self.call(3, "no_such_tool", "{}")) == nil)
      #expect(fast.answer(Data(#"{"jsonrpc":"2.0","id":4,"method":"tools/list"}"#.utf8)) == nil)
      #expect(fast.answer(Data(#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#.utf8)) == nil)
      #expect(fast.answer(Self.call(6, "reference", "[1]")) == nil, "arguments not an object")
      let withMeta =
        #"{"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"reference","_meta":{}}}"#
      #expect(fast.answer(Data(withMeta.utf8)) == nil, "_meta (a progress token) is the SDK's")
      #expect(fast.answer(Data(#"{"jsonrpc":"2.0","id":null,"method":"tools/call"}"#.utf8)) == nil)
      #expect(fast.answer(Data("not json".utf8)) == nil)
      let named =
        #"{"jsonrpc":"2.0","id":"a\"b","method":"tools/call","params":{"name":"reference","arguments":{"kind":"script"}}}"#
      let answer = try #require(fast.answer(Data(named.utf8)))
      #expect(String(decoding: answer, as: UTF8.self).hasPrefix(#"{"id":"a\"b","#))
    }
  }
}
