import ResponderCore
import ResponderIO
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

extension LiveWindow {
  /// How to open the live window: the options `rlab run` takes.
  public struct Options: Sendable {
    /// Run without a display (SDL's offscreen driver), e.g. to measure start-up.
    public var headless: Bool
    /// Stop after this many frames (scripted checks); nil: until the window closes or Esc.
    public var frames: Int?
    /// Write the trace (JSON Lines) to this path.
    public var trace: String?
    /// Draw the scene at this scale (above 0, at most 8); nil: 1:1, or smaller to fit the screen.
    public var scale: Double?
    /// Whether the sidebar starts shown (F12 toggles it).
    public var sidebar: Bool
    /// Quiz mode: predict each event's route before it is shown (Shift+F12 toggles).
    public var quiz: Bool
    /// How much larger the overlay draws, apart from the scene (0.5 to 4);
    /// nil: what the display's density asks for.
    public var uiScale: Double?
    /// Clean (demo) mode at start: no overlay mark over the scene, the sidebar kept (Shift+F10 toggles).
    public var clean: Bool
    /// The overlay's colours.
    public var theme: Palette
    /// Where the student's results go as JSON (`--results FILE.json`), with
    /// an HTML page beside it: written when the window closes and by
    /// "Save results" on the course-complete card.
    public var results: String?
    /// The student's name in the results (`--student`).
    public var student: String?

    public init(
      headless: Bool = false, frames: Int? = nil, trace: String? = nil, scale: Double? = nil,
      sidebar: Bool = true, quiz: Bool = false, uiScale: Double? = nil, clean: Bool = false,
      theme: Palette = .dark, results: String? = nil, student: String? = nil
    ) {
      self.results = results
      self.student = student
      self.uiScale = uiScale
      self.clean = clean
      self.theme = theme
      self.headless = headless
      self.frames = frames
      self.trace = trace
      self.scale = scale
      self.sidebar = sidebar
      self.quiz = quiz
    }
  }

  /// Why the window could not open or its trace could not be written: a
  /// closed set, so a caller matches the case; prints as is (control
  /// characters escaped), one error per line.
  public enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The scene did not load: every error, at its place in the file.
    case scene(SceneErrors)
    /// `Options.scale` outside 0 (excluded) to 8.
    case scale(Double)
    /// `Options.uiScale` outside `WindowLayout.uiScales`.
    case uiScale(Double)
    /// `Options.uiScale` larger than the display lets everything grow: the
    /// scale asked, the largest that fits (`WindowLayout.largestUIScale`)
    /// and the display's usable area.
    case uiScaleTooLarge(asked: Double, largest: Double, usable: Size)
    /// The trace could not be opened or written: the step problem a
    /// script's trace meets (`StepProblem.traceUnwritable`).
    case trace(StepProblem)
    /// `--results` names a file that may not be written (why, naming it).
    case results(String)
    /// The scene's `lesson:` is one `rlab check` refuses: its errors and the
    /// ids it names that the scene lacks, `FILE:LINE:COLUMN: message` each.
    case lesson([String])

    /// What `rlab run` prints.
    public var message: String {
      switch self {
      case .scene(let errors): errors.description
      case .scale: "scale must be a number above 0 and at most 8"
      case .uiScale:
        "ui-scale must be a number from \(WindowLayout.uiScales.lowerBound) to \(WindowLayout.uiScales.upperBound)"
      case .uiScaleTooLarge(let asked, let largest, let usable):
        "--ui-scale \(Self.number(asked)) does not fit this screen (usable \(Int(usable.width))×\(Int(usable.height))): "
          + "the scene could not grow with the overlay, whose marks would cover it; "
          + "the largest ui scale that fits is \(Self.number(largest))"
      case .trace(let problem): problem.message
      case .results(let why): why
      case .lesson(let messages): messages.joined(separator: "\n")
      }
    }

    public var description: String { TerminalText.escape(message) }

