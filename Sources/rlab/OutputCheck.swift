import ArgumentParser
import ResponderIO
import ResponderScene

/// Refuses a run whose output names one of its inputs (`OutputPaths`): a
/// usage error, exit 64, said before anything is written.
func refuseOutputsOverInputs(_ outputs: [OutputPaths.Output], _ inputs: [OutputPaths.Input]) throws {
  guard let message = OutputPaths.collision(outputs, inputs: inputs) else { return }
  printError("rlab: " + message)
  throw ExitCode(64)
}

extension Array where Element == OutputPaths.Output {
  /// `--trace FILE`, when given.
  static func trace(_ path: String?) -> [OutputPaths.Output] {
    path.map { [OutputPaths.Output(option: "--trace", what: "trace", path: $0)] } ?? []
  }
}

extension Array where Element == OutputPaths.Input {
  /// A scene file and, once it is loaded, the files it names (images).
  static func scene(_ path: String, _ built: BuiltScene? = nil) -> [OutputPaths.Input] {
    [OutputPaths.Input(what: "scene", path: path)]
      + (built?.document.referencedFiles ?? []).map { OutputPaths.Input(what: "image", path: $0) }
  }
}
