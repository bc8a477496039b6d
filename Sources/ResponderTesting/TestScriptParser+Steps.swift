import ResponderCore
import ResponderScene

extension TestScriptParser.Parser {
  mutating func step(_ n: Node) -> ScriptStep? {
    if let s = n.string, case .scalar = n {
      switch s {
      case "shake": return .shake
      case "focusLost": return .focusLost
      default:
        error(n, .unknownStep(s, suggestion: SceneSuggestion.closest(to: s, in: TestScriptParser.stepKeys)))
        return nil
      }
    }
    guard var kv = pairs(n), !kv.isEmpty else {
      error(n, .rule(.stepShape))
      return nil
    }
    // `touchType:` (and for a Pencil's hover `zOffset:`) beside a touch step.
    if kv.count > 1, kv.contains(where: { $0.0 == "touchType" }) {
      let extras = kv.filter { $0.0 == "touchType" || $0.0 == "zOffset" }
      kv.removeAll { $0.0 == "touchType" || $0.0 == "zOffset" }
      guard kv.count == 1 else {
        error(n, .rule(.stepShape))
        return nil
      }
      return typedStep(kv[0], extras)
    }
    guard kv.count == 1, let (k, kn, v) = kv.first else {
      error(n, .rule(.stepShape))
      return nil
    }
    return untypedStep(k, kn, v)
  }

  /// A touch step given `touchType:` (`UITouch.TouchType`): its touches are
  /// a Pencil's or a pointer's; a hover with `pencil` is a Pencil's hover,
  /// `zOffset:` above the screen (0 to 1, 0.5 unless given).
  private mutating func typedStep(_ step: (String, Node, Node), _ extras: [(String, Node, Node)])
    -> ScriptStep?
  {
    let (k, kn, v) = step
    guard let typeNode = extras.first(where: { $0.0 == "touchType" })?.2 else { return nil }
    guard let name = typeNode.string, let type = TouchType(rawValue: name) else {
      return fail(typeNode, .rule(.touchType))
    }
    guard TestScriptParser.typedStepKeys.contains(k) else { return fail(kn, .rule(.touchTypeStep)) }
    var z: Double?
    if let zNode = extras.first(where: { $0.0 == "zOffset" })?.2 {
      guard k == "hover", type == .pencil, let value = number(zNode), (0...1).contains(value) else {
        return fail(zNode, .rule(.zOffset))
      }
      z = value
    }
    if k == "hover", type == .direct { return fail(typeNode, .rule(.touchTypeStep)) }
    guard let inner = untypedStep(k, kn, v) else { return nil }
    return .typed(type, zOffset: z, inner)
  }

  private mutating func untypedStep(_ k: String, _ kn: Node, _ v: Node) -> ScriptStep? {
    switch k {
    case "tap", "doubleTap", "longPress", "rightClick", "choose", "hover", "drag", "pinch", "rotate", "swipe":
      return gestureStep(k, v)
    case "touch", "scroll", "mouse", "trackpad": return pointerStep(k, v)
    case "key", "keyDown", "keyUp", "type", "shake", "focusLost", "remote", "menu", "sensor":
      return deviceStep(k, v)
    case "wait", "shot", "answer", "lesson", "expect", "waitUntil": return flowStep(k, v)
    default:
      error(kn, .unknownStep(k, suggestion: SceneSuggestion.closest(to: k, in: TestScriptParser.stepKeys)))
      return nil
    }
  }

