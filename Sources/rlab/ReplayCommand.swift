import ArgumentParser

struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "replay", abstract: "(being built)")
  func run() throws { throw ValidationError("rlab replay is not built yet") }
}
