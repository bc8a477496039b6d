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
      Each gesture or key becomes the step a person would write: `tap: id`, `doubleTap`, `longPress`, \
      `drag: { from, to, duration }`, `swipe: { from, direction }`, `pinch`, `rotate`, `type`, `key`; and after \
      it an `expect` of what it did: who handled it, the actions sent, the gestures that fired, the first \
      responder, the undo stack and the properties that changed by the end. Before saving, every step is \
      replayed headless: the most readable step that does what the session did is kept (else the touches as \
      they came), and the expectations are the replay's, so the script passes `rlab test` as written. A pause \
      of 2 s or F11 starts a new test, which continues where the one above ended (`continues: true`). Close \
      the window or press Esc to save.

      The output must be named *.test.yaml; an existing file is replaced only with --force, also one saved \
      there while the window was open (the recording then goes to NAME-2.test.yaml beside it, exit 1).
      """
  )

  @Argument(help: "The scene file.")
  var scene: String

  @Option(name: .shortAndLong, help: "The script to write (*.test.yaml).")
  var output: String

  @Flag(help: "Replace the output file if it exists.")
  var force = false

  @OptionGroup var live: LiveOptions

  func validate() throws {
    // Checked before the session, which cannot be saved anywhere else.
    if let refused = OutputPaths.collision(outputs, inputs: [OutputPaths.Input].scene(scene)) {
      throw ValidationError(refused)
    }
    guard output.hasSuffix(".test.yaml"), output.split(separator: "/").last != ".test.yaml" else {
      throw ValidationError("the recording must be named *.test.yaml (`rlab test` runs those): \(output)")
    }
    if FileManager.default.fileExists(atPath: output), !force {
      throw ValidationError("\(output) exists; use --force to replace it, or choose another -o")
    }
  }

  /// The script and the trace this command writes.
  var outputs: [OutputPaths.Output] {
    [OutputPaths.Output(option: "-o", what: "recording", path: output)]
      + [OutputPaths.Output].trace(live.trace)
  }

  func run() throws {
    do { try SafeFile.prepare(output) } catch { throw CommandFailure.message(error.message) }
    let built = try loadScene(scene)
    try refuseOutputsOverInputs(outputs, [OutputPaths.Input].scene(scene, built))
    var recorder: SessionRecorder?
    try live.runWindow(path: scene, scene: built, watch: false) { window in
      let r = SessionRecorder(
        scene: built, step: window.session.stepper.step, types: CommandEnvironment.types)
      window.session.inputObservers.append { input, time in r.input(input, at: time) }
      // The positions each unit moves through (a drag held at `limits:`).
      let outer = window.session.afterTick
      window.session.afterTick = {
        r.tick()
        outer?()
      }
      recorder = r
    }
    let scenePath = relativePath(of: scene, from: output)
    // The window is closed: replay what was done headless to choose the
    // steps and write their expectations.
    try SDLRuntime.start(headless: true)
    defer { SDLRuntime.stop() }
    let recording = try recorder!.recording(scenePath: scenePath, name: "recorded session")
    // Checked again as it is written (O_EXCL): a file saved at the path
    // while the window was open is not replaced without --force (issue 37);
    // the recording then goes beside it, so neither is lost.
    let text = Array(recording.text.utf8)
    if let failure = SafeFile.write(text, to: output, options: SafeFile.WriteOptions(createOnly: !force)) {
      guard failure.exists, let saved = Self.saveBeside(output, text) else {
        throw CommandFailure.message(failure.message)
      }
      printError(
        "rlab record: \(output) was created while the window was open; it is kept "
          + "(use --force to replace it). The recording is saved as \(saved)")
      throw ExitCode(1)
    }
    for d in recording.differences { printError("rlab record: replayed differently from the session: \(d)") }
    if recording.recordedNothing {
      printError(
        "rlab record: nothing was recorded: no input reached the window"
          + (live.headless
            ? " (--headless has no window to take input: record in a window; without a display, under Xvfb "
              + "with the input driven by xdotool)" : ""))
    }
    print("wrote \(output)")
  }
}

extension RecordCommand {
  /// Writes `text` to the first free `NAME-2.test.yaml`, `NAME-3.test.yaml`,
  /// … beside `path` (created only, never over anything); its name, or nil.
  static func saveBeside(_ path: String, _ text: [UInt8]) -> String? {
    let stem = path.dropLast(".test.yaml".count)
    for n in 2...100 {
      let candidate = "\(stem)-\(n).test.yaml"
      let failure = SafeFile.write(text, to: candidate, options: SafeFile.WriteOptions(createOnly: true))
      if failure == nil { return candidate }
      if failure?.exists != true { return nil }
    }
    return nil
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
