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
        // "Does label handle it, or pass it on?" is answered with its buttons:
        // a view clicked answers nothing.
        #expect(h.stage.quiz?.current?.kind == .handlesOrPasses("label"))
        h.click(try h.windowPoint(of: "label"))
        #expect(h.stage.quiz?.asked == 1)
        func press(_ answer: String) throws {
          let b = try #require(h.stage.quizButtons().first { $0.answer == answer }, "no \(answer) button")
          h.click(Point(x: b.rect.midX, y: b.rect.midY))
        }
        try press(Quiz.passes)
        #expect(h.stage.quiz?.score == 2)
        h.click(try h.windowPoint(of: "background"))  // label → background
        #expect(h.stage.quiz?.score == 3)
        try press(Quiz.passes)
        h.click(try h.windowPoint(of: "background"))  // wrong: root comes next
        #expect(h.stage.quiz?.last?.right == false)
        try press(Quiz.passes)
        // "main" is a button in the sidebar: answer with it.
        try press("main")
        #expect(h.stage.quiz?.last?.given == "main")
        #expect(h.stage.quiz?.last?.right == true)
        #expect(h.stage.quiz?.asked == 7)
      }
    }

    @Test("while \"who gets it first?\" waits for a key, no first-responder ring stands on the scene")
    func keyQuestionHidesFirstResponder() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.stage.toggleQuiz()
        h.click(try h.windowPoint(of: "field"))
        try h.answerQuizRight()
        #expect(h.app.keyWindow?.firstResponder?.identifier == "field")
        let ring = h.stage.palette.firstResponder
        func ringDrawn() -> Bool {
          h.stage.frame(fingers: []).marks.contains {
            if case .stroke(_, let c, _, _) = $0 { c == ring } else { false }
          }
        }
        #expect(ringDrawn())
        h.key(SDLK_q)
        #expect(h.stage.quiz?.current?.prompt == "Who gets it first?")
        #expect(!ringDrawn())
        h.click(try h.windowPoint(of: "field"))
        #expect(h.stage.quiz?.last?.right == true)
        #expect(ringDrawn())
      }
    }

    @Test(
      "while a question waits the window shows the scene as before the event; the answer reveals its effect")
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

    @Test("a double click in quiz mode is a double tap: asked once it is decided, answered with the mouse")
    func doubleTapWaitsToAsk() throws {
      try withLiveWindow("lessons/08-gestures.yaml") { h in
        h.stage.toggleQuiz()
        h.tick()
        let before = h.stage.frame(fingers: []).scene
        let pad = try h.windowPoint(of: "pad")
        h.click(pad)
        // The first tap decides nothing (doubleTap waits for a second): no
        // question yet, so the second click is a tap, not an answer.
        #expect(h.stage.quiz?.current == nil)
        #expect(h.sidebarTexts.contains("Go on: doubleTap waits for another tap."))
        #expect(!h.sidebarTexts.contains { $0.hasPrefix("Hit-test path") })
        h.click(pad)
        #expect(h.records.contains { $0.logs.contains("double tap") })
        #expect(h.stage.quiz?.pending.map(\.answer) == ["pad", Quiz.handles, "doubleTap", "main"])
        // The picture waits too: the pad is not purple until all is answered.
        #expect(h.stage.frame(fingers: []).scene == before)
        let touches = h.records.filter { $0.kind == .touch }.count
        h.click(pad)
        #expect(h.stage.quiz?.last?.right == true)
        #expect(h.records.filter { $0.kind == .touch }.count == touches)
        for answer in [Quiz.handles, "doubleTap", "main"] {
          let b = try #require(h.stage.quizButtons().first { $0.answer == answer })
          h.click(Point(x: b.rect.midX, y: b.rect.midY))
          #expect(h.stage.quiz?.last?.given == answer)
        }
        #expect(h.stage.quiz?.score == 4)
        #expect(h.stage.quiz?.pending.isEmpty == true)
        #expect(h.sidebarTexts.contains("Right: main"))
        #expect(h.stage.frame(fingers: []).scene != before)
        // A single tap next: asked once doubleTap's time runs out, without
        // the double tap's verdict beside its first question.
        h.click(pad)
        h.tick(60)
        #expect(h.stage.quiz?.pending.map(\.answer) == ["pad", Quiz.handles, "singleTap", "main"])
        #expect(!h.sidebarTexts.contains { $0.hasPrefix("Right:") })
        // Its winner was decided by a timer, which is not hit-tested: the
        // first touch's revealed hit test stays on the scene meanwhile.
        h.click(pad)
        let handles = try #require(h.stage.quizButtons().first { $0.answer == Quiz.handles })
        h.click(Point(x: handles.rect.midX, y: handles.rect.midY))
        #expect(h.stage.quiz?.current?.kind == .winningRecognizer)
        #expect(h.stage.model(fingers: []).hitRows.contains { $0.isHitView && $0.id == "pad" })
      }
    }

    @Test("Alt+drag in quiz mode: two fingers spread, then which recognizer won is asked")
    func twoFingersAskWhoWins() throws {
      try withLiveWindow("lessons/08-gestures.yaml") { h in
        guard case .success(let lesson?) = Lesson.load(scenePath: h.window.path) else {
          Issue.record("lesson 8 does not load")
          return
        }
        h.stage.start(lesson)
        h.stage.lessonAction(.next)
        h.stage.lessonAction(.next)
        h.tick()
        let photo = try #require(h.stage.scene.views["photo"]).frameInWindow
        let c = Point(x: photo.midX, y: photo.midY)
        h.hover(h.layout.toWindow(Point(x: c.x + 30, y: c.y)))
        h.key(SDLK_LALT, mod: KMOD_LALT)
        // Alt alone raises no question: the step is not done, its explanation waits.
        #expect(h.stage.lessonCard()?.explain == nil)
        #expect(h.stage.lessonCard()?.yourself != nil)
        h.down(h.layout.toWindow(Point(x: c.x + 30, y: c.y)))
        #expect(h.stage.scene.window.activeTouches.count == 2)
        for i in 1...8 { h.drag(h.layout.toWindow(Point(x: c.x + 30 + Double(i) * 10, y: c.y))) }
        #expect(h.stage.quiz?.current == nil)
        #expect(h.sidebarTexts.contains("Go on: 2 fingers are down."))
        h.up(h.layout.toWindow(Point(x: c.x + 110, y: c.y)))
        h.key(SDLK_LALT, down: false)
        #expect(h.stage.quiz?.pending.map(\.answer) == ["photo", Quiz.handles, "zoom", "main"])
        h.click(h.layout.toWindow(c))
        let handles = try #require(h.stage.quizButtons().first { $0.answer == Quiz.handles })
        h.click(Point(x: handles.rect.midX, y: handles.rect.midY))
        let zoom = try #require(h.stage.quizButtons().first { $0.answer == "zoom" })
        h.click(Point(x: zoom.rect.midX, y: zoom.rect.midY))
        #expect(h.stage.quiz?.score == 3)
        #expect(h.stage.quiz?.last?.question.reason.contains("failed as it won: drag") == true)
        #expect(h.stage.lessonCard()?.explain == nil)
        let main = try #require(h.stage.quizButtons().first { $0.answer == "main" })
        h.click(Point(x: main.rect.midX, y: main.rect.midY))
        #expect(h.stage.quiz?.score == 4)
        #expect(h.stage.lessonCard()?.explain?.hasPrefix("zoom (the pinch) began") == true)
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
        let doIt = try #require(h.stage.quizButtons().first { $0.lesson == .perform })
        h.click(Point(x: doIt.rect.midX, y: doIt.rect.midY))
        h.tick()
        #expect(h.stage.quiz?.current?.answer == "front")
        h.click(try h.windowPoint(of: "front"))
        let handles = try #require(h.stage.quizButtons().first { $0.answer == Quiz.handles })
        h.click(Point(x: handles.rect.midX, y: handles.rect.midY))
        #expect(h.stage.quiz?.score == 2)
        // Answered: the explanation shows, and Next moves to step 2.
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Siblings are tried") })
        let next = try #require(h.stage.quizButtons().first { $0.lesson == .next })
        h.click(Point(x: next.rect.midX, y: next.rect.midY))
        h.tick()
        #expect(h.stage.lessonIndex == 1)
      }
    }
  }
}