  /// A gesture step: a tap, double tap, long press, right click, menu choice, hover, drag, pinch,
  /// rotation or swipe at a target.
  private mutating func gestureStep(_ k: String, _ v: Node) -> ScriptStep? {
    switch k {
    case "tap": return target(v).map(ScriptStep.tap)
    case "doubleTap": return target(v).map(ScriptStep.doubleTap)
    case "longPress": return target(v).map(ScriptStep.longPress)
    case "rightClick": return target(v).map(ScriptStep.rightClick)
    case "hover":
      if case .mapping = v {
        guard let m = map(v, ["path", "duration"]), let pathNode = m["path"],
          case .sequence(let seq) = pathNode,
          !seq.isEmpty, seq.count <= 100
        else { return fail(v, .rule(.hover)) }
        let points = seq.compactMap { target($0) }
        guard points.count == seq.count else { return nil }
        let d = m["duration"].flatMap { number($0) } ?? 0.3
        guard d > 0, d <= 60 else { return fail(v, .rule(.duration)) }
        return .hover(path: points, duration: d)
      }
      return target(v).map { .hover(path: [$0], duration: 0) }
    case "choose":
      guard case .scalar = v, let title = v.string, !title.isEmpty else { return fail(v, .rule(.choose)) }
      return .choose(title)
    case "drag":
      guard let m = map(v, ["from", "to", "duration", "hold"]), let from = m["from"].flatMap({ target($0) }),
        let to = m["to"].flatMap({ target($0) })
      else { return fail(v, .rule(.drag)) }
      let d = m["duration"].flatMap { number($0) } ?? 0.3
      guard d > 0, d <= 60 else { return fail(v, .rule(.duration)) }
      let hold = m["hold"].flatMap { number($0) } ?? 0
      guard hold >= 0, hold <= 60 else { return fail(v, .rule(.hold)) }
      return .drag(from: from, to: to, duration: d, hold: hold)
    case "pinch":
      guard let m = map(v, ["at", "scale"]), let at = m["at"].flatMap({ target($0) }),
        let scale = m["scale"].flatMap({ number($0) }), scale > 0
      else { return fail(v, .rule(.pinch)) }
      // Two fingers 40 pt from the centre end 40 × scale apart: past 100
      // they leave any window, and 1e308 made infinite points.
      guard (0.01...100).contains(scale) else { return fail(v, .rule(.scale)) }
      return .pinch(at: at, scale: scale)
    case "rotate":
      guard let m = map(v, ["at", "degrees"]), let at = m["at"].flatMap({ target($0) }),
        let deg = m["degrees"].flatMap({ number($0) })
      else { return fail(v, .rule(.rotate)) }
      guard abs(deg) <= 3600 else { return fail(v, .rule(.degrees)) }
      return .rotate(at: at, degrees: deg)
    case "swipe":
      guard let m = map(v, ["from", "direction"]), let from = m["from"].flatMap({ target($0) }),
        let dirNode = m["direction"], let dir = dirNode.string
      else { return fail(v, .rule(.swipe)) }
      guard let direction = SwipeDirection(name: dir) else {
        let names = SwipeDirection.named.map(\.name)
        return fail(
          dirNode, .unknownSwipeDirection(dir, suggestion: SceneSuggestion.closest(to: dir, in: names)))
      }
      return .swipe(from: from, direction: direction)
    default: preconditionFailure("not a step \(#function) reads: \(k)")
    }
  }

