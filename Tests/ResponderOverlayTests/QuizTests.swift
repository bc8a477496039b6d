import Foundation
import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

@testable import ResponderOverlay

/// Predict, then reveal: the quiz's state machine, fed dispatch records headless.
@Suite("Quiz questions, answers and score")
struct QuizTests {
  /// A lab with a quiz listening to every record, as the live window's is.
  func quizLab(_ yaml: String = labScene) throws -> (OverlayLab, () -> Quiz, (String) -> Quiz.Verdict?) {
    let lab = try OverlayLab(yaml)
    nonisolated(unsafe) var quiz = Quiz()
    let app = lab.app
    app.recordObservers.append { r in quiz.observe(r, in: app) }
    return (lab, { quiz }, { quiz.answer($0) })
  }

  @Test(
    "a discarded touch asks the hit-test view, then handles-or-passes and the next hop for each, then nobody")
  func discardedTouch() throws {
    let (lab, quiz, answer) = try quizLab()
    let f = lab.down(190, 130)
    #expect(quiz().current == nil)
    #expect(quiz().sequenceInPlay)
    #expect(quiz().held.first?.kind == .hitView)
    lab.up(f, 190, 130)
    #expect(!quiz().sequenceInPlay)
    let q = quiz()
    #expect(
      q.pending.map(\.answer) == [
        "card", "passes", "root", "passes", "main", "passes", "window", "passes", "application", "passes",
        "appDelegate", "passes", "nobody",
      ])
    #expect(q.current?.kind == .hitView)
    #expect(answer("card")?.right == true)
    // Whether card handles it is asked before who is next: "card passes it
    // on: who is next?" would say so.
    #expect(quiz().current?.kind == .handlesOrPasses("card"))
    #expect(quiz().current?.prompt == "Does card handle it, or pass it on?")
    #expect(answer(Quiz.passes)?.right == true)
    #expect(quiz().current?.prompt == "card passes it on: who is next?")
    #expect(answer("main")?.right == false)  // root comes first: it is card's superview
    #expect(quiz().last?.question.reason.contains("root is card's superview") == true)
    #expect(quiz().score == 2)
    #expect(quiz().asked == 3)
  }

  @Test("the root controller's hop to the window is explained by its view being the window's root")
  func rootControllerReason() throws {
    // "If the view controller's view is the root view of a window, the next
    // responder is the window object" (UIResponder.next): main is no child
    // controller, though its view's superview is the window too.
    let (lab, quiz, _) = try quizLab()
    lab.tap(190, 130)
    let hop = try #require(quiz().pending.first { $0.kind == .nextResponder(after: "main") })
    #expect(hop.answer == "window")
    #expect(hop.reason.contains("main's view is the window's root"))
    #expect(!hop.reason.contains("child controller"))
  }

  @Test("the hit-test question's reason names the views skipped and why")
  func hitReason() throws {
    let (lab, quiz, _) = try quizLab()
    lab.tap(80, 80)
    let reason = try #require(quiz().current?.reason)
    #expect(reason.hasPrefix("box is the deepest, front-most view"))
    #expect(reason.contains("off interactionDisabled"))
    #expect(reason.contains("ghost transparent"))
    #expect(reason.contains("hiddenBox hidden"))
  }

  @Test("a handled touch stops asking at its handler, once \"handles it\" is asked about it")
  func stopsAtHandler() throws {
    let (lab, quiz, _) = try quizLab()
    lab.tap(80, 80)
    #expect(quiz().pending.map(\.answer) == ["box", Quiz.handles])
    #expect(quiz().pending.last?.kind == .handlesOrPasses("box"))
  }

  @Test("the answer to \"who is next\" does not say whether that responder handles it")
  func nextHopReasonKeepsHandling() throws {
    let (lab, quiz, _) = try quizLab()
    lab.tap(190, 130)
    let hops = quiz().pending.filter { if case .nextResponder = $0.kind { true } else { false } }
    #expect(!hops.isEmpty)
    #expect(!hops.contains { $0.reason.contains("handles it") })
  }

  @Test("a nil-targeted action asks who handles it, with the responders that did not")
  func actionQuestion() throws {
    let (lab, quiz, answer) = try quizLab()
    lab.tap(70, 322)
    let q = try #require(quiz().pending.last)
    #expect(q.kind == .actionHandler("submit"))
    #expect(q.answer == "main")
    #expect(q.reason.contains("nil target"))
    while quiz().pending.count > 1 { _ = answer("x") }
    #expect(answer("main")?.right == true)
    #expect(quiz().pending.isEmpty)
  }

  @Test("Ctrl+Z asks whose undo manager answers")
  func undoQuestion() throws {
    let (lab, quiz, answer) = try quizLab()
    lab.tap(70, 322)  // submit registers "Paint Box"
    while !quiz().pending.isEmpty { _ = answer("skip") }
    lab.key("z", [.control])
    let q = try #require(quiz().current)
    #expect(q.kind == .undoOwner)
    #expect(answer(q.answer)?.right == true)
  }

  @Test("a key going down asks its chain; a modifier alone or a key coming up asks nothing")
  func keyQuestions() throws {
    let (lab, quiz, answer) = try quizLab()
    lab.tap(100, 260)  // the field becomes first responder
    while !quiz().pending.isEmpty { _ = answer("skip") }
    lab.app.handle(.key(Key("lshift"), [.shift], down: true))
    lab.app.handle(.key(Key("lshift"), [.shift], down: false))
    #expect(quiz().pending.isEmpty)
    lab.app.handle(.key(Key("q"), [], down: true))
    let asked = quiz().pending.count
    #expect(asked > 0)
    lab.app.handle(.key(Key("q"), [], down: false))
    #expect(quiz().pending.count == asked)
  }

  @Test("answering with nothing waiting gives nothing and scores nothing")
  func nothingWaiting() throws {
    let (_, quiz, answer) = try quizLab()
    #expect(answer("box") == nil)
    #expect(quiz().asked == 0)
  }

  @Test("while a question waits, the model hides its answer and reveals answered hops")
  func hidesAnswer() throws {
    let (lab, quiz, answer) = try quizLab()
    nonisolated(unsafe) var began: DispatchRecord?
    lab.app.recordObservers.append { r in if r.detail == "began" { began = r } }
    lab.tap(190, 130)
    let record = try #require(began)
    var m = lab.recorder.model(explaining: record)
    m.hide(for: try #require(quiz().current), chainAnswered: false)
    #expect(m.hitRows.isEmpty)
    let l = OverlayLayout(sceneSize: lab.scene.size)
    #expect(l.chainPath(m, avoiding: []).stops.isEmpty)
    _ = answer("card")
    _ = answer(Quiz.passes)
    var m1 = lab.recorder.model(explaining: record)
    m1.hide(for: try #require(quiz().current), chainAnswered: true)
    #expect(l.chainPath(m1, avoiding: []).stops.map(\.id) == ["card"])
    _ = answer("root")
    // "Does root handle it?" waits: root's stop shows, as one that has not handled it.
    var m2 = lab.recorder.model(explaining: record)
    m2.hide(for: try #require(quiz().current), chainAnswered: true)
    #expect(!m2.hitRows.isEmpty)
    #expect(l.chainPath(m2, avoiding: []).stops.map(\.id) == ["card", "root"])
    #expect(l.chainPath(m2, avoiding: []).stops.filter(\.handled).isEmpty)
  }

  @Test(
    "while \"who gets it first?\" waits for a key, the first responder's ring is not drawn; once answered it is"
  )
  func keyHidesFirstResponderRing() throws {
    let (lab, quiz, answer) = try quizLab()
    lab.tap(120, 260)  // the field becomes first responder
    while !quiz().pending.isEmpty { _ = answer("skip") }
    nonisolated(unsafe) var keyDown: DispatchRecord?
    lab.app.recordObservers.append { r in if r.key?.transition == .down { keyDown = r } }
    lab.app.handle(.key(Key("q"), [], down: true))
    let record = try #require(keyDown)
    let asked = try #require(quiz().current)
    #expect(asked.prompt == "Who gets it first?")
    #expect(asked.answer == "field")
    var m = lab.recorder.model(explaining: record)
    #expect(m.firstResponderFrame != nil)
    m.hide(for: asked, chainAnswered: false)
    #expect(m.firstResponderFrame == nil)
    #expect(m.firstResponder == nil)
    let marks = OverlayLayout(sceneSize: lab.scene.size).sceneMarks(m)
    #expect(
      !marks.contains {
        if case .stroke(_, let c, _, _) = $0 { c == OverlayLayout.Ink.firstResponder } else { false }
      })
    _ = answer("field")
    var m1 = lab.recorder.model(explaining: record)
    m1.hide(for: try #require(quiz().current), chainAnswered: true)
    #expect(m1.firstResponderFrame != nil)
  }

  /// A 200×200 tile with one recognizer, whose `action` main handles.
  static func tile(with gesture: String, sending action: String) -> String {
    """
    window: { width: 300, height: 300 }
    root:
      controller: main
      handles: [{ actions: [\(action)] }]
      view:
        id: root
        subviews:
          - id: tile
            frame: [50, 50, 200, 200]
            gestures: [\(gesture)]
    """
  }

  @Test("a two-finger pinch asks once which recognizer wins, not again as it ends")
  func pinchWinner() throws {
    let (lab, quiz, _) = try quizLab(
      Self.tile(with: "{ id: pinch, type: pinch, action: scaled }", sending: "scaled"))
    let app = lab.app
    let a = lab.down(130, 150)
    let b = lab.down(170, 150)
    for i in 1...8 {
      app.advance(by: 0.02)
      lab.move(a, 130 - Double(i) * 6, 150)
      lab.move(b, 170 + Double(i) * 6, 150)
    }
    lab.up(a, 82, 150)
    lab.up(b, 218, 150)
    let winners = (quiz().pending + quiz().verdicts.map(\.question)).filter { $0.kind == .winningRecognizer }
    #expect(winners.map(\.answer) == ["pinch"])
  }

  @Test(
    "pinch and rotation recognizing together: the second is asked as recognizing alongside, not as winning")
  func simultaneousWinners() throws {
    let (lab, quiz, _) = try quizLab(
      Self.tile(
        with: "{ id: zoom, type: pinch, action: scaled, simultaneousWith: [turn] }, "
          + "{ id: turn, type: rotation, action: scaled, simultaneousWith: [zoom] }", sending: "scaled"))
    let app = lab.app
    let a = lab.down(120, 150)
    let b = lab.down(180, 150)
    // The fingers spread and turn: both a pinch and a rotation.
    for i in 1...10 {
      app.advance(by: 0.02)
      let angle = Double(i) * 0.08
      let r = 30 + Double(i) * 4
      lab.move(a, 150 - r * cos(angle), 150 - r * sin(angle))
      lab.move(b, 150 + r * cos(angle), 150 + r * sin(angle))
    }
    lab.up(a, 100, 150)
    lab.up(b, 200, 150)
    let winners = (quiz().pending + quiz().verdicts.map(\.question)).filter { $0.kind == .winningRecognizer }
    #expect(winners.count == 2)
    #expect(Set(winners.map(\.answer)) == ["zoom", "turn"])
    #expect(winners.first?.prompt == "Which gesture recognizer wins?")
    let second = try #require(winners.last)
    #expect(second.prompt == "\(winners[0].answer) won. Which recognizer recognizes too, at the same time?")
    #expect(second.reason.contains("alongside \(winners[0].answer): they may recognize simultaneously"))
  }

  @Test("a double tap can be made: its questions wait for the second tap, then follow what happened")
  func doubleTapWaits() throws {
    let (lab, quiz, _) = try quizLab(SceneFixtures.taps)
    let app = lab.app
    lab.tap(150, 150)
    // Between the taps doubleTap is still possible: nothing is asked, so the
    // next press is a touch, not an answer.
    #expect(quiz().current == nil)
    #expect(quiz().sequenceInPlay)
    app.advance(by: 0.1)
    lab.tap(152, 150)
    #expect(!quiz().sequenceInPlay)
    // The first touch's hit test (pad handles touches: it is asked, no more
    // hops), then the recognizer that won on the second tap's end, then the action it sent.
    #expect(
      quiz().pending.map(\.kind) == [
        .hitView, .handlesOrPasses("pad"), .winningRecognizer, .actionHandler("double"),
      ])
    #expect(quiz().pending.map(\.answer) == ["pad", Quiz.handles, "doubleTap", "main"])
    #expect(quiz().pending[2].reason.contains("doubleTap (tap) recognized; failed as it won: singleTap"))
  }

  @Test("a single tap's questions wait until the double tap fails and the single tap is recognized")
  func singleTapWaitsForFailure() throws {
    let (lab, quiz, _) = try quizLab(SceneFixtures.taps)
    let app = lab.app
    lab.tap(150, 150)
    app.advance(by: 0.1)
    #expect(quiz().sequenceInPlay)
    #expect(quiz().pending.isEmpty)
    app.advance(by: 0.5)
    #expect(!quiz().sequenceInPlay)
    #expect(quiz().pending.map(\.answer) == ["pad", Quiz.handles, "singleTap", "main"])
    #expect(quiz().pending[2].reason.contains("singleTap (tap) recognized once doubleTap failed"))
    // The hit-test question explains the first touch's record, the others the timer's.
    #expect(quiz().pending[0].event < quiz().pending[2].event)
  }

  @Test("a pan asks once who handles its action, though it sends it on every move")
  func panActionAskedOnce() throws {
    let (lab, quiz, _) = try quizLab(
      Self.tile(with: "{ id: drag, type: pan, action: moved }", sending: "moved"))
    let app = lab.app
    let f = lab.down(100, 150)
    for i in 1...6 {
      app.advance(by: 0.02)
      lab.move(f, 100 + Double(i) * 10, 150)
    }
    #expect(quiz().pending.isEmpty)
    lab.up(f, 160, 150)
    let kinds = quiz().pending.map(\.kind)
    #expect(kinds.filter { $0 == .actionHandler("moved") }.count == 1)
    #expect(kinds.filter { $0 == .winningRecognizer }.count == 1)
    #expect(kinds.first == .hitView)
  }

  @Test("a touch a scroll view delayed still asks its chain, from the record that delivered touchesBegan")
  func delayedBeganAsksChain() throws {
    let (lab, quiz, _) = try quizLab(
      """
      name: Delayed
      window: { width: 300, height: 300 }
      appDelegate: {}
      root:
        controller: main
        view:
          id: root
          subviews:
            - id: list
              type: scrollView
              frame: [0, 0, 300, 300]
              contentSize: [300, 900]
              subviews:
                - { id: row, frame: [0, 0, 300, 60] }
      """)
    let app = lab.app
    nonisolated(unsafe) var beganChain: [String]?
    app.recordObservers.append { r in if r.detail == "began" { beganChain = r.chain.map(\.identifier) } }
    lab.tap(150, 30)  // up after 0.05 s, before the scroll view's 0.15 s delay
    #expect(beganChain == [])
    let q = quiz().pending
    #expect(q.first?.answer == "row")
    #expect(q.dropFirst().first?.kind == .handlesOrPasses("row"))
    #expect(q.dropFirst(2).first?.kind == .nextResponder(after: "row"))
    #expect(q.last?.answer == Quiz.nobody, "\(q.map { ($0.kind, $0.answer) })")
  }
}
