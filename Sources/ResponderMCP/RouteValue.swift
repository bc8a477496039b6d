import Foundation
import MCP
import ResponderCore

/// A dispatch record as the tools return it: the JSON line `--trace`
/// writes (`DispatchRecord.jsonLine`), as a structured value, and one line
/// of text that says where the event went.
enum RouteValue {
  /// The trace line of `r`, read back as a value.
  static func value(_ r: DispatchRecord, app: Application, window: Window) -> Value {
    let owner = (window.firstResponder ?? window).undoManagerOwner?.identifier
    return value(json: r.jsonLine(undoOwner: owner, undo: app.activeUndoManager))
  }

  /// JSON text as a value. Foundation's parser, then a walk: decoding the
  /// SDK's `Value` (`Decodable`, which tries each kind in turn) took 1.4 ms
  /// a trace line in a debug build, most of an `act`.
  static func value(json: String) -> Value {
    guard let any = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    else { return .string(json) }
    return value(any: any)
  }

  static func value(_ encodable: some Encodable) -> Value {
    guard let data = try? JSONEncoder().encode(encodable) else { return .null }
    return value(json: String(decoding: data, as: UTF8.self))
  }

  /// `JSONSerialization`'s objects as a value: its NSNumber says what it
  /// read (`c` true or false, `d` a number with a fraction or exponent,
  /// else an integer), on Linux as on macOS.
  static func value(any: Any) -> Value {
    switch any {
    case let s as String: return .string(s)
    case let n as NSNumber:
      switch String(cString: n.objCType) {
      case "c", "B": return .bool(n.boolValue)
      case "d", "f": return .double(n.doubleValue)
      default: return .int(n.intValue)
      }
    case let a as [Any]: return .array(a.map(value(any:)))
    case let o as [String: Any]: return .object(o.mapValues(value(any:)))
    default: return .null
    }
  }

  /// `touch began [70, 242]: hit ok via window › root › background › ok;
  /// handled by ok; submit via [ok, background, root, main] → main`.
  static func summary(_ r: DispatchRecord) -> String {
    var s = "\(r.kind.rawValue) \(r.detail)"
    if let p = r.point { s += " at [\(number(p.x)), \(number(p.y))]" }
    if let hit = r.hitView {
      s += ": hit \(hit.identifier) via \(r.hitPath.map(\.identifier).joined(separator: " › "))"
      let skipped = r.hitTest.compactMap { v in v.skipped.map { "\(v.view.identifier) \($0.rawValue)" } }
      if !skipped.isEmpty { s += " (skipped: \(skipped.joined(separator: ", ")))" }
    } else if r.kind == .touch, r.touchPhase == .began {
      s += ": no view takes the point"
    }
    if !r.chain.isEmpty { s += "; chain \(r.chain.map(\.identifier).joined(separator: " → "))" }
    s += "; handled by \(r.handledBy?.identifier ?? "nobody")"
    for g in r.gestureChanges { s += "; \(g.recognizer.identifier) \(g.state.rawValue)" }
    for a in r.actions { s += "; " + action(a) }
    for l in r.logs { s += "; log \"\(l)\"" }
    return s
  }

  static func action(_ a: ActionRecord) -> String {
    "action \(a.action) via [\(a.chain.map(\.identifier).joined(separator: ", "))] → \(a.handledBy?.identifier ?? "nobody")"
  }

  static func number(_ d: Double) -> String {
    d.rounded() == d && abs(d) < 1e15 ? String(Int(d)) : String(d)
  }
}
