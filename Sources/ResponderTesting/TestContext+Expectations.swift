import ResponderCore
import ResponderOverlay
import ResponderScene

/// The `expect` checks (SPEC §4). Each returns nil when it holds, or the
/// expected and seen values laid out for a person to compare.
extension TestContext {
  /// Which undo manager an `undoStack`/`redoStack` check read, and how it
  /// was found: "undoManager: the nearest one found walking next" (SPEC §2),
  /// from the responder named, else the first responder, else the window.
  func undoManagerRead(from: String?, manager: UndoManager?) -> String {
    let firstResponder = scene.window.firstResponder
    let start: Responder = from.flatMap { scene.responder($0) } ?? firstResponder ?? scene.window
    let how =
      from.map { "walking next from `\($0)`" }
      ?? firstResponder.map { "walking next from the first responder `\($0.identifier)`" }
      ?? "from the window (there is no first responder)"
    guard let manager else { return "    read: no undo manager (none found \(how))" }
    var owner: Responder?
    var r: Responder? = start
    var hops = 0
    while let current = r, hops < 10_000 {
      if current.ownedUndoManager === manager {
        owner = current
        break
      }
      r = current.next
      hops += 1
    }
    let whose =
      owner.map { "the undo manager of `\($0.identifier)`" }
      ?? "an undo manager no responder on the chain owns"
    return "    read: \(whose), found \(how)"
  }

  func check(_ c: ScriptExpectation, shooter: SceneShooter?) -> String? {
    let app = scene.app
    let last = app.lastEventRecord
    switch c {
    case .hitView(let id):
      return compare(id ?? "null", lastHit?.hitView?.identifier ?? "null").map { $0 + whyNotHit(id) }
    case .hitPath(let ids):
      return compare(ids, lastHit?.hitPath.map(\.identifier) ?? []).map { $0 + whyNotHit(ids.last) }
    case .chain(let ids):
      return compare(ids, last?.chain.map(\.identifier) ?? []).map { $0 + hops(of: last, expecting: nil) }
    case .handledBy(let id):
      return compare(
        id ?? "null", last?.handledBy?.identifier ?? "null",
        note: last?.handledBy == nil ? "(discarded)" : nil
      ).map { $0 + hops(of: last, expecting: id) }
    case .actionChain(let ids):
      return compare(ids, app.lastActionRecord?.chain.map(\.identifier) ?? []).map {
        $0 + actionHops(of: app.lastActionRecord, expecting: nil)
      }
    case .actionHandledBy(let id):
      return compare(id ?? "null", app.lastActionRecord?.handledBy?.identifier ?? "null").map {
        $0 + actionHops(of: app.lastActionRecord, expecting: id)
      }
    case .firstResponder(let id):
      return compare(id ?? "null", scene.window.firstResponder?.identifier ?? "null")
    case .calls(let expected):
      return calls.overflow("calls") ?? compare(expected, calls.entries, collapsing: true)
    case .logs(let expected):
      return logs.overflow("logs") ?? compare(expected, logs.entries)
    case .actions(let expected):
      return actions.overflow("actions") ?? compare(expected, actions.entries.collapsingRuns())
    case .menu(let expected):
      return compare(expected, app.availableEditingCommands())
    case .cursor(let expected):
      return compare(expected, app.pointer.style.rawValue)
    case .extremes(let ranges):
      return checkExtremes(ranges)
    case .undoStack(let from, let names): return checkStack(undo: true, from: from, names)
    case .redoStack(let from, let names): return checkStack(undo: false, from: from, names)
    case .props(let props): return checkProps(props)
    case .gestures(let states): return checkGestures(states)
    case .shortcuts(let expected): return checkShortcuts(expected)
    case .contextMenu(let expected): return checkContextMenu(expected)
    case .quiz(let score, let asked, let pending):
      return checkQuiz(score: score, asked: asked, pending: pending)
    case .animations(let settled): return checkAnimations(settled: settled)
    case .image(let path, let tolerance, let fraction, let showOverlay, let region, let settle):
      return checkImage(
        path: path, tolerance: tolerance, fraction: fraction, showOverlay: showOverlay, region: region,
        settle: settle, shooter: shooter)
    case .route(let path): return checkRoute(path)
    }
  }

