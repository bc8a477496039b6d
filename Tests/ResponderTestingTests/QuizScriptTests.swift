import Foundation
import ResponderTestSupport
import Testing

/// A script plays the learner (`answer:` steps): the quiz asks only once the
/// gesture is decided, so an answer given between a double tap's taps, or
/// before a single tap's double tap has failed, answers nothing.
@Suite("Quiz answers in scripts wait for the gesture")
struct QuizScriptTests {
  func run(_ steps: String) throws -> (code: Int32, out: String) {
    let dir = try temporaryFolder("quizscript")
    try write(SceneFixtures.taps, to: "s.yaml", in: dir)
    let script = try write("scene: s.yaml\ntests:\n  - name: t\n    steps:\n\(steps)", to: "t.test.yaml", in: dir)
    let r = try rlab(["test", script])
    return (r.code, r.out)
  }

  @Test("an answer before the double tap's time runs out is an error that says to wait")
  func answerTooEarly() throws {
    let r = try run("      - tap: pad\n      - answer: pad\n      - expect: { quiz: { asked: 1 } }\n")
    #expect(r.code != 0)
    #expect(r.out.contains("the touches are still in play"))
    #expect(r.out.contains("`wait:`"))
  }

  @Test("after the wait the same answer is asked for, and right")
  func answerAfterWait() throws {
    let r = try run(
      "      - tap: pad\n      - wait: 0.5\n      - answer: pad\n      - answer: handles\n      - answer: singleTap\n"
        + "      - answer: main\n      - expect: { quiz: { score: 4, asked: 4, pending: 0 } }\n")
    #expect(r.code == 0, "\(r.out)")
  }

  @Test("`answer: passes` answers \"handles it or passes it on\", and a wrong one is counted and named")
  func handlesOrPasses() throws {
    let r = try run(
      "      - tap: pad\n      - wait: 0.5\n      - answer: pad\n      - answer: passes\n"
        + "      - expect: { quiz: { score: 1, asked: 2 } }\n"
        + "      - expect: { quiz: { score: 2 } }\n")
    #expect(r.code != 0)
    #expect(r.out.contains("Does pad handle it, or pass it on? answered passes, it was handles"), "\(r.out)")
    #expect(!r.out.contains("score: expected 1"), "\(r.out)")
  }
}
