import ArgumentParser
import Dispatch
import Foundation
import ResponderMCP

/// `rlab mcp`: a Model Context Protocol server over stdio for agents
/// (Sources/ResponderMCP, README "For agents").
struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract: "Serve scenes and scripts to an agent over the Model Context Protocol (stdio).",
    discussion: """
      Reads JSON-RPC messages from stdin and answers on stdout (the MCP stdio transport); an MCP client \
      starts it as its server's command: `rlab mcp --root /path/to/project`. Tools: load_scene, \
      snapshot, act, explain, expect, predict, shot, to_test, run_tests, reference. Resources: \
      rlab://session/{id}/scene and /trace. Prompt: diagnose-tap.

      Every path a tool takes is confined to --root (default: the working folder), with the checks \
      `shot:` and `route:` paths get. Every call is bounded by the scene and script limits of \
      docs/RELIABILITY.md.

      stdio only: no --http. The MCP Swift SDK (0.12.1) has HTTP server transports that take \
      requests already parsed, but no HTTP listener on Linux (its own example server uses swift-nio); \
      rlab does not bundle one.
      """)

  @Option(help: "The folder every path is confined to (default: the working folder).")
  var root: String = FileManager.default.currentDirectoryPath

  /// A root that is not a folder is a usage error (exit 64), said with
  /// this command's usage line: from `run()` it would show the root's.
  func validate() throws {
    do { _ = try RLabTools(root: root) } catch { throw ValidationError("\(error)") }
  }

  func run() throws {
    let tools: RLabTools
    do { tools = try RLabTools(root: root) } catch {
      throw ValidationError("\(error)")
    }
    // A client that goes away mid-answer ends the server with an error
    // from write(2), not with SIGPIPE.
    signal(SIGPIPE, SIG_IGN)
    let done = DispatchSemaphore(value: 0)
    let failure = FailureBox()
    Task.detached {
      do { try await RLabMCPServer.serveStdio(tools, version: BuildInfo.version) } catch {
        failure.set("\(error)")
      }
      done.signal()
    }
    done.wait()
    if let message = failure.get() { throw CommandFailure.message("rlab mcp: \(message)") }
  }
}

/// The server task's failure, handed to the waiting thread.
private final class FailureBox: @unchecked Sendable {
  private let lock = NSLock()
  private var message: String?
  func set(_ m: String) { lock.withLock { message = m } }
  func get() -> String? { lock.withLock { message } }
}
