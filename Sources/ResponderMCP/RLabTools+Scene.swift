import Foundation
import MCP
import ResponderCore
import ResponderIO
import ResponderScene
import ResponderTesting

/// `load_scene` and `snapshot`: a scene as a session, and what it holds now.
extension RLabTools {
  /// The most views `load_scene` and `snapshot` list: a 200,000-view scene
  /// loads, but its listing would be tens of megabytes of JSON.
  static let maxListedViews = 2_000

  func loadScene(_ args: Arguments) throws -> CallTool.Result {
    let path = try args.optionalString("path")
    let yaml = try args.optionalString("yaml")
    guard (path == nil) != (yaml == nil) else {
      throw ToolFailure("give `path` (a scene file under the root) or `yaml` (the scene's text), one of them")
    }
    let limits = SceneLimits.default
    let bytes: [UInt8]
    let name: String
    let base: String
    var file: String?
    if let path {
      let full = try root.resolve(path, itself: true)
      name = root.relative(full)
      switch SafeFile.read(full, limit: limits.maxFileBytes, what: "scene file") {
      case .success(let b): bytes = b
      case .failure(let f): throw ToolFailure("\(name):1:1: \(f.message)")
      }
      base = (full as NSString).deletingLastPathComponent
      file = full
    } else {
      bytes = Array((yaml ?? "").utf8)
      name = "inline.yaml"
      base = root.path
    }
    let document: SceneDocument
    switch SceneLoader.parse(
      bytes: bytes, file: name, baseDirectory: base, assetsDirectory: AssetLocator.assetsDirectory,
      limits: limits)
    {
    case .success(let d): document = d
    case .failure(let errors): throw ToolFailure(errors.description)
    }
    let closed = makeRoom(for: document.viewCount)
    let id = newID()
    let s = try MCPSession(
      id: id, document: document, scenePath: file, sceneText: String(decoding: bytes, as: UTF8.self))
    sessions[id] = s
    touch(s)
    let views = listedViews(s.scene)
    let recognizers = s.scene.recognizers.keys.sorted().compactMap { s.scene.recognizers[$0] }.map(recognizer)
    let first = s.scene.window.firstResponder?.identifier
    var result: [String: Value] = [
      "session": .string(id), "scene": .string(s.scene.name), "views": .array(views.values),
      "viewCount": .int(s.scene.views.count), "recognizers": .array(recognizers),
      "firstResponder": first.map { .string($0) } ?? .null,
    ]
    if !closed.isEmpty { result["closed"] = .array(closed.map { .string($0) }) }
    var text =
      "session \(id): \(s.scene.name) (\(name)), \(s.scene.views.count) views, \(recognizers.count) recognizers, "
      + "first responder \(first ?? "none")"
    if views.more > 0 { text += "; listed the first \(views.values.count) views (snapshot shows the tree)" }
    if !closed.isEmpty {
      text += "; closed \(closed.joined(separator: ", ")) to stay within the session limits"
    }
    text +=
      "\n"
      + views.values.prefix(40).compactMap { v -> String? in
        guard case .object(let o) = v, case .string(let id)? = o["id"], case .string(let type)? = o["type"]
        else { return nil }
        return "  \(id) (\(type)) \(o["frame"].map(Self.frameText) ?? "")"
      }.joined(separator: "\n")
    return .summary(text, .object(result))
  }

  /// Every view, window first, depth first, as `load_scene` lists them.
  func listedViews(_ scene: BuiltScene) -> (values: [Value], more: Int) {
    var out: [Value] = []
    var more = 0
    var stack: [View] = [scene.window]
    while let v = stack.popLast() {
      if out.count < Self.maxListedViews { out.append(.object(viewFields(v))) } else { more += 1 }
      stack.append(contentsOf: v.subviews.reversed())
    }
    return (out, more)
  }

