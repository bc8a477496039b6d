import Foundation
import MCP
import ResponderMCP
import Testing

/// A client and `rlab mcp`'s server joined by the SDK's in-memory
/// transport: every tool call goes through JSON-RPC, as over stdio.
struct MCPHarness {
  let client: Client
  let server: Server
  let root: String

  /// The server rooted at `root` (default: the repository, where the
  /// tests run), connected and initialized.
  static func start(root: String = FileManager.default.currentDirectoryPath) async throws -> MCPHarness {
    let tools = try RLabTools(root: root)
    let server = await RLabMCPServer.make(tools, version: "test")
    let (c, s) = await InMemoryTransport.createConnectedPair()
    try await server.start(transport: s)
    let client = Client(name: "rlab-tests", version: "1")
    _ = try await client.connect(transport: c)
    return MCPHarness(client: client, server: server, root: tools.rootPath)
  }

  func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
    let context: RequestContext<CallTool.Result> = try await client.callTool(name: name, arguments: arguments)
    return try await context.value
  }

  /// The call's text content, joined.
  static func text(_ r: CallTool.Result) -> String {
    r.content.compactMap { if case .text(let t, _, _) = $0 { t } else { nil } }.joined(separator: "\n")
  }

  /// Loads a scene and returns its session id.
  func load(_ path: String, sourceLocation: SourceLocation = #_sourceLocation) async throws -> String {
    let r = try await call("load_scene", ["path": .string(path)])
    #expect(r.isError != true, "\(Self.text(r))", sourceLocation: sourceLocation)
    return r.structuredContent?["session"]?.stringValue ?? ""
  }

  /// The events of the first step of an `act` result.
  static func events(_ r: CallTool.Result, step: Int = 0) -> [Value] {
    r.structuredContent?["steps"]?[step]?["events"]?.arrayValue ?? []
  }

  func stop() async {
    await client.disconnect()
    await server.stop()
  }
}

/// A scratch root with a copy of figure1 and of the covered-button scene.
struct ScratchRoot {
  let path: String

  init() throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("rlab-mcp-\(UUID().uuidString)").path
    let fm = FileManager.default
    try fm.createDirectory(atPath: path + "/scenes", withIntermediateDirectories: true)
    try fm.copyItem(atPath: "Scenes/figure1.yaml", toPath: path + "/scenes/figure1.yaml")
    try fm.copyItem(atPath: "Scenes/agents/covered.yaml", toPath: path + "/scenes/covered.yaml")
  }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}

extension Value {
  subscript(_ key: String) -> Value? { objectValue?[key] }
  subscript(_ i: Int) -> Value? {
    guard let a = arrayValue, a.indices.contains(i) else { return nil }
    return a[i]
  }
  var strings: [String] { arrayValue?.compactMap(\.stringValue) ?? [] }
}
