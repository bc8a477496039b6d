import Foundation
import ResponderCore
import ResponderIO
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

/// The live window of `rlab run`, `record` and `replay`: a fixed-timestep
/// loop over a session, the overlay, hot reload and step mode.
///
/// The scene is drawn letterboxed into the window left of the sidebar
/// (`WindowLayout`); the same layout maps the mouse and fingers back into
/// scene points, so a touch lands where it is drawn at any window size.
public final class LiveWindow {
  /// How to open the window.
  package struct Config {
    /// The scene's scale at start; nil: 1:1, or smaller to fit the display.
    var scale: Double?
    /// Whether the sidebar starts shown.
    var sidebar = true
    /// The display's usable area; nil asks SDL (tests pass one).
    var display: Size?
    /// The Swift classes the scene names: a reload and the next lesson load with them.
    var types = SceneTypes()
    /// How much larger the overlay draws (`--ui-scale`); nil: what the display's density asks for.
    var uiScale: Double?

    package init(
      scale: Double? = nil, sidebar: Bool = true, display: Size? = nil, types: SceneTypes = SceneTypes(),
      uiScale: Double? = nil
    ) {
      self.scale = scale
      self.sidebar = sidebar
      self.display = display
      self.types = types
      self.uiScale = uiScale
    }
  }

  /// The scene file shown; "Next lesson ›" moves it to the course's next lesson.
  private(set) var path: String
  package let stage: Stage
  package let session: Session
  let video: SDLVideo
  let renderer: Renderer
  let clock = RealClock()
  /// The scene file's watcher (`--watch`), polled at most every
  /// `watchInterval` seconds.
  var watcher: FileWatcher?
  private var lastWatchPoll = -Double.infinity
  private let watchInterval = 0.25
  var trace: TraceFile?
  /// Inputs held back while paused (step mode), oldest first.
  var held: [InputEvent] = []
  var quit = false
  /// The system cursor standing for the pointer's style.
  let pointerCursor = SDLPointerCursor()
  /// The last frame drawn.
  private(set) var lastList: DisplayList?
  private var lastDrawnKey: Int?
  /// The scale asked for at start; kept until the user resizes the window.
  private var scaleCap: Double?
  /// The window size last asked of SDL (a resize to it is ours, not the user's).
  private var requestedSize: Size
  private var widths: [String: Double] = [:]
  /// The finger whose press answered a quiz question (its later phases are swallowed).
  private var quizFingers: Set<FingerID> = []
  /// The key of the shake shortcut while it is down: its release is the
  /// shortcut's too, whichever modifier comes up first.
  private var shakeKey: Key?
  /// A lesson button pressed, done at the start of the next turn.
  private var lessonAction: OverlayModel.LessonCard.Action?
  /// The display area and scale the window was opened for: a next lesson is sized the same way.
  private let usable: Size?
  private let startScale: Double?
  private let headless: Bool
  private let types: SceneTypes
  /// How much larger than 1:1 the overlay draws (`WindowLayout.uiScale`).
  let uiScale: Double

