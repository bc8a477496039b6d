import ResponderTesting
import Testing

/// `undoStack`/`redoStack` take a list (the manager the first responder
/// finds) or a map with one entry per starting responder.
@Suite("Undo stack expectations in map form")
struct UndoStackMapParsingTests {
  private func expectations(_ expect: String) throws -> [ScriptExpectation] {
    let text = "scene: s.yaml\ntests:\n  - name: t\n    steps:\n      - expect: \(expect)\n"
    let script = try TestScriptParser.parse(text: text, file: "s.test.yaml").get()
    let test = try #require(script.tests.first)
    #expect(test.errors.isEmpty)
    guard case .expect(let list) = test.steps.first?.step else {
      Issue.record("no expect step")
      return []
    }
    return list
  }

  @Test("a map with several entries is one check per responder, in order")
  func severalEntries() throws {
    let e = try expectations(
      "{ undoStack: { field: [Typing], paintButton: [Paint] }, redoStack: { field: [] } }")
    #expect(
      e == [
        .undoStack(from: "field", ["Typing"]), .undoStack(from: "paintButton", ["Paint"]),
        .redoStack(from: "field", []),
      ])
  }

  @Test("a list still checks the first responder's manager")
  func list() throws {
    #expect(
      try expectations("{ undoStack: [Typing, Paint] }") == [.undoStack(from: nil, ["Typing", "Paint"])])
  }

  @Test("a map entry that is not a list is an error at the entry")
  func badEntry() {
    let text =
      "scene: s.yaml\ntests:\n  - name: t\n    steps:\n      - expect: { undoStack: { field: Typing } }\n"
    let errors: [String]
    switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
    case .success(let script): errors = script.tests.flatMap(\.errors)
    case .failure(let f): errors = f.messages
    }
    #expect(errors.count == 1)
    #expect(errors.first?.contains("expected a list") == true)
  }
}
