import ArgumentParser
import Foundation
import ResponderCore
import ResponderIO
import ResponderLive
import ResponderSDL
import ResponderTesting

struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Play a test script back in a window, in real time, with the overlay.",
    discussion: "Each test starts from a fresh scene; failed expectations are printed as they happen.")

  @Argument(help: "The test script (*.test.yaml).")
  var script: String

  @Flag(help: "No display; run as fast as possible.")
  var headless = false

  @Option(help: "Write the trace (JSON Lines) here.")
  var trace: String?

  @Option(help: "Playback speed (1 = real time).")
  var speed: Double = 1

  @Option(help: "Play only tests whose name contains this text (as `rlab test --filter`).")
  var filter: String?

  func validate() throws {
    if filter == "" {
      throw ValidationError(
        "--filter '' matches every test; give part of a test's name, or leave --filter out")
    }
  }

  func run() throws {
    let parsed: TestScript
    switch TestScriptParser.load(path: script) {
    case .success(let s): parsed = s
    case .failure(let f): throw CommandFailure.message(f.description)
    }
    try refuseOutputsOverInputs(
      .trace(trace),
      [OutputPaths.Input(what: "script", path: script)] + [OutputPaths.Input].scene(parsed.scene)
        + parsed.goldens.map { OutputPaths.Input(what: $0.what, path: $0.path) })
    try SDLRuntime.start(headless: headless)
    defer { SDLRuntime.stop() }
    let traceFile: TraceFile?
    do { traceFile = try trace.map { try TraceFile(path: $0) } } catch {
      throw CommandFailure.message("\(error)")
    }
    // Played in real time, a long script is watched one test at a time.
    let tests = parsed.tests.filter { filter == nil || $0.name.contains(filter!) }
    if tests.isEmpty, let filter {
      printError(
        "error: no test matches --filter \"\(TerminalText.quoted(filter))\" in \(script) (tests: "
          + parsed.tests.map { "\"\($0.name)\"" }.joined(separator: ", ") + ")")
      throw ExitCode(2)
    }
    var failed = 0
    for test in tests {
      let first = try loadScene(parsed.scene)
      let window = try LiveWindow(
        path: parsed.scene, scene: first, headless: headless, watch: false,
        config: LiveWindow.Config(types: CommandEnvironment.types))
      let player = ScriptPlayer(scenePath: parsed.scene, types: CommandEnvironment.types)
      player.shooter = HeadlessShooter()
      let clock = RealClock()
      var tick = 0
      let start = clock.now
      player.onStart = { scene, recorder in
        window.stage.replace(scene)
        window.stage.use(recorder)
        traceFile?.attach(to: scene)
      }
      player.afterTick = { _, _ in
        tick += 1
        if tick % 2 == 0 {
          window.followWindowSize()
          window.drawIfChanged()
        }
        if !headless {
          let due = start + Double(tick) * GestureConstants.tick / max(0.01, speed)
          let wait = due - clock.now
          if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
        }
      }
      let (_, _, failures) = try player.play(test)
      window.drawIfChanged(force: true)
      if failures.isEmpty {
        print("ok \(test.name)")
      } else {
        failed += 1
        print("FAIL \(test.name)")
        for f in failures { print("  " + f.replacingOccurrences(of: "\n", with: "\n  ")) }
      }
    }
    if let failure = traceFile?.close() { throw CommandFailure.message(failure.message) }
    print("\(tests.count - failed) passed, \(failed) failed")
    if failed > 0 { throw ExitCode(1) }
  }
}
