import Foundation
import ResponderScene
import Testing

@testable import ResponderTesting

/// Issue 25's script inputs: route goldens stay in the script's folder,
/// a golden that is not JSON says so, long values are shortened, `type:`
/// takes no control characters, a lesson's text is limited.
@Suite("Hostile test scripts, round three")
struct RoundThreeScriptTests {
  private func problems(_ steps: String) -> [ScriptError] {
    let text = "scene: figure1.yaml\ntests:\n  - name: t\n    steps:\n" + steps
    switch TestScriptParser.parse(text: text, file: "s.test.yaml") {
    case .success(let script): return script.tests.flatMap(\.problems)
    case .failure(let f): return f.errors
    }
  }

  /// The same, as `rlab test` prints them.
  private func errors(_ steps: String) -> [String] { problems(steps).map(\.description) }

  private func place(_ line: Int, _ column: Int) -> ScriptLocation {
    ScriptLocation(file: "s.test.yaml", line: line, column: column)
  }

  @Test("a route golden outside the script's folder is refused where it is written")
  func routeConfined() {
    #expect(
      problems(
        "      - expect: { route: ../x/made/by/rlab.jsonl }\n      - expect: { route: /tmp/r.jsonl }\n"
          + "      - expect: { route: r.json }\n") == [
          ScriptError(.file(key: "route", .outside), at: place(5, 26)),
          ScriptError(.file(key: "route", .outside), at: place(6, 26)),
          ScriptError(.file(key: "route", .ending(".jsonl")), at: place(7, 26)),
        ])
    #expect(problems("      - expect: { route: golden/r.jsonl }\n") == [])
  }

  @Test("a symlinked route golden is refused for reading and for writing")
  func routeSymlinks() throws {
    let dir = try temporaryFolder("route-links")
    let outside = try temporaryFolder("route-outside")
    try "{\"secret\": 1}\n".write(toFile: outside + "/secret.jsonl", atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/read.jsonl", withDestinationPath: outside + "/secret.jsonl")
    try FileManager.default.createSymbolicLink(
      atPath: dir + "/write.jsonl", withDestinationPath: outside + "/new.jsonl")
    let seen = [#"{"type":"touch"}"#]
    let read = RouteGolden.check(seen, golden: dir + "/read.jsonl", update: false)
    #expect(
      read?.contains("refusing to read the route golden \(dir)/read.jsonl: it is a symbolic link") == true)
    #expect(read?.contains("secret") == false)
    let write = RouteGolden.check(seen, golden: dir + "/write.jsonl", update: false)
    #expect(write?.contains("it is a symbolic link") == true)
    #expect(!FileManager.default.fileExists(atPath: outside + "/new.jsonl"))
  }

  @Test("a golden line that is not JSON is named as such, at the golden's path and line")
  func notJSON() {
    let seen = [#"{"type":"touch"}"#, #"{"type":"touch"}"#]
    let d = RouteGolden.firstDifference(
      expected: [seen[0], "this is not json"], seen: seen, golden: "g.jsonl")
    #expect(d?.hasPrefix("    g.jsonl:2: line 2 of the route golden is not JSON") == true)
    let nested = RouteGolden.firstDifference(
      expected: [String(repeating: "[", count: 100_000)], seen: seen, golden: "g.jsonl")
    #expect(nested?.hasPrefix("    g.jsonl:1: line 1 of the route golden is not JSON") == true)
  }

  @Test("a 7 MB value in a route diff is shortened to its start and end")
  func longValue() {
    let big = String(repeating: "x", count: 7_000_000)
    let d = RouteGolden.firstDifference(
      expected: [#"{"type":"\#(big)"}"#], seen: [#"{"type":"touch"}"#], golden: "g.jsonl")
    #expect(d.map { $0.count < 2_000 } == true)
    #expect(d?.contains("(7000000 characters in all)") == true)
    #expect(DiffText.show("short") == "short")
    #expect(DiffText.show("a\nb") == "a\\u{A}b")
  }

  @Test("`type:` refuses NUL and the other control characters instead of typing part of the text")
  func typeControls() {
    #expect(
      problems("      - type: \"ab\\u0000cd\"\n      - type: \"a\\nb\"\n      - type: \"é 中 🙂\"\n") == [
        ScriptError(.controlCharacter(0), at: place(5, 15)),
        ScriptError(.controlCharacter(0x0A), at: place(6, 15)),
      ])
  }

  @Test("a newline in a `key:` step or a test's name cannot start a line of its own")
  func escapedKey() {
    let e = errors("      - key: \"a\\nScenes/figure1.yaml:1:1: all good\"\n")
    #expect(e.count == 1)
    #expect(e.first?.contains("a\\u{A}Scenes/figure1.yaml:1:1: all good") == true)
    #expect(e.allSatisfy { !$0.contains("\n") })
  }

  @Test("a lesson's texts are limited to 10,000 characters, at the text's line and column")
  func lessonText() {
    let long = String(repeating: "w", count: 10_001)
    let yaml = "lesson:\n  title: t\n  steps:\n    - text: \(long)\n      answers: [a]\n"
    guard case .failure(let f) = Lesson.parse(text: yaml, file: "l.yaml") else {
      Issue.record("the lesson loaded")
      return
    }
    #expect(
      f.errors == [
        ScriptError(
          .scene(.tooMany(.text(count: 10001, max: 10000))),
          at: ScriptLocation(file: "l.yaml", line: 4, column: 13))
      ])
    let fits = "lesson:\n  title: t\n  steps:\n    - text: \(String(long.dropLast()))\n      answers: [a]\n"
    guard case .success(let lesson?) = Lesson.parse(text: fits, file: "l.yaml") else {
      Issue.record("a 10,000-character text did not load")
      return
    }
    #expect(lesson.steps.count == 1)
  }

  @Test("tests past the script's budget of views built are not run, each saying why")
  func viewBudget() throws {
    let dir = try temporaryFolder("budget")
    let views = (0..<9).map { "      - { id: v\($0) }" }.joined(separator: "\n")
    try write(
      "window: { width: 100, height: 100 }\nroot:\n  controller: main\n  view:\n    id: root\n    subviews:\n"
        + views + "\n", to: "s.yaml", in: dir)
    let tests = (0..<4).map { "  - name: t\($0)\n    steps:\n      - expect: { handledBy: null }\n" }.joined()
    let path = try write("scene: s.yaml\ntests:\n" + tests, to: "b.test.yaml", in: dir)
    guard case .success(let script) = TestScriptParser.load(path: path) else {
      Issue.record("the script did not load")
      return
    }
    // 10 views a test (root and nine): a budget of 25 runs two tests.
    let d = ScriptDiagnosis.diagnose(script, viewBudget: 25)
    #expect(d.testErrors.map(\.isEmpty) == [true, true, false, false])
    #expect(
      d.testProblems[2] == [
        ScriptError(.viewBudget(views: 10, budget: 25), at: ScriptLocation(file: path, line: 9, column: 5))
      ])
  }
}
