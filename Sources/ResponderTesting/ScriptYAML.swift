/// Writing values into test-script YAML so that they read back unchanged.
///
/// `rlab record` wrote a typed `'` as a bare key name (`keyDown: '`), which
/// opens a quoted scalar and breaks the file (issue 19). Everything it
/// writes that comes from the user or the scene goes through `quoted`.
public enum ScriptYAML {
  /// A double-quoted YAML scalar of `text`: backslash, quote, line breaks
  /// and every control character escaped (YAML 1.2 §5.7 escapes).
  public static func quoted(_ text: String) -> String {
    var out = "\""
    for u in text.unicodeScalars {
      switch u {
      case "\\": out += "\\\\"
      case "\"": out += "\\\""
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        switch u.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF:
          let hex = String(u.value, radix: 16, uppercase: true)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        default: out.unicodeScalars.append(u)
        }
      }
    }
    return out + "\""
  }

  /// An id, key name or path as written plainly when YAML reads it back as
  /// the same string (`ok`, `ctrl+z`, `name.text`), else `quoted`: `null`,
  /// `true`, `1e5`, `-`, `'` and anything with other characters.
  public static func scalar(_ text: String) -> String {
    let plainWords: Set<String> = [
      "null", "Null", "NULL", "true", "True", "TRUE", "false", "False", "FALSE", "y", "Y", "n", "N", "yes",
      "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
    ]
    func wordLike(_ u: Unicode.Scalar) -> Bool {
      u.isASCII && (u.properties.isAlphabetic || ("0"..."9").contains(u) || "_+.-".unicodeScalars.contains(u))
    }
    guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      first.isASCII, !plainWords.contains(text), text.unicodeScalars.allSatisfy(wordLike)
    else { return quoted(text) }
    return text
  }
}
