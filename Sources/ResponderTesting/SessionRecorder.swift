import ResponderCore
import ResponderScene

/// Writes a live session's input as test scripts a person keeps: taps by
/// view id (with an offset only when the view's centre would hit something
/// else), one test per stretch of work, and after each gesture or key an
/// `expect` of what changed.
///
/// A pause of `splitPause` seconds with no finger down, or F11, starts a new
/// test. Every test starts from a fresh scene (SPEC §4), so a later test
/// first replays the inputs of the tests above it, without their checks.
/// Modifier keys alone are not steps (a chord such as `ctrl+z` carries
/// them), and losing focus with no finger down (closing the window) is not
/// an interruption worth a `focusLost`.
public final class SessionRecorder {
  /// Seconds without input (and no finger down) that start a new test.
  public var splitPause = 2.0

  private var segments: [[String]] = [[]]
  private var lastTime: Double?
  private var fingerNumbers: [FingerID: Int] = [:]
  private var down: Set<FingerID> = []
  private var gesture: Gesture?
  private var splitRequested = false
  /// Whether the last unit is text being typed, and the text so far.
  private var typing = false
  private var typed = ""
  /// Keys whose press went down as typing (their release is skipped too).
  private var typedKeys: Set<String> = []
  private let scene: BuiltScene
  private let step: Double

  /// One touch gesture while fingers are down.
  private struct Gesture {
    var lines: [String] = []
    var start: Double
    var last: Double
    var firstPoint: Point
    var farthest = 0.0
    var fingers = 0
    var target: String?
  }

  /// What happened since the last `expect`.
  private var touchHit: String?
  private var touchHandledBy: String??
  private var gestureStates: [(String, String)] = []
  private var actionHandledBy: String??
  private var logs: [String] = []
  private var before: Snapshot

  /// The state an `expect` can assert.
  struct Snapshot: Equatable {
    var firstResponder: String?
    var undoStack: [String]
    var props: [String: String]
  }

  /// Properties compared between snapshots, by what a scene can change.
  static let watchedProperties = [
    "text", "title", "color", "textColor", "hidden", "alpha", "frame", "value", "on", "selected", "enabled",
    "scale", "rotation",
  ]

  public init(scene: BuiltScene, step: Double) {
    self.scene = scene
    self.step = step
    before = Self.snapshot(scene)
    scene.app.recordObservers.append { [unowned self] r in self.observe(r) }
  }

  static func snapshot(_ scene: BuiltScene) -> Snapshot {
    var props: [String: String] = [:]
    for (id, view) in scene.views where !id.isEmpty {
      for name in watchedProperties {
        if let v = view.value(forProperty: name) { props["\(id).\(name)"] = yaml(v) }
      }
    }
    return Snapshot(
      firstResponder: scene.window.firstResponder?.identifier,
      undoStack: scene.app.activeUndoManager?.undoActionNames ?? [], props: props)
  }

  /// A property value as a script writes it (strings and colours quoted).
  static func yaml(_ v: PropertyValue) -> String {
    switch v {
    case .string(let s): return quoted(s)
    case .color: return quoted(v.description)
    default: return v.description
    }
  }

  private func number(_ f: FingerID) -> Int {
    if let n = fingerNumbers[f] { return n }
    let n = fingerNumbers.count
    fingerNumbers[f] = n
    return n
  }

  private func p(_ v: Point) -> String {
    "[\(formatPoints((v.x * 10).rounded() / 10)), \(formatPoints((v.y * 10).rounded() / 10))]"
  }

  /// `wait: S` for the gap since `last`, less the tick a step takes.
  private func wait(from last: Double?, to time: Double) -> String? {
    guard let last else { return nil }
    let gap = time - last - step
    return gap >= step / 2 ? "wait: \(formatPoints((gap * 1000).rounded() / 1000))" : nil
  }

