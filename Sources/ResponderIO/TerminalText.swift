/// Text made safe to print to a terminal or put in an XML report.
///
/// The rule is `ControlCharacters`: every C0 and C1 control character,
/// DEL and the Unicode direction overrides are shown as `\u{…}` instead.
public enum TerminalText {
  /// A whole message or report line: its own line feeds and tabs stay.
  public static func escape(_ text: String) -> String {
    ControlCharacters.escaped(text, keepingLayout: true)
  }

  /// User text quoted inside a message (an id, a key, a typed string, a
  /// test's name): line feeds and tabs are escaped too, so that a newline
  /// in a key cannot start a line of its own (issue 25).
  public static func quoted(_ text: String) -> String {
    ControlCharacters.escaped(text, keepingLayout: false)
  }
}
