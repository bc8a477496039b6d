import ArgumentParser
import ResponderScene
import ResponderTesting

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate scene files and test scripts: every error as FILE:LINE:COLUMN: message.",
    discussion: """
      A test script (*.test.yaml) gets exactly the parse and resolution `rlab test` runs before its first \
      step: unknown steps and expectation keys (with did-you-mean), its scene (which must exist and load), \
      every view, responder and recognizer id its steps and expectations name, and a test that checks \
      nothing (no expect step with a check, no lesson step).

      A scene with a `lesson:` gets its lesson checked the same way: the ids its `do:` steps and its \
      `answers` name, each with a did-you-mean.

      A scene gets a warning (exit code unchanged) for an `on: ACTION` on a responder that lies on no chain \
      along which the scene ever sends that action: from its senders, or from any responder that can \
      become first responder.

      A scene's `type:` or `class:` naming a Swift class (registered with SceneTypes in the program that \
      opens the scene) cannot be checked here: each such name is listed as a note, and the keys of the \
      views it names are taken as any kind's. The program that registers the classes checks them when it \
      loads the scene.

      Exit codes:
        0   no errors
        1   a file has errors (all of them are printed)
        64  usage error
      """)

  @Argument(help: "Scene files (*.yaml) and test scripts (*.test.yaml).")
  var files: [String]

  func run() throws {
    var bad = 0
    var errors = 0
    var unchecked = 0
    for f in files {
      let messages: [String]
      if f.hasSuffix(".test.yaml") {
        messages = ScriptDiagnosis.diagnose(path: f, types: CommandEnvironment.types).allErrors
      } else {
        switch SceneLoader.load(
          path: f, assetsDirectory: AssetLocator.assetsDirectory, types: CommandEnvironment.checkTypes)
        {
        case .success(let doc):
          let built = SceneBuilder(types: CommandEnvironment.types).build(doc)
          // The lesson is read apart from the scene (`Lesson`): its errors
          // too, and the ids its `do:` steps and `answers` name.
          switch Lesson.load(scenePath: f) {
          case .failure(let f): messages = f.messages
          case .success(let lesson): messages = lesson?.unresolved(in: built).map(\.description) ?? []
          }
          // Warnings do not change the exit code: the scene loads and runs.
          for w in ActionReach.warnings(doc, built: built) { print(w) }
          for name in doc.uncheckedTypes {
            unchecked += 1
            print(
              "\(name.location): note: '\(name.value)' is not a built-in type; not checked "
                + "(a Swift class, checked by the program that registers it with SceneTypes)")
          }
        case .failure(let e): messages = e.errors.map(\.description)
        }
      }
      guard !messages.isEmpty else { continue }
      bad += 1
      errors += messages.filter { !$0.hasSuffix(":") }.count
      for m in messages { print(m) }
    }
    if bad > 0 {
      print(
        "\(errors) error\(errors == 1 ? "" : "s") in \(bad) of \(files.count) file\(files.count == 1 ? "" : "s")"
      )
      throw ExitCode(1)
    }
    let notChecked =
      unchecked == 0 ? "" : "; \(unchecked) Swift class name\(unchecked == 1 ? "" : "s") not checked"
    print("\(files.count) file\(files.count == 1 ? "" : "s") checked, no errors\(notChecked)")
  }
}
