import ArgumentParser
import Foundation
import ResponderSDL
import ResponderTesting

struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Play with a scene in a window and save what you did as a test script.",
    discussion:
      "Fingers, mouse, keys, text, shakes and their timing become steps; each gesture gets an `expect` of what happened. Close the window or press Esc to save."
  )

  @Argument(help: "The scene file.")
  var scene: String

  @Option(name: .shortAndLong, help: "The script to write (*.test.yaml).")
  var output: String

  @Flag(help: "No display (for scripted checks with --frames).")
  var headless = false

  @Option(help: "Stop after this many frames.")
  var frames: Int?

  @Option(help: "Write the trace (JSON Lines) here.")
  var trace: String?

  func run() throws {
    let built = try loadScene(scene)
    try SDLRuntime.start(headless: headless)
    defer { SDLRuntime.stop() }
    let window = try LiveWindow(path: scene, scene: built, headless: headless, watch: false)
    let recorder = SessionRecorder(scene: built, step: window.session.stepper.step)
    window.session.inputObservers.append { input, time in recorder.input(input, at: time) }
    if let trace {
      window.trace = try TraceFile(path: trace)
      window.trace?.attach(to: built)
    }
    window.drawIfChanged(force: true)
    window.run(frames: frames)
    window.trace?.close()
    let scenePath = relativePath(of: scene, from: output)
    try recorder.script(scenePath: scenePath, name: "recorded session").write(
      toFile: output, atomically: true, encoding: .utf8)
    print("wrote \(output)")
  }
}

/// `path` relative to the folder of `file`, when both are relative or both absolute.
func relativePath(of path: String, from file: String) -> String {
  let abs = { (p: String) in URL(fileURLWithPath: p).standardizedFileURL.pathComponents }
  let a = abs(path)
  let b = Array(abs(file).dropLast())
  var i = 0
  while i < min(a.count, b.count), a[i] == b[i] { i += 1 }
  return (Array(repeating: "..", count: b.count - i) + a[i...]).joined(separator: "/")
}
