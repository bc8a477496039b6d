internal import CSDL2
import Foundation
import ResponderCore
import ResponderOverlay
import ResponderTesting
import Testing

@testable import ResponderLive
@testable import ResponderSDL
@testable import rlab

extension SDLRendering {
  /// The lesson course as a first-time user plays it in `rlab run`'s window:
  /// every answer is a mouse click pushed through SDL's queue, on the view
  /// drawn under the pointer or on a sidebar button (issue 18's walk-through
  /// of lessons 1–7 at 1366×768; each test is a defect that walk-through met).
  @Suite("The lesson course, played with the mouse")
  struct LiveCourseTests {
    /// A live window on `scene` with its lesson started, as `rlab run` opens it.
    func withLesson(_ scene: String, _ body: (LiveHarness) throws -> Void) throws {
      try withLiveLesson(scene) { h, _ in try body(h) }
    }

    /// Clicks the sidebar button whose answer (or lesson action) is `answer`.
    func press(_ press: OverlayLayout.QuizButton.Press, in h: LiveHarness) throws {
      let b = try #require(h.stage.quizButtons().first { $0.press == press }, "no \(press) button")
      h.click(Point(x: b.rect.midX, y: b.rect.midY))
      h.tick()
    }

    /// A window point where a click names `id`: a spot of the view the
    /// window draws that none of its subviews covers.
    func spot(naming id: String, in h: LiveHarness) throws -> Point {
      let f = try #require(h.stage.scene.views[id]).frameInWindow
      for y in stride(from: f.minY + 2, to: f.maxY, by: 6) {
        for x in stride(from: f.minX + 2, to: f.maxX, by: 6) {
          let p = Point(x: x, y: y)
          if h.stage.quizView(at: p) == id { return h.layout.toWindow(p) }
        }
      }
      throw CourseError.noSpot(id)
    }

    enum CourseError: Error { case noSpot(String) }

    /// Answers the waiting question right: a view by a click where the window
    /// draws it, anything else with its sidebar button.
    func answer(_ h: LiveHarness) throws {
      guard let q = h.stage.quiz?.current else { return }
      if h.stage.scene.views[q.answer] != nil {
        h.click(try spot(naming: q.answer, in: h))
      } else {
        try press(.answer(q.answer), in: h)
      }
    }

    /// Answers every question waiting, right.
    func answerAll(_ h: LiveHarness) throws {
      while h.stage.quiz?.current != nil { try answer(h) }
    }

    @Test("pressing \"Present the sheet\" and clicking the button it shows is right, though the sheet is up")
    func presentedSheetAnswer() throws {
      try withLesson("03-controllers.yaml") { h in
        h.stage.lessonIndex = 2
        h.click(try h.windowPoint(of: "open"))
        #expect(h.stage.quiz?.current?.kind == .hitView)
        // The tap presented the sheet over the whole window; the window still
        // draws the button, and a click on it names the button.
        let sheet = try #require(h.stage.scene.views["sheetView"])
        #expect(sheet.window != nil)
        h.click(try h.windowPoint(of: "open"))
        #expect(h.stage.quiz?.last?.given == "open")
        #expect(h.stage.quiz?.last?.right == true)
        try press(.answer(Quiz.handles), in: h)
        try press(.answer("main"), in: h)
        #expect(h.stage.quiz?.score == 3)
        #expect(h.stage.lessonCard()?.explain?.hasPrefix("The button took the touch") == true)
      }
    }

    @Test("a tap on the sheet walks sheetView → sheet → main, and the reveal says why main follows sheet")
    func presentedControllerReason() throws {
      try withLesson("03-controllers.yaml") { h in
        h.stage.lessonIndex = 2
        try press(.lesson(.perform), in: h)
        try answerAll(h)
        try press(.lesson(.next), in: h)
        h.click(try h.windowPoint(of: "sheetView"))
        h.click(try h.windowPoint(of: "sheetView"))
        try press(.answer(Quiz.passes), in: h)
        try press(.answer("sheet"), in: h)
        try press(.answer(Quiz.passes), in: h)
        try press(.answer("main"), in: h)
        #expect(h.stage.quiz?.last?.right == true)
        #expect(h.stage.quiz?.last?.question.reason.contains("sheet was presented by main") == true)
      }
    }

