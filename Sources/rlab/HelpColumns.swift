/// Two-column rows for a command's `--help` discussion (`rlab run`'s keys),
/// wrapped to fit 80 columns with a hanging indent.
///
/// swift-argument-parser wraps a discussion line longer than the terminal's
/// 80 columns and starts the rest at column 0, which breaks a column out of
/// its table ("F6 … (shown as F7" / "walks it)"); rows wrapped here never
/// reach that width.
enum HelpColumns {
  static func rows(_ rows: [(String, String)], keyWidth: Int, width: Int = 79) -> String {
    let indent = String(repeating: " ", count: 2 + keyWidth + 1)
    return rows.map { key, text in
      var lines: [String] = []
      var line = "  " + key.padding(toLength: keyWidth, withPad: " ", startingAt: 0) + " "
      var lineHasWord = false
      for word in text.split(separator: " ") {
        if lineHasWord, line.count + 1 + word.count > width {
          lines.append(line)
          line = indent
          lineHasWord = false
        }
        line += (lineHasWord ? " " : "") + word
        lineHasWord = true
      }
      lines.append(line)
      return lines.joined(separator: "\n")
    }.joined(separator: "\n")
  }
}
