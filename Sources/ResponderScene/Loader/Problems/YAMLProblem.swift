extension SceneProblem {
  /// What the bytes or libyaml refused, before a key is read; shared by
  /// scenes and test scripts, so `document` names which ("scene", "test
  /// script").
  public enum YAMLProblem: Hashable, Sendable {
    case fileTooBig(bytes: Int, max: Int, document: String)
    case controlCharacter(UInt32)
    case invalidUTF8
    /// A character YAML forbids (C1 controls, U+FEFF inside, U+FFFE, U+FFFF).
    case forbiddenCharacter(UInt32)
    case empty(document: String)
    /// libyaml's own words for a syntax error, and what it was reading.
    case syntax(String, context: String?)
    case tabIndentation
    case longKey(length: Int, max: Int)
    case outOfMemory
    case parserStart
    case secondDocument(document: String)
    case alias(document: String)
    case anchor(document: String)
    case tag(document: String)
    case complexKey
    case tooManyValues(max: Int, document: String)
    case tooDeep(max: Int)
    case duplicateKey(String, firstLine: Int)

    var message: String {
      switch self {
      case .fileTooBig(let bytes, let max, let document):
        "file is \(bytes) bytes; \(document)s are limited to \(max) bytes"
      case .controlCharacter(let c): "control character U+\(Self.hex4(c)) is not allowed"
      case .invalidUTF8: "invalid UTF-8"
      case .forbiddenCharacter(let c): "character U+\(Self.hex4(c)) is not allowed"
      case .empty(let document): "the \(document) file is empty"
      case .syntax(let problem, let context): "invalid YAML: \(problem)\(context.map { " (\($0))" } ?? "")"
      case .tabIndentation: "a tab is used for indentation; indent with spaces"
      case .longKey(let length, let max):
        "a key is \(length) characters long; YAML limits a key to \(max) (quote it as a value instead)"
      case .outOfMemory: "the YAML parser ran out of memory"
      case .parserStart: "the YAML parser could not start (out of memory)"
      case .secondDocument(let document):
        "a \(document) file holds one YAML document; a second one starts here"
      case .alias(let document): "YAML aliases (`*name`) are not allowed in \(document) files"
      case .anchor(let document): "YAML anchors (`&name`) are not allowed in \(document) files"
      case .tag(let document): "YAML tags (`!tag`) are not allowed in \(document) files"
      case .complexKey: "a list or map cannot be a mapping key"
      case .tooManyValues(let max, let document): "the \(document) has more than \(max) YAML values"
      case .tooDeep(let max): "nesting is deeper than \(max) levels"
      case .duplicateKey(let key, let line): "duplicate key '\(key)' in one map; first at line \(line)"
      }
    }

    /// Four upper-case hex digits at least, as Unicode writes code points.
    static func hex4(_ v: UInt32) -> String {
      let s = String(v, radix: 16, uppercase: true)
      return String(repeating: "0", count: max(0, 4 - s.count)) + s
    }
  }
}
