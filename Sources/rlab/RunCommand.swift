import ArgumentParser
import Foundation
import ResponderIO
import ResponderLive
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

struct RunCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "run",
    abstract: "Open a scene in a window with the overlay; reload it when the file changes.",
    discussion: """
      A broken edit keeps the last good scene on screen and shows the error on it.

      --course opens the course's first lesson (Scenes/lessons/01-hit-testing.yaml) unless a lesson is
      named; --results FILE.json writes the student's answers there when the window closes (and from the
      course-complete card's Save results), with a one-page FILE.html beside it.

      The mouse is one finger. Keys:
      \(HelpColumns.rows(OverlayLayout.keyBindings, keyWidth: 22))
      """)

  @Argument(help: "The scene file (with --course: the lesson to start at).")
  var scene: String?

  @OptionGroup var live: LiveOptions

  @Flag(help: "Take the course: start at its first lesson (or the lesson named), Next lesson › goes on.")
  var course = false

  @Option(
    help: ArgumentHelp(
      "Write the quiz answers (question, answer, right or wrong, time, try) as JSON here, and a page beside it as NAME.html.",
      valueName: "FILE.json"))
  var results: String?

  @Option(help: "The student's name in the results file.")
  var student: String?

  /// The course's first lesson, from the current folder.
  static let firstLesson = "Scenes/lessons/01-hit-testing.yaml"

  func validate() throws {
    if course, let scene, !LiveWindow.isCourseLesson(scene) {
      throw ValidationError("--course starts at a course lesson (NN-name.yaml); \(scene) is not one")
    }
    if let results, let why = CourseResults.refusal(toWrite: results, inputs: [path]) {
      throw ValidationError(why)
    }
  }

  /// The scene opened: the one named, the course's first lesson with `--course`, or figure 1.
  var path: String { scene ?? (course ? Self.firstLesson : "Scenes/figure1.yaml") }

  /// The library's `LiveWindow.run`, which another package calls the same way.
  func run() throws {
    try refuseOutputsOverInputs([OutputPaths.Output].trace(live.trace), [OutputPaths.Input].scene(path))
    var options = live.options
    options.results = results
    options.student = student
    do { try LiveWindow.run(scene: path, types: CommandEnvironment.types, options: options) } catch let f
      as LiveWindow.Failure
    {
      throw CommandFailure(description: f.description)
    }
  }
}

/// Loads and builds a scene, or fails with every error, one per line.
func loadScene(_ path: String) throws -> BuiltScene {
  do { return try LiveWindow.load(path, types: CommandEnvironment.types) } catch let f as LiveWindow.Failure {
    throw CommandFailure(description: f.description)
  }
}

/// A failure a command reports in its own words: swift-argument-parser
/// prints its description after "Error: " on standard error, and `rlab`
/// exits 1 (`EXIT_FAILURE`). (Not the parser's `CleanExit`, which ends a
/// command early with exit 0.)
struct CommandFailure: Error, CustomStringConvertible {
  var description: String
  static func message(_ s: String) -> CommandFailure { CommandFailure(description: TerminalText.escape(s)) }
}
