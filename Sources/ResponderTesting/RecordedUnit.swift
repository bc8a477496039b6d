import Foundation
import ResponderCore
import ResponderScene

/// One unit of input in a recording: a touch gesture (every finger from
/// the first down to the last up, and a second tap that follows a first),
/// a key, typed text, or another single input; with what the live session
/// showed once it was done.
struct RecordedUnit {
  /// One touch input of a gesture.
  struct Sample {
    var finger: Int
    var phase: TouchPhase
    var point: Point
    var time: Double
  }

  /// One position of the pointer hovering (no button down), with the id
  /// of the view it was over then ("" for none with an id).
  struct HoverSample {
    var point: Point
    var time: Double
    var over: String
  }

  enum Input {
    case touches([Sample])
    /// The pointer moving with no button down over an iPad scene, from its
    /// first move to its last before another input (`hover:`).
    case hover([HoverSample])
    /// A key pressed and let go (`key:`), or one half of overlapping keys.
    case key(String)
    case keyDown(String)
    case keyUp(String)
    case text(String)
    /// Any other one-line step (`shake`, `remote: play`, `menu: copy`, `sensor: …`).
    case line(String)
    /// Wheel clicks at one place, one after another: one `scroll:` step
    /// with their deltas summed.
    case scroll(at: Point, by: Point)
  }

  var input: Input
  /// Times of the first and last input.
  var start: Double
  var end: Double
  /// The view (id) and its target text at each touch's first point, as the
  /// live scene had them when the finger went down.
  var targets: [String] = []
  /// What the live session showed when the next unit began (or at the end).
  var live: RecordedOutcome?
  var liveBefore: [String: PropertyValue] = [:]
  /// The positions that went past both their start and their end while
  /// the unit played live (`ScenePositions.overshoots`), read every tick.
  var liveOvershoots: [String: ScenePositions.Range] = [:]

  /// The dispatch kind whose handler the `expect` names (`handledBy`).
  var kind: DispatchKind? {
    switch input {
    case .touches: return .touch
    // A key's handler is left to its outcome: the live session's last key
    // event is often a modifier let go after the chord.
    // A hover has no handler: no responder gets it.
    case .key, .keyDown, .keyUp, .text, .line, .scroll, .hover: return nil
    }
  }

  /// The strokes of a touch unit: each finger's samples from down to up.
  var strokes: [[Sample]] {
    guard case .touches(let samples) = input else { return [] }
    var open: [Int: Int] = [:]
    var out: [[Sample]] = []
    for s in samples {
      if s.phase == .began || open[s.finger] == nil {
        open[s.finger] = out.count
        out.append([s])
      } else {
        out[open[s.finger]!].append(s)
      }
      if s.phase.isTerminal { open[s.finger] = nil }
    }
    return out
  }

  /// Whether this is a single short touch that stayed put (a tap).
  var isTap: Bool {
    let s = strokes
    guard s.count == 1, let first = s[0].first, let last = s[0].last,
      s[0].allSatisfy({ $0.finger == first.finger })
    else { return false }
    return last.phase == .ended && last.time - first.time <= GestureConstants.multiTapInterval
      && s[0].allSatisfy { $0.point.distance(to: first.point) < GestureConstants.tapSlop }
  }

  /// The steps this unit can be written as, the most readable first; the
  /// last is always the literal one (every touch and the waits between).
  func candidates(step: Double) -> [Candidate] {
    switch input {
    case .key(let k): return [Candidate(lines: ["key: \(ScriptYAML.scalar(k))"], summary: "press \(k)")]
    case .keyDown(let k):
      return [Candidate(lines: ["keyDown: \(ScriptYAML.scalar(k))"], summary: "hold \(k)")]
    case .keyUp(let k):
      return [Candidate(lines: ["keyUp: \(ScriptYAML.scalar(k))"], summary: "let go of \(k)")]
    case .text(let t):
      return [Candidate(lines: ["type: \(ScriptYAML.quoted(t))"], summary: "type \(ScriptYAML.quoted(t))")]
    case .line(let l):
      // A gesture cut short by focus loss is its touches and `focusLost`.
      let lines = l.split(separator: "\n").map(String.init)
      let summary =
        lines.count > 1
        ? "touch \(targets.first.map(Self.readable) ?? "the window"), then lose focus"
        : l.replacingOccurrences(of: ": ", with: " ")
      return [Candidate(lines: lines, summary: summary)]
    case .scroll(let at, let by):
      return [
        Candidate(
          lines: ["scroll: { at: \(Self.point(at)), by: \(Self.point(by)) }"],
          summary: "scroll at \(Self.point(at))")
      ]
    case .touches(let samples): return touchCandidates(samples, step: step)
    case .hover(let samples): return hoverCandidates(samples, step: step)
    }
  }

