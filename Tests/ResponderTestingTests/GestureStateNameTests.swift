import Foundation
import ResponderScene
import Testing

@testable import ResponderTesting

/// A `gestures:` expectation names UIKit's `UIGestureRecognizer.State`
/// cases (and `recognized`, UIKit's alias of `ended`); a misspelt one is
/// refused by `rlab check`, where before it passed the check and failed at
/// run time as "expected: recognised, seen: recognized".
@Suite("gesture state names in scripts")
struct GestureStateNameTests {
  private func problems(_ expect: String) -> [ScriptProblem] {
    let text = "scene: figure1.yaml\ntests:\n  - name: t\n    steps:\n      - expect: \(expect)\n"
    switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
    case .success(let script): return script.tests.flatMap(\.problems).map(\.problem)
    case .failure(let f): return f.problems
    }
  }

  @Test("every state of the state machine and `recognized` is taken")
  func known() {
    for state in ["possible", "began", "changed", "ended", "recognized", "cancelled", "failed"] {
      #expect(problems("{ gestures: { pan: \(state) } }") == [], "\(state)")
    }
  }

  @Test("a misspelt state is an error at its place with a did-you-mean")
  func misspelt() {
    #expect(
      problems("{ gestures: { pan: recognised } }") == [
        .unknownGestureState("recognised", suggestion: "recognized")
      ])
    #expect(problems("{ gestures: { pan: zzz } }") == [.unknownGestureState("zzz", suggestion: nil)])
    let text =
      "scene: figure1.yaml\ntests:\n  - name: t\n    steps:\n      - expect: { gestures: { pan: begn } }\n"
    guard case .success(let script) = TestScriptParser.parse(text: text, file: "s.test.yaml") else {
      Issue.record("the script did not parse")
      return
    }
    #expect(
      script.tests.flatMap(\.problems).map(\.description) == [
        "s.test.yaml:5:36: unknown gesture state `begn`: one of possible, began, changed, ended, cancelled, failed, recognized (did you mean `began`?)"
      ])
  }

  @Test("a list where a map belongs shows the map's shape")
  func listInsteadOfMap() {
    #expect(problems("{ gestures: [pan] }") == [.rule(.gestures)])
    #expect(ScriptProblem.rule(.gestures).message.contains("{ list.pan: recognized, slide: failed }"))
  }
}
