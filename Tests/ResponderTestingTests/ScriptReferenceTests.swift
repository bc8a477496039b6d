import Foundation
import ResponderTesting
import Testing

/// The README's script reference names every key the script parser takes,
/// and its example is a script that runs: a user who writes a script from
/// the README alone finds every key there (a trial user could not find the
/// shape of a script, nor that `gestures` maps ids to states).
@Suite("the README's script reference")
struct ScriptReferenceTests {
  private func section() throws -> String {
    let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "\n## Script reference\n"))
    let rest = readme[start.upperBound...]
    let end = rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex
    return String(rest[..<end])
  }

  @Test("every document, test, step and expectation key and every gesture state is named")
  func everyKeyListed() throws {
    let text = try section()
    let keys =
      TestScriptParser.documentKeys + TestScriptParser.testKeys + TestScriptParser.stepKeys
      + TestScriptParser.expectKeys + TestScriptParser.gestureStateNames
    let missing = Set(keys).filter { !text.contains("`\($0)`") }.sorted()
    #expect(missing == [], "missing from README's script reference: \(missing)")
  }

  @Test("its example is the start of Scenes/login.test.yaml, which passes")
  func exampleRuns() throws {
    let text = try section()
    let open = try #require(text.range(of: "```yaml\n"))
    let close = try #require(text[open.upperBound...].range(of: "```"))
    let example = text[open.upperBound..<close.lowerBound]
    let tests = try #require(example.range(of: "tests:\n"))
    let script = try String(contentsOfFile: repositoryRoot + "/Scenes/login.test.yaml", encoding: .utf8)
    #expect(
      script.contains(example[tests.lowerBound...]),
      "Scenes/login.test.yaml no longer begins with the example")
    let r = try rlab(["test", "Scenes/login.test.yaml", "--filter", "log in sends login to main"])
    #expect(r.code == 0 && r.out.contains("1 passed, 0 failed"), "\(r.out)\(r.err)")
  }
}
