/// Control characters in text that came from a user, shown as `\u{…}`.
///
/// Scene and script text can carry any character through YAML's escapes
/// (`"\e[32m"`, `"a\nb"`): an escape sequence could redraw a failing run as
/// "ok" (issue 19), and a newline in a key or a log line could forge a line
/// such as `Scenes/figure1.yaml:1:1: all good` (issue 25). Every C0 and C1
/// control character, DEL and the Unicode direction overrides are escaped;
/// line feed and tab only when `keepingLayout` is false, as they are in an
/// id, a key or a value quoted inside a message, and kept where a whole
/// message's own lines are printed. `TerminalText` (every line `rlab`
/// prints) and the overlay's texts both use this one rule.
public enum ControlCharacters {
  public static func escaped(_ text: String, keepingLayout: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0, keepingLayout: keepingLayout) }) else {
      return text
    }
    var out = String.UnicodeScalarView()
    for u in text.unicodeScalars {
      if needsEscape(u, keepingLayout: keepingLayout) {
        out.append(contentsOf: "\\u{\(String(u.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        out.append(u)
      }
    }
    return String(out)
  }

  public static func needsEscape(_ u: Unicode.Scalar, keepingLayout: Bool) -> Bool {
    switch u.value {
    case 0x0A, 0x09: !keepingLayout
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
