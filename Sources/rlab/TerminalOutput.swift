import Foundation
import ResponderIO

/// Everything `rlab` prints goes through here: this `print` shadows the
/// standard library's inside the module, so no call site can forget to
/// escape control characters (`TerminalText`).
func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  let text = items.map { String(describing: $0) }.joined(separator: separator)
  Swift.print(TerminalText.escape(text), terminator: terminator)
}

/// Writes a line to standard error, escaped.
func printError(_ text: String) {
  try? FileHandle.standardError.write(contentsOf: Data((TerminalText.escape(text) + "\n").utf8))
}
