import ArgumentParser

struct ShotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "shot", abstract: "(being built)")
  func run() throws { throw ValidationError("rlab shot is not built yet") }
}
