import Foundation
import MCP
import ResponderMCP
import Testing

/// `rlab mcp --http`: the MCP Streamable HTTP transport (specification
/// 2025-06-18, "Transports": POST a JSON-RPC message, a JSON answer; GET may
/// be 405 when the server offers no stream) on the loopback interface only.
extension SDLRendering {
  @Suite("rlab mcp --http: loopback only, bounded requests, the tools over HTTP")
  struct MCPHTTPTests {
    @Test("--http takes loopback addresses only, and a port from 0 to 65535")
    func addresses() throws {
      #expect(try LoopbackHTTPListener.Address(parsing: "127.0.0.1:8080").port == 8080)
      #expect(try LoopbackHTTPListener.Address(parsing: "localhost:0").host == "127.0.0.1")
      #expect(try LoopbackHTTPListener.Address(parsing: "[::1]:9000").description == "[::1]:9000")
      #expect(try LoopbackHTTPListener.Address(parsing: "7000").host == "127.0.0.1")
      for far in ["0.0.0.0:80", "192.168.1.2:80", "example.com:80", "[::]:80"] {
        #expect(throws: LoopbackHTTPListener.Refusal.self, "\(far)") {
          try LoopbackHTTPListener.Address(parsing: far)
        }
      }
      for bad in ["127.0.0.1:http", "127.0.0.1:70000", "127.0.0.1:-1", "[::1]"] {
        #expect(throws: LoopbackHTTPListener.Refusal.self, "\(bad)") {
          try LoopbackHTTPListener.Address(parsing: bad)
        }
      }
    }

    @Test("initialize, load_scene and act a tap on OK over HTTP; handledBy ok")
    func toolsOverHTTP() async throws {
      let (listener, port) = try await Self.serve()
      defer { listener.stop() }
      let initialize = try Self.post(
        port,
        #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#
      )
      #expect(initialize.status == 200 && initialize.body.contains(#""name":"rlab""#), "\(initialize)")
      let note = try Self.post(port, #"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
      #expect(note.status == 202)
      let load = try Self.post(
        port,
        #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"load_scene","arguments":{"path":"Scenes/figure1.yaml"}}}"#
      )
      #expect(load.body.contains(#""session":"s1""#), "\(load.body.prefix(300))")
      let act = try Self.post(
        port,
        #"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"act","arguments":{"session":"s1","steps":["tap: ok"]}}}"#
      )
      #expect(act.status == 200 && act.body.contains(#""handledBy":"ok""#), "\(act.body.prefix(300))")
    }

    @Test("bad requests get their HTTP status and the server goes on: 404, 405, 411, 413, 431, 421")
    func badRequests() async throws {
      let (listener, port) = try await Self.serve()
      defer { listener.stop() }
      func raw(_ head: String, _ body: String = "") throws -> Int {
        try Self.exchange(port: port, Array((head + "\r\n\r\n" + body).utf8)).status
      }
      let json = "Content-Type: application/json\r\nAccept: application/json, text/event-stream"
      #expect(try raw("POST /other HTTP/1.1\r\nHost: 127.0.0.1\r\n\(json)\r\nContent-Length: 2", "{}") == 404)
      #expect(try raw("GET /mcp HTTP/1.1\r\nHost: 127.0.0.1:\(port)") == 405)
      #expect(try raw("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked") == 411)
      #expect(try raw("POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 999999999999") == 413)
      let longHead = "POST /mcp HTTP/1.1\r\nX-Pad: " + String(repeating: "a", count: 70_000)
      #expect(try Self.exchange(port: port, Array(longHead.utf8)).status == 431)
      #expect(try raw("nonsense") == 400)
      let forged = try raw(
        "POST /mcp HTTP/1.1\r\nHost: attacker.example\r\n\(json)\r\nContent-Length: 40",
        #"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
      #expect(forged == 421 || forged == 403, "a Host that is not loopback: \(forged)")
      // Still serving.
      let ping = try Self.post(port, #"{"jsonrpc":"2.0","id":7,"method":"ping"}"#)
      #expect(ping.status == 200, "\(ping)")
    }

    // MARK: - Helpers

    static func serve() async throws -> (LoopbackHTTPListener, UInt16) {
      let listener = try LoopbackHTTPListener(LoopbackHTTPListener.Address(parsing: "127.0.0.1:0"))
      let tools = try RLabTools(root: FileManager.default.currentDirectoryPath)
      let ready = AsyncStream<Void>.makeStream()
      Task.detached {
        try await RLabMCPServer.serveHTTP(tools, version: "test", listener: listener) {
          ready.continuation.yield()
        }
      }
      for await _ in ready.stream { break }
      return (listener, listener.address.port)
    }

    /// POSTs one JSON-RPC message as an MCP client does.
    static func post(_ port: UInt16, _ json: String) throws -> (status: Int, body: String) {
      let head =
        "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
        + "Accept: application/json, text/event-stream\r\nMCP-Protocol-Version: 2025-06-18\r\n"
        + "Connection: close\r\nContent-Length: \(json.utf8.count)\r\n\r\n"
      return try exchange(port: port, Array((head + json).utf8))
    }

    /// Sends `bytes` on a new connection to 127.0.0.1:`port` and reads the
    /// answer to its end (the server closes after a refusal, or after
    /// `Connection: close`).
    static func exchange(port: UInt16, _ bytes: [UInt8]) throws -> (status: Int, body: String) {
      let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      defer { close(fd) }
      var a = sockaddr_in()
      a.sin_family = sa_family_t(AF_INET)
      a.sin_port = port.bigEndian
      a.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
      let rc = withUnsafePointer(to: &a) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard rc == 0 else { throw POSIXError(.ECONNREFUSED) }
      var offset = 0
      while offset < bytes.count {
        let n = bytes.withUnsafeBytes {
          send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
        }
        if n <= 0 { break }  // the server may refuse before reading it all
        offset += n
      }
      shutdown(fd, Int32(SHUT_WR))
      var out: [UInt8] = []
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n <= 0 { break }
        out += chunk[..<n]
      }
      let text = String(decoding: out, as: UTF8.self)
      let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
      let body = text.components(separatedBy: "\r\n\r\n").dropFirst().joined(separator: "\r\n\r\n")
      return (status, body)
    }
  }
}
