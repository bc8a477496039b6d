/// Text made safe to print to a terminal or put in an XML report.
///
/// Scene and script text can carry any character through YAML's escapes
/// (`"\e[32m"`), and a test name that writes escape sequences could draw a
/// failing run as "ok, everything passed" (issue 19). Every C0 and C1
/// control character except line feed and tab, DEL, and the Unicode
/// direction overrides is shown as `\u{…}` instead.
public enum TerminalText {
  public static func escape(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = String.UnicodeScalarView()
    for u in text.unicodeScalars {
      if needsEscape(u) {
        out.append(contentsOf: "\\u{\(String(u.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        out.append(u)
      }
    }
    return String(out)
  }

  static func needsEscape(_ u: Unicode.Scalar) -> Bool {
    switch u.value {
    case 0x0A, 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }
}
