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

      The mouse is one finger. Keys:
      \(HelpColumns.rows(OverlayLayout.keyBindings, keyWidth: 22))
      """)

  @Argument(help: "The scene file.")
  var scene: String = "Scenes/figure1.yaml"

  @OptionGroup var live: LiveOptions

  /// The library's `LiveWindow.run`, which another package calls the same way.
  func run() throws {
    try refuseOutputsOverInputs([OutputPaths.Output].trace(live.trace), [OutputPaths.Input].scene(scene))
    do { try LiveWindow.run(scene: scene, types: CommandEnvironment.types, options: live.options) } catch let
      f as LiveWindow.Failure
    {
      throw CleanExit(description: f.description)
    }
  }
}

/// Loads and builds a scene, or fails with every error, one per line.
func loadScene(_ path: String) throws -> BuiltScene {
  do { return try LiveWindow.load(path, types: CommandEnvironment.types) } catch let f as LiveWindow.Failure {
    throw CleanExit(description: f.description)
  }
}

/// An error that prints as is and exits 1.
struct CleanExit: Error, CustomStringConvertible {
  var description: String
  static func message(_ s: String) -> CleanExit { CleanExit(description: TerminalText.escape(s)) }
}
