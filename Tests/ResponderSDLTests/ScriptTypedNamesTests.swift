import ResponderCore
import Testing

@testable import ResponderTesting

/// Swipe directions and remote commands are Core's types in a parsed
/// script: an unknown name is refused where it is written, with the
/// closest known one, instead of falling back to another at run time.
@Suite("Script swipe directions and remote commands")
struct ScriptTypedNamesTests {
  private func parse(_ step: String) -> (steps: [ScriptStep], errors: [String]) {
    let text = "scene: figure1.yaml\ntests:\n  - name: t\n    steps:\n      - " + step + "\n"
    switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
    case .success(let script):
      return (script.tests.flatMap { $0.steps.map(\.step) }, script.tests.flatMap(\.errors))
    case .failure(let f): return ([], f.messages)
    }
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
        "s.test.yaml:5:42: unknown swipe direction `lefft`: one of left, right, up, down (did you mean `left`?)"
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
      parse("remote: paus").errors == [
        "s.test.yaml:5:17: `remote` is one of play, pause, next, previous (did you mean `pause`?)"
      ])
  }
}
