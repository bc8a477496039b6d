import ResponderCore
import ResponderOverlay
import ResponderSDL
import ResponderScene

/// Plays one test's steps on a fresh scene and hands back the scene as the
/// steps left it: `rlab shot --script` and `rlab replay` use it.
public final class ScriptPlayer {
  public let scenePath: String
  public var shooter: SceneShooter?
  /// Called once the fresh scene is built, before the first step (a replay
  /// window shows it and attaches its trace here).
  public var onStart: ((BuiltScene, OverlayRecorder) -> Void)?
  /// Called after every tick (a replay window draws and paces here).
  public var afterTick: ((BuiltScene, OverlayRecorder) -> Void)?
  /// Called after every step with its location and any failures so far.
  public var afterStep: ((LocatedStep, [String]) -> Void)?

  /// The Swift classes the scene names (a package's own command's).
  public let types: SceneTypes

  public init(scenePath: String, types: SceneTypes = SceneTypes()) {
    self.scenePath = scenePath
    self.types = types
  }

  /// The last played context, kept so that its session (whose deinit
  /// discards the app's latest records) lives as long as the scene it hands
  /// back: a shot after a script shows the last action message too.
  private var context: TestContext?

  /// The scene did not load: its errors, each a case at its place.
  public struct Failure: Error, CustomStringConvertible {
    public var errors: [ScriptError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
  }

  /// Keep the picture before the latest event (`rlab shot --paused`).
  public var keepsPictures = false
  /// The scene as drawn before the latest event of the last play.
  public var pictureBeforeLatest: HeldPicture? { context?.pictureBeforeLatest }
  /// The last play's quiz, when its test answers one.
  public var quizSession: QuizSession? { context?.quizSession }

  /// Runs every step, through failures, and returns the end state.
  public func play(_ test: ScriptTest) throws -> (BuiltScene, OverlayRecorder, [String]) {
    let doc: SceneDocument
    switch SceneLoader.load(path: scenePath, assetsDirectory: AssetLocator.assetsDirectory, types: types) {
    case .success(let d): doc = d
    case .failure(let e): throw Failure(errors: e.errors.map(ScriptError.init))
    }
    let ctx = TestContext.fresh(doc, types: types)
    context = ctx
    ctx.keepsPictures = keepsPictures
    if test.steps.contains(where: { $0.step.usesQuiz }) { ctx.quiz = Quiz() }
    if case .success(let lesson?) = Lesson.load(scenePath: scenePath) { ctx.lesson = lesson }
    let scene = ctx.scene
    onStart?(scene, ctx.overlay)
    if let hook = afterTick { ctx.session.afterTick = { [unowned ctx] in hook(ctx.scene, ctx.overlay) } }
    var failures = test.errors
    ctx.play(
      test.steps, shooter: shooter, failures: &failures, stopAtStepError: false, afterStep: afterStep)
    return (scene, ctx.overlay, failures)
  }

  /// A recorder for a scene that ran no steps.
  public static func recorder(for scene: BuiltScene) -> OverlayRecorder {
    OverlayRecorder(app: scene.app, sceneName: scene.name, sceneDescription: scene.sceneDescription)
  }
}
