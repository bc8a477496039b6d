import ResponderIO

/// The one guarded path from untrusted bytes to YAML nodes, shared by scene
/// files and test scripts: the file is opened without blocking and read
/// only if it is a regular file within the size limit (`SafeFile`), the
/// bytes are checked (`YAMLByteCheck`), and libyaml's events become nodes
/// one by one (`YAMLEventReader`), refusing aliases, anchors and tags and
/// stopping at the node and depth limits.
public enum SafeYAML {
  /// Reads and parses a file. `document` names what it is in messages
  /// ("scene", "test script").
  public static func composeFile(path: String, document: String = "file", limits: SceneLimits = .default)
    -> Result<YAMLNode, SceneErrors>
  {
    switch SafeFile.read(path, limit: limits.maxFileBytes, what: "\(document) file") {
    case .failure(let failure):
      let start = SceneLocation(file: path, line: 1, column: 1)
      return .failure(SceneErrors([SceneError(.unreadable(failure.message), at: start)]))
    case .success(let bytes): return compose(bytes: bytes, file: path, document: document, limits: limits)
    }
  }

  /// Parses bytes into a node tree, or explains why not, with locations.
  public static func compose(
    bytes: [UInt8], file: String, document: String = "file", limits: SceneLimits = .default
  ) -> Result<YAMLNode, SceneErrors> {
    composeCounting(bytes: bytes, file: file, document: document, limits: limits).tree
  }

  /// `compose`, and how many maps the tree has (0 when it failed).
  static func composeCounting(
    bytes: [UInt8], file: String, document: String = "file", limits: SceneLimits = .default
  ) -> (tree: Result<YAMLNode, SceneErrors>, mappings: Int) {
    let skip = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    return bytes.withUnsafeBufferPointer { whole in
      let body = UnsafeBufferPointer(rebasing: whole[skip...])
      if let error = YAMLByteCheck.check(body, file: file, limits: limits, document: document) {
        return (.failure(SceneErrors([error])), 0)
      }
      let empty = SceneErrors([
        SceneError(.yaml(.empty(document: document)), at: SceneLocation(file: file, line: 1, column: 1))
      ])
      if YAMLByteCheck.isBlank(body) { return (.failure(empty), 0) }
      var reader = YAMLEventReader(file: file, limits: limits, document: document)
      guard let root = reader.read(body) else {
        return (.failure(reader.errors.isEmpty ? empty : SceneErrors(reader.errors)), 0)
      }
      return (.success(root), reader.mappings)
    }
  }
}

/// Did-you-mean suggestions for misspelt keys, shared with the script parser.
public enum SceneSuggestion {
  /// The closest candidate within a small edit distance, or nil.
  public static func closest(to word: String, in candidates: [String]) -> String? {
    Suggestion.closest(to: word, in: candidates)
  }
}
