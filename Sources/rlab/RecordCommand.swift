import ArgumentParser
import Foundation
import ResponderIO
import ResponderLive
import ResponderSDL
import ResponderTesting

struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "record",
    abstract: "Play with a scene in a window and save what you did as a test script.",
    discussion:
      """
      Taps become `tap: id` (an offset only when the view's centre would hit another view), other touches, \
      keys, text and shakes their own steps with the waits between them; after each gesture or key an \
      `expect` asserts what changed (hit view and handler, action handler, first responder, undo stack, \
      changed properties, logs). A pause of 2 s or F11 starts a new test, which first replays the inputs \
      above it. Close the window or press Esc to save.
      """
  )

  @Argument(help: "The scene file.")
  var scene: String

  @Option(name: .shortAndLong, help: "The script to write (*.test.yaml).")
  var output: String

  @OptionGroup var live: LiveOptions

  func run() throws {
    // Checked before the session, which cannot be saved anywhere else.
    if SafeFile.sameFile(output, scene) {
      throw CleanExit.message("refusing to write the recording over the scene \(scene); choose another -o")
    }
    do { try SafeFile.prepare(output) } catch { throw CleanExit.message(error.message) }
    let built = try loadScene(scene)
    var recorder: SessionRecorder?
    try live.runWindow(path: scene, scene: built, watch: false) { window in
      let r = SessionRecorder(scene: built, step: window.session.stepper.step)
      window.session.inputObservers.append { input, time in r.input(input, at: time) }
      recorder = r
    }
    let scenePath = relativePath(of: scene, from: output)
    let text = recorder!.script(scenePath: scenePath, name: "recorded session")
    if let failure = SafeFile.write(Array(text.utf8), to: output) { throw CleanExit.message(failure.message) }
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