  /// Starts a unit of input (a gesture, a key, text...): writes the checks
  /// of the one before, and starts a new test after a pause or F11.
  private func beginUnit(at time: Double) {
    typing = false
    flushExpect()
    let paused = lastTime.map { time - $0 >= splitPause } ?? false
    if (paused || splitRequested), !(segments.last?.isEmpty ?? true) {
      segments.append([])
      lastTime = nil
    }
    splitRequested = false
  }

  private func append(_ line: String, at time: Double) {
    if let w = wait(from: lastTime, to: time) { segments[segments.count - 1].append(w) }
    segments[segments.count - 1].append(line)
    lastTime = time
  }

  /// Notes an input just before the application dispatches it.
  public func input(_ i: InputEvent, at time: Double) {
    switch i {
    case .touch(let f, let phase, let point):
      touch(f, phase, point, at: time)
    case .key(let k, let mods, let isDown):
      if Self.modifierKeys.contains(k.name) { return }
      // While a text field takes text input, a printable key's text event
      // says what was typed; its presses would only clutter the script.
      if isDown, scene.window.firstResponder is TextField,
        mods.isDisjoint(with: [.control, .alternate, .command]), k.name.count == 1 || k.name == "space"
      {
        typedKeys.insert(k.name)
        return
      }
      if !isDown, typedKeys.remove(k.name) != nil { return }
      if k.name == "f11" {
        if isDown { splitRequested = true }
        return
      }
      if isDown { beginUnit(at: time) }
      append(
        "\(isDown ? "keyDown" : "keyUp"): \(ScriptYAML.scalar(KeyChord(k, modifiers: mods).description))",
        at: time)
    case .text(let s):
      // Consecutive text is one `type` step (and one check after it).
      if typing, let last = segments[segments.count - 1].last, last.hasPrefix("type: ") {
        typed += s
        segments[segments.count - 1][segments[segments.count - 1].count - 1] = "type: \(Self.quoted(typed))"
        lastTime = time
        return
      }
      beginUnit(at: time)
      append("type: \(Self.quoted(s))", at: time)
      typing = true
      typed = s
    case .shake(let began):
      guard began else { return }
      beginUnit(at: time)
      append("shake", at: time)
    case .scroll(let point, let delta):
      beginUnit(at: time)
      append("scroll: { at: \(p(point)), by: \(p(delta)) }", at: time)
    case .remote(let sub):
      let name: String
      switch sub {
      case .remoteControlPause, .remoteControlStop: name = "pause"
      case .remoteControlNextTrack: name = "next"
      case .remoteControlPreviousTrack: name = "previous"
      default: name = "play"
      }
      beginUnit(at: time)
      append("remote: \(name)", at: time)
    case .editingCommand(let c):
      beginUnit(at: time)
      append("menu: \(c)", at: time)
    case .sensor(let kind, let v):
      beginUnit(at: time)
      append(
        "sensor: { \(kind.rawValue): [\(v.map { formatPoints($0) }.joined(separator: ", "))] }", at: time)
    case .interruption:
      // Only an interruption that cancels touches changes anything.
      guard gesture != nil else { return }
      gesture?.lines.append("focusLost")
      down.removeAll()
      finishGesture(at: time)
    case .resize:
      return
    }
  }

  static let modifierKeys: Set<String> = [
    "lshift", "rshift", "lctrl", "rctrl", "lalt", "ralt", "lgui", "rgui", "lcmd", "rcmd", "capslock",
  ]

  private func touch(_ f: FingerID, _ phase: TouchPhase, _ point: Point, at time: Double) {
    let key = phase == .began ? "down" : phase == .moved || phase == .stationary ? "move" : "up"
    if phase == .began, down.isEmpty {
      beginUnit(at: time)
      gesture = Gesture(start: time, last: time, firstPoint: point)
      gesture?.target = tapTarget(at: point)
    }
    guard var g = gesture else { return }
    if let w = wait(from: g.lines.isEmpty ? nil : g.last, to: time) { g.lines.append(w) }
    g.lines.append("touch: { finger: \(number(f)), \(key): \(p(point)) }")
    g.last = time
    let d = point - g.firstPoint
    g.farthest = max(g.farthest, (d.x * d.x + d.y * d.y).squareRoot())
    if phase == .began {
      down.insert(f)
      g.fingers += 1
    } else if phase.isTerminal {
      down.remove(f)
    }
    gesture = g
    if down.isEmpty { finishGesture(at: time) }
  }