  /// A hover, as the script's `hover:` step takes it: the pointer straight
  /// to where it ended (`hover: TARGET`); along the points where it went
  /// from one view to another, over the time it took (`hover: { path,
  /// duration }`), so each view it crossed sees it enter and leave; or every
  /// position as it came, with the waits between.
  private func hoverCandidates(_ samples: [HoverSample], step: Double) -> [Candidate] {
    guard let first = samples.first, let last = samples.last else { return [] }
    let target = targets.first ?? Self.point(last.point)
    let summary = "hover \(Self.readable(target))"
    var out = [Candidate(lines: ["hover: \(target)"], summary: summary)]
    var path = [first.point]
    for (a, b) in zip(samples, samples.dropFirst()) where a.over != b.over {
      if path.last != a.point { path.append(a.point) }
      path.append(b.point)
    }
    if path.last != last.point { path.append(last.point) }
    let duration = ((last.time - first.time) * 1000).rounded() / 1000
    // The script's limits: a path of 1 to 100 points, a duration above 0.
    if path.count >= 2, path.count <= 100 {
      out.append(
        Candidate(
          lines: [
            "hover: { path: [\(path.map(Self.point).joined(separator: ", "))], duration: \(formatPoints(max(step, duration))) }"
          ], summary: summary))
    }
    if samples.count > 1 {
      var lines: [String] = []
      var previous: Double?
      for s in samples {
        if let previous, let w = Self.wait(from: previous, to: s.time, step: step) { lines.append(w) }
        lines.append("hover: \(Self.point(s.point))")
        previous = s.time
      }
      out.append(Candidate(lines: lines, summary: summary))
    }
    return out
  }

  private func touchCandidates(_ samples: [Sample], step: Double) -> [Candidate] {
    var out: [Candidate] = []
    let strokes = self.strokes
    let name = targets.first.map(Self.readable) ?? "the window"
    let target = targets.first ?? "[0, 0]"
    func stationary(_ s: [Sample]) -> Bool {
      s.allSatisfy { $0.point.distance(to: s[0].point) < GestureConstants.tapSlop }
    }
    let fingers = Set(samples.map(\.finger)).count
    if fingers == 1, strokes.allSatisfy(stationary), strokes.allSatisfy({ $0.last?.phase == .ended }) {
      let held = strokes[0].last!.time - strokes[0][0].time
      if strokes.count == 1, held >= GestureConstants.longPressDuration {
        out.append(Candidate(lines: ["longPress: \(target)"], summary: "long-press \(name)"))
      } else if strokes.count == 1 {
        out.append(Candidate(lines: ["tap: \(target)"], summary: "tap \(name)"))
      } else if strokes.count == 2 {
        out.append(Candidate(lines: ["doubleTap: \(target)"], summary: "double-tap \(name)"))
      }
    } else if fingers == 1, strokes.count == 1, let first = strokes[0].first, let last = strokes[0].last,
      last.phase == .ended
    {
      let d = last.point - first.point
      let direction = Self.direction(d)
      let duration = max(step, ((last.time - first.time) * 1000).rounded() / 1000)
      let fast = last.time - first.time <= GestureConstants.swipeMaximumDuration
      if fast, last.point.distance(to: first.point) >= GestureConstants.swipeMinimumDistance {
        out.append(
          Candidate(
            lines: ["swipe: { from: \(target), direction: \(direction) }"],
            summary: "swipe \(name) \(direction)"))
      }
      // From the view's centre when the id names the point the finger
      // went down on; else from that point.
      var froms = [(target, targetPoint ?? first.point)]
      if Self.point(first.point) != target { froms.append((Self.point(first.point), first.point)) }
      // A finger that stopped before it lifted: the drag ends at rest (a
      // scroll view stays where it was let go), so the step says `hold`.
      let rest = strokes[0].lastIndex { $0.point.distance(to: last.point) >= 1 }.map { $0 + 1 } ?? 0
      let hold = ((last.time - strokes[0][rest].time) * 1000).rounded() / 1000
      let moving = max(step, ((strokes[0][rest].time - first.time) * 1000).rounded() / 1000)
      for (from, origin) in froms {
        let to = Self.point(origin + d)
        if hold >= Self.restingHold {
          out.append(
            Candidate(
              lines: [
                "drag: { from: \(from), to: \(to), duration: \(formatPoints(moving)), hold: \(formatPoints(hold)) }"
              ],
              summary: "drag \(name) \(direction)"))
        }
        out.append(
          Candidate(
            lines: ["drag: { from: \(from), to: \(to), duration: \(formatPoints(duration)) }"],
            summary: "drag \(name) \(direction)"))
      }
    } else if fingers == 2, strokes.count == 2, strokes.allSatisfy({ $0.count >= 2 }) {
      let (a, b) = (strokes[0], strokes[1])
      let d0 = a.first!.point.distance(to: b.first!.point)
      let d1 = a.last!.point.distance(to: b.last!.point)
      let angle0 = atan2(b.first!.point.y - a.first!.point.y, b.first!.point.x - a.first!.point.x)
      let angle1 = atan2(b.last!.point.y - a.last!.point.y, b.last!.point.x - a.last!.point.x)
      var degrees = (angle1 - angle0) * 180 / Double.pi
      if degrees > 180 { degrees -= 360 }
      if degrees < -180 { degrees += 360 }
      let scale = d0 > 0 ? d1 / d0 : 1
      let pinch = Candidate(
        lines: ["pinch: { at: \(target), scale: \(formatPoints((scale * 100).rounded() / 100)) }"],
        summary: "pinch \(name) \(scale >= 1 ? "out" : "in")")
      let rotate = Candidate(
        lines: ["rotate: { at: \(target), degrees: \(formatPoints(degrees.rounded())) }"],
        summary: "rotate \(name)")
      if abs(degrees) > 15, abs(scale - 1) < 0.2 {
        out += [rotate, pinch]
      } else if (0.01...100).contains(scale) {
        out += [pinch, rotate]
      }
    }
    out.append(literal(samples, step: step, summary: "touch \(name)"))
    return out
  }