  func viewFields(_ v: View) -> [String: Value] {
    let f = v.frameInWindow
    var o: [String: Value] = [
      "id": .string(v.identifier), "type": .string(v.kindName),
      "frame": .array([.double(f.minX), .double(f.minY), .double(f.width), .double(f.height)]),
    ]
    if v.isHidden { o["hidden"] = true }
    if !v.isUserInteractionEnabled { o["userInteractionEnabled"] = false }
    if v.alpha < 1 { o["alpha"] = .double(v.alpha) }
    if v.isFirstResponder { o["firstResponder"] = true }
    if let text = (v as? Label)?.text ?? (v as? Button)?.title ?? (v as? TextField)?.text, !text.isEmpty {
      o["text"] = .string(text)
    }
    return o
  }

  func recognizer(_ g: GestureRecognizer) -> Value {
    [
      "id": .string(g.identifier), "kind": .string(g.kindName), "state": .string(g.state.rawValue),
      "view": g.view.map { .string($0.identifier) } ?? .null, "enabled": .bool(g.isEnabled),
    ]
  }

  static func frameText(_ v: Value) -> String {
    guard case .array(let a) = v else { return "" }
    return "[" + a.map { e in e.doubleValue.map(RouteValue.number) ?? "?" }.joined(separator: ", ") + "]"
  }

  func snapshot(_ args: Arguments) throws -> CallTool.Result {
    let s = try session(args)
    let scene = s.scene
    var listed = 0
    func tree(_ v: View) -> Value {
      listed += 1
      var o = viewFields(v)
      var children: [Value] = []
      for c in v.subviews {
        guard listed < Self.maxListedViews else {
          o["more"] = .int(v.subviews.count - children.count)
          break
        }
        children.append(tree(c))
      }
      if !children.isEmpty { o["subviews"] = .array(children) }
      return .object(o)
    }
    // The tree is as deep as the scene's nesting limit (64 views), so the
    // recursion is bounded.
    let t = tree(scene.window)
    let recognizers = scene.recognizers.keys.sorted().compactMap { scene.recognizers[$0] }.map(recognizer)
    let undo = scene.app.activeUndoManager
    let owner = (scene.window.firstResponder ?? scene.window).undoManagerOwner?.identifier
    var state: [String: Value] = [:]
    for line in scene.app.state.lines {
      let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
      if parts.count == 2 { state[parts[0]] = .string(parts[1]) }
    }
    let first = scene.window.firstResponder?.identifier
    let result: Value = [
      "tree": t, "recognizers": .array(recognizers), "firstResponder": first.map { .string($0) } ?? .null,
      "undo": [
        "manager": owner.map { .string($0) } ?? .null,
        "undoStack": .array((undo?.undoActionNames ?? []).map { .string($0) }),
        "redoStack": .array((undo?.redoActionNames ?? []).map { .string($0) }),
      ],
      "state": .object(state), "virtualSeconds": .double(s.virtualSeconds),
    ]
    var lines: [String] = []
    func draw(_ v: Value, _ depth: Int) {
      guard case .object(let o) = v, lines.count < 60 else { return }
      var line = String(repeating: "  ", count: depth)
      if case .string(let id)? = o["id"], case .string(let type)? = o["type"] { line += "\(id) (\(type))" }
      line += " " + (o["frame"].map(Self.frameText) ?? "")
      for flag in ["hidden", "firstResponder"] where o[flag] == true { line += " \(flag)" }
      if o["userInteractionEnabled"] == false { line += " userInteractionEnabled: false" }
      if case .double(let a)? = o["alpha"] { line += " alpha \(RouteValue.number(a))" }
      lines.append(line)
      if case .array(let subs)? = o["subviews"] { for c in subs { draw(c, depth + 1) } }
    }
    draw(t, 0)
    let text =
      "session \(s.id), \(RouteValue.number(s.virtualSeconds)) s in; first responder \(first ?? "none"); "
      + "undo [\((undo?.undoActionNames ?? []).joined(separator: ", "))]"
      + (recognizers.isEmpty
        ? ""
        : "; recognizers: "
          + recognizers.compactMap { r -> String? in
            guard case .object(let o) = r, case .string(let id)? = o["id"], case .string(let st)? = o["state"]
            else { return nil }
            return "\(id) \(st)"
          }.joined(separator: ", "))
      + (scene.app.state.isEmpty ? "" : "; state: " + scene.app.state.lines.joined(separator: ", "))
      + "\n" + lines.joined(separator: "\n")
    return .summary(text, result)
  }
}