  package init(path: String, scene: BuiltScene, headless: Bool, watch: Bool, config: Config = Config()) throws
  {
    self.path = path
    stage = Stage(scene: scene)
    stage.sidebarShown = config.sidebar
    let usable =
      config.display
      ?? SDLVideo.usableDisplayArea().map {
        // The title bar is not part of the usable area SDL reports.
        Size(width: $0.width, height: $0.height - (headless ? 0 : 40))
      }
    self.usable = usable
    startScale = config.scale
    self.headless = headless
    types = config.types
    // A ui scale scales everything, the scene with the overlay, or is
    // refused naming the largest that does (issue 39: at 1366×768 the scene
    // stayed at 0.86 while the marks doubled and covered its text). The
    // display's density asks quietly: it gets the largest that fits.
    let largest = usable.map {
      WindowLayout.largestUIScale(scene: scene.size, usable: $0, sidebarShown: config.sidebar)
    }
    if let asked = config.uiScale, config.scale == nil, let largest, let usable, asked > largest + 1e-9,
      !headless || config.display != nil
    {
      throw Failure.uiScaleTooLarge(asked: asked, largest: largest, usable: usable)
    }
    let density = headless || config.display != nil ? 1 : SDLVideo.densityUIScale() ?? 1
    uiScale = config.uiScale ?? min(density, max(1, largest ?? density))
    let start = WindowLayout.startSize(
      scene: scene.size, usable: usable, sidebarShown: config.sidebar, scale: config.scale, uiScale: uiScale)
    if start.clamped, let asked = config.scale, let usable {
      printError(
        "--scale \(asked) does not fit the screen's usable \(Int(usable.width))×\(Int(usable.height)): "
          + "the scene is drawn at \((start.scale * 100).rounded() / 100)")
    }
    scaleCap = start.scale
    requestedSize = start.window
    video = try SDLVideo(
      SDLVideo.Options(
        title: "ResponderLab — \(scene.name)", width: Int(start.window.width),
        height: Int(start.window.height),
        headless: headless, resizable: true))
    video.setMinimumSize(WindowLayout.minimumWindow(sidebarShown: config.sidebar, uiScale: uiScale))
    if !headless { video.placeOnDisplay() }
    renderer = try Renderer(video: video)
    session = Session(app: scene.app, windowSize: video.windowSize)
    stage.measure = TextMeasure { [unowned self] s, size, bold in self.textWidth(s, size, bold) }
    relayout(video.windowSize)
    if watch { watcher = FileWatcher(paths: [path]) }
    session.inputInterceptor = { [unowned self] input in self.intercept(input) }
    session.translator.mouseFingers.pivotProvider = { [unowned self] p in self.pivot(under: p) }
    session.translator.offSceneClick = { [unowned self] p in self.sidebarClick(at: p) }
    if !headless { SDLRuntime.openSensors(into: session.translator) }
    attach(scene)
  }

  /// Wires a (re)loaded scene to the window: text input and the trace.
  private func attach(_ scene: BuiltScene) {
    scene.app.firstResponderObservers.append { r in SDLRuntime.setTextInput(r is KeyInput) }
    SDLRuntime.setTextInput(scene.window.firstResponder is KeyInput)
    trace?.attach(to: scene)
  }

  /// Lays the scene and sidebar out in a window of `size` and maps input through it.
  func relayout(_ size: Size) {
    let l = WindowLayout(
      windowSize: size, sceneSize: stage.scene.size, sidebarShown: stage.sidebarShown, scale: scaleCap,
      uiScale: uiScale)
    stage.window = l
    // Widths are in points at the display's pixel ratio, which a move to another screen can change.
    widths.removeAll()
    session.translator.windowSize = size
    session.translator.viewport = l
  }

  /// Lays out again when the window's size changed behind the session's back
  /// (replay: the script's own session reads SDL's window events).
  package func followWindowSize() {
    let size = video.windowSize
    if size != stage.window?.windowSize, size.width > 0, size.height > 0 {
      scaleCap = nil
      requestedSize = size
      relayout(size)
    }
  }

  /// The width of a text as the renderer draws it, remembered per string.
  private func textWidth(_ s: String, _ size: Double, _ bold: Bool) -> Double {
    let key = "\(size)|\(bold ? 1 : 0)|\(s)"
    if let w = widths[key] { return w }
    if widths.count > 4096 { widths.removeAll() }
    let w = renderer.textWidth(s, size: size, bold: bold)
    widths[key] = w
    return w
  }

  /// The mirror pivot for a press at `p` (scene points): the centre of the
  /// view under it, or of its nearest ancestor with gesture recognizers (the
  /// view that will pinch); nil over the bare window (the scene's centre).
  private func pivot(under p: Point) -> Point? {
    let w = stage.scene.window
    guard let hit = w.hitTest(p, with: nil) else { return nil }
    var v: View? = hit
    while let view = v, view.gestureRecognizers.isEmpty { v = view.superview }
    let chosen = v ?? hit
    if chosen === w { return nil }
    let f = chosen.frameInWindow
    return Point(x: f.midX, y: f.midY)
  }

