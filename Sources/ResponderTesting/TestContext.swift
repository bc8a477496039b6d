import ResponderCore
import ResponderIO
import ResponderOverlay
import ResponderSDL
import ResponderScene

/// One test's running state: the session, the injector and what happened
/// since the previous `expect`.
final class TestContext {
  let scene: BuiltScene
  let session: Session
  let injector: SDLEventInjector
  let overlay: OverlayRecorder
  var calls = BoundedLog()
  var logs = BoundedLog()
  var actions = BoundedLog()
  var gestureStates: [String: GestureRecognizer.State] = [:]
  /// The SDL touch device the steps' fingers come from: a `touchType:`
  /// step changes it for its own touches (`FingerID.pencilDevice`, …).
  var touchDevice = SDLEventInjector.scriptTouchDevice
  var lastHit: DispatchRecord?
  /// The steps that could not be played, typed, in order (`failures`
  /// holds their printed lines among the expectations').
  var stepErrors: [ScriptError] = []
  /// What the runner asks of goldens.
  struct Options {
    var updateGoldens = false
    var updateRoutes = false
  }
  var options = Options()
  /// The goldens `--update-goldens` / `--update-routes` rewrote in this
  /// test, in order (`rlab test` lists them).
  var goldensWritten: [String] = []
  /// Where the trace goes; told the line of each step before it runs.
  var trace: TraceFile?
  /// Whether to keep every dispatch's route (a `route` expectation needs them).
  var collectsRoutes = false
  /// The route of every dispatch so far, one JSON line each.
  var routes: [String] = []
  /// While a `waitUntil` runs: the route goldens it compares with, each
  /// read once for the whole wait (nil otherwise: an `expect` reads afresh).
  var routeGoldens: [String: Result<[String], SafeFile.Failure>]?
  /// The quiz the test's `answer` steps answer, with the picture before
  /// the events it asks about (nil: the test has none). A `shot:` while a
  /// question waits draws what the live window draws then.
  var quizSession: QuizSession?
  /// The quiz itself.
  var quiz: Quiz? {
    get { quizSession?.quiz }
    set {
      guard let newValue else { return quizSession = nil }
      if quizSession == nil { quizSession = QuizSession() }
      quizSession?.quiz = newValue
    }
  }
  /// Keeps the picture of the scene before the latest event (`rlab shot
  /// --paused --hops N` draws it until the hop that changes it).
  var keepsPictures = false
  /// The scene after the last record, and before the latest event.
  private var pictureNow: HeldPicture?
  private(set) var pictureBeforeLatest: HeldPicture?
  /// The scene's lesson, which a `lesson` step plays.
  var lesson: Lesson?
  /// The number properties read after every tick for an `extremes` check
  /// ahead, and the least and greatest value each took since it was
  /// (re)started (`TestContext+Extremes.swift`).
  var extremesWatched: [String] = []
  var extremesSeen: [String: ScenePositions.Range] = [:]
  /// An `expect` ran since the reading began: the next step starts afresh.
  var extremesStale = true
  /// The session's `afterTick` before watching began (a replay's drawing),
  /// called after each sample and put back when the watch ends.
  var tickHookBeforeExtremes: (() -> Void)??
  /// The lesson step a `lesson:` step played last, for a `shot:`'s lesson card.
  var lessonMoment: LessonMoment?

  /// A context on a freshly built scene, with nothing left in SDL's queue
  /// from before.
  static func fresh(_ doc: SceneDocument, types: SceneTypes = SceneTypes()) -> TestContext {
    SDLRuntime.flushEvents()
    return TestContext(scene: SceneBuilder(types: types).build(doc))
  }

  /// Performs steps in order, collecting failures; a step that throws
  /// fails with its location (and ends the steps when `stopAtStepError`).
  /// A failed expectation never ends them.
  func play(
    _ steps: [LocatedStep], shooter: SceneShooter?, failures: inout [String], stopAtStepError: Bool,
    afterStep: ((LocatedStep, [String]) -> Void)? = nil
  ) {
    let extremesAhead = Self.extremesAhead(steps)
    for (i, step) in steps.enumerated() {
      // An `extremes` check reads every tick from the `expect` before it.
      watchExtremesIfNeeded(ahead: extremesAhead[i])
      trace?.stepLine = step.location.line
      do {
        try perform(
          step.step, shooter: shooter, failures: &failures, at: step.location, checks: step.checkLocations)
      } catch {
        if let problem = error as? StepProblem {
          stepErrors.append(ScriptError(.step(problem), at: step.location))
        }
        failures.append("\(step.location): \(error)")
        afterStep?(step, failures)
        if stopAtStepError { break } else { continue }
      }
      afterStep?(step, failures)
    }
  }

  init(scene: BuiltScene) {
    self.scene = scene
    session = Session(app: scene.app, windowSize: scene.size)
    injector = SDLEventInjector(windowSize: scene.size)
    overlay = OverlayRecorder(app: scene.app, sceneName: scene.name, sceneDescription: scene.sceneDescription)
    scene.app.recordObservers.append { [unowned self] r in
      self.calls.append(r.calls)
      self.logs.append(r.logs)
      if !r.actions.isEmpty { self.actions.append(r.actions.map(\.action)) }
      for g in r.gestureChanges { self.gestureStates[g.recognizer.identifier] = g.state }
      if r.hitView != nil || !r.hitTest.isEmpty { self.lastHit = r }
      if self.collectsRoutes { self.routes.append(RouteGolden.line(r)) }
      self.quizSession?.observe(r, in: self.scene.app)
      if self.keepsPictures { self.keepPicture(after: r) }
    }
  }

  /// Remembers the picture before `r` (the one after the record before it)
  /// when `r` is an event the overlay explains, and the picture now.
  private func keepPicture(after r: DispatchRecord) {
    if r === overlay.latestEvent { pictureBeforeLatest = pictureNow }
    pictureNow = HeldPicture(
      app: scene.app, sceneSize: scene.size, measure: .estimate, recordsBefore: overlay.appended)
  }

  /// Remembers the scene before a step's events are dispatched, for the quiz.
  func rememberBeforeStep() {
    quizSession?.rememberBeforeDispatch(
      app: scene.app, sceneSize: scene.size, measure: .estimate, recordsBefore: overlay.appended)
    if keepsPictures, pictureNow == nil {
      pictureNow = HeldPicture(
        app: scene.app, sceneSize: scene.size, measure: .estimate, recordsBefore: overlay.appended)
    }
  }
}
