import ResponderCore
import ResponderScene

extension TestScriptParser.Parser {
  mutating func expectations(_ n: Node) -> [ScriptExpectation]? {
    guard let kv = pairs(n) else { return fail(n, .rule(.expect)) }
    var out: [ScriptExpectation] = []
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
      case "undoStack", "redoStack":
        // A list checks the manager the first responder finds; a map
        // checks one manager per starting responder, each entry its own
        // check (`{ field: [Typing], paintButton: [Paint] }`).
        var entries: [(from: String?, names: [String])] = []
        if let m = pairs(v) {
          for (from, fromNode, names) in m {
            if let l = list(names) { entries.append((reference(from, fromNode, .responder), l)) }
          }
        } else if let l = list(v) {
          entries.append((nil, l))
        }
        for (from, names) in entries {
          out.append(k == "undoStack" ? .undoStack(from: from, names) : .redoStack(from: from, names))
        }
      case "props":
        guard let m = pairs(v) else {
          error(v, .rule(.props))
          continue
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
        out.append(.props(props))
      case "extremes":
        guard let m = pairs(v) else {
          error(v, .rule(.extremes))
          continue
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
        out.append(.extremes(ranges))
      case "gestures":
        guard let m = pairs(v) else {
          error(v, .rule(.gestures))
          continue
        }
        var states: [(String, String)] = []
        for (id, idNode, state) in m {
          _ = reference(id, idNode, .recognizer)
          guard let text = state.string else {
            error(state, .gestureState(got: kind(state)))
            continue
          }
          guard TestScriptParser.gestureStateNames.contains(text) else {
            let suggestion = SceneSuggestion.closest(to: text, in: TestScriptParser.gestureStateNames)
            error(state, .unknownGestureState(text, suggestion: suggestion))
            continue
          }
          states.append((id, text))
        }
        out.append(.gestures(states))
      case "calls":
        if let l = list(v) {
          if case .sequence(let seq) = v {
            for item in seq {
              if let call = item.string, let dot = call.firstIndex(of: ".") {
                _ = reference(String(call[..<dot]), item, .responder)
              }
            }
          }
          out.append(.calls(l))
        }
      case "logs": if let l = list(v) { out.append(.logs(l)) }
      case "actions": if let l = list(v) { out.append(.actions(l)) }
      case "menu": if let l = list(v) { out.append(.menu(l)) }
      case "cursor":
        guard let s = v.string, PointerStyle(rawValue: s) != nil else {
          error(v, .rule(.cursor))
          continue
        }
        out.append(.cursor(s))
      case "shortcuts":
        if case .scalar(let s) = v, s.string == "null" || s.string == "~" || s.string.isEmpty {
          out.append(.shortcuts(nil))
        } else if let kv = pairs(v) {
          var groups: [ShortcutGroup] = []
          for (id, _, entries) in kv {
            guard let l = list(entries) else { continue }
            groups.append(ShortcutGroup(responder: id, entries: l))
          }
          out.append(.shortcuts(groups))
        } else {
          error(v, .rule(.shortcuts))
        }
      case "contextMenu":
        if case .scalar(let s) = v, s.string == "null" || s.string == "~" || s.string.isEmpty {
          out.append(.contextMenu(nil))
        } else if let l = list(v) {
          out.append(.contextMenu(l))
        }
      case "image":
        // `image: a.png`, or `image: { file: a.png, overlay: false, region: id }`.
        var overlay = true
        var settle = true
        var region: String?
        var fileNode: Node? = v
        if let m = pairs(v) {
          fileNode = nil
          for (kk, kkn, vv) in m {
            switch kk {
            case "file": fileNode = vv
            case "overlay":
              guard let b = vv.string, b == "true" || b == "false" else {
                error(vv, .rule(.overlay))
                continue
              }
              overlay = b == "true"
            case "settle":
              guard let b = vv.string, b == "true" || b == "false" else {
                error(vv, .rule(.settle))
                continue
              }
              settle = b == "true"
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
          continue
        }
        guard let path = confinedPNG(fileNode, "image") else { continue }
        out.append(
          .image(
            path: path, tolerance: tolerance, fraction: fraction, overlay: overlay, region: region,
            settle: settle))
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
      case "quiz":
        guard let m = map(v, ["score", "asked", "pending"]) else { continue }
        func count(_ key: String) -> Int? {
          guard let n = m[key] else { return nil }
          guard let d = number(n), d >= 0, d == d.rounded(), d < 1_000_000 else {
            error(n, .rule(.quizNumber(key)))
            return nil
          }
          return Int(d)
        }
        out.append(.quiz(score: count("score"), asked: count("asked"), pending: count("pending")))
      default:
        error(
          kn,
          .unknownExpectation(k, suggestion: SceneSuggestion.closest(to: k, in: TestScriptParser.expectKeys)))
      }
    }
    return out
  }

}
