import ResponderIO

/// Reads scene files into `SceneDocument`s, or lists every error in them.
///
/// The pipeline, cheapest refusal first: the file (`SafeFile`: regular,
/// within the size limit), the bytes (`YAMLByteCheck`), libyaml's events
/// (`YAMLEventReader`: aliases, anchors, tags, depth, node count, duplicate
/// and complex keys), then `SceneDecoder` (shapes, values, ids, references,
/// cycles).
public enum SceneLoader {
  /// Loads the scene at `path`; images resolve inside its folder or
  /// `assetsDirectory`, and `type:`/`class:` names in `types`.
  public static func load(
    path: String, limits: SceneLimits = .default, assetsDirectory: String? = nil,
    types: SceneTypes = SceneTypes()
  ) -> Result<SceneDocument, SceneErrors> {
    let start = SceneLocation(file: path, line: 1, column: 1)
    let bytes: [UInt8]
    switch SafeFile.read(path, limit: limits.maxFileBytes, what: "scene file") {
    case .success(let read): bytes = read
    case .failure(let failure):
      return .failure(SceneErrors([SceneError(.unreadable(failure.message), at: start)]))
    }
    return parse(
      bytes: bytes, file: path, baseDirectory: directory(of: path), assetsDirectory: assetsDirectory,
      limits: limits, types: types)
  }

  /// Parses scene text that names itself `file` in errors.
  public static func parse(
    text: String, file: String, baseDirectory: String, assetsDirectory: String? = nil,
    limits: SceneLimits = .default, types: SceneTypes = SceneTypes()
  ) -> Result<SceneDocument, SceneErrors> {
    parse(
      bytes: Array(text.utf8), file: file, baseDirectory: baseDirectory, assetsDirectory: assetsDirectory,
      limits: limits, types: types)
  }

  /// Parses raw bytes, which may be any garbage: they are checked before
  /// anything trusts them to be UTF-8.
  public static func parse(
    bytes: [UInt8], file: String, baseDirectory: String, assetsDirectory: String? = nil,
    limits: SceneLimits = .default, types: SceneTypes = SceneTypes()
  ) -> Result<SceneDocument, SceneErrors> {
    let root: Node
    let composed = SafeYAML.composeCounting(bytes: bytes, file: file, document: "scene", limits: limits)
    switch composed.tree {
    case .success(let node): root = node
    case .failure(let errors): return .failure(finish(errors.errors, limits: limits))
    }

    let decoder = SceneDecoder(
      file: file, limits: limits,
      assets: AssetResolver(
        baseDirectory: baseDirectory, assetsDirectory: assetsDirectory, maxPixels: limits.maxImagePixels),
      types: types)
    decoder.reserve(forMaps: composed.mappings)
    guard var document = decoder.decodeDocument(root) else {
      return .failure(finish(decoder.reportableErrors, limits: limits))
    }
    document.referencedFiles = decoder.assets.resolvedPaths
    return .success(document)
  }

  /// Sorts errors into file order and cuts the list at `maxErrors`.
  private static func finish(_ errors: [SceneError], limits: SceneLimits) -> SceneErrors {
    var seen: Set<SceneError> = []
    // A template's copies repeat the same mistake: report it once.
    let unique = errors.filter { seen.insert($0).inserted }
    let sorted = unique.enumerated().sorted { a, b in
      a.element.location == b.element.location ? a.offset < b.offset : a.element.location < b.element.location
    }.map(\.element)
    guard sorted.count > limits.maxErrors else { return SceneErrors(sorted) }
    let omitted = sorted.count - limits.maxErrors
    return SceneErrors(
      Array(sorted.prefix(limits.maxErrors))
        + [SceneError(.moreErrors(omitted), at: sorted[limits.maxErrors].location)])
  }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
