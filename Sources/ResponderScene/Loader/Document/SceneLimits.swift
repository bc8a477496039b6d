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
  /// The widest and tallest window, in points: a 16,000-point window took
  /// 16 s and 3 GB to render (issue 19); 4096 is beyond any device.
  public var maxWindowSide: Int
  /// The longest text of a label, button or field, in characters.
  public var maxTextLength: Int
  /// The most gesture recognizers in one scene: arbitration compares the
  /// recognizers on a touch with each other, so 5,000 on one view made a
  /// drag take twice its length.
  public var maxRecognizers: Int
  /// The most `keyCommands` entries in one scene: a key press compares its
  /// chord with every command up the chain (and asks who can perform each
  /// match), so 50,000 commands made 5,000 presses take 7–9 s (issue 25).
  public var maxKeyCommands: Int
  /// The longest length a scene may write, in points: a frame's width and
  /// height, `contentSize`, `borderWidth`, `cornerRadius`, a stack's
  /// `spacing` (either way), a snap offset. Any finite number used to load,
  /// and a label 1e19 wide or a border 1e19 wide trapped in the renderer
  /// (issue 37); a million points is 2,500 screens of a phone. Positions
  /// (a frame's x and y) stay free: a view far off screen is legal.
  public var maxLength: Double = 1_000_000
  /// The longest time a scene may write, in seconds (`minimumPressDuration`):
  /// 1e17 made the idle fast-forward's tick count overflow (issue 37).
  public var maxSeconds: Double = 3600
  /// The most `${…}` names one template reads, and the most `with:`
  /// parameters one `use:` gives: 60,000 parameters took 8.7 s and 32,500
  /// unused `with:` keys 13.5 s (issue 37). Expanded text is bounded by
  /// `maxFileBytes`, as if the copies were written out.
  public var maxTemplateParameters = 256
  /// The most changes one `on:` entry makes (each `set:` key and each other
  /// effect, `else:` branches included): what one undo step can hold. 5,000
  /// `state` sets per tap with `undo:` made 1,000 taps take 3.8 s and
  /// 587 MB (issue 37).
  public var maxChangesPerEntry = 256

  public init(
    maxFileBytes: Int = 8 * 1024 * 1024, maxYAMLDepth: Int = 200, maxNodes: Int = 500_000,
    maxViewDepth: Int = 64, maxViews: Int = 200_000, maxErrors: Int = 200,
    maxImagePixels: Int = PNGHeader.defaultMaxPixels, maxWindowSide: Int = 4096, maxTextLength: Int = 10_000,
    maxRecognizers: Int = 256, maxKeyCommands: Int = 256
  ) {
    self.maxKeyCommands = maxKeyCommands
    self.maxWindowSide = maxWindowSide
    self.maxTextLength = maxTextLength
    self.maxRecognizers = maxRecognizers
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