  // MARK: - Input the window keeps for itself

  /// The overlay's keys and step mode's queue; everything else goes on.
  private func intercept(_ input: InputEvent) -> Bool {
    switch input {
    case .key(let key, _, false) where key == shakeKey:
      // The shake shortcut's release, whichever modifier came up first.
      shakeKey = nil
      return true
    case .key(let key, let mods, let down):
      guard let command = LiveCommand.binding(for: key, mods) else { break }
      if down {
        if command == .shake { shakeKey = key }
        perform(command)
      }
      return true
    case .touch(let f, let phase, let p)
    where (phase == .began && stage.quiz?.current != nil) || quizFingers.contains(f):
      // A question waits: a press names the view under it, and is no touch.
      if phase == .began {
        quizFingers.insert(f)
        // "Which recognizer wins" and "handles or passes" are answered with
        // their buttons; a view clicked is no answer.
        if let id = stage.quizView(at: p), stage.quiz?.current?.kind.isAnsweredByView == true {
          stage.answerQuiz(id)
        }
      } else if phase == .ended || phase == .cancelled {
        quizFingers.remove(f)
      }
      return true
    case .resize(let size):
      if size != requestedSize { scaleCap = nil }
      requestedSize = size
      relayout(size)
      return true
    case .interruption:
      // Focus moving between windows with nothing down cancels nothing:
      // not worth an entry in the log (X11 sends one as the window opens).
      if stage.scene.window.activeTouches.isEmpty { return true }
      return false
    default: break
    }
    if stage.paused {
      if case .interruption = input { return false }
      // Shift alone is step mode's own modifier (Shift+F7 steps back): it is
      // not queued as an event for F6 to deliver. A chord's key still carries it.
      if case .key(let key, _, _) = input, key.name == "lshift" || key.name == "rshift" { return true }
      held.append(input)
      return true
    }
    return false
  }

  /// Does what a key of the window's own is bound to.
  func perform(_ command: LiveCommand) {
    switch command {
    case .togglePanel(let panel): stage.panels.formSymmetricDifference(panel)
    case .pause: togglePause()
    case .deliverOne: deliverOneHeld()
    case .stepHop: stepHop()
    case .stepBack: stepBack()
    case .whatIf: whatIf()
    case .toggleQuiz: stage.toggleQuiz()
    case .toggleSidebar: toggleSidebar()
    case .toggleClean: stage.clean.toggle()
    case .shake:
      // A desk has no accelerometer: one motionBegan and one motionEnded, as
      // the script step `shake:` sends (scripts press the chord itself).
      for began in [true, false] {
        if stage.paused { held.append(.shake(began: began)) } else { session.deliver(.shake(began: began)) }
      }
    case .savePNG: saveSnapshot()
    case .quit: quit = true
    }
  }

  /// Where the student's results go (`--results FILE`); nil: "Save results"
  /// picks `rlab-results-NNN.json` in the current folder.
  package var resultsPath: String?
  /// The student's name for the results (`--student`).
  package var student: String?
  /// The files the run reads (the lessons opened): results never go there.
  private var inputs: [String] { [path] + openedLessons }
  private var openedLessons: [String] = []
  /// Why the last save wrote nothing (nil: it wrote, or none was tried).
  package private(set) var resultsProblem: String?

  /// Writes the student's results (JSON and the page beside it) to
  /// `resultsPath`, or to the first free `rlab-results-NNN.json`; prints
  /// where, and the course card says so. Returns the path written.
  @discardableResult
  package func saveResults() -> String? {
    var target = resultsPath
    if target == nil {
      var n = 0
      repeat {
        n += 1
        target = snapshotFolder + "/rlab-results-" + String(format: "%03d", n) + ".json"
      } while FileManager.default.fileExists(atPath: target!) && n < 999
    }
    guard let target else { return nil }
    resultsProblem = nil
    if let refusal = CourseResults.refusal(toWrite: target, inputs: inputs) {
      resultsProblem = refusal
      printError(refusal)
      stage.resultsNote = "Not saved: " + refusal
      return nil
    }
    if let failure = stage.courseResults(student: student).write(to: target) {
      resultsProblem = "could not save the results: \(failure)"
      printError("could not save the results: \(failure)")
      stage.resultsNote = "Not saved: \(failure)"
      return nil
    }
    let html = CourseResults.htmlPath(beside: target)
    printError("saved \(target) and \(html)")
    stage.resultsNote = "Saved \(target) and \(html)"
    resultsPath = target
    return target
  }

