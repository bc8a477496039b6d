import ResponderOverlay
import ResponderScene

/// Renders a running scene to a PNG (the `shot:` step, `image` expectations).
public protocol SceneShooter: AnyObject {
  /// Draws the scene and its overlay to `path`; with a quiz, what the live
  /// window draws then: while a question waits, its card and the picture
  /// before the event asked about.
  func shoot(_ scene: BuiltScene, overlay: OverlayRecorder, quiz: QuizSession?, to path: String) throws

  /// The same, with the lesson card of the step a `lesson:` step played
  /// last, as the live window shows it then (docs pictures of a lesson).
  func shoot(
    _ scene: BuiltScene, overlay: OverlayRecorder, quiz: QuizSession?, lesson: LessonMoment?, to path: String)
    throws
}

extension SceneShooter {
  public func shoot(
    _ scene: BuiltScene, overlay: OverlayRecorder, quiz: QuizSession?, lesson: LessonMoment?, to path: String
  ) throws {
    try shoot(scene, overlay: overlay, quiz: quiz, to: path)
  }
}

/// A lesson step as a script played it: the lesson, the step (from 0), and
/// the quiz's counts when the step began (the card judges the step on what
/// came after, as the live window's does).
public struct LessonMoment: Sendable {
  public var lesson: Lesson
  public var index: Int
  public var eventsAtStart: Int
  public var raisedAtStart: Int
}
