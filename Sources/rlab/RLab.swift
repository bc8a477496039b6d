import ArgumentParser

/// The command line. `rlab` (Sources/RlabMain) and a package's own command
/// (`RlabCommand.main(types:)`, Sources/ResponderCommand) both run it, under
/// their own names.
struct RLab: ParsableCommand {
  static var configuration: CommandConfiguration {
    var c = rlabConfiguration
    c.commandName = CommandEnvironment.name
    return c
  }

  static let rlabConfiguration = CommandConfiguration(
    commandName: "rlab",
    abstract:
      "ResponderLab: see, teach, prototype and test how touches and keys travel through a UIKit-style app.",
    discussion: """
      Scenes (YAML) declare a window, controllers and views; rlab runs them live with an overlay that draws \
      the hit-test path, the responder chain and the undo stack, or headless from test scripts.

      Quick start:
        rlab run                          open Scenes/figure1.yaml in a window
        rlab test                         run every Scenes/**/*.test.yaml headless
        rlab check Scenes/*.yaml          validate scene files
      """,
    version: BuildInfo.versionLine,
    subcommands: [
      RunCommand.self, TestCommand.self, CheckCommand.self, ShotCommand.self, RecordCommand.self,
      ReplayCommand.self, BenchCommand.self, SchemaCommand.self, CourseCommand.self, MCPCommand.self,
    ]
  )
}