    @Test(
      "lesson 3 step 4's reveal draws every stop: main, covered by the sheet, in the off-scene list with its arrows"
    )
    func coveredPresenterStop() throws {
      try withLesson("03-controllers.yaml") { h in
        h.stage.lessonIndex = 2
        try press(.lesson(.perform), in: h)
        try answerAll(h)
        try press(.lesson(.next), in: h)
        try press(.lesson(.perform), in: h)
        try answerAll(h)
        let f = h.stage.frame(fingers: [])
        #expect(f.stops.map(\.id) == ["sheetView", "sheet", "main", "window", "application", "appDelegate"])
        let main = try #require(f.stops.first { $0.id == "main" })
        #expect(main.text == "3 main (covered)" || main.text == "3 main", "\(main.text)")
        // Not drawn over the sheet that covers main's view: in the strip along the scene's bottom edge.
        let sheet = try #require(h.stage.scene.views["sheetView"]).frameInWindow
        let strip = h.layout.toWindow(Point(x: 0, y: sheet.maxY - 40)).y
        #expect(main.rect.minY >= strip - 1, "\(main.rect)")
        let model = h.stage.model(fingers: [])
        let (_, arrows) = h.stage.layout.chainPath(model, avoiding: [])
        #expect(arrows.count == 5, "an arrow into and out of every stop: \(arrows.count)")
      }
    }

    @Test("while \"nobody\" is asked after the app delegate, every stop of the chain stays drawn")
    func stopsStayLitForNobody() throws {
      try withLesson("03-controllers.yaml") { h in
        h.click(try h.windowPoint(of: "plain"))
        while let q = h.stage.quiz?.current, q.answer != Quiz.nobody { try answer(h) }
        #expect(h.stage.quiz?.current?.answer == Quiz.nobody)
        #expect(h.stage.quiz?.score == 12)
        let lit = h.stage.frame(fingers: []).stops.filter(\.lit).map(\.id)
        #expect(lit == ["plain", "root", "main", "window", "application", "appDelegate"])
      }
    }

    @Test("an action that moves the first responder outlines the new one only once its question is answered")
    func firstResponderHeld() throws {
      try withLesson("04-first-responder.yaml") { h in
        h.click(try h.windowPoint(of: "field"))
        try answerAll(h)
        #expect(h.stage.model(fingers: []).firstResponder == "field")
        h.stage.lessonIndex = 2
        h.click(try h.windowPoint(of: "focus"))
        #expect(h.stage.scene.window.firstResponder?.identifier == "keypad")
        #expect(h.stage.model(fingers: []).firstResponder == "field")
        try answerAll(h)
        #expect(h.stage.model(fingers: []).firstResponder == "keypad")
      }
    }

    @Test("a tap beside the step's target is a miss once the finger lifts; Try again drops its questions")
    func missedStep() throws {
      try withLesson("01-hit-testing.yaml") { h in
        h.stage.lessonIndex = 2
        // Below the purple box's card: the root view takes it.
        let card = try #require(h.stage.scene.views["disabledCard"]).frameInWindow
        h.click(h.layout.toWindow(Point(x: card.midX, y: card.maxY + 12)))
        #expect(h.stage.quiz?.current?.answer == "root")
        let c = try #require(h.stage.lessonCard())
        #expect(c.explain == nil)
        #expect(c.question?.contains("not the event this step is about") == true)
        // Where it went is the waiting question's answer: not given away.
        #expect(c.question?.contains("root") == false)
        try press(.lesson(.retry), in: h)
        #expect(h.stage.quiz?.current == nil)
        #expect(h.stage.quiz?.asked == 0)
        h.click(try h.windowPoint(of: "disabled"))
        h.click(try spot(naming: "disabledCard", in: h))
        try press(.answer(Quiz.handles), in: h)
        #expect(h.stage.quiz?.score == 2)
        #expect(h.stage.lessonCard()?.explain?.hasPrefix("The purple box has interaction off") == true)
        #expect(!h.stage.quizButtons().contains { $0.lesson == .retry })
      }
    }

