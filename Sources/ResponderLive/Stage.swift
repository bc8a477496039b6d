import ResponderCore
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

/// What the window shows: a scene and its overlay, composed into one
/// display list in window points. Shared by the live window, replay and
/// headless shots.
package final class Stage {
  private(set) var scene: BuiltScene
  private(set) var recorder: OverlayRecorder
  var panels: OverlayPanels = .all
  var showOverlay = true
  /// Whether the sidebar is shown (F12 hides it; the scene then has the window).
  var sidebarShown = true
  /// A broken edit's errors, one per line, shown over the last good scene.
  var error: String?
  package var paused = false
  /// Step mode: how many hops F7 has replayed (nil: everything shown).
  package var litHops: Int?
  /// The record step mode is explaining (nil: the latest).
  var explained: DispatchRecord?
  /// The window the stage is drawn in; nil: just big enough at 1:1.
  var window: WindowLayout?
  /// How the overlay measures its text (the live window: SDL2_ttf).
  var measure: TextMeasure = .estimate
  /// Quiz mode (`--quiz`, Shift+F12): the questions of the events so far; nil: off.
  var quiz: Quiz?
  /// The scene's lesson, the step shown, and the quiz's event count when it was shown.
  var lesson: Lesson?
  var lessonIndex = 0
  private var lessonEventsAtStart = 0
  private var lessonRaisedAtStart = 0
  /// The course's next lesson file, offered on the last step once it is done (`rlab run`).
  var nextLesson: String?
  /// The lesson button that opens `nextLesson`; the live window does it, as it owns the scene file.
  static let openNextLesson = "lesson:open-next"
  private var performer: LessonPerformer?
  /// The record each quiz event number asks about.
  private var quizRecords: [Int: DispatchRecord] = [:]
  /// The scene as it was drawn before the events now being asked about were
  /// dispatched (scene points). While a question waits, the window keeps
  /// showing it, so no effect of the event (a colour set, a sheet
  /// presented, a switch flipped) gives the answer away: predict, then
  /// reveal. Nil outside quiz mode.
  private(set) var sceneBeforeQuestion: [DisplayItem]?
  /// The views of that picture, so a click while a question waits names the
  /// view drawn under it: once a tap on "Present" has presented a sheet over
  /// the scene, the learner still sees, and clicks, the button.
  private var viewsBeforeQuestion: ShownView?
  /// The first responder of that picture: an action that moves it (a
  /// "Focus" button) must not outline the new one before its question is answered.
  private var firstResponderBeforeQuestion: (id: String?, frame: Rect?)

  /// A view as it was drawn: its frame in the window and its visible subviews.
  struct ShownView {
    var id: String
    var frame: Rect
    var subviews: [ShownView]

    init?(_ v: View, window: Window) {
      guard !v.isHidden else { return nil }
      id = v === window ? "window" : v.identifier
      frame = v.frameInWindow
      subviews = v.subviews.compactMap { ShownView($0, window: window) }
    }

    /// The front-most, deepest view whose frame holds `p`.
    func deepest(at p: Point) -> String? {
      guard frame.contains(p) else { return nil }
      for sub in subviews.reversed() { if let d = sub.deepest(at: p) { return d } }
      return id
    }
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
      guard let self, self.quiz != nil, let app else { return }
      self.quiz?.observe(r, in: app)
      if let n = self.quiz?.events {
        self.quizRecords[n] = r
        self.quizRecords[n - 256] = nil
      }
    }
  }

  /// Starts `l` at its first step; lessons ask as they go, so quiz mode is on.
  func start(_ l: Lesson) {
    lesson = l
    lessonIndex = 0
    if quiz == nil { toggleQuiz() }
    lessonEventsAtStart = quiz?.events ?? 0
    lessonRaisedAtStart = quiz?.raised ?? 0
  }

  /// A lesson card button: `lesson:next`, `lesson:back` or `lesson:do`.
  func lessonAction(_ action: String) {
    guard let l = lesson else { return }
    switch action {
    case "lesson:next": lessonIndex = min(l.steps.count - 1, lessonIndex + 1)
    case "lesson:back": lessonIndex = max(0, lessonIndex - 1)
    case "lesson:retry":
      // The questions about an event that missed the step are dropped, not
      // answered one by one: the step starts over.
      quiz?.dropPending()
    case "lesson:do":
      guard let step = l.steps[lessonIndex].perform else { return }
      // Shown before anything was done or after a miss: the step is judged
      // on the event played for the learner alone.
      quiz?.dropPending()
      lessonEventsAtStart = quiz?.events ?? 0
      lessonRaisedAtStart = quiz?.raised ?? 0
      if performer == nil { performer = LessonPerformer(scene: scene) }
      do { try performer?.perform(step) } catch { self.error = "\(step.location): \(error)" }
      return
    default: return
    }
    lessonEventsAtStart = quiz?.events ?? 0
    lessonRaisedAtStart = quiz?.raised ?? 0
  }

  /// The lesson card of this frame.
  func lessonCard() -> OverlayModel.LessonCard? {
    guard let l = lesson, l.steps.indices.contains(lessonIndex) else { return nil }
    let step = l.steps[lessonIndex]
    var c = OverlayModel.LessonCard()
    c.title = l.title
    c.index = lessonIndex
    c.count = l.steps.count
    c.text = step.text
    // Acted: the step's event raised its questions (Alt pressed before an
    // Alt+drag raises none), or, for a step that asks nothing, any event came.
    let acted =
      step.answers.isEmpty
      ? (quiz?.events ?? 0) > lessonEventsAtStart : (quiz?.raised ?? 0) > lessonRaisedAtStart
    let waiting = quiz?.current != nil
    // Not while the gesture is still being decided: its questions are to come.
    let answered = acted && !waiting && quiz?.sequenceInPlay != true
    // A tap beside the step's target raises questions about another event:
    // known once the gesture is decided and no timer is due (a double tap's
    // second tap may still come), so the learner need not answer them all to find out.
    let seen = stepAnswers()
    let settled =
      quiz?.sequenceInPlay != true && scene.window.activeTouches.isEmpty && scene.app.timers.count == 0
    let missed = acted && settled && !step.answers.isEmpty && !Self.contains(seen, step.answers)
    // Done once acted: the room goes to the questions and the explanation
    // (a missed step keeps "Your turn": its question says to read it again).
    c.yourself = acted && !missed ? nil : step.yourself
    c.question = answered ? nil : step.question
    if missed {
      // In the card's question slot (what to do now), so the card's layout is
      // untouched. The step's own answer is not named: it is the question.
      // Where it went is said only once its own questions are answered.
      let went = waiting ? "That is" : "That went to \(seen.first ?? "nobody"), so it is"
      c.question =
        "\(went) not the event this step is about. Read \"Your turn\" again and press Try again "
        + "(its questions are dropped), or Do it for me."
    } else if answered || (step.perform == nil && step.answers.isEmpty) {
      c.explain = step.explain
    } else if acted && waiting {
      // Done: "Your turn: tap the purple box" would now be followed with a
      // click that answers the quiz (naming the box), not with a tap.
      c.yourself = nil
      let lead = step.question.map { $0 + " " } ?? ""
      c.question = lead + "Answer the quiz below: click the view you predict, or a button."
    }
    // While a question waits the buttons wait too: Next would leave it asking
    // about the last step's event under the next step's text.
    if lessonIndex > 0, !waiting { c.buttons.append(.init("‹ Back", "lesson:back")) }
    if missed { c.buttons.append(.init("Try again", "lesson:retry")) }
    if step.perform != nil, !acted || missed { c.buttons.append(.init("Do it for me", "lesson:do")) }
    if lessonIndex + 1 < l.steps.count, !waiting { c.buttons.append(.init("Next ›", "lesson:next")) }
    if lessonIndex + 1 == l.steps.count, c.explain != nil, nextLesson != nil {
      c.buttons.append(.init("Next lesson ›", Self.openNextLesson))
    }
    return c
  }

  /// The right answers of the questions the step's events raised, answered
  /// or still waiting, in order.
  private func stepAnswers() -> [String] {
    guard let quiz else { return [] }
    let asked = quiz.verdicts.map(\.question) + quiz.pending
    return asked.filter { $0.event > lessonEventsAtStart }.map(\.answer)
  }

  /// Whether `expected` occurs in `seen` as a run: extra events before or
  /// after it (a key's release, a second try) do not matter.
  static func contains(_ seen: [String], _ expected: [String]) -> Bool {
    guard !expected.isEmpty, seen.count >= expected.count else { return expected.isEmpty }
    return (0...(seen.count - expected.count)).contains { Array(seen[$0..<$0 + expected.count]) == expected }
  }

  /// Quiz mode on or off (Shift+F12); off forgets the questions not answered.
  func toggleQuiz() {
    quiz = quiz == nil ? Quiz() : nil
    quizRecords.removeAll()
  }

  /// Asks the held questions once the touch sequence is decided, should
  /// time have decided it without a record (each record settles it too).
  func settleQuiz() {
    guard quiz?.sequenceInPlay == true else { return }
    if !scene.app.isTouchSequenceInPlay { quiz?.settle() }
  }

  /// What the touch sequence in play still waits for, for the quiz card:
  /// fingers down, a tap recognizer between taps, one waiting for another
  /// to fail, a long press or a scroll view's delay still deciding.
  func sequenceWaits() -> String {
    let w = scene.window
    if !w.activeTouches.isEmpty {
      let n = w.activeTouches.count
      return n == 1 ? "a finger is down" : "\(n) fingers are down"
    }
    let deciding = w.recognizersDeciding
    if let r = deciding.first(where: \.isWaitingForMoreTouches) {
      return "\(r.identifier) waits for another tap"
    }
    if let r = deciding.first(where: \.isWaitingForFailures) {
      return "\(r.identifier) waits for the recognizers it requires to fail"
    }
    if let r = deciding.first { return "\(r.identifier) (\(r.kindName)) is deciding" }
    return "the gesture is being decided"
  }

  /// Gives `id` as the answer to the waiting question.
  @discardableResult
  func answerQuiz(_ id: String) -> Quiz.Verdict? {
    quiz?.answer(id)
  }

  /// The answers offered as buttons: every responder that is not a view
  /// (controllers, the application, the app delegate), the window, the
  /// recognizers when the question is about them, and `nobody`.
  func quizChoices(for q: Quiz.Question) -> [String] {
    if case .winningRecognizer = q.kind { return scene.recognizers.keys.sorted() }
    if case .hitView = q.kind { return [] }
    let others = scene.responders.filter { !($0.value is View) }.map(\.key).sorted()
    return others.filter { $0 != "application" } + ["window", "application", Quiz.nobody]
  }

  /// The view a click at `p` (scene points) names: the front-most, deepest
  /// visible view whose frame holds it (the view the learner points at,
  /// whatever hit-testing would say).
  func quizView(at p: Point) -> String? {
    if quiz?.current != nil, let shown = viewsBeforeQuestion { return shown.deepest(at: p) }
    return ShownView(scene.window, window: scene.window)?.deepest(at: p)
  }

  /// Swaps in a reloaded scene.
  package func replace(_ newScene: BuiltScene) {
    scene = newScene
    recorder = OverlayRecorder(
      app: newScene.app, sceneName: newScene.name, sceneDescription: newScene.sceneDescription)
    listen(to: newScene.app)
    performer = nil
    if quiz != nil {
      toggleQuiz()
      toggleQuiz()
      lessonEventsAtStart = 0
      lessonRaisedAtStart = 0
    }
    explained = nil
    litHops = nil
    if let w = window {
      window = WindowLayout(windowSize: w.windowSize, sceneSize: newScene.size, sidebarShown: w.sidebarShown)
    }
  }

  /// Adopts a recorder that is already listening (a test's).
  package func use(_ r: OverlayRecorder) { recorder = r }

  /// The window layout in use.
  var windowLayout: WindowLayout {
    window
      ?? WindowLayout(
        windowSize: OverlayLayout.canvasSize(forScene: scene.size, sidebar: showOverlay && sidebarShown),
        sceneSize: scene.size, sidebarShown: showOverlay && sidebarShown)
  }

  var layout: OverlayLayout {
    OverlayLayout(sceneSize: scene.size, panels: panels, window: windowLayout, measure: measure)
  }

  /// The size of the whole canvas in points.
  var canvasSize: Size { windowLayout.windowSize }

  /// The overlay model of this frame, as the sidebar shows it.
  func model(fingers: [OverlayModel.FingerMark]) -> OverlayModel {
    if let quiz, let q = quiz.current, let r = quizRecords[q.event] {
      var model = recorder.model(explaining: r, fingers: fingers, error: error)
      model.paused = paused
      model.hide(for: q)
      // A touch sequence's later questions (the winner, the action a timer
      // sent) keep the revealed hit test of its first touch; a key or an
      // action alone is not hit-tested: the last touch's tags would stand
      // on the scene as if they were this event's.
      if let hit = quiz.verdicts.last(where: { $0.question.batch == q.batch && $0.question.kind == .hitView }),
        let hr = quizRecords[hit.question.event]
      {
        if hr !== r { model.hitRows = recorder.model(explaining: hr).hitRows }
      } else if r.kind != .touch {
        model.hitRows = []
      }
      // Where the touch asked about landed, as a ghost finger: after "Do it
      // for me" nothing else shows where the tap was, and the question is
      // what that point hits (the point is the input, not the answer). No
      // label: a word in the ring would sit on the scene's own text.
      if r.kind == .touch, let p = r.point, !fingers.contains(where: { !$0.ghost }) {
        model.fingers.append(.init(label: "", point: p, ghost: true))
      }
      if sceneBeforeQuestion != nil {
        (model.firstResponder, model.firstResponderFrame) = firstResponderBeforeQuestion
      }
      model.quiz = card(quiz, asking: q)
      model.lesson = lessonCard()
      return model
    }
    if let quiz, quiz.sequenceInPlay {
      // The gesture is not decided yet: the learner goes on touching, and
      // nothing about the sequence so far is shown (its questions will ask it).
      var model = recorder.model(explaining: nil, fingers: fingers, error: error)
      model.paused = paused
      model.hideWhileInPlay()
      model.quiz = card(quiz, asking: nil)
      model.quiz?.waitingFor = sequenceWaits()
      model.lesson = lessonCard()
      return model
    }
    var model = recorder.model(explaining: explained, fingers: fingers, error: error)
    model.paused = paused
    model.litHops = litHops
    if let quiz {
      model.quiz = card(quiz, asking: nil)
      // The last answered event stays explained, fully revealed.
      if explained == nil, let last = quiz.last, let r = quizRecords[last.question.event] {
        model = recorder.model(explaining: r, fingers: fingers, error: error)
        model.paused = paused
        model.quiz = card(quiz, asking: nil)
      }
    }
    model.lesson = lessonCard()
    return model
  }

  private func card(_ quiz: Quiz, asking q: Quiz.Question?) -> OverlayModel.QuizCard {
    var c = OverlayModel.QuizCard()
    c.prompt = q?.prompt
    c.choices = q.map(quizChoices) ?? []
    if case .winningRecognizer = q?.kind { c.viewsAnswer = false }
    // The last verdict stays beside the questions of its own batch, and
    // once all are answered; a new touch's questions start without it, and
    // a lesson step just shown has asked nothing yet (the last step's would be stale).
    if let last = quiz.last, q.map({ $0.batch == last.question.batch }) ?? !quiz.sequenceInPlay,
      lesson == nil || last.question.event > lessonEventsAtStart
    {
      c.last = last
    }
    c.score = quiz.score
    c.asked = quiz.asked
    return c
  }

  /// The sidebar's answer buttons this frame.
  func quizButtons() -> [OverlayLayout.QuizButton] {
    layout.teachingButtons(model(fingers: []))
  }

  /// One frame in its parts, each drawn only inside its own area.
  struct Frame {
    var window: WindowLayout
    /// The scene, in window points (clipped to `window.sceneRect`).
    var scene: [DisplayItem] = []
    /// The overlay's marks over the scene (clipped to `window.sceneRect`).
    var marks: [DisplayItem] = []
    var tags: [OverlayLayout.Tag] = []
    /// The chain's stops over the scene (views, controllers, the edge).
    var stops: [OverlayLayout.ChainStop] = []
    /// The rectangles the scene's own texts cover.
    var sceneText: [Rect] = []
    /// The sidebar (clipped to `window.sidebarRect`).
    var sidebar: [DisplayItem] = []
    /// The error and help cards over the window.
    var cards: [DisplayItem] = []
  }

  /// Remembers the scene as drawn now, before the next step's events are
  /// dispatched, while quiz mode is on and no question waits (a question
  /// keeps the picture of the scene before its event).
  func rememberSceneBeforeDispatch() {
    guard let quiz else {
      sceneBeforeQuestion = nil
      viewsBeforeQuestion = nil
      return
    }
    guard quiz.current == nil, !quiz.sequenceInPlay else { return }
    sceneBeforeQuestion = SceneDrawing(canvas: Rect(origin: .zero, size: scene.size), measure: measure).items(for: scene.window)
    viewsBeforeQuestion = ShownView(scene.window, window: scene.window)
    let fr = scene.window.firstResponder
    firstResponderBeforeQuestion = (
      fr?.identifier, (fr as? View)?.frameInWindow ?? (fr as? ViewController)?.view.frameInWindow
    )
  }

  /// The scene's items as the window shows them: as they were before the
  /// event while a quiz question about it waits, else as they are.
  func shownSceneItems() -> [DisplayItem] {
    if quiz?.current != nil, let held = sceneBeforeQuestion { return held }
    return SceneDrawing(canvas: Rect(origin: .zero, size: scene.size), measure: measure).items(for: scene.window)
  }

  /// The parts of one frame.
  func frame(fingers: [OverlayModel.FingerMark]) -> Frame {
    let w = windowLayout
    var f = Frame(window: w)
    let origin = Point(x: w.sceneRect.minX, y: w.sceneRect.minY)
    f.scene = shownSceneItems().map { $0.transformed(scale: w.scale, offset: origin) }
    guard showOverlay else { return f }
    let model = model(fingers: fingers)
    let l = layout
    f.sceneText = l.textExtents(of: f.scene)
    f.tags = l.tags(model, avoiding: f.sceneText)
    f.marks = l.sceneMarks(model, avoiding: f.sceneText)
    if panels.contains(.chain) {
      let occupied = panels.contains(.hitTest) ? f.tags.map(\.rect) : []
      f.stops = l.chainPath(model, avoiding: f.sceneText, occupied: occupied).stops
    }
    f.sidebar = l.sidebar(model)
    if let e = error { f.cards += l.errorCard(e) }
    if panels.contains(.help) { f.cards += l.helpCard() }
    return f
  }

  /// The display list of one frame.
  package func displayList(fingers: [OverlayModel.FingerMark]) -> DisplayList {
    let f = frame(fingers: fingers)
    var list = DisplayList(background: Color(r: 20, g: 20, b: 22))
    list.append(.pushClip(f.window.sceneRect))
    list.append(contentsOf: f.scene)
    list.append(contentsOf: f.marks)
    list.append(.popClip)
    list.append(contentsOf: f.sidebar)
    list.append(contentsOf: f.cards)
    return list
  }

  /// Finger marks for the active touches, plus the mouse's ghost fingers
  /// (scene points) while Alt is held before a press.
  func fingers(ghosts: [Point] = []) -> [OverlayModel.FingerMark] {
    let touches = scene.window.activeTouches
    // The mouse's two fingers (Alt+drag) keep the names their ghosts had
    // before the press, "alt 1" and "alt 2"; one mouse finger is "mouse".
    let twoMouseFingers = touches.contains { $0.finger == MouseFingerSimulator.secondary }
    var marks = touches.map { t in
      OverlayModel.FingerMark(
        label: Self.fingerName(t.finger, twoMouseFingers: twoMouseFingers), point: t.location(in: nil),
        ghost: false)
    }
    for (i, g) in ghosts.enumerated() { marks.append(.init(label: "alt \(i + 1)", point: g, ghost: true)) }
    return marks
  }

  /// A finger mark's name: a touchscreen finger's id, the mouse's "mouse",
  /// or "alt 1" and "alt 2" while the mouse plays two fingers.
  static func fingerName(_ finger: FingerID, twoMouseFingers: Bool) -> String {
    guard finger.device == MouseFingerSimulator.primary.device, twoMouseFingers else { return finger.description }
    return "alt \(finger.finger + 1)"
  }
}
