import Foundation
import Yams

/// The guarded path from untrusted YAML bytes to Yams nodes, shared by
/// scene files and test scripts: size, encoding, aliases, complex keys,
/// tabs and depth are refused by `YAMLPrescan` before Yams sees the text.
public enum SafeYAML {
  /// Reads and composes a file, refusing one larger than `limits.maxFileBytes`.
  public static func composeFile(path: String, limits: SceneLimits = .default) -> Result<Node, SceneErrors> {
    let start = SceneLocation(file: path, line: 1, column: 1)
    guard let attrs = try? FileManager.default.attributesOfItem(atPath: path),
      let size = attrs[.size] as? NSNumber
    else { return .failure(SceneErrors([SceneError("cannot read the file (does it exist?)", at: start)])) }
    guard size.intValue <= limits.maxFileBytes else {
      return .failure(
        SceneErrors([
          SceneError(
            "the file is \(size.intValue) bytes, over the limit of \(limits.maxFileBytes)", at: start)
        ]))
    }
    guard let data = FileManager.default.contents(atPath: path) else {
      return .failure(SceneErrors([SceneError("cannot read the file", at: start)]))
    }
    return compose(bytes: [UInt8](data), file: path, limits: limits)
  }

  /// Composes bytes into a node tree, or explains why not, with locations.
  public static func compose(bytes: [UInt8], file: String, limits: SceneLimits = .default) -> Result<
    Node, SceneErrors
  > {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    let outcome = body.withUnsafeBufferPointer { YAMLPrescan.scan($0, file: file, limits: limits) }
    guard outcome.errors.isEmpty else { return .failure(SceneErrors(outcome.errors)) }
    let text = String(decoding: body, as: UTF8.self)
    do {
      guard let node = try Yams.compose(yaml: text, Resolver.basic, Constructor.default, .utf8) else {
        return .failure(
          SceneErrors([SceneError("the file is empty", at: SceneLocation(file: file, line: 1, column: 1))]))
      }
      return .success(node)
    } catch {
      return .failure(SceneErrors([YAMLErrorConversion.sceneError(error, file: file, text: text)]))
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
