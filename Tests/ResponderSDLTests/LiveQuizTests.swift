internal import CSDL2
import Foundation
import ResponderCore
import ResponderOverlay
import ResponderTesting
import Testing

@testable import ResponderSDL
@testable import rlab

extension SDLRendering {
  /// Quiz mode and lessons in `rlab run`'s window, answered with the mouse
  /// through SDL's queue: clicks on views in the scene and on the sidebar's buttons.
  @Suite("Quiz mode and lessons in the live window")
  struct LiveQuizTests {
    @Test("a click asks; clicking the predicted view answers it and is no touch; a button answers too")
    func clickToAnswer() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.stage.toggleQuiz()
        h.click(try h.windowPoint(of: "label"))
        #expect(h.stage.quiz?.current?.kind == .hitView)
        let touchesBefore = h.records.filter { $0.kind == .touch }.count
        // While it waits, the answer's panels are not drawn.
        #expect(!h.sidebarTexts.contains { $0.hasPrefix("Hit-test path") })
        h.click(try h.windowPoint(of: "label"))
        #expect(h.stage.quiz?.last?.right == true)
        #expect(h.records.filter { $0.kind == .touch }.count == touchesBefore)
        h.click(try h.windowPoint(of: "background"))  // label → background
        #expect(h.stage.quiz?.score == 2)
        h.click(try h.windowPoint(of: "background"))  // wrong: root comes next
        #expect(h.stage.quiz?.last?.right == false)
        // "main" is a button in the sidebar: answer with it.
        let button = try #require(h.stage.quizButtons().first { $0.answer == "main" })
        h.click(Point(x: button.rect.midX, y: button.rect.midY))
        #expect(h.stage.quiz?.last?.given == "main")
        #expect(h.stage.quiz?.last?.right == true)
        #expect(h.stage.quiz?.asked == 4)
      }
    }

    @Test("while a question waits the window shows the scene as before the event; the answer reveals its effect")
    func holdsTheEventsEffect() throws {
      try withLiveWindow("undo.yaml") { h in
        h.stage.toggleQuiz()
        h.tick()
        let before = h.stage.frame(fingers: []).scene
        // The tap on Red asks who is hit; its touch up paints the swatch red.
        h.click(try h.windowPoint(of: "red"))
        #expect(h.stage.quiz?.current?.kind == .hitView)
        let swatch = try #require(h.stage.scene.responder("swatch") as? View)
        #expect(swatch.backgroundColor == Color(hex: "#ff3b30"))
        #expect(h.stage.frame(fingers: []).scene == before)
        // Every question answered (here by leaving quiz mode): the red swatch shows.
        h.stage.toggleQuiz()
        #expect(h.stage.frame(fingers: []).scene != before)
      }
    }

    @Test("Shift+F12 toggles quiz mode; F12 alone still hides the sidebar")
    func toggleKey() throws {
      try withLiveWindow("figure1.yaml") { h in
        #expect(h.stage.quiz == nil)
        h.key(SDLK_F12, mod: KMOD_LSHIFT)
        h.key(SDLK_F12, mod: KMOD_LSHIFT, down: false)
        h.tick()
        #expect(h.stage.quiz != nil)
        #expect(h.stage.sidebarShown)
        h.key(SDLK_F12, mod: KMOD_LSHIFT)
        h.key(SDLK_F12, mod: KMOD_LSHIFT, down: false)
        h.tick()
        #expect(h.stage.quiz == nil)
      }
    }

    @Test("a lesson opens on its first step; Do it for me plays the step, Next moves on")
    func lessonButtons() throws {
      try withLiveWindow("lessons/01-hit-testing.yaml") { h in
        guard case .success(let lesson?) = Lesson.load(scenePath: h.window.path) else {
          Issue.record("lesson 1 does not load")
          return
        }
        h.stage.start(lesson)
        #expect(h.sidebarTexts.contains { $0.hasPrefix("1 · Hit-testing — step 1 of 3") })
        let doIt = try #require(h.stage.quizButtons().first { $0.answer == "lesson:do" })
        h.click(Point(x: doIt.rect.midX, y: doIt.rect.midY))
        h.tick()
        #expect(h.stage.quiz?.current?.answer == "front")
        h.click(try h.windowPoint(of: "front"))
        #expect(h.stage.quiz?.score == 1)
        // Answered: the explanation shows, and Next moves to step 2.
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Siblings are tried") })
        let next = try #require(h.stage.quizButtons().first { $0.answer == "lesson:next" })
        h.click(Point(x: next.rect.midX, y: next.rect.midY))
        h.tick()
        #expect(h.stage.lessonIndex == 1)
      }
    }
  }
}