    /// 2, 1.25: a scale as a person writes it.
    static func number(_ x: Double) -> String {
      let r = (x * 100).rounded() / 100
      return r == r.rounded() ? String(Int(r)) : String(r)
    }
  }

  /// Opens the scene file at `path` in a window with the overlay, reloads it
  /// when the file changes, and returns when the window closes (Esc) or after
  /// `options.frames`. This is `rlab run`; `types` are the Swift classes the
  /// scene's `type:` and `class:` name, made afresh on every reload:
  ///
  /// ```swift
  /// var types = SceneTypes()
  /// types.register(SwipeCard.self, as: "SwipeCard")
  /// try LiveWindow.run(scene: "Scenes/card.yaml", types: types, options: .init(scale: 2))
  /// ```
  public static func run(scene path: String, types: SceneTypes = SceneTypes(), options: Options = Options())
    throws
  {
    try run(path: path, scene: load(path, types: types), watch: true, options: options, types: types)
  }

  /// Loads and builds the scene at `path`, or fails with every error, one per line.
  /// Its lesson is checked as `rlab check` checks it: a lesson `check`
  /// refuses used to be dropped without a word by `run` and `shot` (exit 0,
  /// issue 37 item 13); it now fails them with the same errors.
  package static func load(_ path: String, types: SceneTypes = SceneTypes()) throws -> BuiltScene {
    switch SceneLoader.load(path: path, assetsDirectory: AssetLocator.assetsDirectory, types: types) {
    case .success(let doc):
      let built = SceneBuilder(types: types).build(doc)
      switch Lesson.load(scenePath: path) {
      case .failure(let f): throw Failure.lesson(f.messages)
      case .success(let lesson):
        let unresolved = lesson?.unresolved(in: built) ?? []
        if !unresolved.isEmpty { throw Failure.lesson(unresolved.map(\.description)) }
      }
      return built
    case .failure(let errors): throw Failure.scene(errors)
    }
  }

  /// Opens `built` in a window, lets `prepare` hook into it (`rlab record`
  /// adds its recorder), and runs it until the window closes (or
  /// `options.frames`), with the trace if asked for.
  package static func run(
    path: String, scene built: BuiltScene, watch: Bool, options: Options, types: SceneTypes = SceneTypes(),
    prepare: (LiveWindow) -> Void = { _ in }
  ) throws {
    if let scale = options.scale, !(scale.isFinite && scale > 0 && scale <= 8) {
      throw Failure.scale(scale)
    }
    if let u = options.uiScale, !(u.isFinite && WindowLayout.uiScales.contains(u)) {
      throw Failure.uiScale(u)
    }
    if let results = options.results, let why = CourseResults.refusal(toWrite: results, inputs: [path]) {
      throw Failure.results(why)
    }
    try SDLRuntime.start(headless: options.headless)
    defer { SDLRuntime.stop() }
    let window = try LiveWindow(
      path: path, scene: built, headless: options.headless, watch: watch,
      config: LiveWindow.Config(
        scale: options.scale, sidebar: options.sidebar, types: types, uiScale: options.uiScale))
    if options.quiz { window.stage.toggleQuiz() }
    window.stage.clean = options.clean
    window.stage.palette = options.theme
    if case .success(let lesson?) = Lesson.load(scenePath: path) {
      window.stage.start(lesson)
      // `rlab run` only: a recording (`record`) stays in the scene it records.
      if watch { window.stage.nextLesson = LiveWindow.lessonAfter(path) }
    }
    window.resultsPath = options.results
    window.student = options.student
    prepare(window)
    if let trace = options.trace {
      // Never over the scene or a file it names (`OutputPaths`).
      let inputs =
        [OutputPaths.Input(what: "scene", path: path)]
        + built.document.referencedFiles.map { OutputPaths.Input(what: "image", path: $0) }
      let output = OutputPaths.Output(option: "--trace", what: "trace", path: trace)
      if let refused = OutputPaths.collision([output], inputs: inputs) {
        throw Failure.trace(.traceUnwritable(refused))
      }
      do { window.trace = try TraceFile(path: trace) } catch { throw Failure.trace(error) }
      window.trace?.attach(to: built)
    }
    window.drawIfChanged(force: true)
    window.run(frames: options.frames)
    // Esc or the window closed: the homework is handed in as it stands.
    if options.results != nil, window.saveResults() == nil {
      throw Failure.results(window.resultsProblem ?? "the results were not saved")
    }
    if let failure = window.trace?.close() { throw Failure.trace(.traceUnwritable(failure.message)) }
  }
}
