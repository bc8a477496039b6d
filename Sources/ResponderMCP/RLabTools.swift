import Foundation
import MCP
import ResponderScene
import ResponderTesting

/// The tools' state: the root, the sessions by id, and the one lock every
/// call runs under.
///
/// The SDK handles each request in a task of its own; SDL's queue and the
/// scenes are used from one thread at a time, so each call holds `lock`
/// for its whole (bounded) work and never awaits while holding it.
public final class RLabTools: @unchecked Sendable {
  let root: MCPRoot
  private let lock = NSLock()
  var sessions: [String: MCPSession] = [:]
  private var nextID = 1
  private var uses = 0

  /// At most this many sessions at once, and this many views in all of
  /// them (a scene's own limit): one more load closes the least recently
  /// used, so the process stays within one scene's memory bound.
  public static let maxSessions = 16
  static let maxViewsInAll = SceneLimits.default.maxViews

  /// `root`: the folder every path is confined to (`--root`).
  public init(root: String) throws {
    do { self.root = try MCPRoot(root) } catch { throw error }
  }

  /// Calls begun and not yet answered (`drain` waits for them).
  private let inFlight = Counter()

  /// Waits until every call begun has returned, and a moment for its
  /// answer to be written (the SDK sends it after the handler returns).
  func drain() async {
    while inFlight.value > 0 { try? await Task.sleep(for: .milliseconds(5)) }
    try? await Task.sleep(for: .milliseconds(50))
  }

  /// The root, resolved.
  public var rootPath: String { root.path }

  /// Runs one tool call: its result, or its failure as an error result
  /// whose text is what the command line would print.
  public func call(_ name: String, _ arguments: [String: Value]?) -> CallTool.Result {
    inFlight.add(1)
    defer { inFlight.add(-1) }
    lock.lock()
    defer { lock.unlock() }
    let args = Arguments(arguments ?? [:])
    do {
      switch name {
      case "load_scene": return try loadScene(args)
      case "snapshot": return try snapshot(args)
      case "act": return try act(args)
      case "explain": return try explain(args)
      case "expect": return try expect(args)
      case "predict": return try predict(args)
      case "shot": return try shot(args)
      case "to_test": return try toTest(args)
      case "run_tests": return try runTests(args)
      case "reference": return try reference(args)
      default:
        let names = ToolCatalog.all.map(\.name)
        let hint = SceneSuggestion.closest(to: name, in: names).map { "; did you mean '\($0)'?" } ?? ""
        throw ToolFailure("unknown tool '\(name)'\(hint)")
      }
    } catch let failure as ToolFailure {
      return CallTool.Result(
        content: [.text(text: failure.description, annotations: nil, _meta: nil)], isError: true)
    } catch {
      return CallTool.Result(content: [.text(text: "\(error)", annotations: nil, _meta: nil)], isError: true)
    }
  }

  /// Reads a resource under the lock (`rlab://session/{id}/scene|trace`).
  public func read(_ uri: String) throws -> (text: String, mimeType: String) {
    lock.lock()
    defer { lock.unlock() }
    let prefix = "rlab://session/"
    guard uri.hasPrefix(prefix) else { throw MCPError.invalidParams("unknown resource \(uri)") }
    let parts = uri.dropFirst(prefix.count).split(separator: "/")
    guard parts.count == 2, let s = sessions[String(parts[0])] else {
      throw MCPError.invalidParams("no session for \(uri): load_scene returns the session ids")
    }
    switch parts[1] {
    case "scene": return (s.sceneText, "application/yaml")
    case "trace":
      let note = s.traceDropped > 0 ? "{\"dropped\": \(s.traceDropped)}\n" : ""
      return (note + s.trace.map { $0 + "\n" }.joined(), "application/jsonl")
    default: throw MCPError.invalidParams("unknown resource \(uri): sessions have /scene and /trace")
    }
  }

  /// The sessions now open, as resources.
  public func resources() -> [Resource] {
    lock.lock()
    defer { lock.unlock() }
    return sessions.keys.sorted().flatMap { id in
      [
        Resource(
          name: "\(id) scene", uri: "rlab://session/\(id)/scene",
          description: "The scene session \(id) was loaded from.",
          mimeType: "application/yaml"),
        Resource(
          name: "\(id) trace", uri: "rlab://session/\(id)/trace",
          description:
            "Every event session \(id) dispatched, one JSON line each, as `rlab test --trace` writes them.",
          mimeType: "application/jsonl"),
      ]
    }
  }

  func session(_ args: Arguments) throws(ToolFailure) -> MCPSession {
    let id = try args.string("session")
    guard let s = sessions[id] else {
      let open = sessions.keys.sorted()
      throw ToolFailure(
        "no session '\(id)'"
          + (open.isEmpty ? ": load_scene first" : " (open: \(open.joined(separator: ", ")))"))
    }
    uses += 1
    s.lastUse = uses
    return s
  }

  /// Keeps a new session of `views` views within the bounds, closing the
  /// least recently used; returns the ids closed.
  func makeRoom(for views: Int) -> [String] {
    var closed: [String] = []
    func total() -> Int { sessions.values.reduce(0) { $0 + $1.scene.viewsMade } }
    while !sessions.isEmpty, sessions.count >= Self.maxSessions || total() + views > Self.maxViewsInAll {
      guard let oldest = sessions.values.min(by: { $0.lastUse < $1.lastUse }) else { break }
      sessions[oldest.id] = nil
      closed.append(oldest.id)
    }
    return closed
  }

  func newID() -> String {
    defer { nextID += 1 }
    return "s\(nextID)"
  }

  func touch(_ s: MCPSession) {
    uses += 1
    s.lastUse = uses
  }
}

/// A call's arguments, read with errors that name the argument.
struct Arguments {
  let values: [String: Value]
  init(_ values: [String: Value]) { self.values = values }

  subscript(_ key: String) -> Value? {
    if case .null? = values[key] { return nil }
    return values[key]
  }

  func string(_ key: String) throws(ToolFailure) -> String {
    guard let v = self[key] else { throw ToolFailure("`\(key)` is missing") }
    guard case .string(let s) = v else { throw ToolFailure("`\(key)` takes a string") }
    return s
  }

  func optionalString(_ key: String) throws(ToolFailure) -> String? {
    self[key] == nil ? nil : try string(key)
  }

  func bool(_ key: String, default d: Bool) throws(ToolFailure) -> Bool {
    guard let v = self[key] else { return d }
    guard case .bool(let b) = v else { throw ToolFailure("`\(key)` takes true or false") }
    return b
  }

  func strings(_ key: String) throws(ToolFailure) -> [String]? {
    guard let v = self[key] else { return nil }
    if case .string(let s) = v { return [s] }
    guard case .array(let a) = v else { throw ToolFailure("`\(key)` takes a list of strings") }
    return try a.map { (e: Value) throws(ToolFailure) -> String in
      guard case .string(let s) = e else { throw ToolFailure("`\(key)` takes a list of strings") }
      return s
    }
  }
}

extension CallTool.Result {
  /// A text summary beside the structured result (the protocol's advice:
  /// a client that reads only text still gets the answer).
  static func summary(_ text: String, _ structured: Value) -> CallTool.Result {
    CallTool.Result(
      content: [.text(text: text, annotations: nil, _meta: nil)], structuredContent: Value?.some(structured))
  }
}

/// A count shared between the handlers' tasks.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  var value: Int { lock.withLock { count } }
  func add(_ n: Int) { lock.withLock { count += n } }
}
