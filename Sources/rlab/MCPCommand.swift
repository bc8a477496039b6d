import ArgumentParser
import Dispatch
import Foundation
import ResponderMCP

/// `rlab mcp`: a Model Context Protocol server over stdio for agents
/// (Sources/ResponderMCP, README "For agents").
struct MCPCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "mcp",
    abstract:
      "Serve scenes and scripts to an agent over the Model Context Protocol (stdio, or loopback HTTP).",
    discussion: """
      Reads JSON-RPC messages from stdin and answers on stdout (the MCP stdio transport); an MCP client \
      starts it as its server's command: `rlab mcp --root /path/to/project`. Tools: load_scene, \
      snapshot, act, explain, expect, predict, shot, to_test, run_tests, reference. Resources: \
      rlab://session/{id}/scene and /trace. Prompt: diagnose-tap.

      Every path a tool takes is confined to --root (default: the working folder), with the checks \
      `shot:` and `route:` paths get. Every call is bounded by the scene and script limits of \
      docs/RELIABILITY.md.

      With --http ADDRESS it serves the MCP Streamable HTTP transport instead, on the loopback \
      interface only (127.0.0.1:PORT, localhost:PORT or [::1]:PORT; port 0 picks a free one, printed \
      on stderr): POST JSON-RPC to http://ADDRESS/mcp, one JSON answer each (no server-sent stream: \
      GET is 405). Requests whose Host or Origin is not loopback are refused (DNS rebinding).
      """)

  @Option(help: "The folder every path is confined to (default: the working folder).")
  var root: String = FileManager.default.currentDirectoryPath

  @Option(
    name: .customLong("http"),
    help: ArgumentHelp(
      "Serve over HTTP on this loopback address instead of stdio (127.0.0.1:PORT, [::1]:PORT).",
      valueName: "address"))
  var http: String?

  /// A root that is not a folder is a usage error (exit 64), said with
  /// this command's usage line: from `run()` it would show the root's.
  func validate() throws {
    do { _ = try RLabTools(root: root) } catch { throw ValidationError("\(error)") }
    if let http {
      do { _ = try LoopbackHTTPListener.Address(parsing: http) } catch { throw ValidationError("\(error)") }
    }
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
    var listener: LoopbackHTTPListener?
    if let http {
      // A port in use is a usage error too: the command line named it.
      do { listener = try LoopbackHTTPListener(LoopbackHTTPListener.Address(parsing: http)) } catch {
        throw ValidationError("\(error)")
      }
    }
    Task.detached { [listener] in
      do {
        if let listener {
          try await RLabMCPServer.serveHTTP(tools, version: BuildInfo.version, listener: listener) {
            FileHandle.standardError.write(
              Data(
                "rlab mcp: serving http://\(listener.address)\(LoopbackHTTPListener.path) (Ctrl+C stops)\n"
                  .utf8))
          }
        } else {
          try await RLabMCPServer.serveStdio(tools, version: BuildInfo.version)
        }
      } catch {
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