  /// A finger still this long before it lifts is written as a drag's
  /// `hold`: past a pan's velocity window, so the release has no fling.
  static let restingHold = 0.1

  /// Where `targets.first` points when it is a plain id (the view's centre), set by the recorder.
  var targetPoint: Point?

  /// Every touch as it came, with the waits between them. Fingers that
  /// changed in one phase at one time (one input frame, delivered as one
  /// event) are one `touch: { fingers: … }` step, so the replay delivers
  /// them together too.
  func literal(_ samples: [Sample], step: Double, summary: String) -> Candidate {
    var lines: [String] = []
    var numbers: [Int: Int] = [:]
    var last: Double?
    var i = 0
    while i < samples.count {
      let s = samples[i]
      if let last, let w = Self.wait(from: last, to: s.time, step: step) { lines.append(w) }
      var frame = [s]
      while i + frame.count < samples.count {
        let next = samples[i + frame.count]
        guard next.time == s.time, next.phase == s.phase, !frame.contains(where: { $0.finger == next.finger })
        else { break }
        frame.append(next)
      }
      let key = s.phase == .began ? "down" : s.phase.isTerminal ? "up" : "move"
      var changes: [String] = []
      for f in frame {
        let n = numbers[f.finger] ?? numbers.count
        numbers[f.finger] = n
        changes.append("\(n): { \(key): \(Self.point(f.point)) }")
      }
      if frame.count == 1 {
        lines.append("touch: { finger: \(numbers[s.finger]!), \(key): \(Self.point(s.point)) }")
      } else {
        lines.append("touch: { fingers: { \(changes.joined(separator: ", ")) } }")
      }
      last = s.time
      i += frame.count
    }
    return Candidate(lines: lines, summary: summary)
  }

  /// `wait: S` for the gap between two inputs, less the tick a step takes;
  /// nil for less than half a tick.
  /// The wait between two units as a person writes it: rounded up to a
  /// tenth of a second (half a second past two), never shorter than the
  /// pause was, so two taps do not become a double tap and a timer that had
  /// not fired live does not fire sooner. (`recording` falls back to the
  /// exact `wait` when the rounded one changes what a unit did.)
  static func roundedWait(from last: Double, to time: Double, step: Double) -> String? {
    let gap = time - last - step
    guard gap >= step / 2 else { return nil }
    let unit = gap >= 2 ? 0.5 : 0.1
    return "wait: \(formatPoints((gap / unit - 1e-9).rounded(.up) * unit))"
  }

  static func wait(from last: Double, to time: Double, step: Double) -> String? {
    let gap = time - last - step
    return gap >= step / 2 ? "wait: \(formatPoints((gap * 1000).rounded() / 1000))" : nil
  }

  static func point(_ v: Point) -> String {
    "[\(formatPoints((v.x * 10).rounded() / 10)), \(formatPoints((v.y * 10).rounded() / 10))]"
  }

  /// The main direction of a movement, as `swipe` names it.
  static func direction(_ d: Point) -> String {
    abs(d.x) >= abs(d.y) ? (d.x < 0 ? "left" : "right") : (d.y < 0 ? "up" : "down")
  }

  /// A target as a test name says it: the id, or "[x, y]".
  static func readable(_ target: String) -> String {
    if target.hasPrefix("{ view: ") {
      let rest = target.dropFirst("{ view: ".count)
      return String(rest.prefix { $0 != "," })
    }
    return target
  }
}

/// One way of writing a unit: its step lines and how a test name says it.
struct Candidate {
  var lines: [String]
  var summary: String
}
