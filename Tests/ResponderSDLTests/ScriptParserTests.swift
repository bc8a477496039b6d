import ResponderTesting
import Testing

/// Test scripts are untrusted input too: a bad one fails with a location,
/// never a crash or an endless run.
@Suite("Test script parsing")
struct ScriptParserTests {
  /// The problems of a one-test script whose steps are `steps` (from line 5).
  private func errors(_ steps: String) -> [ScriptError] { oneTestScriptErrors(steps) }

  private func problems(_ steps: String) -> [ScriptProblem] { errors(steps).map(\.problem) }

  private func place(_ line: Int, _ column: Int) -> ScriptLocation {
    ScriptLocation(file: "s.test.yaml", line: line, column: column)
  }

  @Test("a huge finger number is an error, not a trap")
  func hugeFinger() {
    let e = errors("      - touch: { finger: 1e30, down: [1, 1] }\n")
    #expect(e == [ScriptError(.rule(.finger), at: place(5, 16))])
  }

  @Test("a drag lasting a billion seconds is refused")
  func endlessDrag() {
    #expect(problems("      - drag: { from: [1, 1], to: [2, 2], duration: 1e9 }\n") == [.rule(.duration)])
  }

  @Test("a mouse button out of range is refused")
  func mouseButton() {
    #expect(problems("      - mouse: { down: [1, 1], button: 99999999999999999999 }\n") == [.rule(.button)])
  }

  @Test("an unknown step gets a suggestion and its line")
  func unknownStep() {
    let e = errors("      - tapp: ok\n")
    #expect(e == [ScriptError(.unknownStep("tapp", suggestion: "tap"), at: place(5, 9))])
  }

  @Test("aliases are refused before YAML expands them")
  func aliases() {
    let text = "scene: a.yaml\nx: &a [1, 2]\ny: *a\ntests: []\n"
    guard case .failure(let f) = TestScriptParser.parse(text: text, file: "s.test.yaml") else {
      Issue.record("an alias was accepted")
      return
    }
    #expect(f.problems.contains(.scene(.yaml(.anchor(document: "test script")))))
    #expect(f.problems.contains(.scene(.yaml(.alias(document: "test script")))))
  }

  @Test("a well-formed script parses every step")
  func wellFormed() {
    #expect(
      errors("      - tap: ok\n      - keyDown: lshift\n      - keyUp: lshift\n      - wait: 0.5\n").isEmpty)
  }

  @Test("`touch: { fingers: … }` parses each finger's change; a bad one is an error at its line")
  func fingers() {
    #expect(errors("      - touch: { fingers: { 0: { move: [1, 1] }, 1: { down: ok } } }\n").isEmpty)
    let twice = problems(
      "      - touch: { fingers: { 0: { move: [1, 1] }, 1: { move: [2, 2] } }, finger: 1 }\n")
    #expect(twice == [.rule(.fingersAlone)])
    let badFinger = errors("      - touch: { fingers: { x: { move: [1, 1] } } }\n")
    #expect(badFinger == [ScriptError(.fingerNumber("x"), at: place(5, 29))])
    let noPhase = problems("      - touch: { fingers: { 0: { mvoe: [1, 1] } } }\n")
    #expect(noPhase == [.unknownKey("mvoe", in: nil, suggestion: "move")])
    let two = problems("      - touch: { fingers: { 0: { move: [1, 1], up: [1, 1] } } }\n")
    #expect(two == [.fingerNeedsChange(0)])
    #expect(problems("      - touch: { fingers: {} }\n") == [.rule(.fingersMap)])
    let same = problems("      - touch: { fingers: { 0: { move: [1, 1] }, 00: { move: [2, 2] } } }\n")
    #expect(same == [.fingerTwice(0)])
  }
}
