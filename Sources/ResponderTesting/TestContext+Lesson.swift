import ResponderCore
import ResponderOverlay

extension TestContext {
  /// Plays lesson steps headless: each step's `do`, then its `answers` to
  /// the quiz, one by one. A wrong answer or a question the lesson leaves
  /// unanswered fails at the lesson step's line (the lesson no longer
  /// matches what the sandbox does); the play goes on with the right answers.
  func playLesson(_ which: Int?, shooter: SceneShooter?, failures: inout [String]) throws {
    guard let lesson else { throw StepProblem.noLesson }
    if let which, which > lesson.steps.count {
      throw StepProblem.lessonStepCount(lesson.steps.count, asked: which)
    }
    if quiz == nil { quiz = Quiz() }
    for (i, step) in lesson.steps.enumerated() where which == nil || which == i + 1 {
      guard let p = step.perform else { continue }
      lessonMoment = LessonMoment(
        lesson: lesson, index: i, eventsAtStart: quiz?.events ?? 0, raisedAtStart: quiz?.raised ?? 0)
      try perform(p.step, shooter: shooter, failures: &failures, at: p.location)
      waitUntilDecided()
      for a in step.answers {
        guard let q = quiz?.current else {
          failures.append("\(step.location): lesson step \(i + 1) expects `\(a)` but no question is waiting")
          break
        }
        quiz?.answer(a)
        if a != q.answer {
          failures.append(
            "\(step.location): lesson step \(i + 1): “\(q.prompt)” — the lesson says `\(a)`, the sandbox says `\(q.answer)`"
          )
        }
      }
      while let q = quiz?.current {
        failures.append(
          "\(step.location): lesson step \(i + 1) leaves “\(q.prompt)” unanswered (the sandbox says `\(q.answer)`)"
        )
        quiz?.answer(q.answer)
      }
    }
  }

  /// Lets time run, as the live window's clock does, until the touch
  /// sequence a step made is decided (a single tap waits for the double
  /// tap's time to run out), for at most two seconds.
  func waitUntilDecided() {
    var ticks = 0
    let limit = Int(2 * GestureConstants.ticksPerSecond)
    while quiz?.sequenceInPlay == true, ticks < limit {
      if !scene.app.isTouchSequenceInPlay {
        quiz?.settle()
        return
      }
      session.tick()
      ticks += 1
    }
  }
}
