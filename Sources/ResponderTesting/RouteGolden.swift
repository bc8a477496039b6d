import Foundation
import ResponderCore
import ResponderIO

/// Route goldens: the dispatch route of every event of a test, compared
/// with a committed JSON Lines file (`expect: { route: F.jsonl }`).
///
/// A route is what the responder machinery decided, not what it drew: the
/// hit-test path, the chain, the handler, the gesture state changes and
/// the action messages. It holds no times or pixels, so it is the same on
/// every machine, where an image golden is not.
enum RouteGolden {
  /// The fields of a route line, in the order they are compared.
  static let fields = ["type", "detail", "hitPath", "chain", "handledBy", "gestures", "actions"]

  /// One dispatch's route as one line of JSON, written by the trace's
  /// encoder.
  static func line(_ r: DispatchRecord) -> String {
    // `Route` throws nothing; an empty object would only mark a line that
    // failed anyway, and a golden compared with it fails.
    (try? JSONLinesEncoder().line(Route(r))) ?? "{}"
  }

  /// The route of one dispatch: the keys of `fields`, in that order.
  struct Route: Encodable {
    let record: DispatchRecord
    init(_ r: DispatchRecord) { record = r }

    enum CodingKeys: String, CodingKey { case type, detail, hitPath, chain, handledBy, gestures, actions }

    func encode(to encoder: any Encoder) throws {
      let r = record
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(r.kind.rawValue, forKey: .type)
      try c.encode(r.detail, forKey: .detail)
      if r.kind == .touch, r.touchPhase == .began || !r.hitTest.isEmpty {
        try c.encode(r.hitPath.map(\.identifier), forKey: .hitPath)
      }
      try c.encode(r.chain.map(\.identifier), forKey: .chain)
      try c.encode(r.handledBy?.identifier, forKey: .handledBy)
      if !r.gestureChanges.isEmpty {
        try c.encode(
          r.gestureChanges.map { "\($0.recognizer.identifier):\($0.state.rawValue)" }, forKey: .gestures)
      }
      if !r.actions.isEmpty {
        try c.encode(
          r.actions.map { a in
            "\(a.action) via [\(a.chain.map(\.identifier).joined(separator: ", "))] → \(a.handledBy?.identifier ?? "null")"
          }, forKey: .actions)
      }
    }
  }

  /// Nil when `seen` matches the golden at `path`; else where they first
  /// part: the event (its number and the golden's line) and the hop.
  ///
  /// Without a golden, or with `update`, writes `seen` there; a missing
  /// golden still fails, so that CI never passes on a file nobody reviewed.
  static func check(_ seen: [String], golden path: String, update: Bool) -> String? {
    let text = seen.map { $0 + "\n" }.joined()
    // The link itself counts: a symlinked golden is refused both ways.
    if update || !exists(path) {
      // As shots and image goldens: never through a symlink or onto a device.
      let options = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: true)
      if let failure = SafeFile.write(Array(text.utf8), to: path, options: options) {
        return "    cannot write the route golden: \(failure.message)"
      }
      if update { return nil }
      return "    no route golden at \(path): wrote the \(seen.count) events seen; check it and commit it"
    }
    return compare(seen, with: read(path), golden: path)
  }

  /// Whether a golden (or a link in its place) exists at `path`.
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0
  }

  /// The golden's lines, or why it cannot be read: read once per `expect`,
  /// and once per `waitUntil` however many ticks compare with it (a
  /// 39-line golden was read 28,800 times in five 60 s waits, issue 37).
  static func read(_ path: String) -> Result<[String], SafeFile.Failure> {
    // Non-blocking and regular files only: a FIFO here would hang the run.
    SafeFile.read(path, limit: 8 << 20, what: "route golden", noFollow: true).map { bytes in
      String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: true).map(
        String.init)
    }
  }

  /// Nil when `seen` matches the golden read from `path`.
  static func compare(_ seen: [String], with golden: Result<[String], SafeFile.Failure>, golden path: String)
    -> String?
  {
    switch golden {
    case .success(let expected): firstDifference(expected: expected, seen: seen, golden: path)
    case .failure(let f): "    \(path): \(f.message)"
    }
  }

  static func firstDifference(expected: [String], seen: [String], golden: String) -> String? {
    for i in 0..<max(expected.count, seen.count) {
      guard i < expected.count else {
        return
          "    event \(i + 1): not in the golden (\(seen.count) events seen, \(expected.count) expected)\n"
          + "      seen: \(DiffText.show(seen[i]))"
      }
      guard i < seen.count else {
        return "    event \(i + 1) (\(golden):\(i + 1)): expected but not seen (\(seen.count) events seen)\n"
          + "      expected: \(DiffText.show(expected[i]))"
      }
      if expected[i] == seen[i] { continue }
      guard let e = parse(expected[i]) else {
        return "    \(golden):\(i + 1): line \(i + 1) of the route golden is not JSON (one object per line)\n"
          + "      seen: \(DiffText.show(seen[i]))"
      }
      var out = "    event \(i + 1) (\(golden):\(i + 1)) differs"
      let s = parse(seen[i]) ?? Fields()
      for f in fields {
        let ev = e[f] ?? "absent"
        let sv = s[f] ?? "absent"
        if ev == sv { continue }
        out += " in `\(f)`"
        let ea = e.lists[f] ?? []
        let sa = s.lists[f] ?? []
        if let hop = zip(ea, sa).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
          out += " at hop \(hop + 1): expected `\(DiffText.show(ea[hop]))`, seen `\(DiffText.show(sa[hop]))`"
        } else if ea.count != sa.count, !(ea.isEmpty && sa.isEmpty) {
          out +=
            " at hop \(min(ea.count, sa.count) + 1): \(ea.count > sa.count ? "expected `\(DiffText.show(ea[sa.count]))`, seen nothing" : "expected nothing, seen `\(DiffText.show(sa[ea.count]))`")"
        }
        out += "\n      expected: \(DiffText.show(ev))\n      seen:     \(DiffText.show(sv))"
        return out
      }
      return out
        + "\n      expected: \(DiffText.show(expected[i]))\n      seen:     \(DiffText.show(seen[i]))"
    }
    return nil
  }

  /// A route line's fields as text, and its list fields as items.
  struct Fields {
    var text: [String: String] = [:]
    var lists: [String: [String]] = [:]
    subscript(_ key: String) -> String? { text[key] }
  }

  /// Nil when the line is not one JSON object.
  static func parse(_ line: String) -> Fields? {
    var out = Fields()
    guard let data = line.data(using: .utf8),
      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
    else { return nil }
    for (k, v) in object {
      if let a = v as? [Any] {
        let items = a.map { "\($0)" }
        out.lists[k] = items
        out.text[k] = "[" + items.joined(separator: ", ") + "]"
      } else if v is NSNull {
        out.text[k] = "null"
      } else {
        out.text[k] = "\(v)"
      }
    }
    return out
  }
}
