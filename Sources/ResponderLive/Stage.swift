import ResponderCore
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

/// What the window shows: a scene and its overlay, composed into one
/// display list in window points. Shared by the live window, replay and
/// headless shots.
///
/// The stage holds the modes and hands each job to its own type: the quiz's
/// bookkeeping and the picture before a question (`QuizSession`), the
/// lesson's steps (`LessonStepper`), step mode's held picture
/// (`HeldPicture`), the frame's layout (`StageFrame`) and the fingers'
/// names (`FingerNames`).
package final class Stage {
  package private(set) var scene: BuiltScene
  private(set) var recorder: OverlayRecorder
  var panels: OverlayPanels = .all
  var showOverlay = true
  /// Clean (demo) mode: no mark over the scene, the sidebar kept.
  package var clean = false
  /// The overlay's colours (`--theme`).
  package var palette: Palette = .dark
  /// Whether the sidebar is shown (F12 hides it; the scene then has the window).
  var sidebarShown = true
  /// A broken edit's errors, one per line, shown over the last good scene.
  var error: String?
  package var paused = false
  /// Step mode: how many inputs are held back (the sidebar says so).
  var heldInputs = 0
  /// Step mode: how many hops F7 has replayed (nil: everything shown).
  package var litHops: Int?
  /// The record step mode is explaining (nil: the latest).
  var explained: DispatchRecord?
  /// Step mode: the scene as it was before the event F6 delivered last.
  /// Until F7 has walked that event's whole route, the window shows it and
  /// nothing of the route or of its effects (`holdsStep`).
  package var stepHold: HeldPicture?
  /// The window the stage is drawn in; nil: just big enough at 1:1.
  package var window: WindowLayout?
  /// How the overlay measures its text (the live window: SDL2_ttf).
  var measure: TextMeasure = .estimate
  /// Whether the overlay names the live window's keys: false on a slide.
  package var keyHints = true
  /// Quiz mode (`--quiz`, Shift+F12); nil: off.
  private(set) var quizSession: QuizSession?
  /// The scene's lesson (nil: none).
  private(set) var stepper: LessonStepper?
  /// Every answer given in this window, across lessons, for the results file.
  let courseRecord = CourseRecord()
  /// The live loop's clock at this turn (seconds), for the answers' times.
  var now = 0.0
  /// Shift+F8's what-if, the touch record it replayed, which press made
  /// it (the property flipped) and the recorder's count then: it is shown
  /// until the next record.
  var whatIf: WhatIf?
  var whatIfRecord: DispatchRecord?
  var whatIfPress = 0
  var whatIfAt = 0

  /// The what-if shown this frame: until the next event, never while a
  /// quiz question waits or a gesture is being decided.
  var shownWhatIf: WhatIf? {
    guard let whatIf, showOverlay, quiz?.current == nil, quiz?.sequenceInPlay != true else { return nil }
    // Shift's own press and release (Shift+F8's modifier) are no next event.
    let since = recorder.appended - whatIfAt
    guard since >= 0, since <= 8,
      recorder.history.suffix(since).allSatisfy({ $0.key?.isLoneModifier == true })
    else { return nil }
    return whatIf
  }

  package init(scene: BuiltScene) {
    self.scene = scene
    recorder = OverlayRecorder(
      app: scene.app, sceneName: scene.name, sceneDescription: scene.sceneDescription)
    listen(to: scene.app)
  }

  /// Feeds the quiz every record of `app` while quiz mode is on.
  private func listen(to app: Application) {
    app.recordObservers.append { [weak self, weak app] r in
      guard let self, let app else { return }
      self.quizSession?.observe(r, in: app)
    }
  }

  // MARK: - Quiz

  /// The quiz (nil: quiz mode is off).
  var quiz: Quiz? { quizSession?.quiz }

  /// Quiz mode on or off (Shift+F12); off forgets the questions not answered.
  func toggleQuiz() {
    quizSession = quizSession == nil ? QuizSession() : nil
  }

  /// Asks the held questions once the touch sequence is decided, should
  /// time have decided it without a record.
  func settleQuiz() { quizSession?.settle(app: scene.app) }

  /// Gives `id` as the answer to the waiting question.
  @discardableResult
  func answerQuiz(_ id: String) -> Quiz.Verdict? {
    let built = scene
    let lookup = Misconception.Lookup(
      responder: { built.responders[$0] }, recognizer: { built.recognizers[$0] })
    guard let v = quizSession?.answer(id, lookup: lookup) else { return nil }
    courseRecord.answered(
      v, now: now, lesson: stepper?.lesson.title ?? scene.name, step: stepper.map { $0.index + 1 } ?? 0,
      attempt: stepper?.attempt ?? 1, doneForMe: stepper?.doneForMe ?? false, misconception: v.misconception)
    return v
  }

  /// Notes when the waiting question was first shown (its answer's time counts from then).
  func noteQuestionShown() { courseRecord.shown(quiz, now: now) }

  /// The student's results so far: every answer, and the lessons' scores.
  func courseResults(student: String?) -> CourseResults {
    courseRecord.results(lessons: stepper == nil ? [] : courseScores, student: student)
  }

  /// The answers offered as buttons for `q`.
  func quizChoices(for q: Quiz.Question) -> [String] {
    QuizSession.choices(
      for: q, responders: scene.responders.filter { !($0.value is View) }.map(\.key),
      recognizers: Array(scene.recognizers.keys))
  }

  /// The view a click at `p` (scene points) names: the front-most, deepest
  /// view drawn there (the view the learner points at, whatever
  /// hit-testing would say), in the picture the window shows.
  func quizView(at p: Point) -> String? {
    quizSession?.view(at: p, in: scene.window)
      ?? ShownView(scene.window, window: scene.window)?.deepest(at: p)
  }

  /// Remembers the scene as drawn now, before the next step's events are
  /// dispatched (a question keeps the picture of the scene before its event).
  func rememberSceneBeforeDispatch() {
    quizSession?.rememberBeforeDispatch(
      app: scene.app, sceneSize: scene.size, measure: measure, recordsBefore: recorder.appended)
  }

  /// Adopts a quiz that is already listening (a script's, for its `shot:`).
  package func use(_ session: QuizSession) { quizSession = session }

  // MARK: - Lesson

  var lesson: Lesson? { stepper?.lesson }
  var lessonIndex: Int {
    get { stepper?.index ?? 0 }
    set { stepper?.index = newValue }
  }
  /// The course's next lesson file, offered on the last step once it is done.
  var nextLesson: String? {
    get { stepper?.nextLesson }
    set { stepper?.nextLesson = newValue }
  }

  /// Starts `l` at its first step; lessons ask as they go, so quiz mode is
  /// on. `earlier` are the course's lessons done before it in this window.
  func start(_ l: Lesson, earlier: [OverlayModel.LessonCard.CourseScore] = [], inCourse: Bool = false) {
    if quizSession == nil { toggleQuiz() }
    stepper = LessonStepper(l, quiz: quiz)
    stepper?.earlierScores = earlier
    stepper?.inCourse = inCourse
  }

  /// What the course card says under its total about the results file.
  var resultsNote: String? {
    get { stepper?.resultsNote }
    set { stepper?.resultsNote = newValue }
  }

  /// Shows the lesson card of the step a script played (`shot:` after `lesson:`).
  package func show(_ moment: LessonMoment) {
    stepper = LessonStepper(moment.lesson, quiz: quiz)
    stepper?.resume(at: moment.index, events: moment.eventsAtStart, raised: moment.raisedAtStart)
  }

  /// This lesson's score, with the ones before it, for the next lesson's course card.
  var courseScores: [OverlayModel.LessonCard.CourseScore] {
    guard let stepper else { return [] }
    return stepper.earlierScores + [stepper.score(quiz)]
  }

  /// A lesson card button (`openNextLesson` is the window's).
  func lessonAction(_ action: OverlayModel.LessonCard.Action) {
    do {
      try stepper?.perform(action, quiz: quizSession, scene: scene)
    } catch let e as LessonStepper.LessonError {
      error = e.message
    } catch {
      self.error = "\(error)"
    }
  }

  /// The lesson card of this frame.
  func lessonCard() -> OverlayModel.LessonCard? {
    let settled = scene.window.activeTouches.isEmpty && scene.app.timers.count == 0
    return stepper?.card(quiz: quiz, settled: settled)
  }

  // MARK: - Scene

  /// Swaps in a reloaded scene.
  package func replace(_ newScene: BuiltScene) {
    scene = newScene
    recorder = OverlayRecorder(
      app: newScene.app, sceneName: newScene.name, sceneDescription: newScene.sceneDescription)
    listen(to: newScene.app)
    if quizSession != nil {
      quizSession = QuizSession()
      stepper?.restart(quiz)
    }
    explained = nil
    litHops = nil
    stepHold = nil
    whatIf = nil
    whatIfRecord = nil
    if let w = window {
      window = WindowLayout(
        windowSize: w.windowSize, sceneSize: newScene.size, sidebarShown: w.sidebarShown, uiScale: w.uiScale)
    }
  }

  /// Adopts a recorder that is already listening (a test's).
  package func use(_ r: OverlayRecorder) { recorder = r }

  // MARK: - Step mode

  /// Whether step mode holds the picture before the event F6 delivered:
  /// F7 has not yet walked its whole route.
  var holdsStep: Bool {
    guard stepHold != nil else { return false }
    guard let k = litHops else { return false }
    return k < recorder.model(explaining: explained).replayLength
  }

  /// F6 is about to deliver an input: the picture before it is held.
  func holdBeforeDelivery() {
    stepHold = HeldPicture(
      app: scene.app, sceneSize: scene.size, measure: measure, recordsBefore: recorder.appended)
    explained = nil
    litHops = 0
  }

  // MARK: - Layout

  /// The window layout in use.
  var windowLayout: WindowLayout {
    window
      ?? WindowLayout(
        windowSize: OverlayLayout.canvasSize(forScene: scene.size, sidebar: showOverlay && sidebarShown),
        sceneSize: scene.size, sidebarShown: showOverlay && sidebarShown)
  }

  /// The overlay's layout, in overlay points (`WindowLayout.overlaySpace`):
  /// the frame draws it `uiScale` times larger.
  ///
  /// Its text is measured at the size it is drawn (`uiScale` times its
  /// overlay size), then brought back to overlay points: a font's hinting
  /// does not grow in proportion, and a line measured at 11 px that fitted
  /// was cut when drawn at 26 (issue 39's slides).
  var layout: OverlayLayout {
    let w = windowLayout
    var l = OverlayLayout(
      sceneSize: scene.size, panels: panels, window: w.overlaySpace,
      measure: Self.measure(measure, at: w.uiScale))
    l.keyHints = keyHints
    return l
  }

  /// The layout of the marks over the scene, in the points of `marksScale`
  /// (the overlay's own on screen; the scene's on a slide).
  var marksLayout: OverlayLayout {
    let w = windowLayout
    var l = OverlayLayout(
      sceneSize: scene.size, panels: panels, window: w.overlaySpace(at: w.marksScale),
      measure: Self.measure(measure, at: w.marksScale))
    l.keyHints = keyHints
    return l
  }

  /// `measure` at `uiScale`: a width at `size` is the width at `size × uiScale`, divided back.
  static func measure(_ measure: TextMeasure, at uiScale: Double) -> TextMeasure {
    guard uiScale != 1 else { return measure }
    return TextMeasure { s, size, bold in measure.width(s, size * uiScale, bold) / uiScale }
  }

  /// The size of the whole canvas in points.
  var canvasSize: Size { windowLayout.windowSize }

  /// The overlay model of this frame, as the sidebar shows it.
  func model(fingers: [OverlayModel.FingerMark]) -> OverlayModel {
    var model: OverlayModel
    if let quizSession, quizSession.quiz.current != nil || quizSession.quiz.sequenceInPlay || explained == nil
    {
      model = quizSession.model(
        recorder: recorder, window: scene.window, fingers: fingers, error: error, explained: explained,
        freshFrom: stepper?.eventsAtStart, choices: quizChoices)
    } else {
      model = recorder.model(explaining: explained, fingers: fingers, error: error)
      model.litHops = litHops
      if quizSession != nil {
        model.quiz = quizSession?.card(asking: nil, freshFrom: stepper?.eventsAtStart, choices: quizChoices)
      }
    }
    model.paused = paused
    model.heldInputs = heldInputs
    if holdsStep, let hold = stepHold, quizSession?.quiz.current == nil {
      model.litHops = litHops
      model.holdEffects(of: hold)
    }
    model.lesson = lessonCard()
    return model
  }

  /// The scene's items as the window shows them: as they were before the
  /// event while a quiz question about it waits or step mode holds it, else as they are.
  func shownSceneItems() -> [DisplayItem] {
    if let held = quizSession?.shownPicture { return held.items }
    if holdsStep, let hold = stepHold { return hold.items }
    return SceneDrawing(canvas: Rect(origin: .zero, size: scene.size), measure: measure).items(
      for: scene.window)
  }

  /// The parts of one frame.
  package func frame(fingers: [OverlayModel.FingerMark]) -> StageFrame {
    Palette.$current.withValue(palette) {
      let l = layout
      let w = windowLayout
      let marks = w.marksScale == w.uiScale ? l : marksLayout
      var f = StageFrame(
        layout: l, marksLayout: marks, window: w, sceneItems: shownSceneItems(),
        model: showOverlay ? model(fingers: fingers) : nil, marksShown: !clean, error: error)
      if let what = shownWhatIf { f.show(what, layout: l, marksLayout: marks, marks: !clean) }
      return f
    }
  }

  /// The display list of one frame.
  package func displayList(fingers: [OverlayModel.FingerMark]) -> DisplayList {
    frame(fingers: fingers).displayList(background: palette.background)
  }

  /// The sidebar's answer and lesson buttons this frame.
  func quizButtons() -> [OverlayLayout.QuizButton] {
    let u = windowLayout.uiScale
    let buttons = Palette.$current.withValue(palette) { layout.teachingButtons(model(fingers: [])) }
    return buttons.map {
      var b = $0
      b.rect = Rect(
        x: b.rect.minX * u, y: b.rect.minY * u, width: b.rect.width * u, height: b.rect.height * u)
      return b
    }
  }

  /// Finger marks for the active touches, plus the mouse's ghost fingers.
  package func fingers(ghosts: [Point] = []) -> [OverlayModel.FingerMark] {
    FingerNames.marks(in: scene.window, ghosts: ghosts)
  }
}
