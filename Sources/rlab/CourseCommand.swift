import ArgumentParser
import ResponderIO
import ResponderTesting

/// `rlab course …`: what a teacher does with the students' results files.
struct CourseCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "course",
    abstract: "Work with a class's course results (the files `rlab run --course --results FILE` writes).",
    subcommands: [CourseReportCommand.self])
}

/// `rlab course report FILES… -o class.html`: a class's results merged on one page.
struct CourseReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Merge students' results files into one HTML page: per question the share right and the "
      + "common wrong answers.",
    discussion: """
      Each FILE is a results file written by `rlab run --results FILE.json`. A file that cannot be read or \
      is not a results file is named with what is wrong, and no page is written. The page never replaces \
      one of the inputs.

      Exit codes:
        0   the page was written
        1   an input could not be used, or the page could not be written
        64  usage error
      """)

  @Argument(help: "The students' results files (*.json).")
  var files: [String]

  @Option(
    name: .short, help: ArgumentHelp("Write the class report (an HTML page) here.", valueName: "FILE.html"))
  var output: String

  func validate() throws {
    if files.isEmpty { throw ValidationError("name at least one results file") }
    if let why = ClassReport.refusal(toWrite: output, inputs: files) { throw ValidationError(why) }
  }

  func run() throws {
    switch ClassReport.load(files) {
    case .failure(let f): throw CommandFailure.message(f.message)
    case .success(let report):
      let options = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: false)
      if let f = SafeFile.write(Array(report.html().utf8), to: output, options: options) {
        throw CommandFailure.message("\(output): \(f.message)")
      }
      print("wrote \(output): \(report.students.count) students, \(report.rows.count) questions")
    }
  }
}
