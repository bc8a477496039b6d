import ResponderCore
import Testing

@testable import ResponderOverlay

@Suite("Text wrapping by measured width")
struct TextWrapTests {
  /// Every character 10 points wide.
  let measure = TextMeasure { s, _, _ in Double(s.count) * 10 }

  @Test("breaks at spaces so every line fits, keeping runs of spaces inside a line")
  func wrapsAtSpaces() {
    let lines = measure.wrap("ok  ·  button handled here", width: 130, size: 12)
    #expect(lines == ["ok  ·  button", "handled here"])
    #expect(lines.allSatisfy { measure.width($0, 12, false) <= 130 })
  }

  @Test("a word longer than a line is broken between characters; newlines always break")
  func longWordsAndNewlines() {
    #expect(measure.wrap("abcdefghij", width: 40, size: 12) == ["abcd", "efgh", "ij"])
    #expect(measure.wrap("one\ntwo", width: 400, size: 12) == ["one", "two"])
  }
}
