import Dispatch
import Foundation
import MCP

/// `rlab mcp --http 127.0.0.1:PORT`: the MCP Streamable HTTP transport on
/// the loopback interface only, without a web framework.
///
/// The SDK (0.12.1) brings the protocol's server side
/// (`StatelessHTTPServerTransport`: POST a JSON-RPC message to `/mcp`, the
/// answer comes back as one JSON body; GET and DELETE are 405, as the
/// specification allows a server that opens no stream) but no listener on
/// Linux. This is that listener: HTTP/1.1 over a blocking socket, one thread
/// per connection, keep-alive, `Content-Length` bodies only (a chunked
/// request is 411), every size and wait bounded so that no client can hold
/// the server: headers at most `maxHeader` bytes, a body at most
/// `LineTransport.maxLine`, `maxConnections` open at once, and a connection
/// that sends nothing for `idleSeconds` is closed.
///
/// Loopback only: the address must be 127.0.0.1, localhost or [::1]. The
/// SDK's origin validator then refuses a request whose `Host` or `Origin`
/// is not loopback (DNS rebinding, MCP specification "Security Warning").
public final class LoopbackHTTPListener: @unchecked Sendable {
  /// The address and port to bind, from `HOST:PORT` (`[::1]:PORT` for IPv6).
  public struct Address: Equatable, Sendable, CustomStringConvertible {
    public var host: String
    public var port: UInt16
    var isIPv6: Bool { host == "::1" }
    public var description: String { isIPv6 ? "[::1]:\(port)" : "\(host):\(port)" }