  /// Where Shift+F11 writes its PNGs (`rlab run --snapshots DIR`; default: the current folder).
  var snapshotFolder = "."
  private var snapshotCount = 0

  /// Shift+F11: the window as drawn, to `rlab-NNN.png` (the first name not
  /// taken), and the path in the event log's terminal and on stderr.
  private func saveSnapshot() {
    var path: String
    repeat {
      snapshotCount += 1
      path = snapshotFolder + "/" + "rlab-" + String(format: "%03d", snapshotCount) + ".png"
    } while FileManager.default.fileExists(atPath: path) && snapshotCount < 999
    // Drawn and read back before it is presented: the back buffer is then what the window shows.
    let list = stage.displayList(fingers: stage.fingers(ghosts: ghosts))
    renderer.render(list)
    do {
      try renderer.savePNG(path)
      printError("saved \(path)")
    } catch {
      printError("could not save \(path): \(error)")
    }
    renderer.present()
    lastList = list
  }

  private func togglePause() {
    stage.paused.toggle()
    if !stage.paused {
      for input in held { session.deliver(input) }
      held.removeAll()
      stage.explained = nil
      stage.litHops = nil
      stage.stepHold = nil
    }
  }

  /// F6: exactly one held input goes to the application; the overlay then
  /// explains the event it became.
  private func deliverOneHeld() {
    guard stage.paused, !held.isEmpty else { return }
    stage.holdBeforeDelivery()
    session.deliver(held.removeFirst())
  }

  /// F7: one more hop of the explained event — its chain up to the handler
  /// (or "discarded"), then the chain of the action it sent; past the last
  /// hop everything is shown again, and the next F7 starts over.
  private func stepHop() {
    if stage.explained == nil { stage.explained = stage.recorder.latestEvent }
    let total = stage.model(fingers: []).replayLength
    if total == 0 {
      stage.litHops = nil
    } else if let k = stage.litHops, k >= total {
      stage.litHops = nil
      if !stage.paused {
        stage.explained = nil
        stage.stepHold = nil
      }
    } else {
      stage.litHops = (stage.litHops ?? 0) + 1
    }
    // The walk past its last hop shows the event's effects (`holdsStep` is
    // false there); the picture before the event is kept while step mode
    // explains it, so Shift+F7 can go back behind them.
  }

  /// Shift+F8: the latest touch replayed as it is and with a property of
  /// the view clicked flipped (`WhatIfReplay`); each press flips the next
  /// property, the fourth closes the card. Not while a quiz question waits
  /// or a gesture is being decided: the replay would answer it.
  private func whatIf() {
    guard stage.quiz?.current == nil, stage.quiz?.sequenceInPlay != true else { return }
    guard
      let r = stage.recorder.history.last(where: { $0.kind == .touch && $0.touchPhase == .began })
    else { return }
    let press = stage.whatIfRecord === r && stage.shownWhatIf != nil ? stage.whatIfPress + 1 : 0
    guard press < WhatIf.Flip.allCases.count else {
      stage.whatIf = nil
      return
    }
    stage.whatIf = WhatIfReplay.compare(scene: stage.scene, record: r, press: press, types: types)
    stage.whatIfRecord = r
    stage.whatIfPress = press
    stage.whatIfAt = stage.recorder.appended
  }

  /// Shift+F7: one hop back along the explained event's walk — from the
  /// whole walk shown to its last hop, then hop by hop to its first; with an
  /// event F6 delivered, back to the picture before it (hop 0), its effects
  /// and its route hidden again.
  private func stepBack() {
    if stage.explained == nil { stage.explained = stage.recorder.latestEvent }
    let total = stage.model(fingers: []).replayLength
    guard total > 0 else { return }
    let first = stage.stepHold == nil ? 1 : 0
    stage.litHops = max(first, (stage.litHops ?? total + 1) - 1)
  }

