import Foundation
import ResponderCore
import ResponderOverlay
import ResponderTesting
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// Wrong answers name the misconception (issue 39): every wrong answer the
  /// course can get is read as a belief of the catalogue, the reveal names
  /// it, and the results file records it.
  @Suite("Wrong answers name the misconception")
  struct MisconceptionTests {
    /// The answers a student can give to `q` in the live window: its
    /// buttons, and for a question answered by clicking, every view.
    static func possibleAnswers(_ q: Quiz.Question, in h: LiveHarness) -> [String] {
      var out = h.stage.quizChoices(for: q)
      if q.kind.isAnsweredByView { out += h.stage.scene.views.keys.sorted() }
      return out
    }

    static func diagnose(_ q: Quiz.Question, _ given: String, in h: LiveHarness) -> Misconception? {
      let s = h.stage.scene
      return Misconception.diagnose(
        q, given: given, record: h.stage.quizSession?.record(of: q),
        lookup: .init(responder: { s.responders[$0] }, recognizer: { s.recognizers[$0] }))
    }

    @Test(
      "every wrong answer to every question of a lesson maps to a catalogue entry",
      arguments: LessonRevealTests.lessons)
    func everyWrongAnswerMaps(_ scene: String) throws {
      var unmapped: [String] = []
      var asked = 0
      var seen: Set<String> = []
      try withLiveLesson(scene) { h, lesson in
        for i in lesson.steps.indices {
          if i > 0 { try LessonRevealTests.click(.lesson(.next), in: h) }
          if lesson.steps[i].perform != nil { try LessonRevealTests.click(.lesson(.perform), in: h) }
          var ticks = 0
          while h.stage.quiz?.sequenceInPlay == true || h.app.timers.count > 0, ticks < 240 {
            h.tick()
            ticks += 1
          }
          while let q = h.stage.quiz?.current {
            asked += 1
            for given in Self.possibleAnswers(q, in: h) where given != q.answer {
              if let m = Self.diagnose(q, given, in: h) {
                #expect(Misconception.named(m.id) == m)
                seen.insert(m.id)
              } else {
                unmapped.append("step \(i + 1) “\(q.prompt)” (\(q.answer)): \(given)")
              }
            }
            #expect(Self.diagnose(q, q.answer, in: h) == nil, "the right answer names a misconception")
            h.stage.answerQuiz(q.answer)
            h.tick()
          }
        }
      }
      #expect(asked > 0)
      #expect(unmapped.isEmpty, "\(scene): \(unmapped.prefix(10))")
      // More than one belief per lesson: the diagnosis reads the answer, not only the question.
      #expect(seen.count >= 2, "\(scene): \(seen)")
    }

    /// The question of step `step` (from 1) of `scene` whose prompt starts with `prompt`, with the harness.
    static func atQuestion(
      _ scene: String, step: Int, prompt: String, _ body: (LiveHarness, Quiz.Question) throws -> Void
    ) throws {
      try withLiveLesson(scene) { h, lesson in
        for i in 0..<step {
          if i > 0 { try LessonRevealTests.click(.lesson(.next), in: h) }
          if lesson.steps[i].perform != nil { try LessonRevealTests.click(.lesson(.perform), in: h) }
          h.tick(60)
          while let q = h.stage.quiz?.current {
            if i == step - 1, q.prompt.hasPrefix(prompt) {
              try body(h, q)
              return
            }
            h.stage.answerQuiz(q.answer)
            h.tick()
          }
        }
        Issue.record("\(scene) step \(step) asks no “\(prompt)…”")
      }
    }

    @Test(
      "the issue's three beliefs: the frontmost view, the superview before the controller, Ctrl+Z and the last thing done"
    )
    func theIssuesBeliefs() throws {
      // Lesson 1 step 3: disabled (interaction off) covers the point; its card takes the touch.
      try Self.atQuestion("01-hit-testing.yaml", step: 3, prompt: "Which view") { h, q in
        #expect(q.answer == "disabledCard")
        #expect(Self.diagnose(q, "disabled", in: h)?.id == "frontmost-takes-touch")
        #expect(Self.diagnose(q, "root", in: h)?.id == "container-takes-touch")
      }
      // Lesson 1 step 1: back is behind front, where they overlap.
      try Self.atQuestion("01-hit-testing.yaml", step: 1, prompt: "Which view") { h, q in
        #expect(Self.diagnose(q, "back", in: h)?.id == "back-view-takes-touch")
      }
      // Lesson 3 step 1: root is main's root view; its superview is the window.
      try Self.atQuestion("03-controllers.yaml", step: 1, prompt: "root passes it on") { h, q in
        #expect(q.answer == "main")
        #expect(Self.diagnose(q, "window", in: h)?.id == "superview-before-controller")
        #expect(Self.diagnose(q, "application", in: h)?.id == "chain-skips-hops")
      }
      // Lesson 7 step 4: pad is first responder, editor owns the nearest manager.
      try Self.atQuestion("07-undo.yaml", step: 4, prompt: "Whose undo manager") { h, q in
        #expect(q.answer == "editor")
        #expect(Self.diagnose(q, "main", in: h)?.id == "undo-last-thing-done")
        #expect(Self.diagnose(q, "window", in: h)?.id == "one-undo-manager")
      }
      // Lesson 8 step 1: singleTap requires doubleTap to fail; doubleTap wins.
      try Self.atQuestion("08-gestures.yaml", step: 1, prompt: "Which gesture") { h, q in
        #expect(q.answer == "doubleTap")
        #expect(Self.diagnose(q, "singleTap", in: h)?.id == "single-tap-does-not-wait")
      }
    }

    @Test("a wrong answer's reveal names the belief and the rule; the results record its id")
    func revealAndResults() throws {
      try Self.atQuestion("01-hit-testing.yaml", step: 3, prompt: "Which view") { h, q in
        let v = try #require(h.stage.answerQuiz("disabled"))
        #expect(!v.right && v.misconception == "frontmost-takes-touch")
        h.tick()
        let m = try #require(Misconception.named("frontmost-takes-touch"))
        let all = h.sidebarTexts.joined(separator: " ")
        #expect(all.contains("Misconception:") && all.contains("frontmost"), "\(h.sidebarTexts)")
        #expect(all.contains("UIKit: hitTest(_:with:)"), "\(h.sidebarTexts)")
        _ = m
        let answers = h.stage.courseResults(student: nil).answers
        #expect(answers.last?.misconception == "frontmost-takes-touch")
        #expect(answers.last?.right == false)
      }
    }

    @Test("docs/MISCONCEPTIONS.md lists every entry: id, belief and rule, as the quiz reads them")
    func docsMatchCatalogue() throws {
      let root = URL(fileURLWithPath: scenesDirectory).deletingLastPathComponent().path
      let doc = try String(contentsOfFile: root + "/docs/MISCONCEPTIONS.md", encoding: .utf8)
      #expect(Misconception.catalogue.count >= 3)
      #expect(Set(Misconception.catalogue.map(\.id)).count == Misconception.catalogue.count)
      for m in Misconception.catalogue {
        #expect(doc.contains("| `\(m.id)` | \(m.belief) | \(m.rule) | \(m.shownBy) |"), "\(m.id)")
      }
    }
  }
}
