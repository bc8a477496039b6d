import CYAML

/// Turns libyaml's parse errors into `FILE:LINE:COLUMN: message`, with
/// plainer words for the mistakes people make most.
enum YAMLErrorConversion {
  /// Longest implicit key libyaml accepts (YAML 1.1 §9.1.3: "restricted
  /// to 1024 Unicode characters").
  static let maxKeyLength = 1024

  static func sceneError(_ parser: yaml_parser_t, bytes: UnsafeBufferPointer<UInt8>, file: String)
    -> SceneError
  {
    func text(_ p: UnsafePointer<CChar>?) -> String? { p.map { String(cString: $0) } }
    func at(_ m: yaml_mark_t) -> SceneLocation {
      SceneLocation(file: file, line: Int(m.line) + 1, column: Int(m.column) + 1)
    }
    let problem = text(parser.problem) ?? "unknown problem"
    let context = text(parser.context)
    switch parser.error {
    case YAML_READER_ERROR:
      let offset = min(max(0, Int(parser.problem_offset)), bytes.count)
      return SceneError(
        .yaml(.syntax(problem, context: nil)),
        at: YAMLByteCheck.location(ofByte: offset, in: bytes, file: file))
    case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
      let mark = parser.problem_mark
      let index = Int(mark.index)
      if problem == "found character that cannot start any token", index < bytes.count, bytes[index] == 0x09 {
        return SceneError(.yaml(.tabIndentation), at: at(mark))
      }
      if let key = overlongKey(before: index, context: parser.context_mark, bytes: bytes) {
        return SceneError(
          .yaml(.longKey(length: key.length, max: maxKeyLength)),
          at: YAMLByteCheck.location(ofByte: key.start, in: bytes, file: file))
      }
      return SceneError(.yaml(.syntax(problem, context: context)), at: at(mark))
    case YAML_MEMORY_ERROR:
      return SceneError(.yaml(.outOfMemory), at: SceneLocation(file: file, line: 1, column: 1))
    default:
      return SceneError(.yaml(.syntax(problem, context: nil)), at: at(parser.problem_mark))
    }
  }

  /// The length of a `key:` longer than libyaml's limit that starts at the
  /// error's context mark (or on the error's line), which libyaml reports
  /// only as a missing ':' or ','.
  private static func overlongKey(before index: Int, context: yaml_mark_t, bytes: UnsafeBufferPointer<UInt8>)
    -> (length: Int, start: Int)?
  {
    var start = min(Int(context.index), bytes.count)
    if start == 0 || start >= index {
      start = min(index, bytes.count)
      while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
    }
    let openers: [UInt8] = [UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: ","), 0x20]
    while start < bytes.count, openers.contains(bytes[start]) { start += 1 }
    var k = start
    var characters = 0
    while k < bytes.count, bytes[k] != 0x0A {
      if bytes[k] == UInt8(ascii: ":"), k + 1 >= bytes.count || [0x20, 0x0A, 0x0D].contains(bytes[k + 1]) {
        return characters > maxKeyLength ? (characters, start) : nil
      }
      if bytes[k] & 0xC0 != 0x80 { characters += 1 }
      k += 1
    }
    return nil
  }
}
