import ResponderScene

/// What the command line runs with: the name it prints in usage lines and
/// the Swift classes its scenes may name.
///
/// `rlab` has no classes of its own. A package that registers its own
/// (`SceneTypes`) runs the same commands over them through
/// `RlabCommand.main(types:)`, so `swift run mylab test Scenes/` has
/// `rlab test`'s JUnit, report, shards, watch, and `record`, `run`, `shot`,
/// `replay` and `check` over its classes.
public enum CommandEnvironment {
  /// Set once, before the arguments are parsed, by `main`; read by the
  /// commands while they run on the main thread.
  nonisolated(unsafe) static var name = "rlab"
  nonisolated(unsafe) static var types = SceneTypes()

  /// Whether scenes may name classes nobody registered: `check` lets any
  /// name through (listing the ones it could not check) only when the
  /// program registered none, as plain `rlab` does.
  static var checkTypes: SceneTypes { types.names().isEmpty ? .unchecked : types }

  /// Parses `arguments` (default: the process's) and runs the command, as
  /// `name`, over `types`; exits as the command does.
  public static func main(name: String = "rlab", types: SceneTypes = SceneTypes(), arguments: [String]? = nil)
  {
    Self.name = name
    Self.types = types
    RLab.main(arguments)
  }
}