    @Test("the results file holds each answer given with the mouse: right or wrong, its time and its try")
    func resultsFile() throws {
      try withLesson("01-hit-testing.yaml") { h in
        // Step 1 tapped at 10 s and answered wrong (back) at 14 s.
        h.now = 10
        h.click(h.layout.toWindow(Point(x: 160, y: 180)))
        h.now = 14
        h.click(try spot(naming: "back", in: h))
        h.now = 15.5
        try answer(h)
        // Step 3 missed, Try again, then made: its answers are on try 2.
        h.stage.lessonIndex = 1
        try press(.lesson(.next), in: h)
        let card = try #require(h.stage.scene.views["disabledCard"]).frameInWindow
        h.click(h.layout.toWindow(Point(x: card.midX, y: card.maxY + 12)))
        try press(.lesson(.retry), in: h)
        h.click(try h.windowPoint(of: "disabled"))
        try answerAll(h)
        let dir = try temporaryFolder("live-results")
        h.window.resultsPath = dir + "/ada.json"
        h.window.student = "Ada"
        #expect(h.window.saveResults() == dir + "/ada.json")
        let r = try CourseResults.load(dir + "/ada.json").get()
        #expect(r.student == "Ada")
        let first = try #require(r.answers.first)
        #expect(first.lesson == "1 · Hit-testing" && first.step == 1)
        #expect(first.question == "Which view will be the hit-test view?")
        #expect(first.given == "back" && first.expected == "front" && !first.right)
        #expect(first.seconds == 4)
        #expect(first.attempt == 1)
        #expect(r.answers[1].right && r.answers[1].seconds == 1.5)
        let step3 = r.answers.filter { $0.step == 3 }
        #expect(!step3.isEmpty && step3.allSatisfy { $0.right && $0.attempt == 2 })
        #expect(r.lessons.map(\.title) == ["1 · Hit-testing"])
        #expect(r.lessons.first?.score == r.score && r.lessons.first?.asked == r.asked)
        let page = try String(contentsOfFile: dir + "/ada.html", encoding: .utf8)
        #expect(page.contains("Total: <b>\(r.score) of \(r.asked)</b> right"))
      }
    }

    @Test("the course-complete card offers Save results, and says where it saved them")
    func courseCardSaves() throws {
      let h = try LiveHarness("lessons/08-gestures.yaml")
      try SDLRendering.LivePresenterTests().playToCourseComplete(h)
      let dir = try temporaryFolder("card-results")
      h.window.resultsPath = dir + "/me.json"
      try press(.lesson(.saveResults), in: h)
      #expect(FileManager.default.fileExists(atPath: dir + "/me.json"))
      #expect(FileManager.default.fileExists(atPath: dir + "/me.html"))
      #expect(h.sidebarTexts.joined(separator: " ").contains("Saved "), "\(h.sidebarTexts)")
      let r = try CourseResults.load(dir + "/me.json").get()
      #expect(r.lessons.count == 2)
      #expect(r.asked == r.lessons.reduce(0) { $0 + $1.asked })
    }

    @Test("once the step's tap is made, the card says to answer the quiz instead of tapping again")
    func cardSaysToAnswer() throws {
      try withLesson("01-hit-testing.yaml") { h in
        h.stage.lessonIndex = 2
        #expect(h.stage.lessonCard()?.yourself == "Tap the purple box on the right.")
        h.click(try h.windowPoint(of: "disabled"))
        let c = try #require(h.stage.lessonCard())
        #expect(c.yourself == nil)
        #expect(c.question?.hasPrefix("Answer the quiz below") == true)
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Answer the quiz below") })
        #expect(!h.sidebarTexts.contains { $0.hasPrefix("Your turn") })
      }
    }