  /// A short single-finger touch that stayed put is a `tap`; anything else
  /// keeps its touches exactly.
  private func finishGesture(at time: Double) {
    guard let g = gesture else { return }
    gesture = nil
    let isTap =
      g.fingers == 1 && g.farthest < GestureConstants.tapSlop
      && time - g.start <= GestureConstants.multiTapInterval && g.target != nil
      && !g.lines.contains("focusLost")
    if let w = wait(from: lastTime, to: g.start) { segments[segments.count - 1].append(w) }
    if isTap {
      segments[segments.count - 1].append("tap: \(g.target!)")
    } else {
      segments[segments.count - 1].append(contentsOf: g.lines)
    }
    lastTime = time
  }

  /// The view at `point` as a tap target: its id when its centre hits it
  /// too, else its id with the offset from its centre, else the point.
  private func tapTarget(at point: Point) -> String {
    guard let view = scene.window.hitTest(point, with: nil), !view.identifier.isEmpty,
      scene.views[view.identifier] === view
    else { return p(point) }
    let centre = view.frameInWindow.center
    let id = ScriptYAML.scalar(view.identifier)
    if scene.window.hitTest(centre, with: nil) === view { return id }
    return "{ view: \(id), offset: \(p(point - centre)) }"
  }

  private func observe(_ r: DispatchRecord) {
    for g in r.gestureChanges where !g.recognizer.identifier.isEmpty {
      gestureStates.append((g.recognizer.identifier, g.state.rawValue))
    }
    logs.append(contentsOf: r.logs)
    if let a = r.actions.last { actionHandledBy = .some(a.handledBy?.identifier) }
    if r.kind == .touch {
      if r.detail == "began", touchHit == nil { touchHit = r.hitView?.identifier }
      if r.detail == "ended" || r.detail == "cancelled" { touchHandledBy = .some(r.handledBy?.identifier) }
    }
  }

  /// Appends an `expect` of what the last unit of input changed.
  private func flushExpect() {
    let now = Self.snapshot(scene)
    var e: [String] = []
    let id = ScriptYAML.scalar
    if let hit = touchHit { e.append("hitView: \(id(hit))") }
    if let h = touchHandledBy { e.append("handledBy: \(h.map(id) ?? "null")") }
    var last: [String: String] = [:]
    var order: [String] = []
    for (id, s) in gestureStates {
      if last[id] == nil { order.append(id) }
      last[id] = s == "ended" ? "recognized" : s
    }
    if !order.isEmpty {
      e.append("gestures: { " + order.map { "\(id($0)): \(last[$0]!)" }.joined(separator: ", ") + " }")
    }
    if let a = actionHandledBy { e.append("actionHandledBy: \(a.map(id) ?? "null")") }
    if now.firstResponder != before.firstResponder {
      e.append("firstResponder: \(now.firstResponder.map(id) ?? "null")")
    }
    if now.undoStack != before.undoStack {
      e.append("undoStack: [\(now.undoStack.map(Self.quoted).joined(separator: ", "))]")
    }
    let changed = now.props.keys.filter { now.props[$0] != before.props[$0] }.sorted()
    if !changed.isEmpty {
      e.append("props: { " + changed.map { "\(id($0)): \(now.props[$0]!)" }.joined(separator: ", ") + " }")
    }
    if !logs.isEmpty { e.append("logs: [\(logs.map(Self.quoted).joined(separator: ", "))]") }
    // A test without any check does not count as passing (`rlab test`):
    // when the first input of a test changed nothing an `expect` can see,
    // the test still checks the first responder it left.
    let segment = segments[segments.count - 1]
    if e.isEmpty, !segment.isEmpty, !segment.contains(where: { $0.hasPrefix("expect:") }) {
      e.append("firstResponder: \(now.firstResponder.map(id) ?? "null")")
    }
    if !e.isEmpty { segments[segments.count - 1].append("expect: { " + e.joined(separator: ", ") + " }") }
    before = now
    touchHit = nil
    touchHandledBy = nil
    gestureStates.removeAll()
    actionHandledBy = nil
    logs.removeAll()
  }

