import ArgumentParser
import ResponderScene
import ResponderTesting

/// `rlab schema scene|script`: the JSON Schema an editor's YAML language
/// server uses (`# yaml-language-server: $schema=…`), generated from the
/// loader's and the parser's own key tables.
struct SchemaCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema",
    abstract: "Print the JSON Schema (draft 2020-12) of scene files or test scripts.")

  enum Kind: String, ExpressibleByArgument, CaseIterable { case scene, script }

  @Argument(help: "scene or script") var kind: Kind

  func run() throws {
    print(kind == .scene ? SceneSchema.json : ScriptSchema.json, terminator: "")
  }
}
