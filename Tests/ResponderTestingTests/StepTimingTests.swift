import Foundation
import Testing

/// What each script step pushes, read back from the trace (SPEC §4): a tap
/// is a finger down and up at one point 0.05 s apart with no motion; a
/// double tap two taps 0.15 s apart (up to down); a long press holds 1 s; a swipe moves
/// 120 pt in 0.1 s, one move per tick; a drag moves one step per tick (at
/// most 120 moves); a pinch and a rotation move two fingers 40 pt either
/// side of their centre over 0.3 s; a key is a down and an up with no text;
/// `type` one text event; `shake` one motion began and one ended. Times are
/// virtual, so exact to a tick. The steps come from Core's `SyntheticGesture`,
/// which the core and overlay tests' `GestureDriving` plays too.
@Suite("What each script step pushes")
struct StepTimingTests {
  private struct Touch {
    var time: Double
    var phase: String
    var point: [Double]
  }

  /// Every dispatch of the script's steps, by step: its type, time and
  /// phase, key or detail.
  private struct Dispatch {
    var type: String
    var time: Double
    var detail: String
  }

  /// The trace of a figure1 script running `steps` and then `expect`, one
  /// object per dispatch, grouped by step (those `make` gives nil left out).
  private func traceByStep<T>(
    _ steps: String, expect: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ make: ([String: Any]) throws -> T?
  ) throws -> [[T]] {
    let dir = try temporaryFolder("steps")
    let script = try write(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n" + steps + "      - expect: \(expect)\n",
      to: "s.test.yaml", in: dir)
    let trace = dir + "/t.jsonl"
    let r = try rlab(["test", script, "--trace", trace])
    #expect(r.code == 0, sourceLocation: sourceLocation)
    var byStep: [Int: [T]] = [:]
    for line in try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n") {
      let o = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      let step = try #require(o["step"] as? Int)
      if let item = try make(o) { byStep[step, default: []].append(item) }
    }
    return byStep.keys.sorted().map { byStep[$0]! }
  }

  private func dispatches(_ steps: String) throws -> [[Dispatch]] {
    try traceByStep("      - tap: field\n" + steps, expect: "{ firstResponder: field }") { o in
      // Steps up to 5 are the tap on the field that makes it first responder.
      guard try #require(o["step"] as? Int) > 5 else { return nil }
      let detail = (o["phase"] ?? o["key"] ?? o["detail"]) as? String
      return Dispatch(
        type: try #require(o["type"] as? String), time: try #require(o["time"] as? Double),
        detail: try #require(detail))
    }
  }

  /// Every touch the steps pushed, in order: an event that carried several
  /// fingers' changes (one frame) lists each under `touches`.
  private func touches(_ steps: String) throws -> [[Touch]] {
    try traceByStep(steps, expect: "{ firstResponder: null }") { o -> [Touch]? in
      guard o["type"] as? String == "touch" else { return nil }
      let time = try #require(o["time"] as? Double)
      if let each = o["touches"] as? [[String: Any]] {
        return try each.map {
          Touch(
            time: time, phase: try #require($0["phase"] as? String),
            point: try #require($0["point"] as? [Double]))
        }
      }
      return [
        Touch(
          time: time, phase: try #require(o["phase"] as? String), point: try #require(o["point"] as? [Double])
        )
      ]
    }.map { $0.flatMap { $0 } }
  }

  /// How many touch events each step's trace holds.
  private func touchEvents(_ steps: String) throws -> [[String]] {
    try traceByStep(steps, expect: "{ firstResponder: null }") { o in
      o["type"] as? String == "touch" ? o["phase"] as? String : nil
    }
  }

  private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test("tap: down and up at one point, 0.05 s apart, no motion")
  func tap() throws {
    let steps = try touches("      - tap: [100, 100]\n")
    let t = try #require(steps.first)
    #expect(t.map(\.phase) == ["began", "ended"])
    #expect(near(t[1].time - t[0].time, 0.05))
    #expect(t[0].point == [100, 100] && t[1].point == [100, 100])
  }

  // "Two taps 0.15 s apart": the second finger comes down 0.15 s after the
  // first lifts (downs 0.2 s apart), inside the 0.35 s multi-tap interval.
  @Test("doubleTap: two taps, the second down 0.15 s after the first up")
  func doubleTap() throws {
    let t = try #require(try touches("      - doubleTap: [100, 100]\n").first)
    #expect(t.map(\.phase) == ["began", "ended", "began", "ended"])
    #expect(near(t[2].time - t[1].time, 0.15))
    #expect(near(t[1].time - t[0].time, 0.05))
  }

  @Test("longPress: one finger held 1 s without moving")
  func longPress() throws {
    let t = try #require(try touches("      - longPress: [100, 100]\n").first)
    #expect(t.map(\.phase) == ["began", "ended"])
    #expect(near(t[1].time - t[0].time, 1.0))
  }

  @Test("swipe: 120 pt in 0.1 s, one move per 1/120 s tick")
  func swipe() throws {
    let t = try #require(try touches("      - swipe: { from: [100, 100], direction: right }\n").first)
    #expect(t.first?.phase == "began" && t.last?.phase == "ended")
    let moves = t.filter { $0.phase == "moved" }
    #expect(moves.count == 12)
    for (a, b) in zip(moves, moves.dropFirst()) { #expect(near(b.time - a.time, 1.0 / 120)) }
    #expect(moves.last?.point == [220, 100])
    #expect(near((moves.last?.time ?? 0) - t[0].time, 0.1))
  }

  @Test("drag: one move per tick reaching `to`, lifted one tick after the last move")
  func drag() throws {
    let t = try #require(
      try touches("      - drag: { from: [100, 100], to: [160, 130], duration: 0.25 }\n").first)
    let moves = t.filter { $0.phase == "moved" }
    #expect(t.first?.phase == "began" && t.last?.phase == "ended")
    #expect(moves.count == 30)
    #expect(near(moves[0].time - t[0].time, 1.0 / 120))
    for (a, b) in zip(moves, moves.dropFirst()) { #expect(near(b.time - a.time, 1.0 / 120)) }
    #expect(moves.last?.point == [160, 130] && t.last?.point == [160, 130])
    #expect(near((t.last?.time ?? 0) - (moves.last?.time ?? 0), 1.0 / 120))
  }

  @Test("drag with hold: the finger rests at `to` that long after the last move, then lifts")
  func dragHold() throws {
    let t = try #require(
      try touches("      - drag: { from: [100, 100], to: [160, 130], duration: 0.25, hold: 0.5 }\n").first)
    let moves = t.filter { $0.phase == "moved" }
    #expect(moves.count == 30 && moves.last?.point == [160, 130])
    #expect(t.last?.phase == "ended" && t.last?.point == [160, 130])
    #expect(near((t.last?.time ?? 0) - (moves.last?.time ?? 0), 0.5 + 1.0 / 120))
  }

  @Test("a drag's hold is seconds from 0 to 60")
  func dragHoldRange() throws {
    let dir = try temporaryFolder("hold")
    let script = try write(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n"
        + "      - drag: { from: [1, 1], to: [9, 9], hold: -1 }\n      - expect: { handledBy: null }\n",
      to: "s.test.yaml", in: dir)
    let r = try rlab(["check", script])
    #expect(r.code == 1)
    #expect((r.out + r.err).contains("s.test.yaml:5:15: `hold` is seconds, from 0 to 60"), "\(r.out)\(r.err)")
    let typo = try write(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n"
        + "      - drag: { from: [1, 1], to: [9, 9], hodl: 1 }\n      - expect: { handledBy: null }\n",
      to: "t.test.yaml", in: dir)
    let t = try rlab(["check", typo])
    #expect((t.out + t.err).contains("unknown key `hodl` (did you mean `hold`?)"), "\(t.out)\(t.err)")
  }

  @Test("a drag longer than 1 s sends at most 120 moves, evenly spaced")
  func longDrag() throws {
    let t = try #require(
      try touches("      - drag: { from: [100, 100], to: [300, 100], duration: 2 }\n").first)
    let moves = t.filter { $0.phase == "moved" }
    #expect(moves.count == 120)
    for (a, b) in zip(moves, moves.dropFirst()) { #expect(near(b.time - a.time, 2.0 / 120)) }
    #expect(near((t.last?.time ?? 0) - t[0].time, 2 + 1.0 / 120))
  }

  @Test("pinch: two fingers 40 pt either side of `at`, moved to scale × 40 pt over 0.3 s")
  func pinch() throws {
    let t = try #require(try touches("      - pinch: { at: [200, 300], scale: 2 }\n").first)
    let began = t.filter { $0.phase == "began" }
    let moves = t.filter { $0.phase == "moved" }
    let ended = t.filter { $0.phase == "ended" }
    #expect(began.map(\.point) == [[160, 300], [240, 300]])
    #expect(near(began[1].time, began[0].time))
    #expect(moves.count == 2 * 36)
    #expect(ended.map(\.point) == [[120, 300], [280, 300]])
    #expect(near((moves.last?.time ?? 0) - began[0].time, 0.3))
    #expect(near((ended.last?.time ?? 0) - (moves.last?.time ?? 0), 1.0 / 120))
    // Both fingers change in each frame: one event each, down, 36 moves, up.
    let events = try #require(try touchEvents("      - pinch: { at: [200, 300], scale: 2 }\n").first)
    #expect(events == ["began"] + Array(repeating: "moved", count: 36) + ["ended"])
  }

  @Test("rotate: the two fingers turn about `at` by the degrees, 40 pt from it")
  func rotate() throws {
    let t = try #require(try touches("      - rotate: { at: [200, 300], degrees: 90 }\n").first)
    let ended = t.filter { $0.phase == "ended" }
    try #require(ended.count == 2)
    #expect(abs(ended[0].point[0] - 200) < 1e-9 && near(ended[0].point[1], 260))
    #expect(abs(ended[1].point[0] - 200) < 1e-9 && near(ended[1].point[1], 340))
    #expect(near((ended[0].time) - t[0].time, 0.3 + 1.0 / 120))
  }

  @Test(
    "key: a key down, its text (a text field is first responder) and its release in one tick; type: one text event; shake: one motion began and ended"
  )
  func keysTextShake() throws {
    let d = try dispatches("      - key: a\n      - type: \"hi\"\n      - shake\n      - key: ctrl+b\n")
    try #require(d.count == 4)
    // SDL sends a key, then the text it types, while text input is on (issue 38).
    #expect(d[0].map(\.type) == ["key", "text", "key"] && d[0].map(\.detail) == ["a down", "a", "a up"])
    #expect(near(d[0][0].time, d[0][2].time))
    // A chord that types nothing pushes no text.
    #expect(d[3].map(\.type) == ["key", "key"])
    #expect(d[1].map(\.type) == ["text"] && d[1].map(\.detail) == ["hi"])
    #expect(
      d[2].map(\.type) == ["motion", "motion"] && d[2].map(\.detail) == ["motionBegan", "motionEnded"])
    #expect(near(d[1][0].time - d[0][0].time, 1.0 / 120))
  }
}