  /// A step of raw pointer input: fingers down, moving and up, a wheel or trackpad scroll, a mouse button.
  private mutating func pointerStep(_ k: String, _ v: Node) -> ScriptStep? {
    switch k {
    case "touch":
      guard let m = map(v, TestScriptParser.touchKeys) else { return nil }
      if let fingers = m["fingers"] {
        guard m.count == 1 else {
          return fail(v, .rule(.fingersAlone))
        }
        return fingerChanges(fingers).map(ScriptStep.fingers)
      }
      let fingerNumber = m["finger"].flatMap { number($0) } ?? 0
      guard fingerNumber >= 0, fingerNumber <= 1000, fingerNumber == fingerNumber.rounded() else {
        return fail(v, .rule(.finger))
      }
      let finger = Int64(fingerNumber)
      for (key, phase) in [("down", TouchPhase.began), ("move", .moved), ("up", .ended)] {
        if let t = m[key] { return target(t).map { .touch(finger: finger, phase: phase, at: $0) } }
      }
      return fail(v, .rule(.touch))
    case "scroll":
      guard let m = map(v, ["at", "by"]), let at = m["at"].flatMap({ target($0) }), let byNode = m["by"],
        case .sequence(let seq) = byNode, seq.count == 2, let dx = number(seq[0]), let dy = number(seq[1])
      else { return fail(v, .rule(.scroll)) }
      guard abs(dx) <= 100_000, abs(dy) <= 100_000 else {
        return fail(byNode, .rule(.scrollBy))
      }
      return .scroll(at: at, by: Point(x: dx, y: dy))
    case "trackpad":
      guard let m = map(v, ["at", "pinch", "rotate"]), (m["pinch"] == nil) != (m["rotate"] == nil) else {
        return fail(v, .rule(.trackpad))
      }
      var at: ScriptTarget?
      if let atNode = m["at"] {
        guard let t = target(atNode) else { return nil }
        at = t
      }
      if let node = m["pinch"] {
        guard let scale = number(node), (0.01...100).contains(scale) else { return fail(node, .rule(.scale)) }
        return .trackpad(at: at, .pinch(scale))
      }
      guard let node = m["rotate"], let deg = number(node), abs(deg) <= 3600 else {
        return fail(m["rotate"] ?? v, .rule(.degrees))
      }
      return .trackpad(at: at, .rotate(deg * Double.pi / 180))
    case "mouse":
      guard let m = map(v, ["down", "move", "up", "button"]) else { return nil }
      let buttonNumber = m["button"].flatMap { number($0) } ?? 1
      guard (1...5).contains(buttonNumber), buttonNumber == buttonNumber.rounded() else {
        return fail(v, .rule(.button))
      }
      let button = Int(buttonNumber)
      for (key, phase) in [("down", TouchPhase.began), ("move", .moved), ("up", .ended)] {
        if let t = m[key] { return target(t).map { .mouse(phase: phase, at: $0, button: button) } }
      }
      return fail(v, .rule(.mouse))
    default: preconditionFailure("not a step \(#function) reads: \(k)")
    }
  }

