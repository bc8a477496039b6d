import ArgumentParser

struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(commandName: "record", abstract: "(being built)")
  func run() throws { throw ValidationError("rlab record is not built yet") }
}
