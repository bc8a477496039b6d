import ResponderCore
import ResponderScene

/// Writes a live session's input as a test script a person can read and
/// edit: one step per input with the waits between them, and an `expect`
/// after each gesture capturing what happened.
final class SessionRecorder {
  private var steps: [String] = []
  private var lastTime: Double?
  private var fingerNumbers: [FingerID: Int] = [:]
  private var down: Set<FingerID> = []
  private var gestureStates: [(String, String)] = []
  private var gestureHit: String?
  private let scene: BuiltScene
  private let step: Double

  init(scene: BuiltScene, step: Double) {
    self.scene = scene
    self.step = step
    scene.app.recordObservers.append { [unowned self] r in self.observe(r) }
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

  /// Notes an input just before the application dispatches it.
  func input(_ i: InputEvent, at time: Double) {
    var line: String?
    switch i {
    case .touch(let f, let phase, let point):
      let key = phase == .began ? "down" : phase == .moved || phase == .stationary ? "move" : "up"
      line = "touch: { finger: \(number(f)), \(key): \(p(point)) }"
      if phase == .began {
        if down.isEmpty { steps.append("      # a gesture starts") }
        down.insert(f)
      } else if phase.isTerminal {
        down.remove(f)
      }
    case .key(let k, let mods, let isDown):
      line = "\(isDown ? "keyDown" : "keyUp"): \(KeyChord(k, modifiers: mods))"
    case .text(let s):
      line = "type: \(quoted(s))"
    case .shake(let began):
      guard began else { return }
      line = "shake"
    case .remote(let sub):
      let name: String
      switch sub {
      case .remoteControlPause, .remoteControlStop: name = "pause"
      case .remoteControlNextTrack: name = "next"
      case .remoteControlPreviousTrack: name = "previous"
      default: name = "play"
      }
      line = "remote: \(name)"
    case .editingCommand(let c):
      line = "menu: \(c)"
    case .sensor(let kind, let v):
      line = "sensor: { \(kind.rawValue): [\(v.map { formatPoints($0) }.joined(separator: ", "))] }"
    case .interruption:
      line = "focusLost"
    case .resize:
      return
    }
    guard let line else { return }
    if let last = lastTime {
      // A step already takes one tick; the wait covers the rest of the gap.
      let gap = time - last - step
      if gap >= step / 2 { steps.append("      - wait: \(formatPoints((gap * 1000).rounded() / 1000))") }
    }
    lastTime = time
    steps.append("      - " + line)
  }

  private func observe(_ r: DispatchRecord) {
    for g in r.gestureChanges { gestureStates.append((g.recognizer.identifier, g.state.rawValue)) }
    if r.kind == "touch", r.detail == "began", down.count <= 1, let hit = r.hitView {
      gestureHit = hit.identifier
    }
    guard r.kind == "touch", r.detail == "ended" || r.detail == "cancelled", down.isEmpty else { return }
    var e: [String] = []
    if let hit = gestureHit { e.append("hitView: \(hit)") }
    e.append("chain: [\(r.chain.map(\.identifier).joined(separator: ", "))]")
    e.append("handledBy: \(r.handledBy?.identifier ?? "null")")
    var last: [String: String] = [:]
    var order: [String] = []
    for (id, s) in gestureStates where !id.isEmpty {
      if last[id] == nil { order.append(id) }
      last[id] = s == "ended" ? "recognized" : s
    }
    if !order.isEmpty {
      e.append("gestures: { " + order.map { "\($0): \(last[$0]!)" }.joined(separator: ", ") + " }")
    }
    steps.append("      - expect: { " + e.joined(separator: ", ") + " }")
    gestureStates.removeAll()
    gestureHit = nil
  }

  /// `keyDown: X` then `keyUp: X` (a wait between them aside) reads better
  /// as `key: X`; keys that overlap (Shift held across others) stay apart.
  static func mergeKeys(_ steps: [String]) -> [String] {
    var out: [String] = []
    var i = 0
    while i < steps.count {
      let s = steps[i]
      if s.hasPrefix("      - keyDown: ") {
        let key = String(s.dropFirst("      - keyDown: ".count))
        var j = i + 1
        var waits: [String] = []
        while j < steps.count, steps[j].hasPrefix("      - wait: ") {
          waits.append(steps[j])
          j += 1
        }
        if j < steps.count, steps[j] == "      - keyUp: \(key)" {
          out.append("      - key: \(key)")
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

  private func quoted(_ s: String) -> String {
    "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  /// The whole script.
  func script(scenePath: String, name: String) -> String {
    var s = "# Recorded by `rlab record`. Edit freely: each step is one input.\n"
    s += "scene: \(scenePath)\ntests:\n  - name: \(quoted(name))\n    steps:\n"
    s += steps.isEmpty ? "      - wait: 0\n" : Self.mergeKeys(steps).joined(separator: "\n") + "\n"
    return s
  }
}