  /// A step from the other devices: keys, typed text, shaking, losing focus, the remote, the edit menu and the motion sensors.
  private mutating func deviceStep(_ k: String, _ v: Node) -> ScriptStep? {
    switch k {
    case "key", "keyDown", "keyUp":
      let step = ScriptProblem.KeyStep(rawValue: k)!
      guard case .scalar = v else { return fail(v, .oneKey(step, got: kind(v))) }
      guard let s = v.string, KeyChord(s) != nil else {
        return fail(v, .unknownKeyName(v.string ?? "", step: step))
      }
      return switch step {
      case .key: .key(s)
      case .keyDown: .keyDown(s)
      case .keyUp: .keyUp(s)
      }
    case "type":
      guard let s = v.string else { return fail(v, .rule(.typeString)) }
      // Text input carries what a keyboard types: SDL's text event ends at
      // NUL (`"ab\u0000cd"` typed `ab` and passed, issue 25), and Return,
      // Tab and the other controls are keys, not text.
      if let c = s.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        return fail(v, .controlCharacter(c.value))
      }
      return .type(s)
    case "shake": return .shake
    case "focusLost": return .focusLost
    case "remote":
      let scripted = ["play", "pause", "next", "previous"]
      guard let s = v.string, scripted.contains(s), let command = EventSubtype(remoteCommand: s) else {
        return fail(
          v, .unknownRemote(suggestion: v.string.flatMap { SceneSuggestion.closest(to: $0, in: scripted) }))
      }
      return .remote(command)
    case "menu":
      guard let s = v.string, StandardEditAction(rawValue: s) != nil else {
        return fail(v, .rule(.menu))
      }
      return .menu(s)
    case "sensor":
      guard let m = map(v, ["accelerometer", "gyroscope"]) else { return nil }
      for (key, kind) in [("accelerometer", SensorKind.accelerometer), ("gyroscope", .gyroscope)] {
        if let t = m[key] {
          guard case .sequence(let seq) = t, seq.count == 3 else {
            return fail(t, .rule(.sensorTriple(key)))
          }
          let values = seq.compactMap { number($0) }
          guard values.count == 3 else { return fail(t, .rule(.sensorNumbers(key))) }
          return .sensor(kind, values)
        }
      }
      return fail(v, .rule(.sensor))
    default: preconditionFailure("not a step \(#function) reads: \(k)")
    }
  }

  /// A step about the run itself: waiting, shots, quiz answers, lessons and expectations.
  private mutating func flowStep(_ k: String, _ v: Node) -> ScriptStep? {
    switch k {
    case "wait":
      guard let s = number(v), s >= 0, s <= 3600 else {
        return fail(v, .rule(.wait))
      }
      return .wait(s)
    case "shot":
      return confinedPNG(v, "shot").map(ScriptStep.shot)
    case "answer":
      guard case .scalar = v, let id = v.string, !id.isEmpty else {
        return fail(v, .rule(.answer))
      }
      refs.append(ScriptReference(id: id, kind: .answer, location: loc(v)))
      return .answer(id)
    case "lesson":
      if v.string == "all" { return .lesson(nil) }
      guard let d = number(v), d >= 1, d == d.rounded(), d < 1000 else {
        return fail(v, .rule(.lesson))
      }
      return .lesson(Int(d))
    case "expect":
      return expectations(v).map(ScriptStep.expect)
    case "waitUntil":
      // `animations: settled` waits for every animation to come to rest
      // (issue 44), alone or beside `expect`.
      guard let m = map(v, ["expect", "animations", "timeout"]), m["expect"] != nil || m["animations"] != nil
      else {
        return fail(v, .rule(.waitUntil))
      }
      var timeout = 5.0
      if let t = m["timeout"] {
        let limit = TestScriptParser.maxWaitUntilSeconds
        guard let s = number(t), s > 0, s <= limit else {
          return fail(t, .rule(.timeout(limit: Int(limit))))
        }
        timeout = s
      }
      var checks: [ScriptExpectation] = []
      if let e = m["expect"] {
        guard let given = expectations(e) else { return nil }
        if given.contains(where: { if case .image = $0 { return true } else { return false } }) {
          return fail(e, .rule(.waitUntilImage))
        }
        checks = given
      }
      if let a = m["animations"] {
        guard let word = a.string, word == "settled" || word == "running" else {
          return fail(a, .rule(.animations))
        }
        checks.append(.animations(settled: word == "settled"))
      }
      return .waitUntil(checks, timeout: timeout)
    default: preconditionFailure("not a step \(#function) reads: \(k)")
    }
  }

  /// `fingers: { 0: { move: T }, 1: { down: T } }`: finger numbers (0 to
  /// 1000, each once) to one change each, written as a single `touch` step's
  /// `down`, `move` or `up`.
  mutating func fingerChanges(_ n: Node) -> [ScriptFingerChange]? {
    guard let kv = pairs(n), !kv.isEmpty else {
      return fail(n, .rule(.fingersMap))
    }
    guard kv.count <= 10 else { return fail(n, .rule(.fingersMax)) }
    var out: [ScriptFingerChange] = []
    var failed = false
    for (k, kn, v) in kv {
      guard let d = Double(k), d >= 0, d <= 1000, d == d.rounded() else {
        error(kn, .fingerNumber(k))
        failed = true
        continue
      }
      let finger = Int64(d)
      if out.contains(where: { $0.finger == finger }) {
        error(kn, .fingerTwice(finger))
        failed = true
        continue
      }
      guard let m = map(v, TestScriptParser.fingerChangeKeys) else {
        failed = true
        continue
      }
      let phases = ["down": TouchPhase.began, "move": .moved, "up": .ended]
      let known = m.filter { phases[$0.key] != nil }
      guard known.count == 1, let (key, t) = known.first, let phase = phases[key] else {
        // Only unknown keys: `map` named each already.
        if !known.isEmpty || m.isEmpty { error(v, .fingerNeedsChange(finger)) }
        failed = true
        continue
      }
      guard let at = target(t) else {
        failed = true
        continue
      }
      out.append(ScriptFingerChange(finger: finger, phase: phase, at: at))
    }
    return failed ? nil : out
  }
}
