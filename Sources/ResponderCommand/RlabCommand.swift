import ResponderScene
import rlab

/// `rlab`'s commands over your own Swift classes, as a command of your package.
///
/// ```swift
/// // Sources/mylab/main.swift
/// import ResponderCommand
/// import ResponderScene
///
/// var types = SceneTypes()
/// types.register(SwipeCard.self, as: "SwipeCard")
/// RlabCommand.main(types: types)
/// ```
///
/// Then `swift run mylab test Scenes/ --junit out/junit.xml --report out/report`
/// runs the `*.test.yaml` scripts whose scenes say `type: SwipeCard`, with
/// everything `rlab test` has (`--shard`, `--watch`, `--tag`,
/// `--forbid-only`, goldens), and `mylab record`, `run`, `replay`, `shot` and
/// `check` build the same classes. Usage lines say `mylab` (the executable's
/// name); exit codes are `rlab`'s.
public enum RlabCommand {
  /// Runs the command line over `types` and exits as the command does.
  /// `name` defaults to the executable's file name; `arguments` to the
  /// process's.
  public static func main(types: SceneTypes, name: String? = nil, arguments: [String]? = nil) {
    let executable = CommandLine.arguments.first.map { String($0.split(separator: "/").last ?? "") }
    CommandEnvironment.main(
      name: name ?? (executable?.isEmpty == false ? executable! : "rlab"), types: types, arguments: arguments)
  }
}