  /// `undoStack`/`redoStack`: the names on the manager read from `from`
  /// (else the one the application finds), and which manager that was.
  private func checkStack(undo: Bool, from: String?, _ names: [String]) -> String? {
    let app = scene.app
    let manager: UndoManager?
    if let from {
      guard let r = scene.responder(from) else { return "    no responder with id `\(from)`" }
      manager = r.undoManager
    } else {
      manager = app.activeUndoManager
    }
    let seen = (undo ? manager?.undoActionNames : manager?.redoActionNames) ?? []
    // A map has one check per responder: say which one differs, and
    // always which undo manager was read.
    return compare(names, seen).map { diff in
      (from.map { "    from `\($0)`:\n" + diff } ?? diff) + "\n"
        + undoManagerRead(from: from, manager: manager)
    }
  }

  /// `props`: each path's value, read from a view, a recognizer, a figure
  /// or `state.NAME`.
  private func checkProps(_ props: [(String, PropertyValue)]) -> String? {
    var lines: [String] = []
    for (path, expected) in props {
      // The longest prefix that is a view or recognizer, else the part
      // before the first dot (`state`, `touch`, an unknown id).
      let first = path.firstIndex(of: ".")!
      let (id, name) =
        ScenePositions.split(path, where: { scene.views[$0] != nil || scene.recognizers[$0] != nil })
        ?? (String(path[..<first]), String(path[path.index(after: first)...]))
      if id == "state" {
        guard let seen = scene.app.state[name] else {
          let names = scene.app.state.names
          lines.append(
            "    \(path): the scene has no state `\(name)`"
              + (names.isEmpty
                ? " (it declares no `state:`)" : " (state: \(names.joined(separator: ", ")))"))
          continue
        }
        if !expected.matches(seen) {
          lines.append("    \(path)\n      expected: \(show(expected))\n      seen:     \(show(seen))")
        }
        continue
      }
      if scene.views[id] == nil, id != "window", systemView(id) == nil {
        if let problem = checkFigure(path, id: id, name: name, expected: expected) { lines.append(problem) }
        continue
      }
      guard let view = scene.views[id] ?? (id == "window" ? scene.window : nil) ?? systemView(id) else {
        lines.append("    \(path): no view with id `\(id)`")
        continue
      }
      guard let seen = view.value(forProperty: name) else {
        lines.append("    \(path): a \(view.kindName) has no property `\(name)`")
        continue
      }
      if !expected.matches(seen) {
        lines.append("    \(path)\n      expected: \(show(expected))\n      seen:     \(show(seen))")
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// `gestures`: each recognizer's state in the last step (or now).
  private func checkGestures(
    _ states: [(id: String, written: String, state: GestureRecognizer.State)]
  ) -> String? {
    var lines: [String] = []
    for (id, written, expected) in states {
      guard let g = scene.recognizers[id] else {
        lines.append("    no gesture recognizer with id `\(id)`")
        continue
      }
      let seen = gestureStates[id] ?? g.state
      if expected != seen {
        // `.ended` is shown by its other name, `recognized`, which most
        // scripts write (a discrete gesture's "recognized" is its end).
        let shown = seen == .recognized ? "recognized" : seen.rawValue
        lines.append("    \(id)\n      expected: \(written)\n      seen:     \(shown)")
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// `shortcuts`: the discoverability list shown, group by group.
  private func checkShortcuts(_ expected: [ShortcutGroup]?) -> String? {
    let app = scene.app
    let shown = app.keyCommandList.map { list in
      list.groups.map { ShortcutGroup(responder: $0.responderID, entries: $0.entries.map(\.description)) }
    }
    func show(_ groups: [ShortcutGroup]) -> String {
      "{ "
        + groups.map { "\($0.responder): [\($0.entries.joined(separator: ", "))]" }.joined(separator: "; ")
        + " }"
    }
    guard let expected else { return shown.map { "expected no shortcut list, seen \(show($0))" } }
    guard let shown else { return "expected the shortcut list \(show(expected)), seen none" }
    return shown == expected ? nil : "    expected: \(show(expected))\n    seen:     \(show(shown))"
  }

  /// `contextMenu`: the titles of the menu shown, or none.
  private func checkContextMenu(_ expected: [String]?) -> String? {
    let app = scene.app
    let shown = app.shownMenu?.items.map(\.title)
    guard let expected else {
      return shown.map { "expected no menu, seen [\($0.joined(separator: ", "))]" }
    }
    guard let shown else { return "expected a menu [\(expected.joined(separator: ", "))], seen none" }
    return compare(expected, shown)
  }

  /// `quiz`: the counts asked for, and the wrong answers when one differs.
  private func checkQuiz(score: Int?, asked: Int?, pending: Int?) -> String? {
    let q = quiz ?? Quiz()
    var lines: [String] = []
    let counts = [
      ("score", score, q.score), ("asked", asked, q.asked), ("pending", pending, q.pending.count),
    ]
    for (name, want, seen) in counts {
      if let want, want != seen { lines.append("    \(name): expected \(want), seen \(seen)") }
    }
    if !lines.isEmpty {
      for v in q.verdicts where !v.right {
        lines.append("    wrong: \(v.question.prompt) answered \(v.given), it was \(v.question.answer)")
      }
    }
    return lines.isEmpty ? nil : lines.joined(separator: "\n")
  }

  /// `animations: settled | running`.
  private func checkAnimations(settled: Bool) -> String? {
    let running = scene.app.runningAnimators
    guard running.isEmpty != settled else { return nil }
    let names = running.prefix(8).map(Self.describe)
    let more = running.count > 8 ? ", and \(running.count - 8) more" : ""
    return settled
      ? "    expected: settled\n    seen:     running (\(names.joined(separator: ", "))\(more))"
      : "    expected: running\n    seen:     settled (nothing animates)"
  }

  /// `image`: the picture against its golden, after animations settle.
  private func checkImage(
    path: String, tolerance: Int, fraction: Double, showOverlay: Bool, region: String?, settle: Bool,
    shooter: SceneShooter?
  ) -> String? {
    if settle, !scene.app.runningAnimators.isEmpty {
      let names = scene.app.runningAnimators.prefix(4).map(Self.describe).joined(separator: ", ")
      return "    animations still running after \(formatPoints(Self.settleSeconds)) s (\(names)); "
        + "`image: { file: …, settle: false }` takes the picture mid-animation"
    }
    guard let shooter = shooter as? ImageComparing else {
      return "    image comparison needs SDL video (not available here)"
    }
    var crop: Rect?
    if let region {
      guard let v = scene.views[region] ?? (region == "window" ? scene.window : nil) else {
        return "    no view with id `\(region)`"
      }
      crop = v.frameInWindow
    }
    let result = shooter.compare(
      scene, overlay: overlay,
      with: ImageGolden(
        path: path, tolerance: tolerance, fraction: fraction, overlay: showOverlay, region: crop,
        update: options.updateGoldens))
    if options.updateGoldens, result == nil { goldensWritten.append(path) }
    return result
  }

  /// `route`: the steps' routes against their golden file.
  private func checkRoute(_ path: String) -> String? {
    if routeGoldens != nil, !options.updateRoutes, RouteGolden.exists(path) {
      let golden = routeGoldens?[path] ?? RouteGolden.read(path)
      routeGoldens?[path] = golden
      return RouteGolden.compare(routes, with: golden, golden: path)
    }
    let result = RouteGolden.check(routes, golden: path, update: options.updateRoutes)
    if options.updateRoutes, result == nil { goldensWritten.append(path) }
    return result
  }

  private func compare(_ expected: String, _ seen: String, note: String? = nil) -> String? {
    expected == seen
      ? nil
      : "    expected: \(DiffText.show(expected))\n    seen:     \(DiffText.show(seen))\(note.map { " " + $0 } ?? "")"
  }

  /// Lists side by side; with `collapsing`, a run of one entry is written
  /// once with its count (`content0.slid0 ×58`), so a pan's calls read.
  private func compare(_ expected: [String], _ seen: [String], collapsing: Bool = false) -> String? {
    guard expected != seen else { return nil }
    let show = { (l: [String]) in
      (collapsing ? Self.runs(l.map(DiffText.show)) : l.map(DiffText.show)).joined(separator: ", ")
    }
    var s = "    expected: [\(show(expected))]\n    seen:     [\(show(seen))]"
    if let i = zip(expected, seen).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset {
      s += "\n    first difference at item \(i + 1)"
    } else if expected.count != seen.count {
      s += "\n    \(seen.count > expected.count ? "more" : "fewer") items than expected"
    }
    return s
  }

  /// Runs written once with their count: `[a, a, a, b]` → `["a ×3", "b"]`,
  /// and a repeated block (a touch walking the same chain at every move)
  /// as `(a, b, c) ×20`. The longest block that repeats wins, up to 16.
  static func runs(_ list: [String]) -> [String] {
    var out: [String] = []
    var i = 0
    while i < list.count {
      var best = (size: 1, reps: 1)
      for k in 1...min(16, max(1, (list.count - i) / 2)) {
        var reps = 1
        while i + (reps + 1) * k <= list.count,
          list[(i + reps * k)..<(i + (reps + 1) * k)].elementsEqual(list[i..<(i + k)])
        {
          reps += 1
        }
        if reps > 1, reps * k > best.size * best.reps { best = (k, reps) }
      }
      let block = list[i..<(i + best.size)]
      if best.reps == 1 {
        out.append(list[i])
      } else {
        let text = best.size == 1 ? block.first! : "(" + block.joined(separator: ", ") + ")"
        out.append("\(text) ×\(best.reps)")
      }
      i += best.size * best.reps
    }
    return out
  }

  func show(_ v: PropertyValue) -> String {
    if case .string(let s) = v { return DiffText.show("\"\(s)\"") }
    return DiffText.show(v.description)
  }

  /// How long an `image` check waits for animations to settle before it
  /// takes the picture (virtual time).
  static let settleSeconds = 10.0

  /// What an animator moves, as a failure names it: `sheet.frame`, `list scrolling`.
  static func describe(_ a: Animator) -> String {
    if let p = a as? PropertyAnimation { return "\(p.view.identifier).\(p.property)" }
    if let s = a as? ScrollView { return "\(s.identifier) scrolling" }
    if let v = a as? View { return "\(v.identifier) (\(type(of: a)))" }
    return "\(type(of: a))"
  }
}

/// What an `image` expectation compares against, and how.
public struct ImageGolden: Sendable {
  public var path: String
  /// Per-channel difference allowed, 0–255.
  public var tolerance: Int
  /// Fraction of pixels allowed to differ beyond `tolerance`.
  public var fraction: Double
  /// Whether the overlay is drawn (false: the scene alone, as users see it).
  public var overlay: Bool
  /// The window rectangle to compare (a view's frame), or nil for all of it.
  public var region: Rect?
  /// `--update-goldens`: write the rendering to `path` and pass.
  public var update: Bool
  public init(
    path: String, tolerance: Int = 0, fraction: Double = 0, overlay: Bool = true, region: Rect? = nil,
    update: Bool = false
  ) {
    (self.path, self.tolerance, self.fraction, self.overlay) = (path, tolerance, fraction, overlay)
    (self.region, self.update) = (region, update)
  }
}

/// A shooter that can also compare against a golden image.
public protocol ImageComparing: SceneShooter {
  /// Nil when the scene matches `golden`; else a description, and a diff
  /// image written beside it.
  func compare(_ scene: BuiltScene, overlay: OverlayRecorder, with golden: ImageGolden) -> String?
}
