import Foundation
import MCP
import ResponderScene
import ResponderTesting

/// Steps an agent sends, in the test script's own step grammar: each item
/// one step as a script writes it (`tap: ok`, `drag: { from: a, to: b }`),
/// or the same step as a JSON object (`{"tap": "ok"}`, JSON being YAML's
/// flow style). They are parsed by `TestScriptParser` inside a one-test
/// script, exactly as `rlab test` parses them, and the places of errors and
/// failed checks are moved back into the item: `steps[0]:1:6: …`.
struct StepText {
  /// One step as given (a JSON object written out as flow YAML), and parsed.
  struct Item {
    var text: String
    var step: LocatedStep
  }

  /// The indent of a step in the wrapped script (`      - `): what columns lose.
  static let indent = 8
  static let header = "scene: mcp.yaml\ntests:\n  - name: mcp\n    steps:\n"
  static let headerLines = 4

  /// Each item as YAML text: a string as given; an object of one key as a
  /// script writes a step, `key: VALUE` with the value as JSON (YAML's flow
  /// style); anything else as JSON.
  static func text(of value: Value) throws(ToolFailure) -> String {
    if case .string(let s) = value { return s }
    if case .object(let o) = value, o.count == 1, let (key, v) = o.first, !key.isEmpty,
      key.allSatisfy({ $0.isLetter || $0.isNumber })
    {
      return key + ": " + (try json(v))
    }
    return try json(value)
  }

  static func json(_ value: Value) throws(ToolFailure) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard let data = try? encoder.encode(value) else { throw ToolFailure("a step is not JSON") }
    return String(decoding: data, as: UTF8.self)
  }

  /// The script lines of `texts`, as to_test writes them and `parse` reads them.
  static func scriptLines(_ texts: [String]) -> String {
    texts.map { t in
      t.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
        ($0.offset == 0 ? "      - " : "        ") + $0.element
      }.joined(separator: "\n")
    }.joined(separator: "\n") + "\n"
  }

  /// Parses `texts` as the steps of one test; `label` names them in errors
  /// (`steps`, `checks`). Fails with every error as `rlab test` prints it.
  static func parse(_ texts: [String], label: String) throws(ToolFailure) -> [Item] {
    guard !texts.isEmpty else { throw ToolFailure("`\(label)` is empty: give at least one step") }
    // Where each item starts in the wrapped script (its first line).
    var starts: [Int] = []
    var line = headerLines + 1
    for t in texts {
      starts.append(line)
      line += t.split(separator: "\n", omittingEmptySubsequences: false).count
    }
    func place(_ l: SceneLocation) -> SceneLocation {
      guard l.line > headerLines, let i = starts.lastIndex(where: { $0 <= l.line }) else {
        return SceneLocation(file: label, line: 1, column: 1)
      }
      let name = texts.count == 1 && label == "step" ? label : "\(label)[\(i)]"
      return SceneLocation(file: name, line: l.line - starts[i] + 1, column: max(1, l.column - indent))
    }
    let script: TestScript
    switch TestScriptParser.parse(text: header + scriptLines(texts), file: "mcp") {
    case .failure(let f):
      throw ToolFailure(
        f.errors.map { ScriptError($0.problem, at: place($0.location)).description }.joined(separator: "\n"))
    case .success(let s): script = s
    }
    guard let test = script.tests.first else { throw ToolFailure("`\(label)`: no step") }
    if !test.problems.isEmpty {
      throw ToolFailure(
        test.problems.map { ScriptError($0.problem, at: place($0.location)).description }.joined(
          separator: "\n"))
    }
    guard test.steps.count == texts.count else {
      throw ToolFailure(
        "`\(label)`: each item is one step (got \(texts.count) items, \(test.steps.count) steps)")
    }
    return zip(texts, test.steps).map { text, step in
      var s = step
      s.location = place(step.location)
      s.checkLocations = step.checkLocations.map(place)
      s.references = step.references.map {
        ScriptReference(id: $0.id, kind: $0.kind, location: place($0.location))
      }
      return Item(text: text, step: s)
    }
  }
}
