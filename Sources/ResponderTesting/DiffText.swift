import ResponderIO

/// How a value from a scene, a script or a golden is shown in a failure:
/// control characters escaped (a newline in a value cannot forge a line of
/// output) and a long value shortened to its start and end, so a 7 MB line
/// of a route golden no longer floods the terminal (issue 25).
enum DiffText {
  /// The longest value shown whole, in characters.
  static let maxCharacters = 240

  static func show(_ value: String) -> String {
    // Scalars first: counting the characters of 7 MB costs more than this.
    let quoted = TerminalText.quoted(value)
    guard quoted.unicodeScalars.count > maxCharacters, quoted.count > maxCharacters else { return quoted }
    let total = value.count
    return String(quoted.prefix(160)) + " … (\(total) characters in all) … " + String(quoted.suffix(60))
  }
}
