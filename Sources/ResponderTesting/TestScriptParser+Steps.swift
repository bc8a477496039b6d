import ResponderCore
import ResponderScene

extension TestScriptParser.Parser {
  mutating func step(_ n: Node) -> ScriptStep? {
    if let s = n.string, case .scalar = n {
      switch s {
      case "shake": return .shake
      case "focusLost": return .focusLost
      default:
        error(n, "unknown step `\(s)`\(suggest(s, TestScriptParser.stepKeys))")
        return nil
      }
    }
    guard let kv = pairs(n), kv.count == 1, let (k, kn, v) = kv.first else {
      error(n, "a step is a one-key mapping such as `tap: label`")
      return nil
    }
    switch k {
    case "tap": return target(v).map(ScriptStep.tap)
    case "doubleTap": return target(v).map(ScriptStep.doubleTap)
    case "longPress": return target(v).map(ScriptStep.longPress)
    case "drag":
      guard let m = map(v, ["from", "to", "duration", "hold"]), let from = m["from"].flatMap({ target($0) }),
        let to = m["to"].flatMap({ target($0) })
      else { return fail(v, "`drag` needs `from` and `to`") }
      let d = m["duration"].flatMap { number($0) } ?? 0.3
      guard d > 0, d <= 60 else { return fail(v, "`duration` is seconds, more than 0 and at most 60") }
      let hold = m["hold"].flatMap { number($0) } ?? 0
      guard hold >= 0, hold <= 60 else { return fail(v, "`hold` is seconds, from 0 to 60") }
      return .drag(from: from, to: to, duration: d, hold: hold)
    case "pinch":
      guard let m = map(v, ["at", "scale"]), let at = m["at"].flatMap({ target($0) }),
        let scale = m["scale"].flatMap({ number($0) }), scale > 0
      else { return fail(v, "`pinch` needs `at` and a positive `scale`") }
      // Two fingers 40 pt from the centre end 40 × scale apart: past 100
      // they leave any window, and 1e308 made infinite points.
      guard (0.01...100).contains(scale) else { return fail(v, "`scale` is from 0.01 to 100") }
      return .pinch(at: at, scale: scale)
    case "rotate":
      guard let m = map(v, ["at", "degrees"]), let at = m["at"].flatMap({ target($0) }),
        let deg = m["degrees"].flatMap({ number($0) })
      else { return fail(v, "`rotate` needs `at` and `degrees`") }
      guard abs(deg) <= 3600 else { return fail(v, "`degrees` is from -3600 to 3600") }
      return .rotate(at: at, degrees: deg)
    case "swipe":
      guard let m = map(v, ["from", "direction"]), let from = m["from"].flatMap({ target($0) }),
        let dirNode = m["direction"], let dir = dirNode.string
      else { return fail(v, "`swipe` needs `from` and `direction` (left, right, up or down)") }
      guard let direction = SwipeDirection(name: dir) else {
        let names = SwipeDirection.named.map(\.name)
        let hint = suggest(dir, names)
        return fail(dirNode, "unknown swipe direction `\(dir)`: one of left, right, up, down\(hint)")
      }
      return .swipe(from: from, direction: direction)
    case "touch":
      guard let m = map(v, TestScriptParser.touchKeys) else { return nil }
      if let fingers = m["fingers"] {
        guard m.count == 1 else {
          return fail(
            v, "`fingers` says every finger's change: write it alone, without `finger`, `down`, `move`, `up`")
        }
        return fingerChanges(fingers).map(ScriptStep.fingers)
      }
      let fingerNumber = m["finger"].flatMap { number($0) } ?? 0
      guard fingerNumber >= 0, fingerNumber <= 1000, fingerNumber == fingerNumber.rounded() else {
        return fail(v, "`finger` is a whole number from 0 to 1000")
      }
      let finger = Int64(fingerNumber)
      for (key, phase) in [("down", TouchPhase.began), ("move", .moved), ("up", .ended)] {
        if let t = m[key] { return target(t).map { .touch(finger: finger, phase: phase, at: $0) } }
      }
      return fail(v, "`touch` needs one of `down`, `move`, `up` (or `fingers`)")
    case "scroll":
      guard let m = map(v, ["at", "by"]), let at = m["at"].flatMap({ target($0) }), let byNode = m["by"],
        case .sequence(let seq) = byNode, seq.count == 2, let dx = number(seq[0]), let dy = number(seq[1])
      else { return fail(v, "`scroll` needs `at` and `by: [dx, dy]` (points towards the content's end)") }
      guard abs(dx) <= 100_000, abs(dy) <= 100_000 else {
        return fail(byNode, "`by` is at most 100000 points")
      }
      return .scroll(at: at, by: Point(x: dx, y: dy))
    case "mouse":
      guard let m = map(v, ["down", "move", "up", "button"]) else { return nil }
      let buttonNumber = m["button"].flatMap { number($0) } ?? 1
      guard (1...5).contains(buttonNumber), buttonNumber == buttonNumber.rounded() else {
        return fail(v, "`button` is 1 (left) to 5")
      }
      let button = Int(buttonNumber)
      for (key, phase) in [("down", TouchPhase.began), ("move", .moved), ("up", .ended)] {
        if let t = m[key] { return target(t).map { .mouse(phase: phase, at: $0, button: button) } }
      }
      return fail(v, "`mouse` needs one of `down`, `move`, `up`")
    case "keyDown", "keyUp":
      guard case .scalar = v else {
        return fail(v, "`\(k)` takes one key such as `lshift`, not \(kind(v))")
      }
      guard let s = v.string, KeyChord(s) != nil else {
        return fail(v, "unknown key `\(v.string ?? "")` (write e.g. `a`, `lshift`, `ctrl+z`)")
      }
      return k == "keyDown" ? .keyDown(s) : .keyUp(s)
    case "key":
      guard case .scalar = v else {
        return fail(v, "`key` takes one key such as `a` or `ctrl+z`, not \(kind(v))")
      }
      guard let s = v.string, KeyChord(s) != nil else {
        return fail(
          v, "unknown key `\(v.string ?? "")` (write e.g. `a`, `return`, `ctrl+z`, `ctrl+shift+z`)")
      }
      return .key(s)
    case "type":
      guard let s = v.string else { return fail(v, "`type` takes a string") }
      // Text input carries what a keyboard types: SDL's text event ends at
      // NUL (`"ab\u0000cd"` typed `ab` and passed, issue 25), and Return,
      // Tab and the other controls are keys, not text.
      if let c = s.unicodeScalars.first(where: { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }) {
        let hex = String(c.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        return fail(
          v,
          "`type` cannot type the control character \(code); a keyboard types it as a key (`key: return`, `key: tab`)"
        )
      }
      return .type(s)
    case "shake": return .shake
    case "focusLost": return .focusLost
    case "remote":
      let scripted = ["play", "pause", "next", "previous"]
      guard let s = v.string, scripted.contains(s), let command = EventSubtype(remoteCommand: s) else {
        let hint = v.string.map { suggest($0, scripted) } ?? ""
        return fail(v, "`remote` is one of play, pause, next, previous\(hint)")
      }
      return .remote(command)
    case "menu":
      guard let s = v.string, StandardEditAction(rawValue: s) != nil else {
        return fail(v, "`menu` is one of copy, cut, paste, select, selectAll, delete")
      }
      return .menu(s)
    case "sensor":
      guard let m = map(v, ["accelerometer", "gyroscope"]) else { return nil }
      for (key, kind) in [("accelerometer", SensorKind.accelerometer), ("gyroscope", .gyroscope)] {
        if let t = m[key] {
          guard case .sequence(let seq) = t, seq.count == 3 else {
            return fail(t, "`\(key)` takes [x, y, z]")
          }
          let values = seq.compactMap { number($0) }
          guard values.count == 3 else { return fail(t, "`\(key)` takes three numbers") }
          return .sensor(kind, values)
        }
      }
      return fail(v, "`sensor` needs `accelerometer` or `gyroscope`")
    case "wait":
      guard let s = number(v), s >= 0, s <= 3600 else {
        return fail(v, "`wait` takes seconds from 0 to 3600")
      }
      return .wait(s)
    case "shot":
      return confinedPNG(v, "shot").map(ScriptStep.shot)
    case "answer":
      guard case .scalar = v, let id = v.string, !id.isEmpty else {
        return fail(v, "`answer` takes an id (a view, controller, recognizer) or `nobody`")
      }
      refs.append(ScriptReference(id: id, kind: .answer, location: loc(v)))
      return .answer(id)
    case "lesson":
      if v.string == "all" { return .lesson(nil) }
      guard let d = number(v), d >= 1, d == d.rounded(), d < 1000 else {
        return fail(v, "`lesson` takes `all` or a step number from 1")
      }
      return .lesson(Int(d))
    case "expect":
      return expectations(v).map(ScriptStep.expect)
    case "waitUntil":
      guard let m = map(v, ["expect", "timeout"]), let e = m["expect"] else {
        return fail(v, "`waitUntil` takes `{ expect: { … }, timeout: seconds }`")
      }
      var timeout = 5.0
      if let t = m["timeout"] {
        let limit = TestScriptParser.maxWaitUntilSeconds
        guard let s = number(t), s > 0, s <= limit else {
          return fail(t, "`timeout` is seconds, more than 0 and at most \(Int(limit))")
        }
        timeout = s
      }
      guard let checks = expectations(e) else { return nil }
      if checks.contains(where: { if case .image = $0 { return true } else { return false } }) {
        return fail(e, "`waitUntil` cannot wait for an `image` (render once, with `expect`)")
      }
      return .waitUntil(checks, timeout: timeout)
    default:
      error(kn, "unknown step `\(k)`\(suggest(k, TestScriptParser.stepKeys))")
      return nil
    }
  }

  /// `fingers: { 0: { move: T }, 1: { down: T } }`: finger numbers (0 to
  /// 1000, each once) to one change each, written as a single `touch` step's
  /// `down`, `move` or `up`.
  mutating func fingerChanges(_ n: Node) -> [ScriptFingerChange]? {
    guard let kv = pairs(n), !kv.isEmpty else {
      return fail(
        n, "`fingers` maps finger numbers to changes: `{ 0: { move: [x, y] }, 1: { move: [x, y] } }`")
    }
    guard kv.count <= 10 else { return fail(n, "`fingers` moves at most 10 fingers at once") }
    var out: [ScriptFingerChange] = []
    var failed = false
    for (k, kn, v) in kv {
      guard let d = Double(k), d >= 0, d <= 1000, d == d.rounded() else {
        error(kn, "a finger is a whole number from 0 to 1000, not `\(k)`")
        failed = true
        continue
      }
      let finger = Int64(d)
      if out.contains(where: { $0.finger == finger }) {
        error(kn, "finger \(finger) is named twice: one finger changes once in a frame")
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
        if !known.isEmpty || m.isEmpty { error(v, "finger \(finger) needs one of `down`, `move`, `up`") }
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
