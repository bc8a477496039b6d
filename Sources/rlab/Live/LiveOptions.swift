import ArgumentParser
import ResponderIO
import ResponderSDL
import ResponderScene
import ResponderTesting

/// The options every live-window command takes.
struct LiveOptions: ParsableArguments {
  @Flag(help: "Run without a display (SDL's offscreen driver), e.g. to measure start-up.")
  var headless = false

  @Option(help: "Stop after this many frames (for scripted checks).")
  var frames: Int?

  @Option(help: "Write the trace (JSON Lines) here.")
  var trace: String?

  @Option(help: "Draw the scene at this scale (default: 1:1, or smaller to fit the screen).")
  var scale: Double?

  @Flag(help: "Start with the sidebar hidden (F12 shows it).")
  var noSidebar = false

  @Flag(help: "Quiz mode: predict each event's route before it is shown (Shift+F12 toggles).")
  var quiz = false

  /// Opens `built` in a window, lets `prepare` hook into it, and runs it
  /// until the window closes (or `--frames`), with the trace if asked for.
  func runWindow(path: String, scene built: BuiltScene, watch: Bool, prepare: (LiveWindow) -> Void = { _ in })
    throws
  {
    try SDLRuntime.start(headless: headless)
    defer { SDLRuntime.stop() }
    if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
      throw ValidationError("--scale must be a number above 0 and at most 8")
    }
    let window = try LiveWindow(
      path: path, scene: built, headless: headless, watch: watch,
      config: LiveWindow.Config(scale: scale, sidebar: !noSidebar))
    if quiz { window.stage.toggleQuiz() }
    if case .success(let lesson?) = Lesson.load(scenePath: path) {
      window.stage.start(lesson)
      // `rlab run` only: a recording (`record`) stays in the scene it records.
      if watch { window.stage.nextLesson = LiveWindow.lessonAfter(path) }
    }
    prepare(window)
    if let trace {
      do { window.trace = try TraceFile(path: trace) } catch { throw CleanExit.message("\(error)") }
      window.trace?.attach(to: built)
    }
    window.drawIfChanged(force: true)
    window.run(frames: frames)
    if let failure = window.trace?.close() { throw CleanExit.message(failure.message) }
  }
}
