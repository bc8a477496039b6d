import ResponderCore
import ResponderScene

/// What one unit of recorded input did, in the terms an `expect` checks:
/// who handled it, the action messages sent, the gestures that fired, the
/// first responder, the undo stack, the properties and the scene's `state:`
/// values as they ended, and the logs (up to `maxWrittenLogs`; a pan that
/// logs at every change is left to `actions`, which says it once).
///
/// Measured twice by `rlab record`: in the live session (what the person
/// did) and in a headless replay of the steps written for it. The script
/// keeps the replay's values, so it passes as written; the two must agree
/// on what matters (`difference(from:)`), else a more literal step is chosen.
struct RecordedOutcome {
  /// The handler of the last event when that event is this unit's own
  /// (a touch for a gesture, a key for a key); nil otherwise.
  var handledBy: String??
  var actions: [String] = []
  var actionHandledBy: String??
  /// Recognizers a script can name that recognized, in order.
  var recognized: [String] = []
  /// The last state each hover recognizer a script can name reached
  /// (`UIHoverGestureRecognizer`: began, changed, ended), by id.
  var hovers: [String: GestureRecognizer.State] = [:]
  /// The pointer's style (`expect: { cursor: … }`).
  var cursor = PointerStyle.automatic.rawValue
  var firstResponder: String?
  var undoStack: [String] = []
  var props: [String: PropertyValue] = [:]
  var logs: [String] = []

  /// Properties a recording compares, by what a scene's effects and
  /// gestures change. Frames of a stack's arranged views are left out:
  /// the stack moves them, and its `subviews` count says what changed.
  static let watchedProperties = [
    "text", "title", "color", "textColor", "hidden", "alpha", "frame", "value", "on", "selected", "enabled",
    "scale", "rotation", "subviews", "contentOffset", "currentPage", "isHovered",
  ]

  /// More log lines than this in one unit are compared, not written.
  static let maxWrittenLogs = 12

  /// The properties of every view with an id, and every `state.NAME`, now.
  static func props(_ scene: BuiltScene) -> [String: PropertyValue] {
    var props: [String: PropertyValue] = [:]
    for name in scene.app.state.names {
      if let v = scene.app.state[name] { props["state.\(name)"] = v }
    }
    for (id, view) in scene.views where !id.isEmpty {
      for name in watchedProperties {
        // A stack places its views; a removed view's frame no longer shows.
        if name == "frame", view.superview == nil || view.superview?.stackLayout != nil { continue }
        if let v = view.value(forProperty: name) { props["\(id).\(name)"] = v }
      }
    }
    return props
  }

  /// The names of the properties that differ from `before`, sorted.
  /// Only properties present both times count: a view added to the tree
  /// shows as its parent's `subviews`, not as every property it has.
  func changedProps(since before: [String: PropertyValue]) -> [String] {
    props.keys.filter { k in before[k].map { !$0.matches(props[k]!) } ?? false }.sorted()
  }

