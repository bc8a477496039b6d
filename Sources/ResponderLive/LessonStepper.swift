import ResponderCore
import ResponderOverlay
import ResponderScene
import ResponderTesting

/// A scene's lesson in the live window: the step shown, what the learner
/// has done since it was shown, its card, its buttons, and the course's
/// scores kept across "Next lesson ›".
final class LessonStepper {
  let lesson: Lesson
  var index = 0
  /// The quiz's event and question counts when the step was shown: the
  /// step is judged on what came after.
  private(set) var eventsAtStart = 0
  private var raisedAtStart = 0
  /// The course's next lesson file, offered on the last step once it is done (`rlab run`).
  var nextLesson: String?
  /// The scores of the course's lessons done before this one in the same
  /// window, for the course-complete card.
  var earlierScores: [OverlayModel.LessonCard.CourseScore] = []
  /// Whether the scene belongs to a course (`NN-name.yaml`): its last lesson ends with the course card.
  var inCourse = false
  /// What the course card says under the total once "Save results" was pressed.
  var resultsNote: String?
  private var performer: LessonPerformer?
  /// The try of the step shown: 1, then one more for each Try again, or
  /// Do it for me after something was done (the results file's `attempt`).
  private(set) var attempt = 1
  /// Whether Do it for me played the step shown.
  private(set) var doneForMe = false

  init(_ lesson: Lesson, quiz: Quiz?) {
    self.lesson = lesson
    restart(quiz)
  }

  /// The step shown counts what happens from now on.
  func restart(_ quiz: Quiz?) {
    eventsAtStart = quiz?.events ?? 0
    raisedAtStart = quiz?.raised ?? 0
  }

  /// Shows step `index` as begun when the quiz had seen `events` records and raised `raised` questions.
  func resume(at index: Int, events: Int, raised: Int) {
    self.index = index
    eventsAtStart = events
    raisedAtStart = raised
  }

  /// A lesson card button (`openNextLesson` is the window's: it owns the scene file).
  func perform(_ action: OverlayModel.LessonCard.Action, quiz: QuizSession?, scene: BuiltScene) throws {
    switch action {
    case .next, .back:
      index = action == .next ? min(lesson.steps.count - 1, index + 1) : max(0, index - 1)
      attempt = 1
      doneForMe = false
    case .retry:
      attempt += 1
      // The questions about an event that missed the step are dropped, not
      // answered one by one: the step starts over.
      quiz?.quiz.dropPending()
    case .perform:
      guard let step = lesson.steps[index].perform else { return }
      if (quiz?.quiz.events ?? 0) > eventsAtStart { attempt += 1 }
      doneForMe = true
      // Shown before anything was done or after a miss: the step is judged
      // on the event played for the learner alone.
      quiz?.quiz.dropPending()
      restart(quiz?.quiz)
      if performer == nil { performer = LessonPerformer(scene: scene) }
      do { try performer?.perform(step) } catch { throw LessonError(message: "\(step.location): \(error)") }
      return
    case .openNextLesson, .saveResults: return
    }
    restart(quiz?.quiz)
  }

  struct LessonError: Error { var message: String }