  /// A press on the sidebar: a quiz answer button, if it is on one.
  private func sidebarClick(at p: Point) {
    guard let b = stage.quizButtons().first(where: { $0.rect.contains(p) }) else { return }
    switch b.press {
    case .lesson(let action):
      // Played between turns: a lesson's step drives SDL itself.
      lessonAction = action
    case .answer(let id):
      stage.answerQuiz(id)
    }
  }

  /// F12: the sidebar goes (or comes back) and the window shrinks (grows)
  /// by its width, so the scene keeps its scale.
  private func toggleSidebar() {
    let current = stage.window ?? stage.windowLayout
    stage.sidebarShown.toggle()
    let side = WindowLayout.sidebarWidth * uiScale
    var size = current.windowSize
    let minimum = WindowLayout.minimumWindow(sidebarShown: stage.sidebarShown, uiScale: uiScale)
    size.width = max(minimum.width, size.width + (stage.sidebarShown ? side : -side))
    scaleCap = current.scale
    requestedSize = size
    video.setMinimumSize(minimum)
    video.setSize(size)
    relayout(size)
  }

  // MARK: - The loop

  /// One turn of the loop: the fixed steps due (`steps`), hot reload, a frame.
  func turn(steps: Int, now: Double) {
    stage.now = now
    if let a = lessonAction {
      lessonAction = nil
      if a == .openNextLesson, let next = stage.nextLesson {
        openLesson(at: next)
      } else if a == .saveResults {
        saveResults()
      } else {
        stage.lessonAction(a)
      }
    }
    for _ in 0..<steps {
      stage.rememberSceneBeforeDispatch()
      if stage.paused {
        session.pollAndDispatch()
      } else {
        session.tick()
      }
    }
    stage.settleQuiz()
    stage.noteQuestionShown()
    // The pointer takes the style the app's pointer interactions give it.
    pointerCursor.show(stage.scene.app.pointer.style)
    reloadIfChanged(now: now)
    drawIfChanged()
  }

  /// Runs until the window closes or Esc.
  func run(frames: Int? = nil) {
    var last = clock.now
    var frame = 0
    while !quit && !session.quitRequested {
      let now = clock.now
      let steps = session.stepper.advance(by: now - last)
      last = now
      turn(steps: steps, now: now)
      frame += 1
      if let frames, frame >= frames { break }
      SDLRuntime.waitForEvent(timeout: session.stepper.step)
    }
  }