    /// Parses `127.0.0.1:8080`, `localhost:8080`, `[::1]:8080`, or a port
    /// alone (127.0.0.1); port 0 picks a free one. Anything that is not
    /// loopback is refused with the reason.
    public init(parsing text: String) throws {
      var host = "127.0.0.1"
      var portText = text
      if text.hasPrefix("[") {
        guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
          throw Refusal("--http \(text): write an IPv6 address as [::1]:PORT")
        }
        host = String(text[text.index(after: text.startIndex)..<close])
        portText = String(text[text.index(close, offsetBy: 2)...])
      } else if let colon = text.lastIndex(of: ":") {
        host = String(text[..<colon])
        portText = String(text[text.index(after: colon)...])
      }
      if host == "localhost" { host = "127.0.0.1" }
      guard host == "127.0.0.1" || host == "::1" else {
        throw Refusal(
          "--http \(text): rlab mcp serves the loopback interface only (127.0.0.1, localhost or [::1]); "
            + "\(host) is not loopback")
      }
      guard let port = UInt16(portText) else {
        throw Refusal("--http \(text): the port must be a number from 0 to 65535 (0 picks a free one)")
      }
      (self.host, self.port) = (host, port)
    }
  }

  /// A refused address or a socket call that failed, with its reason.
  public struct Refusal: Error, CustomStringConvertible {
    public var description: String
    init(_ d: String) { description = d }
  }

  /// The request path the transport answers on (the SDK's examples use it).
  public static let path = "/mcp"
  public static let maxHeader = 64 << 10
  public static let maxConnections = 32
  public static let idleSeconds = 60

  /// The address bound; its port is the one chosen when 0 was asked.
  public let address: Address
  private let socketFD: Int32
  private let lock = NSLock()
  private var open = 0

  public init(_ asked: Address) throws {
    let family = asked.isIPv6 ? AF_INET6 : AF_INET
    #if canImport(Glibc)
      let fd = socket(family, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let fd = socket(family, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { throw Refusal("--http \(asked): socket: \(String(cString: strerror(errno)))") }
    var one: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    var bound = asked
    let failed: String? = Self.bind(fd, &bound)
    if let failed {
      close(fd)
      throw Refusal("--http \(asked): \(failed)")
    }
    guard listen(fd, 16) == 0 else {
      let why = String(cString: strerror(errno))
      close(fd)
      throw Refusal("--http \(asked): listen: \(why)")
    }
    (socketFD, address) = (fd, bound)
  }

  /// Binds `fd` to the loopback address and reads back the port chosen.
  private static func bind(_ fd: Int32, _ address: inout Address) -> String? {
    let bound: Bool
    if address.isIPv6 {
      var a = sockaddr_in6()
      a.sin6_family = sa_family_t(AF_INET6)
      a.sin6_port = address.port.bigEndian
      a.sin6_addr = in6addr_loopback
      bound = bindReadingBack(fd, &a)
      address.port = UInt16(bigEndian: a.sin6_port)
    } else {
      var a = sockaddr_in()
      a.sin_family = sa_family_t(AF_INET)
      a.sin_port = address.port.bigEndian
      a.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
      bound = bindReadingBack(fd, &a)
      address.port = UInt16(bigEndian: a.sin_port)
    }
    return bound ? nil : "bind: \(String(cString: strerror(errno)))"
  }

  /// `bind(2)`, then `getsockname(2)` into the same address (its port is
  /// the one the system chose for port 0).
  private static func bindReadingBack<A>(_ fd: Int32, _ a: inout A) -> Bool {
    var size = socklen_t(MemoryLayout<A>.size)
    return withUnsafeMutablePointer(to: &a) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { p in
        Foundation.bind(fd, p, size) == 0 && getsockname(fd, p, &size) == 0
      }
    }
  }

  /// Accepts connections until the socket is closed, each on its own
  /// thread, handing every well-formed request on `/mcp` to `handle`.
  public func serve(_ handle: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) {
    while true {
      let client = accept(socketFD, nil, nil)
      if client < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        return
      }
      let admitted = lock.withLock { () -> Bool in
        guard open < Self.maxConnections else { return false }
        open += 1
        return true
      }
      guard admitted else {
        Connection(client).write(status: 503, headers: ["Connection": "close"], body: Data("busy\n".utf8))
        close(client)
        continue
      }
      let thread = Thread { [self] in
        var connection = Connection(client)
        connection.run(handle)
        close(client)
        lock.withLock { open -= 1 }
      }
      thread.name = "rlab mcp http"
      thread.start()
    }
  }

  /// Stops accepting (connections already open finish their request).
  public func stop() {
    shutdown(socketFD, Int32(SHUT_RDWR))
    close(socketFD)
  }

  /// One client's connection: requests read in turn, each answered before
  /// the next is read.
  struct Connection {
    let fd: Int32
    var pending: [UInt8] = []

    init(_ fd: Int32) {
      self.fd = fd
      var idle = timeval(tv_sec: LoopbackHTTPListener.idleSeconds, tv_usec: 0)
      setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &idle, socklen_t(MemoryLayout<timeval>.size))
      setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &idle, socklen_t(MemoryLayout<timeval>.size))
    }

    mutating func run(_ handle: @escaping @Sendable (HTTPRequest) async -> HTTPResponse) {
      while true {
        let parsed = readRequest()
        switch parsed {
        case .closed: return
        case .refused(let status, let why):
          write(status: status, headers: ["Connection": "close"], body: Data((why + "\n").utf8))
          return
        case .request(let request, let keepAlive):
          let response = Self.wait(for: request, handle)
          var headers = response.headers
          headers["Connection"] = keepAlive ? "keep-alive" : "close"
          let body: Data
          if case .stream = response {
            // The stateless transport never streams; say so rather than hang.
            write(status: 500, headers: ["Connection": "close"], body: Data("no streaming here\n".utf8))
            return
          } else {
            body = response.bodyData ?? Data()
          }
          guard write(status: response.statusCode, headers: headers, body: body), keepAlive else { return }
        }
      }
    }

    /// Runs the async handler from this connection's thread and waits.
    static func wait(
      for request: HTTPRequest, _ handle: @escaping @Sendable (HTTPRequest) async -> HTTPResponse
    ) -> HTTPResponse {
      let done = DispatchSemaphore(value: 0)
      let box = ResponseBox()
      Task.detached {
        box.response = await handle(request)
        done.signal()
      }
      done.wait()
      return box.response ?? .error(statusCode: 500, .internalError("no response"))
    }

    enum Parsed {
      case request(HTTPRequest, keepAlive: Bool)
      case refused(Int, String)
      case closed
    }

    /// Reads one request: the head up to its blank line, then exactly
    /// `Content-Length` bytes of body.
    mutating func readRequest() -> Parsed {
      var headEnd: Int?
      while headEnd == nil {
        if let end = Self.blankLine(in: pending) {
          headEnd = end
          break
        }
        if pending.count > LoopbackHTTPListener.maxHeader {
          return .refused(431, "request head longer than \(LoopbackHTTPListener.maxHeader) bytes")
        }
        guard fill() else {
          return pending.isEmpty ? .closed : .refused(400, "the request ended in its head")
        }
      }
      let head = String(decoding: pending[..<headEnd!], as: UTF8.self)
      pending.removeSubrange(..<(headEnd! + 4))
      var lines = head.components(separatedBy: "\r\n")
      let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
      guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else {
        return .refused(400, "not an HTTP/1.1 request line")
      }
      var headers: [String: String] = [:]
      for line in lines where !line.isEmpty {
        guard let colon = line.firstIndex(of: ":") else { return .refused(400, "a header line has no colon") }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces)
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        headers[name] = headers[name].map { $0 + ", " + value } ?? value
      }
      let lookup = { (name: String) in headers.first { $0.key.lowercased() == name }?.value }
      if lookup("transfer-encoding") != nil {
        return .refused(411, "send the body with Content-Length (chunked requests are not read)")
      }
      let length: Int
      if let text = lookup("content-length") {
        guard let n = Int(text), n >= 0 else { return .refused(400, "Content-Length is not a number") }
        guard n <= LineTransport.maxLine else {
          return .refused(413, "a message is longer than \(LineTransport.maxLine) bytes")
        }
        length = n
      } else {
        length = 0
      }
      while pending.count < length {
        guard fill() else { return .refused(400, "the body ended before Content-Length bytes") }
      }
      let body = Data(pending[..<length])
      pending.removeSubrange(..<length)
      let target = String(requestLine[1])
      let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
      guard path == LoopbackHTTPListener.path else {
        return .refused(404, "rlab mcp answers on \(LoopbackHTTPListener.path) only")
      }
      let keepAlive = lookup("connection")?.lowercased() != "close" && requestLine[2] == "HTTP/1.1"
      return .request(
        HTTPRequest(method: String(requestLine[0]), headers: headers, body: body, path: path),
        keepAlive: keepAlive)
    }

    /// The offset of the first CRLF CRLF, if the bytes hold one.
    static func blankLine(in bytes: [UInt8]) -> Int? {
      guard bytes.count >= 4 else { return nil }
      for i in 0...(bytes.count - 4)
      where bytes[i] == 13 && bytes[i + 1] == 10 && bytes[i + 2] == 13 && bytes[i + 3] == 10 {
        return i
      }
      return nil
    }

    /// Reads what the socket has; false at its end, an error or the idle limit.
    mutating func fill() -> Bool {
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return false }
        pending += chunk[..<n]
        return true
      }
    }

    @discardableResult
    func write(status: Int, headers: [String: String], body: Data) -> Bool {
      var head = "HTTP/1.1 \(status) \(Self.reason(status))\r\n"
      for (name, value) in headers.sorted(by: { $0.key < $1.key })
      where name.lowercased() != "content-length" {
        head += "\(name): \(value)\r\n"
      }
      head += "Content-Length: \(body.count)\r\n\r\n"
      var bytes = Array(head.utf8)
      bytes += body
      var offset = 0
      while offset < bytes.count {
        let n = bytes.withUnsafeBytes {
          send(fd, $0.baseAddress! + offset, $0.count - offset, Int32(MSG_NOSIGNAL))
        }
        if n < 0, errno == EINTR { continue }
        guard n > 0 else { return false }
        offset += n
      }
      return true
    }

    static func reason(_ status: Int) -> String {
      switch status {
      case 200: "OK"
      case 202: "Accepted"
      case 400: "Bad Request"
      case 403: "Forbidden"
      case 404: "Not Found"
      case 405: "Method Not Allowed"
      case 406: "Not Acceptable"
      case 411: "Length Required"
      case 413: "Content Too Large"
      case 415: "Unsupported Media Type"
      case 421: "Misdirected Request"
      case 431: "Request Header Fields Too Large"
      case 503: "Service Unavailable"
      default: status < 400 ? "OK" : "Error"
      }
    }
  }
}

/// The handler's answer, handed from its task to the connection's thread.
private final class ResponseBox: @unchecked Sendable {
  var response: HTTPResponse?
}
