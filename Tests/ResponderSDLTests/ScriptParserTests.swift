import ResponderTesting
import Testing

/// Test scripts are untrusted input too: a bad one fails with a location,
/// never a crash or an endless run.
@Suite("Test script parsing")
struct ScriptParserTests {
  private func errors(_ steps: String) -> [String] {
    let text = "scene: figure1.yaml\ntests:\n  - name: t\n    steps:\n" + steps
    switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
    case .success(let script): return script.tests.flatMap(\.errors)
    case .failure(let f): return f.messages
    }
  }

  @Test("a huge finger number is an error, not a trap")
  func hugeFinger() {
    let e = errors("      - touch: { finger: 1e30, down: [1, 1] }\n")
    #expect(e.count == 1)
    #expect(e.first?.hasPrefix("s.test.yaml:5:") == true)
    #expect(e.first?.contains("finger") == true)
  }

  @Test("a drag lasting a billion seconds is refused")
  func endlessDrag() {
    let e = errors("      - drag: { from: [1, 1], to: [2, 2], duration: 1e9 }\n")
    #expect(e.first?.contains("duration") == true)
  }

  @Test("a mouse button out of range is refused")
  func mouseButton() {
    #expect(
      errors("      - mouse: { down: [1, 1], button: 99999999999999999999 }\n").first?.contains("button")
        == true)
  }

  @Test("an unknown step gets a suggestion and its line")
  func unknownStep() {
    let e = errors("      - tapp: ok\n")
    #expect(e == ["s.test.yaml:5:9: unknown step `tapp` (did you mean `tap`?)"])
  }

  @Test("aliases are refused before YAML expands them")
  func aliases() {
    let text = "scene: a.yaml\nx: &a [1, 2]\ny: *a\ntests: []\n"
    guard case .failure(let f) = TestScriptParser.parse(text: text, file: "s.test.yaml") else {
      Issue.record("an alias was accepted")
      return
    }
    #expect(f.messages.contains { $0.hasPrefix("s.test.yaml:") })
  }

  @Test("a well-formed script parses every step")
  func wellFormed() {
    #expect(
      errors("      - tap: ok\n      - keyDown: lshift\n      - keyUp: lshift\n      - wait: 0.5\n").isEmpty)
  }

  @Test("`touch: { fingers: … }` parses each finger's change; a bad one is an error at its line")
  func fingers() {
    #expect(errors("      - touch: { fingers: { 0: { move: [1, 1] }, 1: { down: ok } } }\n").isEmpty)
    let twice = errors(
      "      - touch: { fingers: { 0: { move: [1, 1] }, 1: { move: [2, 2] } }, finger: 1 }\n")
    #expect(twice.first?.contains("`fingers`") == true)
    let badFinger = errors("      - touch: { fingers: { x: { move: [1, 1] } } }\n")
    #expect(badFinger.first?.hasPrefix("s.test.yaml:5:") == true)
    #expect(badFinger.first?.contains("whole number") == true)
    let noPhase = errors("      - touch: { fingers: { 0: { mvoe: [1, 1] } } }\n")
    #expect(noPhase.count == 1 && noPhase.first?.contains("unknown key `mvoe`") == true)
    let two = errors("      - touch: { fingers: { 0: { move: [1, 1], up: [1, 1] } } }\n")
    #expect(two.first?.contains("one of `down`, `move`, `up`") == true)
    #expect(errors("      - touch: { fingers: {} }\n").first?.contains("maps finger numbers") == true)
    let same = errors("      - touch: { fingers: { 0: { move: [1, 1] }, 00: { move: [2, 2] } } }\n")
    #expect(same.first?.contains("named twice") == true)
  }
}
