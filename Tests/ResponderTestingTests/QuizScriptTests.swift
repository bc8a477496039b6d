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
    let script = try write(
      "scene: s.yaml\ntests:\n  - name: t\n    steps:\n\(steps)", to: "t.test.yaml", in: dir)
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

/// `rlab shot --hops all -o DIR`: a class's slides of one event's walk.
@Suite("Slides of a walk")
struct SlideTests {
  @Test(
    "--hops all writes one PNG per hop of figure1's OK tap, named for its stop; the scene is as tall as the canvas"
  )
  func slides() throws {
    let dir = try temporaryFolder("slides")
    let script = try write(
      "scene: \(repositoryRoot)/Scenes/figure1.yaml\ntests:\n  - name: ok\n    steps:\n      - tap: field\n"
        + "      - tap: ok\n      - expect: { actionHandledBy: main }\n",
      to: "ok.test.yaml", in: dir)
    let out = dir + "/slides"
    let r = try rlab(["shot", "Scenes/figure1.yaml", "--script", script, "--hops", "all", "-o", out])
    #expect(r.code == 0, "\(r.out)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    #expect(
      files == ["01-ok.png", "02-a1-field.png", "03-a2-background.png", "04-a3-root.png", "05-a4-main.png"])
    // The PNG's height (IHDR, bytes 20–23) is figure1's 844: no band below the scene.
    let png = try [UInt8](Data(contentsOf: URL(fileURLWithPath: out + "/01-ok.png")))
    let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(height == 844)
    let bad = try rlab([
      "shot", "Scenes/figure1.yaml", "--script", script, "--hops", "all", "-o", dir + "/x.png",
    ])
    #expect(bad.code != 0)
    #expect((bad.out + bad.err).contains("with --hops all the output is a folder"))
  }
}
