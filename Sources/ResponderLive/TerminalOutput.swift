import Foundation
import ResponderIO

/// Writes a line to standard error, escaped (`TerminalText`): a scene's
/// errors name the user's file and may hold any bytes.
func printError(_ text: String) {
  try? FileHandle.standardError.write(contentsOf: Data((TerminalText.escape(text) + "\n").utf8))
}