  /// Whether a replay (`self`) did what the live session did: the same
  /// handler, actions, gestures, first responder, undo stack and logs, the
  /// same properties changed, to the same value where the value is not a
  /// number; a number (an offset, a scale) must have moved the same way,
  /// since a drag written as `from`/`to` lifts at another speed than the
  /// hand did. Nil when they agree, else the first difference.
  func difference(
    from live: RecordedOutcome, before: [String: PropertyValue], liveBefore: [String: PropertyValue]
  ) -> String? {
    func show<T>(_ a: T, _ b: T) -> String { "replay \(a), session \(b)" }
    // The last event is not always the unit's own in both (a live window
    // also dispatches what the person did between units): compared only
    // when both ended on one.
    if let h = handledBy, let l = live.handledBy, h != l {
      return "handledBy: replay \(h ?? "null"), session \(l ?? "null")"
    }
    if actions.collapsingRuns() != live.actions.collapsingRuns() {
      return "actions: " + show(actions.collapsingRuns(), live.actions.collapsingRuns())
    }
    if actionHandledBy != live.actionHandledBy {
      return
        "actionHandledBy: replay \((actionHandledBy ?? nil) ?? "null"), session \((live.actionHandledBy ?? nil) ?? "null")"
    }
    if recognized != live.recognized { return "gestures: " + show(recognized, live.recognized) }
    if hovers != live.hovers {
      return "hover states: " + show(Self.hoverStates(hovers), Self.hoverStates(live.hovers))
    }
    if cursor != live.cursor { return "cursor: " + show(cursor, live.cursor) }
    if firstResponder != live.firstResponder {
      return "firstResponder: replay \(firstResponder ?? "null"), session \(live.firstResponder ?? "null")"
    }
    if undoStack != live.undoStack { return "undoStack: " + show(undoStack, live.undoStack) }
    if logs.collapsingRuns() != live.logs.collapsingRuns() {
      return "logs: " + show(logs.collapsingRuns(), live.logs.collapsingRuns())
    }
    let mine = changedProps(since: before)
    let theirs = live.changedProps(since: liveBefore)
    if mine != theirs { return "changed props: " + show(mine, theirs) }
    for k in mine {
      let (a, b) = (props[k]!, live.props[k]!)
      if let x = Self.numbers(a), let y = Self.numbers(b), let x0 = Self.numbers(before[k]),
        let y0 = Self.numbers(liveBefore[k]),
        x.count == y.count, x0.count == x.count, y0.count == y.count
      {
        for i in x.indices {
          let (dx, dy) = (x[i] - x0[i], y[i] - y0[i])
          if (abs(dx) < 5e-4) != (abs(dy) < 5e-4) || (abs(dx) >= 5e-4 && dx.sign != dy.sign) {
            return "\(k) moved differently: " + show(a, b)
          }
        }
      } else if !a.matches(b) {
        return "\(k): " + show(a, b)
      }
    }
    return nil
  }

  /// A value's numbers (a point's two, a number's one); nil for a string,
  /// a colour or a flag.
  static func numbers(_ v: PropertyValue?) -> [Double]? { v.flatMap { $0.numbers ?? $0.number.map { [$0] } } }

  /// How far a replayed number may lie from the session's and still be
  /// the value the person saw (a tenth of a point, as the recorder writes points).
  static let pinTolerance = 0.1

  /// Nil when every property this replay (`self`) changed ends where the
  /// live session's did, within `pinTolerance`; else the first that does
  /// not, as "`list.contentOffset` [0, 814.2] (the replay: [0, 872])".
  func valuesDiffer(from live: RecordedOutcome) -> String? {
    for k in props.keys.sorted() {
      guard let mine = props[k], let theirs = live.props[k] else { continue }
      if let a = Self.numbers(mine), let b = Self.numbers(theirs), a.count == b.count {
        if zip(a, b).contains(where: { abs($0 - $1) > Self.pinTolerance }) {
          return "`\(k)` \(Self.yaml(theirs)) (the replay: \(Self.yaml(mine)))"
        }
      }
    }
    return nil
  }

  /// The `expect` for this outcome, against the state before the unit.
  /// Always checks something: with nothing else to say, the first responder.
  func expectLine(before: RecordedOutcome) -> String {
    let id = ScriptYAML.scalar
    var e: [String] = []
    if let h = handledBy { e.append("handledBy: \(h.map(id) ?? "null")") }
    let states = recognized.map { "\(id($0)): recognized" } + Self.hoverStates(hovers)
    if !states.isEmpty { e.append("gestures: { " + states.joined(separator: ", ") + " }") }
    if cursor != before.cursor { e.append("cursor: \(cursor)") }
    if !actions.isEmpty { e.append("actions: [\(actions.collapsingRuns().map(id).joined(separator: ", "))]") }
    if let a = actionHandledBy { e.append("actionHandledBy: \(a.map(id) ?? "null")") }
    if firstResponder != before.firstResponder {
      e.append("firstResponder: \(firstResponder.map(id) ?? "null")")
    }
    if undoStack != before.undoStack {
      e.append("undoStack: [\(undoStack.map(ScriptYAML.quoted).joined(separator: ", "))]")
    }
    let changed = changedProps(since: before.props)
    if !changed.isEmpty {
      e.append(
        "props: { " + changed.map { "\(id($0)): \(Self.yaml(props[$0]!))" }.joined(separator: ", ") + " }")
    }
    if !logs.isEmpty, logs.count <= Self.maxWrittenLogs {
      e.append("logs: [\(logs.map(ScriptYAML.quoted).joined(separator: ", "))]")
    }
    if e.isEmpty { e.append("firstResponder: \(firstResponder.map(id) ?? "null")") }
    return "expect: { " + e.joined(separator: ", ") + " }"
  }

