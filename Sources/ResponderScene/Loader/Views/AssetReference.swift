/// An image file a scene names, checked to lie inside the scene's or the
/// assets folder.
public struct AssetReference: Hashable, Sendable {
  /// The path as the scene wrote it.
  public var path: String
  /// The absolute path the loader found, symlinks resolved.
  public var resolvedPath: String
  public var location: SceneLocation

  public init(path: String, resolvedPath: String, location: SceneLocation) {
    self.path = path
    self.resolvedPath = resolvedPath
    self.location = location
  }
}
