import ArgumentParser

struct BenchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "bench", abstract: "(being built)")
  func run() throws { throw ValidationError("rlab bench is not built yet") }
}
