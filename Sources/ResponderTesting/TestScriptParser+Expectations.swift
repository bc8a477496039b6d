import ResponderCore
import ResponderScene

extension TestScriptParser.Parser {
  /// The checks of one `expect:` map, each placed at its key; every key
  /// is read by its own function below, so a bad value is reported where
  /// it is and the other keys are still checked.
  mutating func expectations(_ n: Node) -> [ScriptExpectation]? {
    guard let kv = pairs(n) else { return fail(n, .rule(.expect)) }
    var out: [ScriptExpectation] = []
    let (tolerance, fraction) = imageTolerance(kv)
    checkPlaces.removeAll()
    for (k, kn, v) in kv {
      // Each check this key adds is placed at the key.
      let before = out.count
      defer { checkPlaces += Array(repeating: loc(kn), count: out.count - before) }
      switch k {
      case "hitView": out.append(.hitView(reference(optionalID(v), v, .view)))
      case "hitPath": if let l = ids(v, .view) { out.append(.hitPath(l)) }
      case "chain": if let l = ids(v, .responder) { out.append(.chain(l)) }
      case "handledBy": out.append(.handledBy(reference(optionalID(v), v, .responder)))
      case "actionChain": if let l = ids(v, .responder) { out.append(.actionChain(l)) }
      case "actionHandledBy": out.append(.actionHandledBy(reference(optionalID(v), v, .responder)))
      case "firstResponder": out.append(.firstResponder(reference(optionalID(v), v, .responder)))
      case "undoStack", "redoStack": out += undoStacks(k, v)
      case "props": if let e = propsExpectation(v) { out.append(e) }
      case "extremes": if let e = extremesExpectation(v) { out.append(e) }
      case "gestures": if let e = gesturesExpectation(v) { out.append(e) }
      case "calls": if let e = callsExpectation(v) { out.append(e) }
      case "logs": if let l = list(v) { out.append(.logs(l)) }
      case "actions": if let l = list(v) { out.append(.actions(l)) }
      case "menu": if let l = list(v) { out.append(.menu(l)) }
      case "cursor":
        guard let s = v.string, PointerStyle(rawValue: s) != nil else {
          error(v, .rule(.cursor))
          continue
        }
        out.append(.cursor(s))
      case "shortcuts": if let e = shortcutsExpectation(v) { out.append(e) }
      case "contextMenu":
        if Self.isNull(v) {
          out.append(.contextMenu(nil))
        } else if let l = list(v) {
          out.append(.contextMenu(l))
        }
      case "image":
        if let e = imageExpectation(v, tolerance: tolerance, fraction: fraction) { out.append(e) }
      case "animations":
        guard let word = v.string, word == "settled" || word == "running" else {
          error(v, .rule(.animations))
          continue
        }
        out.append(.animations(settled: word == "settled"))
      case "route":
        // Confined as `shot:` and `image:` are: a route golden is written
        // when missing or with --update-routes (issue 25).
        guard let path = confinedFile(v, "route", ending: ".jsonl") else { continue }
        out.append(.route(path: path))
      case "tolerance": break
      case "quiz": if let e = quizExpectation(v) { out.append(e) }
      default:
        error(
          kn,
          .unknownExpectation(k, suggestion: SceneSuggestion.closest(to: k, in: TestScriptParser.expectKeys)))
      }
    }
    return out
  }

  /// `null`, `~` or an empty scalar: "none shown" for `shortcuts` and `contextMenu`.
  private static func isNull(_ v: Node) -> Bool {
    if case .scalar(let s) = v, s.string == "null" || s.string == "~" || s.string.isEmpty { return true }
    return false
  }

  /// `tolerance: N` or `tolerance: { channel, pixels }`, which every
  /// `image:` of the map uses wherever it stands among the keys.
  private mutating func imageTolerance(_ kv: [(String, Node, Node)]) -> (channel: Int, fraction: Double) {
    var tolerance = 0
    var fraction = 0.0
    for (k, _, v) in kv where k == "tolerance" {
      if let m = pairs(v) {
        for (kk, _, vv) in m {
          guard let value = number(vv) else {
            error(vv, .rule(.toleranceNumber(kk)))
            continue
          }
          if kk == "channel" { tolerance = Int(min(255, max(0, value))) }
          if kk == "pixels" { fraction = value }
        }
      } else if let value = number(v) {
        tolerance = Int(min(255, max(0, value)))
      } else {
        error(v, .rule(.tolerance))
      }
    }
    return (tolerance, fraction)
  }

  /// `undoStack`/`redoStack`: a list checks the manager the first
  /// responder finds; a map checks one manager per starting responder, each
  /// entry its own check (`{ field: [Typing], paintButton: [Paint] }`).
  private mutating func undoStacks(_ k: String, _ v: Node) -> [ScriptExpectation] {
    var entries: [(from: String?, names: [String])] = []
    if let m = pairs(v) {
      for (from, fromNode, names) in m {
        if let l = list(names) { entries.append((reference(from, fromNode, .responder), l)) }
      }
    } else if let l = list(v) {
      entries.append((nil, l))
    }
    return entries.map {
      k == "undoStack" ? .undoStack(from: $0.from, $0.names) : .redoStack(from: $0.from, $0.names)
    }
  }

