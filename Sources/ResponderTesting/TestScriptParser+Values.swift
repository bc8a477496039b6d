import ResponderCore
import ResponderScene

extension TestScriptParser.Parser {
  mutating func fail<T>(_ n: Node, _ problem: ScriptProblem) -> T? {
    error(n, problem)
    return nil
  }

  mutating func map(_ n: Node, _ allowed: [String]) -> [String: Node]? {
    guard let kv = pairs(n) else {
      error(n, .expectedMapping(keys: allowed))
      return nil
    }
    var out: [String: Node] = [:]
    for (k, kn, v) in kv {
      if !allowed.contains(k) {
        error(kn, .unknownKey(k, in: nil, suggestion: SceneSuggestion.closest(to: k, in: allowed)))
      }
      out[k] = v
    }
    return out
  }

  mutating func target(_ n: Node) -> ScriptTarget? {
    if case .sequence(let seq) = n {
      let v = seq.compactMap { number($0) }
      guard v.count == 2, seq.count == 2 else { return fail(n, .rule(.point)) }
      return .point(Point(x: v[0], y: v[1]))
    }
    if case .scalar = n, let s = n.string, !s.isEmpty {
      refs.append(ScriptReference(id: s, kind: .view, location: loc(n)))
      return .view(s)
    }
    if case .mapping = n, let kv = pairs(n), kv.contains(where: { $0.0 == "text" }) {
      guard let m = map(n, ["text", "offset"]), let t = m["text"], case .scalar = t, let text = t.string,
        !text.isEmpty
      else {
        return fail(n, .rule(.textTarget))
      }
      guard let offset = m["offset"] else { return .text(text) }
      guard case .sequence(let seq) = offset, seq.count == 2 else { return fail(offset, .rule(.offset)) }
      let v = seq.compactMap { number($0) }
      guard v.count == 2 else { return fail(offset, .rule(.offset)) }
      return .textOffset(text, Point(x: v[0], y: v[1]))
    }
    if case .mapping = n {
      guard let m = map(n, ["view", "offset"]), let idNode = m["view"], let id = idNode.string, !id.isEmpty,
        case .sequence(let seq)? = m["offset"], seq.count == 2
      else { return fail(n, .rule(.viewOffset)) }
      let v = seq.compactMap { number($0) }
      guard v.count == 2 else { return fail(n, .rule(.offset)) }
      refs.append(ScriptReference(id: id, kind: .view, location: loc(idNode)))
      return .viewOffset(id, Point(x: v[0], y: v[1]))
    }
    return fail(n, .rule(.target))
  }

  /// Notes that `n` names `id` (nil: names nothing) and hands it back.
  mutating func reference(_ id: String?, _ n: Node, _ kind: ScriptReference.Kind) -> String? {
    if let id, !id.isEmpty { refs.append(ScriptReference(id: id, kind: kind, location: loc(n))) }
    return id
  }

  /// A list of ids, each noted where it is written.
  mutating func ids(_ n: Node, _ kind: ScriptReference.Kind) -> [String]? {
    guard let l = list(n) else { return nil }
    if case .sequence(let seq) = n { for item in seq { _ = reference(item.string, item, kind) } }
    return l
  }

  func number(_ n: Node) -> Double? {
    guard case .scalar(let s) = n else { return nil }
    guard let d = Double(s.string), d.isFinite else { return nil }
    return d
  }

  mutating func list(_ n: Node) -> [String]? {
    guard case .sequence(let seq) = n else { return fail(n, .rule(.list)) }
    var out: [String] = []
    for item in seq {
      guard let text = item.string else {
        return fail(item, .expectedName(got: kind(item)))
      }
      out.append(text)
    }
    return out
  }

  func kind(_ n: Node) -> ScriptProblem.ValueKind {
    switch n {
    case .scalar: .value
    case .sequence: .list
    case .mapping: .map
    }
  }

  /// A script file's own path for `shot:` and `image:`: relative, inside
  /// the script's folder (no `..`), ending in `.png` — as scene assets
  /// are confined to the scene's folder.
  mutating func confinedPNG(_ n: Node, _ key: String) -> String? {
    confinedFile(n, key, ending: ".png")
  }

  /// A file a script reads and writes (`shot:`, `image:`, `route:`):
  /// relative, inside the script's folder (no `..`), ending in `ending`.
  /// `ScriptFolder` checks the folders on the way when the step runs.
  mutating func confinedFile(_ n: Node, _ key: String, ending: String) -> String? {
    guard let s = n.string, !s.isEmpty else { return fail(n, .file(key: key, .name(ending: ending))) }
    guard s.hasSuffix(ending), s.count > ending.count else {
      return fail(n, .file(key: key, .ending(ending)))
    }
    guard ScriptFolder.isRelativeInside(s) else {
      return fail(n, .file(key: key, .outside))
    }
    return resolve(s, against: file)
  }

  /// One id, or null for "none"; a list or map is an error (it used to
  /// read as null, so `handledBy: [label]` passed with nothing handled).
  mutating func optionalID(_ n: Node) -> String? {
    guard case .scalar(let s) = n else { return fail(n, .expectedID(got: kind(n))) }
    if s.string == "null" || s.string == "~" || s.string.isEmpty { return nil }
    return s.string
  }

  func propertyValue(_ n: Node) -> PropertyValue {
    switch n {
    case .sequence(let seq):
      // Geometry as a list of numbers: `[x, y]` for a point or size, four
      // for a frame or insets (`matches` compares the numbers in order).
      let v = seq.compactMap { number($0) }
      if v.count == 4, seq.count == 4 { return .rect(Rect(x: v[0], y: v[1], width: v[2], height: v[3])) }
      if v.count == 2, seq.count == 2 { return .point(Point(x: v[0], y: v[1])) }
      return .string(seq.map { $0.string ?? "" }.joined(separator: ","))
    case .scalar(let s):
      if s.style == .plain {
        if s.string == "null" || s.string == "~" { return .null }
        if s.string == "true" { return .bool(true) }
        if s.string == "false" { return .bool(false) }
        if let d = Double(s.string) { return .number(d) }
      }
      if let c = Color(hex: s.string) { return .color(c) }
      return .string(s.string)
    default:
      return .null
    }
  }
}
