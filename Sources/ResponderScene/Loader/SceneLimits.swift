import ResponderIO

/// The bounds a scene file must stay inside, because scene files are untrusted.
///
/// The defaults keep every refused input under about 2 s and 500 MB: YAML
/// composition costs roughly 1 µs and 160 bytes per node.
public struct SceneLimits: Hashable, Sendable {
  /// The largest file read, in bytes.
  public var maxFileBytes: Int
  /// The deepest YAML nesting, counting flow brackets and block indentation
  /// levels together (libyaml itself gives up at 1000).
  public var maxYAMLDepth: Int
  /// The most YAML nodes, estimated before parsing. Composing and decoding
  /// cost about 2.6 µs per node in a release build, so 500k keeps the worst
  /// file under 2 s; a 10k-view scene has about 130k.
  public var maxNodes: Int
  /// The deepest view hierarchy, counting a controller's view as one level.
  public var maxViewDepth: Int
  /// The most views in one scene.
  public var maxViews: Int
  /// The most errors reported for one file; the rest are summarised.
  public var maxErrors: Int
  /// The most pixels in an image a scene uses, read from the PNG header
  /// before decoding (a small PNG can decode to gigabytes).
  public var maxImagePixels: Int

  public init(
    maxFileBytes: Int = 8 * 1024 * 1024, maxYAMLDepth: Int = 200, maxNodes: Int = 500_000,
    maxViewDepth: Int = 64, maxViews: Int = 200_000, maxErrors: Int = 200,
    maxImagePixels: Int = PNGHeader.defaultMaxPixels
  ) {
    self.maxImagePixels = maxImagePixels
    self.maxFileBytes = maxFileBytes
    self.maxYAMLDepth = maxYAMLDepth
    self.maxNodes = maxNodes
    self.maxViewDepth = maxViewDepth
    self.maxViews = maxViews
    self.maxErrors = maxErrors
  }

  public static let `default` = SceneLimits()
}