  /// The course lesson after `path` in its folder (`NN-name.yaml`, in name
  /// order), for the last step's "Next lesson ›": the course is followed with
  /// the mouse, without leaving the window for a command line.
  static func lessonAfter(_ path: String) -> String? {
    let isLesson = isCourseLessonName
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let name = url.lastPathComponent
    guard isLesson(name), let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path),
      let next = names.filter(isLesson).sorted().first(where: { $0 > name })
    else { return nil }
    return folder.appendingPathComponent(next).path
  }

  /// Whether a file name is a course lesson's: `NN-name.yaml`.
  static func isCourseLessonName(_ name: String) -> Bool {
    name.count > 3 && name.prefix(2).allSatisfy(\.isNumber) && name.dropFirst(2).first == "-"
      && name.hasSuffix(".yaml") && !name.hasSuffix(".test.yaml")
  }

  /// Whether the scene at `path` is a lesson of a course (its last lesson ends with the course card).
  public static func isCourseLesson(_ path: String) -> Bool {
    isCourseLessonName(URL(fileURLWithPath: path).lastPathComponent)
  }

  /// "Next lesson ›": the next lesson's scene replaces this one in the same
  /// window, sized for it as `rlab run` would open it, with its lesson started.
  private func openLesson(at next: String) {
    switch SceneLoader.load(path: next, assetsDirectory: AssetLocator.assetsDirectory, types: types) {
    case .failure(let errors):
      stage.error = errors.errors.map(\.description).joined(separator: "\n")
    case .success(let doc):
      let scene = SceneBuilder(types: types).build(doc)
      let scores = stage.courseScores
      openedLessons.append(path)
      path = next
      if watcher != nil { watcher = FileWatcher(paths: [next]) }
      held.removeAll()
      quizFingers.removeAll()
      session.replace(app: scene.app)
      stage.replace(scene)
      stage.error = nil
      let start = WindowLayout.startSize(
        scene: scene.size, usable: usable, sidebarShown: stage.sidebarShown, scale: startScale,
        uiScale: uiScale)
      scaleCap = start.scale
      requestedSize = start.window
      video.setSize(start.window)
      if !headless { video.placeOnDisplay() }
      relayout(start.window)
      attach(scene)
      video.setTitle("ResponderLab — \(scene.name)")
      if case .success(let lesson?) = Lesson.load(scenePath: next) {
        stage.start(lesson, earlier: scores, inCourse: Self.isCourseLesson(next))
      }
      stage.nextLesson = Self.lessonAfter(next)
    }
  }

  private func reloadIfChanged(now: Double) {
    // A file that vanished, or became a symlink loop, is a change too: the
    // reload fails and the window shows why (and reloads when it is back).
    guard let w = watcher, now - lastWatchPoll >= watchInterval else { return }
    lastWatchPoll = now
    guard !w.poll().isEmpty else { return }
    switch SceneLoader.load(path: path, assetsDirectory: AssetLocator.assetsDirectory, types: types) {
    case .success(let doc):
      let scene = SceneBuilder(types: types).build(doc)
      // An edit keeps the state and the scroll offsets whose names and ids
      // are still there, so the prototype does not go back to its start.
      scene.keep(from: stage.scene)
      session.replace(app: scene.app)
      stage.replace(scene)
      stage.error = nil
      relayout(video.windowSize)
      attach(scene)
      video.setTitle("ResponderLab — \(scene.name)")
      printError("reloaded \(path)")
    case .failure(let errors):
      stage.error = errors.errors.map(\.description).joined(separator: "\n")
      printError(errors.description)
    }
  }

  /// The ghost fingers while Alt is held before a press, in scene points.
  var ghosts: [Point] { session.translator.mouseFingers.ghostPoints(scene: stage.scene.size) }

  /// Draws a frame only when something visible changed.
  package func drawIfChanged(force: Bool = false) {
    let fingers = stage.fingers(ghosts: ghosts)
    var h = Hasher()
    h.combine(stage.scene.window.displayRevision)
    h.combine(stage.scene.app.keyboardWindow?.displayRevision)
    h.combine(ObjectIdentifier(stage.scene.app))
    h.combine(stage.recorder.appended)
    h.combine(stage.explained.map(ObjectIdentifier.init))
    h.combine(fingers)
    h.combine(stage.panels)
    h.combine(stage.paused)
    h.combine(stage.litHops)
    h.combine(stage.error)
    h.combine(stage.window)
    h.combine(held.count)
    h.combine(stage.clean)
    h.combine(stage.palette)
    h.combine(stage.stepHold == nil)
    h.combine(stage.quiz?.asked)
    h.combine(stage.quiz?.pending.count)
    h.combine(stage.quiz?.events)
    h.combine(stage.quiz?.sequenceInPlay)
    h.combine(stage.lessonIndex)
    h.combine(stage.resultsNote)
    h.combine(stage.shownWhatIf)
    let key = h.finalize()
    if !force, key == lastDrawnKey { return }
    lastDrawnKey = key
    stage.heldInputs = held.count
    let list = stage.displayList(fingers: fingers)
    // Only the area that changed is redrawn, when the renderer keeps its
    // back buffer (the software renderer); a GPU renderer redraws in full.
    switch (force, lastList.map { list.damage(comparedTo: $0) }) {
    case (false, .some(.none)): return
    case (false, .some(.area(let r))): renderer.render(list, dirty: r)
    default: renderer.render(list)
    }
    lastList = list
    renderer.present()
  }
}