  /// Hover states as a `gestures` check writes them, by id: `glow: began`.
  static func hoverStates(_ hovers: [String: GestureRecognizer.State]) -> [String] {
    hovers.keys.sorted().map { "\(ScriptYAML.scalar($0)): \(hovers[$0]!.rawValue)" }
  }

  /// Whether nothing an `expect` checks changed since `before` (a hover
  /// that only crossed views).
  func isUnchanged(since before: RecordedOutcome) -> Bool {
    actions.isEmpty && recognized.isEmpty && hovers.isEmpty && logs.isEmpty && cursor == before.cursor
      && firstResponder == before.firstResponder && undoStack == before.undoStack
      && changedProps(since: before.props).isEmpty
  }

  /// A property value as a script writes it (strings and colours quoted).
  static func yaml(_ v: PropertyValue) -> String {
    switch v {
    case .string(let s): return ScriptYAML.quoted(s)
    case .color: return ScriptYAML.quoted(v.description)
    default: return v.description
    }
  }
}

/// Collects, from an application's dispatch records, what happened since
/// the last `mark`: actions, recognized gestures, logs.
final class OutcomeObserver {
  let scene: BuiltScene
  private var actions: [String] = []
  private var actionHandledBy: String??
  private var recognized: [String] = []
  private var hovers: [String: GestureRecognizer.State] = [:]
  private var logs: [String] = []
  /// The state at the last `mark`.
  private(set) var before: RecordedOutcome

  init(scene: BuiltScene) {
    self.scene = scene
    before = RecordedOutcome()
    before = snapshot(kind: nil)
    scene.app.recordObservers.append { [weak self] r in self?.observe(r) }
  }

  private func observe(_ r: DispatchRecord) {
    for a in r.actions {
      actions.append(a.action)
      actionHandledBy = .some(a.handledBy?.identifier)
    }
    for g in r.gestureChanges {
      let id = g.recognizer.identifier
      // Only what a script can name: a scroll view's internal recognizers
      // (`delayedTouches`) are not in the scene's table.
      guard !id.isEmpty, scene.recognizers[id] === g.recognizer else { continue }
      // A hover recognizer's last state, not `recognized`: it is continuous
      // (began on entering, changed, ended on leaving); its reset is not a state reached.
      if g.recognizer is HoverGestureRecognizer {
        if g.state != .possible { hovers[id] = g.state }
        continue
      }
      // A `gestures` check reads each recognizer's last state since the
      // previous `expect`: one that recognized and then failed is not written.
      recognized.removeAll { $0 == id }
      if g.state == .recognized { recognized.append(id) }
    }
    logs.append(contentsOf: r.logs)
  }

  /// The outcome so far; `kind` is the dispatch kind of the unit's own
  /// events, whose handler is reported when the last event is one of them.
  func snapshot(kind: DispatchKind?) -> RecordedOutcome {
    var o = RecordedOutcome()
    if let kind, let last = scene.app.lastEventRecord, last.kind == kind {
      o.handledBy = .some(last.handledBy?.identifier)
    }
    o.actions = actions
    o.actionHandledBy = actionHandledBy
    o.recognized = recognized
    o.hovers = hovers
    o.cursor = scene.app.pointer.style.rawValue
    o.firstResponder = scene.window.firstResponder?.identifier
    o.undoStack = scene.app.activeUndoManager?.undoActionNames ?? []
    o.props = RecordedOutcome.props(scene)
    o.logs = logs
    return o
  }

  /// Starts a new unit: what follows is measured from here.
  func mark() {
    before = snapshot(kind: nil)
    actions.removeAll()
    actionHandledBy = nil
    recognized.removeAll()
    hovers.removeAll()
    logs.removeAll()
  }
}

extension Array where Element: Equatable {
  /// The list with each run of equal neighbours written once:
  /// `[moved, moved, moved, ended]` → `[moved, ended]`.
  func collapsingRuns() -> [Element] {
    var out: [Element] = []
    for e in self where out.last != e { out.append(e) }
    return out
  }
}
