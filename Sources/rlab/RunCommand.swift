import ArgumentParser

struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "run", abstract: "(being built)")
  func run() throws { throw ValidationError("rlab run is not built yet") }
}
