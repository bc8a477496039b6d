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
  /// Predict, then reveal: while a question waits in the live window,
  /// nothing drawn names its answer — no chain stop, handler outline, action
  /// walk, undo entry or log line (issue 26: lesson 6 showed "1 field" while
  /// asking who handles selectAll, lesson 7 "1 pad → 2 editorView → 3
  /// editor" while asking whose undo manager answers Ctrl+Z).
  @Suite("No answer mark while the question waits")
  struct LiveQuizWithholdsTests {
    /// A live window on a course lesson, started at its first step.
    func withLesson(_ scene: String, _ body: (LiveHarness) throws -> Void) throws {
      try withLiveLesson(scene) { h, _ in try body(h) }
    }

    /// Ctrl+<key> as the keyboard sends it: Ctrl down, the key, both up.
    func ctrl(_ key: SDL_KeyCode, _ h: LiveHarness) {
      h.key(SDLK_LCTRL, mod: KMOD_LCTRL)
      h.key(key, mod: KMOD_LCTRL)
      h.key(key, mod: KMOD_LCTRL, down: false)
      h.key(SDLK_LCTRL, down: false)
    }

    /// Everything drawn this frame that names `answer`, the waiting
    /// question's answer, or gives it away: its chain stop, a stop drawn as
    /// the handler, the handler's outline, an action walk, and sidebar lines
    /// of the chain, undo, log and gesture panels.
    func marks(naming answer: String, _ h: LiveHarness) -> [String] {
      let f = h.stage.frame(fingers: [])
      let m = h.stage.model(fingers: [])
      var out: [String] = []
      out += f.stops.filter { $0.id == answer }.map { "stop \($0.text)" }
      out += f.stops.filter(\.handled).map { "handled stop \($0.text)" }
      out += f.stops.filter(\.action).map { "action stop \($0.text)" }
      if m.handlerFrame != nil { out.append("handler outline") }
      out += h.sidebarTexts.filter {
        $0.contains("→ \(answer)") || $0.hasPrefix("Undo stack") || $0.hasPrefix("Chain from")
          || $0.hasPrefix("Event log") || $0.contains("[\(answer)]") || $0.hasPrefix("log: ")
      }.map { "sidebar \"\($0)\"" }
      return out
    }

    @Test("lesson 6 step 2: while \"who handles selectAll\" waits, no stop or handler mark names field")
    func lesson6SelectAll() throws {
      try withLesson("06-editing-menu.yaml") { h in
        h.click(try h.windowPoint(of: "field"))
        try h.answerQuizRight()
        h.stage.lessonAction(.next)
        ctrl(SDLK_a, h)
        let q = try #require(h.stage.quiz?.current)
        #expect(q.kind == .actionHandler("selectAll"))
        #expect(q.answer == "field")
        #expect(marks(naming: "field", h) == [])
        // The lesson card asks the quiz's question, not another one.
        #expect(h.stage.lessonCard()?.question == "Answer the quiz below.")
        try h.answerQuizRight()
        #expect(h.stage.frame(fingers: []).stops.contains { $0.id == "field" })
      }
    }

    @Test("lesson 6 step 4: while \"who handles copy\" waits, no stop or handler mark names note")
    func lesson6Copy() throws {
      try withLesson("06-editing-menu.yaml") { h in
        h.stage.lessonIndex = 2
        h.click(try h.windowPoint(of: "note"))
        try h.answerQuizRight()
        #expect(h.stage.scene.window.firstResponder?.identifier == "note")
        h.stage.lessonAction(.next)
        ctrl(SDLK_c, h)
        let q = try #require(h.stage.quiz?.current)
        #expect(q.kind == .actionHandler("copy"))
        #expect(marks(naming: "note", h) == [])
        try h.answerQuizRight()
        #expect(h.stage.frame(fingers: []).stops.contains { $0.id == "note" })
      }
    }

    @Test(
      "lesson 7 step 2: while \"whose undo manager\" waits with nothing first responder, no stop names window"
    )
    func lesson7UndoWindow() throws {
      try withLesson("07-undo.yaml") { h in
        h.click(try h.windowPoint(of: "paintButton"))
        try h.answerQuizRight()
        h.stage.lessonAction(.next)
        ctrl(SDLK_z, h)
        let q = try #require(h.stage.quiz?.current)
        #expect(q.kind == .undoOwner)
        #expect(q.answer == "window")
        #expect(marks(naming: "window", h) == [])
        #expect(h.stage.frame(fingers: []).stops.isEmpty)
      }
    }

    @Test(
      "lesson 7 step 4: while \"whose undo manager\" waits, no stop of pad → editorView → editor is drawn")
    func lesson7UndoEditor() throws {
      try withLesson("07-undo.yaml") { h in
        h.stage.lessonIndex = 2
        h.click(try h.windowPoint(of: "pad"))
        try h.answerQuizRight()
        h.stage.lessonAction(.next)
        let padBefore = h.stage.frame(fingers: []).scene
        ctrl(SDLK_z, h)
        let q = try #require(h.stage.quiz?.current)
        #expect(q.kind == .undoOwner)
        #expect(q.answer == "editor")
        #expect(marks(naming: "editor", h) == [])
        #expect(h.stage.frame(fingers: []).stops.isEmpty)
        // The undo itself (the pad's tint taken back) waits for the answer too.
        #expect(h.stage.frame(fingers: []).scene == padBefore)
        try h.answerQuizRight()
        #expect(h.stage.frame(fingers: []).scene != padBefore)
      }
    }

    @Test("a hop's stop is drawn only once it is answered, and as the handler only once \"handles it\" is")
    func stopsAppearAsAnswered() throws {
      try withLesson("02-chain-from-a-view.yaml") { h in
        h.click(try h.windowPoint(of: "leaf"))
        var answered: [String] = []
        while let q = h.stage.quiz?.current {
          let f = h.stage.frame(fingers: [])
          // Only the stops of hops already answered, never the handler's mark before its question.
          #expect(Set(f.stops.map(\.id)).isSubset(of: Set(answered)), "\(q.prompt): \(f.stops.map(\.text))")
          #expect(f.stops.filter(\.handled).isEmpty, "\(q.prompt)")
          if case .nextResponder = q.kind { #expect(!f.stops.contains { $0.id == q.answer }) }
          if q.kind == .hitView || { if case .nextResponder = q.kind { true } else { false } }() {
            answered.append(q.answer)
          }
          try h.answerQuizQuestionRight()
        }
        #expect(!h.stage.frame(fingers: []).stops.filter(\.handled).isEmpty)
      }
    }

    @Test("the answer buttons keep their places from one question to the next, whatever the verdict says")
    func buttonsKeepTheirPlaces() throws {
      try withLesson("03-controllers.yaml") { h in
        h.click(try h.windowPoint(of: "plain"))
        var places: [String: Rect] = [:]
        var moved: [String] = []
        while let q = h.stage.quiz?.current, q.answer != Quiz.nobody {
          for b in h.stage.quizButtons() {
            guard let a = b.answer else { continue }
            if let old = places[a], old != b.rect { moved.append("\(a): \(old) → \(b.rect) at \(q.prompt)") }
            places[a] = b.rect
          }
          try h.answerQuizQuestionRight()
        }
        #expect(places.count >= 5)
        #expect(moved == [])
      }
    }
  }
}
