import Foundation
import MCP

/// `rlab mcp`: the scenes, scripts and dispatch records as a Model Context
/// Protocol server (modelcontextprotocol/swift-sdk), so that an agent can
/// ask why an event went where it did before it edits a view hierarchy.
///
/// Tools: `ToolCatalog`; resources `rlab://session/{id}/scene` and
/// `rlab://session/{id}/trace`; the prompt `diagnose-tap`.
public enum RLabMCPServer {
  /// The server over `tools`, its handlers registered; start it on a
  /// transport (stdio for `rlab mcp`, in-memory in the tests).
  public static func make(_ tools: RLabTools, version: String) async -> Server {
    let server = Server(
      name: "rlab", version: version, title: "ResponderLab",
      instructions: """
        ResponderLab re-creates UIKit's event handling (hit-testing, gesture recognizers, the responder \
        chain, target-action) on headless scenes written in YAML. load_scene a scene, then act steps \
        (the test script grammar: `tap: ok`), explain where an event would go, expect checks with \
        why-not texts, and to_test the session as a *.test.yaml. Paths stay inside \(tools.rootPath).
        """,
      capabilities: .init(
        prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false),
        tools: .init(listChanged: false)))
    await server.withMethodHandler(ListTools.self) { _ in .init(tools: ToolCatalog.all) }
    await server.withMethodHandler(CallTool.self) { params in
      guard ToolCatalog.all.contains(where: { $0.name == params.name }) else {
        throw MCPError.invalidParams(
          "unknown tool '\(params.name)' (tools: \(ToolCatalog.all.map(\.name).joined(separator: ", ")))")
      }
      return tools.call(params.name, params.arguments)
    }
    await server.withMethodHandler(ListResources.self) { _ in .init(resources: tools.resources()) }
    await server.withMethodHandler(ListResourceTemplates.self) { _ in
      .init(templates: [
        Resource.Template(
          uriTemplate: "rlab://session/{id}/scene", name: "scene",
          description: "The scene a session was loaded from (YAML).", mimeType: "application/yaml"),
        Resource.Template(
          uriTemplate: "rlab://session/{id}/trace", name: "trace",
          description: "Every event a session dispatched, one JSON line each (`rlab test --trace`).",
          mimeType: "application/jsonl"),
      ])
    }
    await server.withMethodHandler(ReadResource.self) { params in
      let (text, mime) = try tools.read(params.uri)
      return .init(contents: [.text(text, uri: params.uri, mimeType: mime)])
    }
    await server.withMethodHandler(ListPrompts.self) { _ in .init(prompts: [DiagnoseTap.prompt]) }
    await server.withMethodHandler(GetPrompt.self) { params in
      guard params.name == DiagnoseTap.prompt.name else {
        throw MCPError.invalidParams("unknown prompt '\(params.name)' (prompts: \(DiagnoseTap.prompt.name))")
      }
      return DiagnoseTap.messages(params.arguments ?? [:])
    }
    return server
  }

  /// Serves `tools` over stdin and stdout until the client closes stdin.
  public static func serveStdio(_ tools: RLabTools, version: String) async throws {
    let server = await make(tools, version: version)
    let fast = ToolCallFastPath(tools)
    try await server.start(transport: LineTransport(input: 0, output: 1, intercept: fast.answer))
    await server.waitUntilCompleted()
    // stdin ended: the requests read before the end still get their answers.
    await tools.drain()
  }
}

extension RLabMCPServer {
  /// Serves `tools` over HTTP on `listener` (the MCP Streamable HTTP
  /// transport, one JSON answer per POST) until the process ends.
  /// `ready` is called once the server takes requests.
  public static func serveHTTP(
    _ tools: RLabTools, version: String, listener: LoopbackHTTPListener, ready: @Sendable () -> Void
  ) async throws {
    let server = await make(tools, version: version)
    let transport = StatelessHTTPServerTransport()
    try await server.start(transport: transport)
    ready()
    let thread = Thread {
      listener.serve { request in await transport.handleRequest(request) }
    }
    thread.name = "rlab mcp http accept"
    thread.start()
    await server.waitUntilCompleted()
  }
}

/// The prompt `diagnose-tap`: load → explain → act → expect, the order in
/// which an agent finds why a tap does not land where it should.
enum DiagnoseTap {
  static let prompt = Prompt(
    name: "diagnose-tap", title: "Why does a tap not land?",
    description:
      "Find out why a tap on a view does not reach the responder you expect, and pin it down as a test.",
    arguments: [
      .init(name: "scene", description: "The scene file, relative to the root.", required: true),
      .init(name: "target", description: "The view id the tap is meant for.", required: true),
      .init(name: "expected", description: "The responder that should handle it (default: the target)."),
    ])

  static func messages(_ a: [String: String]) -> GetPrompt.Result {
    let scene = a["scene"] ?? "SCENE.yaml"
    let target = a["target"] ?? "TARGET"
    let expected = a["expected"] ?? target
    let text = """
      A tap on `\(target)` in \(scene) should be handled by `\(expected)`. Find out why it is or is not, \
      with the rlab tools, in this order:
      1. load_scene { path: "\(scene)" } — note the session id, and `\(target)`'s frame and flags \
      (hidden, userInteractionEnabled: false, alpha).
      2. explain { session, at: "\(target)", event: "touch" } — read the hit test: each view visited with \
      its verdict (inside, skipped and why, the hit-area rule), the hit view, then the chain and who \
      handles it. If the hit view is not `\(target)`, the view that took the point is in front of it or \
      contains it; if `\(target)` was skipped, its verdict says why.
      3. act { session, steps: ["tap: \(target)"] } — the same route, dispatched for real, with the \
      actions sent and their chains.
      4. expect { session, checks: { hitView: "\(target)", handledBy: "\(expected)" } } — a failed check \
      prints the why-not text `rlab test` prints.
      5. Say which rule decided (UIKit's hit-testing or responder chain rule), what change in the scene \
      would make the tap land, and, once it does, to_test { session, name, path } to keep it as a test.
      """
    return .init(
      description: "Diagnose a tap on \(target) in \(scene)",
      messages: [.user(.text(text: text))])
  }
}