    @Test("while a touch's question waits, a ghost finger marks where the touch landed, Do it for me's too")
    func tapMarked() throws {
      try withLesson("01-hit-testing.yaml") { h in
        #expect(h.fingerCircles.isEmpty)
        try press(.lesson(.perform), in: h)
        #expect(h.stage.quiz?.current?.kind == .hitView)
        let spot = h.layout.toWindow(Point(x: 160, y: 180))
        #expect(h.fingerCircles.contains { near($0.0, spot) && $0.1 })
        try answerAll(h)
        #expect(h.fingerCircles.isEmpty)
      }
    }

    @Test("the last step, done, offers Next lesson ›: the course's next lesson opens in the same window")
    func nextLessonOpens() throws {
      try withLesson("01-hit-testing.yaml") { h in
        h.stage.nextLesson = LiveWindow.lessonAfter(h.window.path)
        #expect(h.stage.nextLesson?.hasSuffix("lessons/02-chain-from-a-view.yaml") == true)
        h.stage.lessonIndex = 2
        #expect(!h.stage.quizButtons().contains { $0.lesson == .openNextLesson })
        try press(.lesson(.perform), in: h)
        try answerAll(h)
        try press(.lesson(.openNextLesson), in: h)
        #expect(h.window.path.hasSuffix("lessons/02-chain-from-a-view.yaml"))
        #expect(h.stage.lesson?.title == "2 · The chain from a view")
        #expect(h.stage.lessonIndex == 0)
        #expect(h.stage.quiz?.asked == 0)
        #expect(h.stage.scene.views["leaf"] != nil)
        // The new scene answers the mouse: its first step is played by hand.
        h.click(try h.windowPoint(of: "leaf"))
        #expect(h.stage.quiz?.current?.answer == "leaf")
        #expect(h.stage.nextLesson?.hasSuffix("lessons/03-controllers.yaml") == true)
      }
    }

    @Test("a miss told while a question waits (\"Try again\") leaves the answer buttons where a hit's are")
    func missKeepsAnswerButtons() throws {
      func answerButtons(_ h: LiveHarness) -> [Rect] {
        h.stage.quizButtons().filter { $0.answer != nil }.map(\.rect)
      }
      var hit: [Rect] = []
      try withLesson("01-hit-testing.yaml") { h in
        h.click(try h.windowPoint(of: "front"))
        try answer(h)
        #expect(h.stage.quiz?.current?.answer == Quiz.handles)
        #expect(h.stage.lessonCard()?.question == LessonStepper.answerBelow)
        hit = answerButtons(h)
      }
      try withLesson("01-hit-testing.yaml") { h in
        // The yellow box beside the overlap: not the step's event.
        h.click(try h.windowPoint(of: "back"))
        try answer(h)
        #expect(h.stage.quiz?.current?.answer == Quiz.handles)
        #expect(h.stage.lessonCard()?.question == LessonStepper.missedWhileAsking)
        #expect(h.stage.quizButtons().contains { $0.lesson == .retry })
        #expect(!hit.isEmpty)
        #expect(answerButtons(h) == hit)
      }
    }

    @Test("the course's last lesson and a scene outside the course have no next lesson")
    func noNextLesson() {
      #expect(LiveWindow.lessonAfter(scenesDirectory + "/lessons/09-pointer.yaml") == nil)
      #expect(LiveWindow.lessonAfter(scenesDirectory + "/lessons/tap-target.yaml") == nil)
      #expect(LiveWindow.lessonAfter(scenesDirectory + "/figure1.yaml") == nil)
    }

