import ArgumentParser
import ResponderScene
import ResponderTesting

struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "check",
    abstract: "Validate scene files: every error as FILE:LINE:COLUMN: message.",
    discussion: "Exits 1 when any file has an error, 0 (with one summary line) when all are clean.")

  @Argument(help: "Scene files (*.yaml). Test scripts (*.test.yaml) are checked as scripts.")
  var files: [String]

  func run() throws {
    var bad = 0
    var errors = 0
    for f in files {
      if f.hasSuffix(".test.yaml") {
        switch TestScriptParser.load(path: f) {
        case .success: break
        case .failure(let e):
          bad += 1
          errors += e.messages.count
          for m in e.messages { print(m) }
        }
        continue
      }
      switch SceneLoader.load(path: f, assetsDirectory: AssetLocator.assetsDirectory) {
      case .success: break
      case .failure(let e):
        bad += 1
        errors += e.errors.count
        print(e.description)
      }
    }
    if bad > 0 {
      print(
        "\(errors) error\(errors == 1 ? "" : "s") in \(bad) of \(files.count) file\(files.count == 1 ? "" : "s")"
      )
      throw ExitCode(1)
    }
    print("\(files.count) file\(files.count == 1 ? "" : "s") checked, no errors")
  }
}