  /// `keyDown: X` then `keyUp: X` (a wait between them aside) reads better
  /// as `key: X`; keys that overlap stay apart.
  static func mergeKeys(_ steps: [String]) -> [String] {
    var out: [String] = []
    var i = 0
    while i < steps.count {
      let s = steps[i]
      if s.hasPrefix("keyDown: ") {
        let key = String(s.dropFirst("keyDown: ".count))
        var j = i + 1
        var waits: [String] = []
        while j < steps.count, steps[j].hasPrefix("wait: ") {
          waits.append(steps[j])
          j += 1
        }
        // The key's own name decides: modifiers may be let go first.
        let base = key.split(separator: "+").last.map(String.init) ?? key
        if j < steps.count, steps[j] == "keyUp: \(key)" || steps[j] == "keyUp: \(base)" {
          out.append("key: \(key)")
          out.append(contentsOf: waits)
          i = j + 1
          continue
        }
      }
      out.append(s)
      i += 1
    }
    return out
  }

  /// Every value the recorder writes from the user or the scene is quoted
  /// or checked plain (`ScriptYAML`): a typed `'` once broke the file.
  static func quoted(_ s: String) -> String { ScriptYAML.quoted(s) }

  /// A test's name from its first inputs: `tap ok, type "hi"`.
  static func name(_ steps: [String], index: Int) -> String {
    let inputs = steps.filter { !$0.hasPrefix("wait:") && !$0.hasPrefix("expect:") }
    var parts: [String] = []
    for s in inputs {
      let words = s.replacingOccurrences(of: ": ", with: " ")
      if parts.last == words { continue }
      parts.append(words)
      if parts.count == 3 { break }
    }
    let summary = parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    return "\(index + 1): \(summary.count > 70 ? String(summary.prefix(67)) + "..." : summary)"
  }

  /// The whole script: one test per stretch of work.
  public func script(scenePath: String, name: String) -> String {
    if let g = gesture {
      // The window closed with fingers down: keep what was done.
      gesture = g
      finishGesture(at: g.last)
    }
    flushExpect()
    var s = "# Recorded by `rlab record` (\(name)). Edit freely: each step is one input; a test\n"
    s += "# after the first replays the inputs above it, since every test starts from a fresh scene.\n"
    s += "scene: \(ScriptYAML.scalar(scenePath))\ntests:\n"
    var setup: [String] = []
    let kept = segments.filter { !$0.isEmpty }
    for (i, raw) in kept.enumerated() {
      let steps = Self.mergeKeys(raw)
      s += "  - name: \(Self.quoted(Self.name(steps, index: i)))\n    steps:\n"
      if !setup.isEmpty {
        s += "      # the inputs of the tests above, to reach their state\n"
        s += setup.map { "      - \($0)\n" }.joined()
        s += "      # this test\n"
      }
      s += steps.map { "      - \($0)\n" }.joined()
      setup += steps.filter { !$0.hasPrefix("expect:") }
    }
    if kept.isEmpty {
      let first = Self.snapshot(scene).firstResponder.map(ScriptYAML.scalar) ?? "null"
      s += "  - name: \"nothing recorded\"\n    steps:\n      - expect: { firstResponder: \(first) }\n"
    }
    return s
  }
}