    @Test("while a question waits, Next and Back wait too; a new step does not show the last step's verdict")
    func buttonsWaitAndVerdictsStayWithTheirStep() throws {
      try withLesson("01-hit-testing.yaml") { h in
        h.click(try h.windowPoint(of: "front"))
        #expect(h.stage.quiz?.current != nil)
        #expect(!h.stage.quizButtons().contains { $0.lesson == .next })
        h.click(try h.windowPoint(of: "front"))
        #expect(h.sidebarTexts.contains("Right: front"))
        try press(.answer(Quiz.handles), in: h)
        #expect(h.sidebarTexts.contains("Right: handles it"))
        try press(.lesson(.next), in: h)
        #expect(h.stage.lessonIndex == 1)
        #expect(!h.sidebarTexts.contains("Right: front"))
        #expect(!h.sidebarTexts.contains("Right: handles it"))
      }
    }

    @Test("with the lesson and quiz cards up, the reveal keeps the hit-test path: empty panels go first")
    func revealKeepsTheHitTestPath() throws {
      try withLesson("01-hit-testing.yaml") { h in
        h.click(try h.windowPoint(of: "front"))
        h.click(try h.windowPoint(of: "front"))
        try press(.answer(Quiz.handles), in: h)
        let texts = h.sidebarTexts
        #expect(texts.contains("6. front (view) ← hit-test view"))
        #expect(texts.contains("3. disabledCard (view) skipped: outside"))
        #expect(!texts.contains("Gestures  (F8)"))
        #expect(!texts.contains { $0.hasPrefix("Undo stack") })
      }
    }

    @Test("a key is not hit-tested: the panel says its path is the last touch's")
    func keyHitPanelIsTheLastTouchs() throws {
      try withLesson("04-first-responder.yaml") { h in
        h.click(try h.windowPoint(of: "field"))
        try answerAll(h)
        #expect(h.sidebarTexts.contains("Hit-test path  (F2)"))
        h.press(SDLK_q)
        try answerAll(h)
        #expect(h.sidebarTexts.contains("Hit-test path of the last touch  (F2)"))
      }
    }

    @Test("a question's code spans are drawn without their backticks")
    func backticksRendered() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.stage.toggleQuiz()
        h.click(try h.windowPoint(of: "ok"))
        while let q = h.stage.quiz?.current, q.kind != .actionHandler("submit") {
          h.stage.answerQuiz(q.answer)
          h.tick()
        }
        #expect(h.stage.quiz?.current?.prompt == "Who will handle `submit`?")
        let texts = h.sidebarTexts
        #expect(texts.contains("Who will handle submit?"), "\(texts)")
        #expect(!texts.contains { $0.contains("`") }, "\(texts)")
        #expect(InlineCode.drawn("a `b` c `d") == "a b c `d")
      }
    }

    @Test("a key clears the last touch's hit-test boxes and tags from the scene; the panel keeps its path")
    func keyClearsHitMarks() throws {
      try withLesson("04-first-responder.yaml") { h in
        h.click(try h.windowPoint(of: "field"))
        try answerAll(h)
        func hitMarks() -> Int {
          let m = h.stage.model(fingers: [])
          return h.stage.layout.tags(m).count
            + h.stage.layout.sceneMarks(m, editingMenu: false).filter {
              if case .stroke = $0 { return true } else { return false }
            }.count
        }
        #expect(hitMarks() > 0, "the touch's boxes are drawn")
        h.press(SDLK_q)
        try answerAll(h)
        #expect(h.sidebarTexts.contains("Hit-test path of the last touch  (F2)"))
        let m = h.stage.model(fingers: [])
        #expect(h.stage.layout.tags(m).isEmpty, "\(h.stage.layout.tags(m).map(\.text))")
        let boxes = h.stage.layout.sceneMarks(m, editingMenu: false).filter {
          if case .stroke(_, let c, _, _) = $0 {
            return c == OverlayLayout.Ink.passed || c == OverlayLayout.Ink.hitView
          }
          return false
        }
        #expect(boxes.isEmpty, "\(boxes)")
      }
    }
  }
}
