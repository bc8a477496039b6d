import ResponderOverlay
import ResponderScene

/// Renders a running scene to a PNG (the `shot:` step, `image` expectations).
public protocol SceneShooter: AnyObject {
  /// Draws the scene and its overlay to `path`; with a quiz, what the live
  /// window draws then: while a question waits, its card and the picture
  /// before the event asked about.
  func shoot(_ scene: BuiltScene, overlay: OverlayRecorder, quiz: QuizSession?, to path: String) throws
}
