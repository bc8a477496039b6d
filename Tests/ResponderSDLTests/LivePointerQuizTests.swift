internal import CSDL2
import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// Lesson 9 in quiz mode, driven as a learner drives it with the mouse:
  /// while a question waits nothing in the window says its answer — not the
  /// context menu a right click opened (it says whose recognizer won), not
  /// the event's kind or input name for a trackpad pinch ("trackpad
  /// transform" is the answer to "does it reach the app as touches?").
  @Suite("Lesson 9's quiz keeps the pointer's answers", .serialized)
  struct LivePointerQuizTests {
    @Test("a right click's menu waits for the reveal, and the title does not name it")
    func menuWaits() throws {
      try withLiveWindow("lessons/09-pointer.yaml") { h in
        h.stage.toggleQuiz()
        h.tick()
        h.rightClick(try h.windowPoint(of: "row"))
        #expect(h.app.shownMenu != nil)
        #expect(h.stage.quiz?.pending.map(\.answer) == ["row", "row.contextMenu"])
        let waiting = h.stage.frame(fingers: [])
        let asking = h.sidebarTexts.joined(separator: " ")
        #expect(!asking.contains("context menu") && !asking.contains("Flag"), "\(asking)")
        try h.answerQuizRight()
        #expect(h.sidebarTexts.joined(separator: " ").contains("context menu over row"))
        // The menu is drawn over the scene and its marks, once revealed.
        #expect(h.stage.frame(fingers: []).menu != waiting.menu)
        #expect(
          h.stage.frame(fingers: []).menu.contains {
            if case .text("Flag", _, _, _, _, _) = $0 { true } else { false }
          })
      }
    }

    @Test("a trackpad pinch's title and log say neither transform nor touches until it is answered")
    func trackpadWaits() throws {
      try withLiveWindow("lessons/09-pointer.yaml") { h in
        h.stage.toggleQuiz()
        h.tick()
        let photo = try h.windowPoint(of: "photo")
        h.hover(photo)
        SDL_SetModState(KMOD_LCTRL)
        defer { SDL_SetModState(KMOD_NONE) }
        h.wheel(photo, dy: 1)
        h.wheel(photo, dy: 1)
        SDL_SetModState(KMOD_NONE)
        h.tick(60)
        #expect(h.stage.quiz?.pending.map(\.answer) == ["photo", Quiz.noTouches, "zoom", "main"])
        var asked = 0
        try h.answerQuizRight { _ in
          asked += 1
          let texts = h.sidebarTexts.joined(separator: " | ")
          if asked <= 2 {
            #expect(!texts.contains("transform"), "question \(asked): \(texts)")
            #expect(!texts.contains("as two touches"), "question \(asked): \(texts)")
          }
        }
        #expect(asked == 4)
        #expect(h.stage.quiz?.score == 4)
        #expect(h.sidebarTexts.contains { $0.contains("(trackpad transform)") })
      }
    }
  }
}
