import ResponderCore
import ResponderScene

/// Performs a lesson step's `do:` on a live scene (the lesson card's "Do it
/// for me" button), exactly as `rlab test` performs script steps: through SDL
/// events on the scene's own virtual clock.
public final class LessonPerformer {
  private let ctx: TestContext

  public init(scene: BuiltScene) { ctx = TestContext(scene: scene) }

  /// Runs one step; throws what a script step would (a view that is not there).
  public func perform(_ step: LocatedStep) throws {
    var failures: [String] = []
    try ctx.perform(step.step, shooter: nil, failures: &failures, at: step.location)
  }
}
