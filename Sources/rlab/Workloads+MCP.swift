import Foundation
import ResponderTesting

extension Workloads {
  /// `rlab mcp`'s `act` with one tap on figure1, as an agent's client sees
  /// it: a JSON-RPC request written to the server's stdin and its answer
  /// read from its stdout, in a warm session of a child `rlab mcp`, per
  /// call. Baseline: the same run's in-process scene step (a harness's
  /// `send("tap: ok")`), so the ratio is what the protocol, the process
  /// boundary and the route's JSON add (issue 43's target: at most 10×, and
  /// at most 5 ms).
  func mcpAct() throws -> BenchResult {
    let server = try MCPChild(arguments: ["mcp"])
    defer { server.close() }
    _ = try server.call(
      #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"rlab bench","version":"1"}}}"#
    )
    try server.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
    let loaded = try server.call(
      #"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"load_scene","arguments":{"path":"Scenes/figure1.yaml"}}}"#
    )
    guard loaded.contains(#""session":"s1""#) else {
      throw BenchFailure(
        "rlab mcp did not load Scenes/figure1.yaml (run from the repository root): \(loaded.prefix(300))")
    }
    var id = 3
    func act() throws -> Int {
      id += 1
      let answer = try server.call(
        #"{"jsonrpc":"2.0","id":\#(id),"method":"tools/call","params":{"name":"act","arguments":{"session":"s1","steps":["tap: ok"]}}}"#
      )
      guard answer.contains(#""handledBy":"ok""#) else {
        throw BenchFailure("rlab mcp's act answered without handledBy ok: \(answer.prefix(300))")
      }
      return 1
    }
    let harness = try SceneHarness(path: "Scenes/figure1.yaml")
    for _ in 0..<20 {
      _ = try act()
      try harness.send("tap: ok")
    }
    let (ours, base) = try measureAlternately(
      rounds: quick ? 51 : 201, ours: act,
      base: {
        try harness.send("tap: ok")
        return 1
      })
    return BenchResult(
      name: "mcp.act", unit: "ms", median: ours.median / 1e6, p90: ours.p90 / 1e6,
      baseline: base.median / 1e6,
      baselineName: "in-process scene step (SceneHarness.send \"tap: ok\")")
  }
}

/// A child `rlab` (this same binary) spoken to line by line over pipes.
private final class MCPChild {
  private let pid: pid_t
  private let input: Int32
  private let output: Int32
  private var pending: [UInt8] = []

  init(arguments: [String]) throws {
    var toChild: [Int32] = [0, 0]
    var fromChild: [Int32] = [0, 0]
    guard pipe(&toChild) == 0, pipe(&fromChild) == 0 else { throw BenchFailure("pipe failed") }
    let spawned = Result {
      try spawnSelf(
        arguments: arguments, stdin: toChild[0], stdout: fromChild[1], closeInChild: toChild + fromChild)
    }
    Foundation.close(toChild[0])
    Foundation.close(fromChild[1])
    let child = try spawned.get()
    (pid, input, output) = (child, toChild[1], fromChild[0])
  }

  func send(_ line: String) throws {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { write(input, $0.baseAddress! + offset, $0.count - offset) }
      guard n > 0 else { throw BenchFailure("rlab mcp closed its stdin") }
      offset += n
    }
  }

  /// Sends one request and reads lines until the answer (a line with an id).
  func call(_ line: String) throws -> String {
    try send(line)
    while true {
      let answer = try readLine()
      if answer.contains(#""id":"#) { return answer }
    }
  }

  private func readLine() throws -> String {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      if let nl = pending.firstIndex(of: UInt8(ascii: "\n")) {
        let line = String(decoding: pending[..<nl], as: UTF8.self)
        pending.removeSubrange(...nl)
        return line
      }
      let n = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
      guard n > 0 else { throw BenchFailure("rlab mcp ended before answering") }
      pending += chunk[..<n]
    }
  }

  func close() {
    Foundation.close(input)
    Foundation.close(output)
    var status: Int32 = 0
    _ = waitpid(pid, &status, 0)
  }
}
