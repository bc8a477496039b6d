// `swift run Playground` (from Examples/): the live window of `rlab run` on
// Scenes/playground.yaml, with the two Swift views the scene names;
// `swift run Playground Scenes/exercise.yaml` opens the exercise with your
// PhotoView (Sources/Exercise).
//
//   swift run Playground [scene.yaml] [--headless] [--frames N] [--scale S] [--no-sidebar] [--quiz] [--trace F]
import Exercise
import Foundation
import PlaygroundViews
import ResponderLive

/// The scene and the window's options from the command line.
func parse(_ arguments: [String]) -> (String, LiveWindow.Options)? {
  var options = LiveWindow.Options()
  var scene = PlaygroundTypes.scene("playground.yaml")
  var rest = arguments[...]
  while let a = rest.popFirst() {
    switch a {
    case "--headless": options.headless = true
    case "--no-sidebar": options.sidebar = false
    case "--quiz": options.quiz = true
    case "--frames", "--scale", "--trace":
      guard let v = rest.popFirst() else { return nil }
      if a == "--frames" {
        guard let n = Int(v) else { return nil }
        options.frames = n
      } else if a == "--scale" {
        guard let s = Double(v) else { return nil }
        options.scale = s
      } else {
        options.trace = v
      }
    default: scene = a
    }
  }
  return (scene, options)
}

guard let (scene, options) = parse(Array(CommandLine.arguments.dropFirst())) else {
  FileHandle.standardError.write(
    Data("usage: Playground [scene.yaml] [--headless] [--frames N] [--scale S] [--no-sidebar] [--quiz] [--trace F]\n".utf8))
  exit(64)
}
do {
  var types = PlaygroundTypes.all
  types.register(PhotoView.self, as: "PhotoView")
  try LiveWindow.run(scene: scene, types: types, options: options)
} catch {
  FileHandle.standardError.write(Data("Playground: \(error)\n".utf8))
  exit(1)
}
