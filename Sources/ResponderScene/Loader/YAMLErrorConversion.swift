import Yams

/// Turns Yams' errors into `FILE:LINE:COLUMN: message`.
///
/// Yams' own descriptions quote the whole input; an editor wants the
/// position and the problem only.
enum YAMLErrorConversion {
  static func sceneError(_ error: any Error, file: String, text: String) -> SceneError {
    func at(_ mark: Mark) -> SceneLocation { SceneLocation(file: file, line: mark.line, column: mark.column) }
    let start = SceneLocation(file: file, line: 1, column: 1)
    guard let yamlError = error as? YamlError else { return SceneError("invalid YAML: \(error)", at: start) }
    switch yamlError {
    case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
      .composer(let context, let problem, let mark, _):
      let while_ = context.map { " (\($0.text))" } ?? ""
      return SceneError("invalid YAML: \(problem)\(while_)", at: at(mark))
    case .duplicatedKeysInMapping(let duplicates, let context):
      let keys = duplicates.map { "'\($0)'" }.joined(separator: ", ")
      return SceneError("duplicate key \(keys) in one map", at: at(context.mark))
    case .reader(let problem, let offset, _, _):
      return SceneError(
        "invalid YAML: \(problem)",
        at: offset.map { location(ofCharacter: $0, in: text, file: file) } ?? start)
    case .memory:
      return SceneError("the YAML parser ran out of memory", at: start)
    default:
      return SceneError("invalid YAML", at: start)
    }
  }

  /// Where the `offset`-th character is, for libyaml's reader errors,
  /// which count characters rather than lines.
  private static func location(ofCharacter offset: Int, in text: String, file: String) -> SceneLocation {
    var line = 1
    var column = 1
    for character in text.prefix(offset) {
      if character.isNewline {
        line += 1
        column = 1
      } else {
        column += character.unicodeScalars.count
      }
    }
    return SceneLocation(file: file, line: line, column: column)
  }
}
