import Foundation
import Testing

/// What each script step pushes, read back from the trace (SPEC §4): a tap
/// is a finger down and up at one point 0.05 s apart with no motion; a
/// double tap two taps 0.15 s apart (up to down); a long press holds 1 s; a swipe moves
/// 120 pt in 0.1 s, one move per tick. Times are virtual, so exact to a tick.
@Suite("What each script step pushes")
struct StepTimingTests {
  private struct Touch {
    var time: Double
    var phase: String
    var point: [Double]
  }

  private func touches(_ steps: String) throws -> [[Touch]] {
    let dir = try temporaryFolder("steps")
    let script = try write(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n" + steps
        + "      - expect: { firstResponder: null }\n", to: "s.test.yaml", in: dir)
    let trace = dir + "/t.jsonl"
    let r = try rlab(["test", script, "--trace", trace])
    #expect(r.code == 0)
    var byStep: [Int: [Touch]] = [:]
    for line in try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n") {
      let o = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
      guard o["type"] as? String == "touch" else { continue }
      let step = try #require(o["step"] as? Int)
      byStep[step, default: []].append(
        Touch(
          time: try #require(o["time"] as? Double), phase: try #require(o["phase"] as? String),
          point: try #require(o["point"] as? [Double])))
    }
    return byStep.keys.sorted().map { byStep[$0]! }
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
}
