import Foundation
import MCP

/// `tools/call` over stdio, answered without the SDK's re-decoding of every
/// result.
///
/// The SDK (0.12.1) hands a typed handler's result back by encoding it to
/// JSON and decoding that into its `Value` (`TypedRequestHandler`), and
/// `Value(from:)` tries Bool, Int and Double before String and then checks
/// each string against a data-URL regex that it builds and compiles anew
/// each time. An `act`'s route holds a hundred strings or so, so that
/// round trip was most of the call: `rlab bench`'s `mcp.act` measured 44–57×
/// the in-process scene step against the issue's 10×. Here a `tools/call`
/// for one of our tools is read with Foundation's parser, run through the
/// same `RLabTools.call` the SDK's handler calls, and its result encoded
/// once. Everything else (initialize, lists, resources, prompts, pings,
/// unknown tools, any request that is not plainly shaped) still goes to the
/// SDK's server, and nothing is answered here before the client has said
/// `notifications/initialized`. `FastPathTests` checks that both paths give
/// the same result.
final class ToolCallFastPath: @unchecked Sendable {
  private let tools: RLabTools
  private let names: Set<String>
  private let lock = NSLock()
  private var initialized = false

  init(_ tools: RLabTools) {
    self.tools = tools
    names = Set(ToolCatalog.all.map(\.name))
  }

  /// The JSON-RPC answer to `message`, or nil to hand it to the SDK.
  func answer(_ message: Data) -> Data? {
    guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
      object["jsonrpc"] as? String == "2.0", let method = object["method"] as? String
    else { return nil }
    if method == "notifications/initialized" {
      lock.withLock { initialized = true }
      return nil
    }
    guard method == "tools/call", lock.withLock({ initialized }),
      let id = Self.idJSON(object["id"]),
      let params = object["params"] as? [String: Any], Set(params.keys).isSubset(of: ["name", "arguments"]),
      let name = params["name"] as? String, names.contains(name)
    else { return nil }
    var arguments: [String: Value]?
    if let given = params["arguments"] {
      guard let dictionary = given as? [String: Any] else { return nil }
      arguments = dictionary.mapValues(RouteValue.value(any:))
    }
    let result = tools.call(name, arguments)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let body = try? encoder.encode(result) else { return nil }
    var out = Data(#"{"id":"#.utf8)
    out += Data(id.utf8)
    out += Data(#","jsonrpc":"2.0","result":"#.utf8)
    out += body
    out += Data("}".utf8)
    return out
  }

  /// A request id as JSON: an integer or a string (JSON-RPC 2.0 §4; MCP
  /// forbids null).
  static func idJSON(_ id: Any?) -> String? {
    switch id {
    case let s as String:
      guard let data = try? JSONEncoder().encode(s) else { return nil }
      return String(decoding: data, as: UTF8.self)
    case let n as NSNumber:
      guard !["c", "B"].contains(String(cString: n.objCType)), n.doubleValue.rounded() == n.doubleValue,
        abs(n.doubleValue) < 1e15
      else { return nil }
      return String(n.int64Value)
    default:
      return nil
    }
  }
}
