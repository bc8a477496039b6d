/// The trace format (SPEC §5): one JSON object per dispatched event.
extension DispatchRecord {
  /// This record as one line of JSON Lines.
  ///
  /// - Parameter undo: the undo manager the first responder finds and the
  ///   id of its owner, read after the dispatch.
  public func jsonLine(undoOwner: String?, undo: UndoManager?) -> String {
    var o = JSONObject()
    o.add("tick", .number(Double(tick)))
    o.add("time", .number(time))
    o.add("type", .string(kind.rawValue))
    o.add(kind == .touch ? "phase" : kind == .key ? "key" : "detail", .string(detail))
    if let p = point { o.add("point", .array([.number(p.x), .number(p.y)])) }
    if !hitTest.isEmpty {
      o.add(
        "hitTest",
        .array(
          hitTest.map { v in
            var e = JSONObject()
            e.add("view", .string(v.view.identifier))
            e.add("inside", .bool(v.inside))
            if let s = v.skipped { e.add("skipped", .string(s.rawValue)) }
            if let rule = v.rule { e.add("rule", .string(rule.description)) }
            return .object(e)
          }))
    }
    if kind == .touch, detail == "began" {
      o.add("hitView", hitView.map { .string($0.identifier) } ?? .null)
    }
    if let block = exclusiveTouchBlock {
      var e = JSONObject()
      e.add("blockedBy", .string(block.by.identifier))
      e.add("hitView", block.hitView.map { .string($0.identifier) } ?? .null)
      o.add("exclusiveTouch", .object(e))
    }
    if let k = keyCommand {
      var e = JSONObject()
      e.add("input", .string(k.command.chord.description))
      e.add("action", .string(k.command.action))
      e.add("owner", .string(k.owner.identifier))
      o.add("keyCommand", .object(e))
    }
    o.add("chain", .array(chain.map { .string($0.identifier) }))
    o.add("handledBy", handledBy.map { .string($0.identifier) } ?? .null)
    if !gestureChanges.isEmpty {
      o.add(
        "gestures",
        .array(
          gestureChanges.map { g in
            var e = JSONObject()
            e.add("id", .string(g.recognizer.identifier))
            e.add("state", .string(g.state.rawValue))
            return .object(e)
          }))
    }
    if !gestureNotes.isEmpty {
      o.add(
        "gestureNotes",
        .array(
          gestureNotes.map { g in
            var e = JSONObject()
            e.add("id", .string(g.recognizer.identifier))
            e.add("note", .string(g.note))
            return .object(e)
          }))
    }
    o.add("calls", .array(calls.map { .string($0) }))
    if !controlEvents.isEmpty {
      o.add("controlEvents", .array(controlEvents.map { .string("\($0.control.identifier).\($0.event)") }))
    }
    if !actions.isEmpty {
      o.add(
        "actions",
        .array(
          actions.map { a in
            var e = JSONObject()
            e.add("action", .string(a.action))
            e.add("target", a.target.map { .string($0.identifier) } ?? .null)
            e.add("chain", .array(a.chain.map { .string($0.identifier) }))
            if !a.answers.isEmpty {
              e.add(
                "answers",
                .array(zip(a.chain, a.answers).map { .string("\($0.identifier): \($1.rawValue)") }))
            }
            e.add("handledBy", a.handledBy.map { .string($0.identifier) } ?? .null)
            return .object(e)
          }))
    }
    if !logs.isEmpty { o.add("logs", .array(logs.map { .string($0) })) }
    if !scrollNotes.isEmpty {
      o.add(
        "scroll",
        .array(
          scrollNotes.map { n in
            var e = JSONObject()
            e.add("scrollView", .string(n.scrollView.identifier))
            e.add("decision", .string(n.decision.rawValue))
            if let v = n.content { e.add("content", .string(v.identifier)) }
            e.add("why", .string(n.why))
            return .object(e)
          }))
    }
    if let undo {
      var u = JSONObject()
      u.add("manager", .string(undoOwner ?? ""))
      u.add("undoStack", .array(undo.undoActionNames.map { .string($0) }))
      u.add("redoStack", .array(undo.redoActionNames.map { .string($0) }))
      o.add("undo", .object(u))
    }
    return JSONValue.object(o).encoded
  }
}

/// A minimal JSON value, enough to write traces without Foundation.
public indirect enum JSONValue {
  case string(String), number(Double), bool(Bool), null
  case array([JSONValue])
  case object(JSONObject)

  public var encoded: String {
    var s = ""
    write(into: &s)
    return s
  }

  func write(into s: inout String) {
    switch self {
    case .string(let v): JSONValue.escape(v, into: &s)
    case .number(let n):
      if !n.isFinite {
        s += "null"
      } else if n == n.rounded(), abs(n) < 1e15 {
        s += String(Int64(n))
      } else {
        s += String(n)
      }
    case .bool(let b): s += b ? "true" : "false"
    case .null: s += "null"
    case .array(let a):
      s += "["
      for (i, v) in a.enumerated() {
        if i > 0 { s += "," }
        v.write(into: &s)
      }
      s += "]"
    case .object(let o):
      s += "{"
      for (i, (k, v)) in o.pairs.enumerated() {
        if i > 0 { s += "," }
        JSONValue.escape(k, into: &s)
        s += ":"
        v.write(into: &s)
      }
      s += "}"
    }
  }

  static func escape(_ v: String, into s: inout String) {
    s += "\""
    for u in v.unicodeScalars {
      switch u {
      case "\"": s += "\\\""
      case "\\": s += "\\\\"
      case "\n": s += "\\n"
      case "\r": s += "\\r"
      case "\t": s += "\\t"
      default:
        // C1 too: U+009B is a terminal's CSI when a trace is printed.
        if u.value < 0x20 || (0x7F...0x9F).contains(u.value) {
          let hex = String(u.value, radix: 16)
          s += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          s.unicodeScalars.append(u)
        }
      }
    }
    s += "\""
  }
}

/// An ordered JSON object.
public struct JSONObject {
  public var pairs: [(String, JSONValue)] = []
  public init() {}
  public mutating func add(_ key: String, _ value: JSONValue) { pairs.append((key, value)) }
}
