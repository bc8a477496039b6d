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

  /// Opens `built` in a window, lets `prepare` hook into it, and runs it
  /// until the window closes (or `--frames`), with the trace if asked for.
  func runWindow(path: String, scene built: BuiltScene, watch: Bool, prepare: (LiveWindow) -> Void = { _ in })
    throws
  {
    try SDLRuntime.start(headless: headless)
    defer { SDLRuntime.stop() }
    let window = try LiveWindow(path: path, scene: built, headless: headless, watch: watch)
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
