import Foundation
import Logging
import MCP

/// The MCP stdio transport (newline-delimited JSON-RPC on stdin and
/// stdout), as a custom `Transport` the SDK's README describes.
///
/// Why not the SDK's `StdioTransport` (0.12.1): it reads stdin non-blocking
/// and sleeps 10 ms whenever the pipe is empty, so every request waited up
/// to 10 ms before it was read (`act` measured a 16 ms median over stdio),
/// and it searched the whole buffer for a newline after every 4 KB read, so
/// a 3.6 MB request (a 200,000-view inline scene) took 197 s to arrive.
/// Here one thread blocks in `read(2)` and scans each chunk once; a line
/// longer than `maxLine` is dropped with a note on stderr, never buffered.
public actor LineTransport: Transport {
  public nonisolated let logger = Logger(label: "rlab.mcp.stdio")
  private let input: Int32
  private let output: Int32
  private let stream: AsyncThrowingStream<Data, any Swift.Error>
  private let continuation: AsyncThrowingStream<Data, any Swift.Error>.Continuation
  private var started = false
  /// Answers some messages before the SDK sees them (`ToolCallFastPath`);
  /// its answers and the SDK's are written under `writing`, whole lines.
  private let intercept: (@Sendable (Data) -> Data?)?
  private let writing = NSLock()

  /// The longest message read: an 8 MiB scene (the file limit) as a JSON
  /// string, escaped, fits several times over.
  public static let maxLine = 64 << 20

  public init(input: Int32 = 0, output: Int32 = 1) {
    self.init(input: input, output: output, intercept: nil)
  }

  init(input: Int32, output: Int32, intercept: (@Sendable (Data) -> Data?)?) {
    (self.input, self.output, self.intercept) = (input, output, intercept)
    (stream, continuation) = AsyncThrowingStream.makeStream()
  }

  public func connect() async throws {
    guard !started else { return }
    started = true
    let (fd, out, lock) = (input, output, writing)
    let sink = continuation
    let deliver: @Sendable (Data) -> Void
    if let intercept {
      deliver = { line in
        if let answer = intercept(line) {
          _ = try? Self.write(answer, to: out, lock: lock)
        } else {
          sink.yield(line)
        }
      }
    } else {
      deliver = { sink.yield($0) }
    }
    let thread = Thread { Self.readLines(fd, into: sink, deliver: deliver) }
    thread.name = "rlab mcp stdin"
    thread.start()
  }

  /// Reads `fd` to its end, yielding each line without its newline.
  private static func readLines(
    _ fd: Int32, into sink: AsyncThrowingStream<Data, any Swift.Error>.Continuation,
    deliver: (Data) -> Void
  ) {
    var pending: [UInt8] = []
    var dropping = false
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0, errno == EINTR { continue }
      if n <= 0 { break }
      var start = 0
      for i in 0..<n where chunk[i] == UInt8(ascii: "\n") {
        if !dropping {
          pending.append(contentsOf: chunk[start..<i])
          if !pending.isEmpty { deliver(Data(pending)) }
        }
        pending.removeAll(keepingCapacity: true)
        dropping = false
        start = i + 1
      }
      if !dropping {
        pending.append(contentsOf: chunk[start..<n])
        if pending.count > maxLine {
          FileHandle.standardError.write(
            Data("rlab mcp: a message is longer than \(maxLine) bytes; it is dropped\n".utf8))
          pending.removeAll()
          dropping = true
        }
      }
    }
    if !pending.isEmpty, !dropping { deliver(Data(pending)) }
    sink.finish()
  }

  public func disconnect() async {
    continuation.finish()
  }

  public func send(_ data: Data) async throws {
    try Self.write(data, to: output, lock: writing)
  }

  /// Writes `data` and a newline as one line, whole, under `lock`.
  private static func write(_ data: Data, to output: Int32, lock: NSLock) throws {
    var bytes = [UInt8](data)
    bytes.append(UInt8(ascii: "\n"))
    try lock.withLock {
      var offset = 0
      while offset < bytes.count {
        let n = bytes.withUnsafeBytes {
          Foundation.write(output, $0.baseAddress! + offset, $0.count - offset)
        }
        if n < 0 {
          if errno == EINTR { continue }
          throw MCPError.transportError(POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO))
        }
        offset += n
      }
    }
  }

  public nonisolated func receive() -> AsyncThrowingStream<Data, any Swift.Error> { stream }
}
