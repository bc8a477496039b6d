import ResponderScene

/// The Swift classes `Scenes/playground.yaml` names, registered under the
/// names it uses.
public enum PlaygroundTypes {
  public static var all: SceneTypes {
    var types = SceneTypes()
    types.register(Album.self, as: "Album")
    types.register(Shortcut.self, as: "Shortcut")
    return types
  }

  /// `Examples/Scenes/<name>`, found from this file, so `swift run` works
  /// from any folder.
  public static func scene(_ name: String) -> String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Scenes/" + name
  }
}
