import ArgumentParser
import Foundation
import ResponderIO
import ResponderLive
import ResponderSDL
import ResponderScene
import ResponderTesting

struct ShotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shot",
    abstract: "Render a scene headless to a PNG, overlay included, optionally after a script's steps.")

  @Argument(help: "The scene file.")
  var scene: String

  @Option(name: .shortAndLong, help: "The PNG to write.")
  var output: String

  @Option(help: "A test script whose steps run first (its first test, or --test).")
  var script: String?

  @Option(help: "With --script: the test (by name) whose steps run.")
  var test: String?

  @Flag(help: "Leave the overlay out: the scene alone.")
  var noOverlay = false

  @Option(help: "Stop replaying the latest chain after this many hops (shows step mode half-way).")
  var hops: Int?

  @Flag(help: "Show the overlay as paused in step mode.")
  var paused = false

  func run() throws {
    // Checked before anything renders: never over the scene or the script.
    for input in [scene] + (script.map { [$0] } ?? []) where SafeFile.sameFile(output, input) {
      throw CleanExit.message("refusing to write the PNG over \(input); choose another -o")
    }
    guard output.hasSuffix(".png") else { throw CleanExit.message("-o \(output): the output is a .png file") }
    do { try SafeFile.prepare(output) } catch { throw CleanExit.message(error.message) }
    try SDLRuntime.start(headless: true)
    defer { SDLRuntime.stop() }
    let shooter = HeadlessShooter()
    shooter.showOverlay = !noOverlay
    var built = try loadScene(scene)
    var overlay = ScriptPlayer.recorder(for: built)
    // Outlives the block below: it keeps the played session, and with it the
    // app's last action message, until the shot is taken.
    var player: ScriptPlayer?
    if let script {
      let parsed: TestScript
      switch TestScriptParser.load(path: script) {
      case .success(let s): parsed = s
      case .failure(let f): throw CleanExit.message(f.description)
      }
      guard let t = parsed.tests.first(where: { test == nil || $0.name == test }) else {
        throw CleanExit.message("\(script): no test\(test.map { " named \"\($0)\"" } ?? "")")
      }
      let played = ScriptPlayer(scenePath: scene)
      played.shooter = shooter
      player = played
      let (s, recorder, failures) = try played.play(t)
      for f in failures { printError("note: " + f) }
      built = s
      overlay = recorder
    }
    let r = try shooter.render(built, overlay: overlay) { stage in
      stage.paused = paused
      stage.litHops = hops
    }
    try r.savePNG(output)
    print("wrote \(output)")
    _ = player
  }
}
