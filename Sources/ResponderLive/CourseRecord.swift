import ResponderOverlay
import ResponderTesting

/// What a student answered in the live window, for the results file
/// (`rlab run --course --results FILE`, "Save results" on the course card).
///
/// The stage tells it when a question is first shown (`shown`) and when it
/// is answered (`answered`); times are the live loop's clock, so a headless
/// test passes its own.
final class CourseRecord {
  private(set) var answers: [CourseResults.Answer] = []
  /// The question on screen and when it was first shown: the quiz's answered
  /// count identifies it (each answer moves the count on).
  private var shownAt: (asked: Int, at: Double)?

  /// Notes that the quiz's waiting question (if any) is on screen at `now`.
  func shown(_ quiz: Quiz?, now: Double) {
    guard let quiz, quiz.current != nil else { return }
    if shownAt?.asked != quiz.asked { shownAt = (quiz.asked, now) }
  }

  /// Records verdict `v`, given at `now`, of the step `step` (from 1; 0 outside a lesson).
  func answered(
    _ v: Quiz.Verdict, now: Double, lesson: String, step: Int, attempt: Int, doneForMe: Bool,
    misconception: String? = nil
  ) {
    let since = shownAt.map { now - $0.at } ?? 0
    shownAt = nil
    answers.append(
      CourseResults.Answer(
        lesson: lesson, step: step, question: v.question.prompt, kind: v.question.kind.name,
        expected: v.question.answer, given: v.given, right: v.right,
        seconds: (max(0, since) * 100).rounded() / 100,
        attempt: attempt,
        doneForMe: doneForMe, misconception: misconception))
  }

  /// The results so far, with the lessons' scores as the course card shows them.
  func results(lessons: [OverlayModel.LessonCard.CourseScore], student: String?) -> CourseResults {
    CourseResults(
      student: student, lessons: lessons.map { .init(title: $0.title, score: $0.score, asked: $0.asked) },
      answers: answers)
  }
}
