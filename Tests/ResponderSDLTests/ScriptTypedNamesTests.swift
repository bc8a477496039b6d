import ResponderCore
import Testing

@testable import ResponderTesting

/// Swipe directions and remote commands are Core's types in a parsed
/// script: an unknown name is refused where it is written, with the
/// closest known one, instead of falling back to another at run time.
@Suite("Script swipe directions and remote commands")
struct ScriptTypedNamesTests {
  private func parse(_ step: String) -> (steps: [ScriptStep], errors: [ScriptError]) {
    let text = "scene: figure1.yaml\ntests:\n  - name: t\n    steps:\n      - " + step + "\n"
    switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
    case .success(let script):
      return (script.tests.flatMap { $0.steps.map(\.step) }, script.tests.flatMap(\.problems))
    case .failure(let f): return ([], f.errors)
    }
  }

  private func place(_ line: Int, _ column: Int) -> ScriptLocation {
    ScriptLocation(file: "s.test.yaml", line: line, column: column)
  }

  @Test("each swipe direction parses to its SwipeDirection")
  func swipeDirections() {
    for (name, direction) in SwipeDirection.named {
      let parsed = parse("swipe: { from: label, direction: \(name) }")
      #expect(parsed.errors == [])
      guard case .swipe(_, let d)? = parsed.steps.first else {
        Issue.record("`\(name)` did not parse to a swipe")
        continue
      }
      #expect(d == direction)
    }
  }

  @Test("an unknown swipe direction is refused at its value, with the closest name")
  func unknownSwipeDirection() {
    #expect(
      parse("swipe: { from: label, direction: lefft }").errors == [
        ScriptError(.unknownSwipeDirection("lefft", suggestion: "left"), at: place(5, 42))
      ])
  }

  @Test("remote commands parse to their EventSubtype; an unknown one is refused with the closest")
  func remoteCommands() {
    guard case .remote(let sub)? = parse("remote: next").steps.first else {
      Issue.record("`remote: next` did not parse")
      return
    }
    #expect(sub == .remoteControlNextTrack)
    #expect(
      parse("remote: paus").errors == [ScriptError(.unknownRemote(suggestion: "pause"), at: place(5, 17))])
  }
}