  /// The lesson card of this frame.
  ///
  /// - Parameter settled: no finger is down and no timer is due (a double
  ///   tap's second tap may still come): a miss can be told.
  func card(quiz: Quiz?, settled: Bool) -> OverlayModel.LessonCard? {
    guard lesson.steps.indices.contains(index) else { return nil }
    let step = lesson.steps[index]
    var c = OverlayModel.LessonCard()
    c.title = lesson.title
    c.index = index
    c.count = lesson.steps.count
    c.text = step.text
    c.stepTexts = lesson.steps.map(\.text)
    // Acted: the step's event raised its questions (Alt pressed before an
    // Alt+drag raises none), or, for a step that asks nothing, any event came.
    let acted =
      step.answers.isEmpty ? (quiz?.events ?? 0) > eventsAtStart : (quiz?.raised ?? 0) > raisedAtStart
    let waiting = quiz?.current != nil
    // Not while the gesture is still being decided: its questions are to come.
    let answered = acted && !waiting && quiz?.sequenceInPlay != true
    // A tap beside the step's target raises questions about another event:
    // known once the gesture is decided and no timer is due, so the learner
    // need not answer them all to find out.
    let seen = stepAnswers(quiz)
    let missed =
      acted && settled && quiz?.sequenceInPlay != true && !step.answers.isEmpty
      && !Self.contains(seen, step.answers)
    // Done once acted: the room goes to the questions and the explanation
    // (a missed step keeps "Your turn" once its questions are answered: its
    // question says to read it again).
    c.yourself = acted && (!missed || waiting) ? nil : step.yourself
    c.question = answered ? nil : step.question
    // What the card may say while a question waits below: it keeps the
    // tallest's room, and its button row, so a miss told then (its Try
    // again and Do it for me) does not push the quiz's buttons down.
    c.promptsWhileAsking = [Self.answerBelow, Self.missedWhileAsking]
    if missed {
      // In the card's question slot (what to do now). The step's own answer
      // is not named: it is the question. While its questions wait the card
      // says one line, as "Answer the quiz below." did; where the event went,
      // and "Your turn" again, once they are answered (no quiz button then).
      c.question = waiting ? Self.missedWhileAsking : Self.missed(wentTo: seen.first ?? "nobody")
    } else if answered || (step.perform == nil && step.answers.isEmpty) {
      c.explain = step.explain
    } else if acted && waiting {
      // Done: "Your turn: tap the purple box" would now be followed with a
      // click that answers the quiz (naming the box), not with a tap. The
      // quiz card below asks the question itself: the lesson card does not
      // ask another in other words.
      c.yourself = nil
      c.question = Self.answerBelow
    }
    // While a question waits the buttons wait too: Next would leave it asking
    // about the last step's event under the next step's text.
    if index > 0, !waiting { c.buttons.append(.init("‹ Back", .back)) }
    if missed { c.buttons.append(.init("Try again", .retry)) }
    if step.perform != nil, !acted || missed { c.buttons.append(.init("Do it for me", .perform)) }
    if index + 1 < lesson.steps.count, !waiting { c.buttons.append(.init("Next ›", .next)) }
    let done = index + 1 == lesson.steps.count && c.explain != nil
    if done, nextLesson != nil {
      c.buttons.append(.init("Next lesson ›", .openNextLesson))
    } else if done, inCourse {
      c.course = earlierScores + [score(quiz)]
      c.buttons.append(.init("Save results", .saveResults))
      c.courseNote = resultsNote
    }
    return c
  }

  /// What the card asks once the step's event raised its questions.
  static let answerBelow = "Answer the quiz below."

  /// What the card says after a miss while its questions wait: one line,
  /// above the Try again and Do it for me buttons.
  static let missedWhileAsking = "That is not the event this step is about."

  /// What the card says after a miss once its questions are answered: where the event went.
  static func missed(wentTo: String) -> String {
    "That went to \(wentTo), so it is not the event this step is about. Read \"Your turn\" again and press "
      + "Try again (its questions are dropped), or Do it for me."
  }

  /// This lesson's score so far, for the course card.
  func score(_ quiz: Quiz?) -> OverlayModel.LessonCard.CourseScore {
    .init(title: lesson.title, score: quiz?.score ?? 0, asked: quiz?.asked ?? 0)
  }

  /// The right answers of the questions the step's events raised, answered
  /// or still waiting, in order.
  private func stepAnswers(_ quiz: Quiz?) -> [String] {
    guard let quiz else { return [] }
    let asked = quiz.verdicts.map(\.question) + quiz.pending
    return asked.filter { $0.event > eventsAtStart }.map(\.answer)
  }

  /// Whether `expected` occurs in `seen` as a run: extra events before or
  /// after it (a key's release, a second try) do not matter.
  static func contains(_ seen: [String], _ expected: [String]) -> Bool {
    guard !expected.isEmpty, seen.count >= expected.count else { return expected.isEmpty }
    return (0...(seen.count - expected.count)).contains { Array(seen[$0..<$0 + expected.count]) == expected }
  }
}