  /// `props: { ID.PATH: value }`, each path's id checked against the scene.
  private mutating func propsExpectation(_ v: Node) -> ScriptExpectation? {
    guard let m = pairs(v) else {
      error(v, .rule(.props))
      return nil
    }
    var props: [(String, PropertyValue)] = []
    for (path, pn, value) in m {
      guard path.contains(".") else {
        error(pn, .propertyPath(path))
        continue
      }
      // `state.NAME` reads the scene's state (`state:`), not a view.
      if !path.hasPrefix("state.") {
        // The whole path: an id may hold a dot (`inbox.pan`, `nav.titleLabel`),
        // so the id is the longest prefix the scene has (ScriptDiagnosis).
        _ = reference(String(TestContext.splitCoordinateSpace(path).0), pn, .figure)
        if let inView = TestContext.splitCoordinateSpace(path).1 { _ = reference(inView, pn, .view) }
      }
      props.append((path, propertyValue(value)))
    }
    return .props(props)
  }

  /// `extremes: { ID.PROP: [least, greatest] }`.
  private mutating func extremesExpectation(_ v: Node) -> ScriptExpectation? {
    guard let m = pairs(v) else {
      error(v, .rule(.extremes))
      return nil
    }
    var ranges: [(path: String, least: Double, greatest: Double)] = []
    for (path, pn, value) in m {
      guard path.contains("."), !path.hasPrefix("state.") else {
        error(pn, .rule(.extremes))
        continue
      }
      _ = reference(path, pn, .figure)
      guard case .sequence(let pair) = value, pair.count == 2, let least = number(pair[0]),
        let greatest = number(pair[1]), least <= greatest
      else {
        error(value, .rule(.extremesPair))
        continue
      }
      ranges.append((path, least, greatest))
    }
    return .extremes(ranges)
  }

  /// `gestures: { RECOGNIZER: state }`, each state one of UIKit's names.
  private mutating func gesturesExpectation(_ v: Node) -> ScriptExpectation? {
    guard let m = pairs(v) else {
      error(v, .rule(.gestures))
      return nil
    }
    var states: [(id: String, written: String, state: GestureRecognizer.State)] = []
    for (id, idNode, state) in m {
      _ = reference(id, idNode, .recognizer)
      guard let text = state.string else {
        error(state, .gestureState(got: kind(state)))
        continue
      }
      guard let typed = TestScriptParser.gestureState(named: text) else {
        let suggestion = SceneSuggestion.closest(to: text, in: TestScriptParser.gestureStateNames)
        error(state, .unknownGestureState(text, suggestion: suggestion))
        continue
      }
      states.append((id, text, typed))
    }
    return .gestures(states)
  }

  /// `calls: [ID.method, …]`, each call's responder checked against the scene.
  private mutating func callsExpectation(_ v: Node) -> ScriptExpectation? {
    guard let l = list(v) else { return nil }
    if case .sequence(let seq) = v {
      for item in seq {
        if let call = item.string, let dot = call.firstIndex(of: ".") {
          _ = reference(String(call[..<dot]), item, .responder)
        }
      }
    }
    return .calls(l)
  }

  /// `shortcuts: null` (no list shown) or `{ RESPONDER: [entries] }`.
  private mutating func shortcutsExpectation(_ v: Node) -> ScriptExpectation? {
    if Self.isNull(v) { return .shortcuts(nil) }
    guard let kv = pairs(v) else {
      error(v, .rule(.shortcuts))
      return nil
    }
    var groups: [ShortcutGroup] = []
    for (id, _, entries) in kv {
      guard let l = list(entries) else { continue }
      groups.append(ShortcutGroup(responder: id, entries: l))
    }
    return .shortcuts(groups)
  }

  /// `image: a.png`, or `image: { file: a.png, overlay: false, region: id, settle: false }`.
  private mutating func imageExpectation(_ v: Node, tolerance: Int, fraction: Double) -> ScriptExpectation? {
    var overlay = true
    var settle = true
    var region: String?
    var fileNode: Node? = v
    if let m = pairs(v) {
      fileNode = nil
      for (kk, kkn, vv) in m {
        switch kk {
        case "file": fileNode = vv
        case "overlay": if let b = flag(vv, .overlay) { overlay = b }
        case "settle": if let b = flag(vv, .settle) { settle = b }
        case "region": region = reference(vv.string, vv, .view)
        default:
          error(
            kkn,
            .unknownKey(
              kk, in: .image,
              suggestion: SceneSuggestion.closest(to: kk, in: ["file", "overlay", "region", "settle"])))
        }
      }
    }
    guard let fileNode else {
      error(v, .rule(.image))
      return nil
    }
    guard let path = confinedPNG(fileNode, "image") else { return nil }
    return .image(
      path: path, tolerance: tolerance, fraction: fraction, overlay: overlay, region: region, settle: settle)
  }

  /// `true` or `false`, else the rule's error at the value.
  private mutating func flag(_ v: Node, _ rule: ScriptRule) -> Bool? {
    guard let b = v.string, b == "true" || b == "false" else {
      error(v, .rule(rule))
      return nil
    }
    return b == "true"
  }

  /// `quiz: { score, asked, pending }`, each a whole number.
  private mutating func quizExpectation(_ v: Node) -> ScriptExpectation? {
    guard let m = map(v, ["score", "asked", "pending"]) else { return nil }
    func count(_ key: String) -> Int? {
      guard let n = m[key] else { return nil }
      guard let d = number(n), d >= 0, d == d.rounded(), d < 1_000_000 else {
        error(n, .rule(.quizNumber(key)))
        return nil
      }
      return Int(d)
    }
    return .quiz(score: count("score"), asked: count("asked"), pending: count("pending"))
  }
}
