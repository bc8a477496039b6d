extension ScriptProblem {
  /// The maps of a script an unknown key's message names (the file's top
  /// level and a step's own map are not named).
  public enum MapKind: Hashable, Sendable {
    case test
    /// An `expect`'s `image:` map.
    case image

    var name: String {
      switch self {
      case .test: "a test"
      case .image: "`image`"
      }
    }
  }

  /// What a script value was instead of the name or id it should be.
  public enum ValueKind: Hashable, Sendable {
    /// Any scalar (a script reads every scalar as text).
    case value
    case list, map

    var name: String {
      switch self {
      case .value: "a value"
      case .list: "a list"
      case .map: "a map"
      }
    }
  }

  /// The steps that take one key, each with the examples its messages give.
  public enum KeyStep: String, Hashable, Sendable {
    case key, keyDown, keyUp

    /// The key a message shows when the step was given a list or a map.
    var example: String {
      switch self {
      case .key: "`a` or `ctrl+z`"
      case .keyDown, .keyUp: "`lshift`"
      }
    }

    /// The keys a message shows when the step names no key.
    var examples: String {
      switch self {
      case .key: "`a`, `return`, `ctrl+z`, `ctrl+shift+z`"
      case .keyDown, .keyUp: "`a`, `lshift`, `ctrl+z`"
      }
    }
  }
}
