import Foundation
import Testing

/// A script's shared opening steps, written once (issue 44): `before:`,
/// which every test runs first, and `continues: true`, which starts a test
/// where the test above ended. The scene test
/// `Scenes/testing/before-continues.test.yaml` shows them passing; these
/// show how they fail.
@Suite("script setup: before and continues")
struct ScriptSetupTests {
  let figure1 = repositoryRoot + "/Scenes/figure1.yaml"

  func run(_ script: String, _ args: [String] = []) throws -> (CommandResult, String) {
    let dir = try temporaryFolder("setup")
    let path = try write(script, to: "s.test.yaml", in: dir)
    return (try rlab(["test", path] + args), path)
  }

  @Test("an error in a step above names its own line, in the continuing test too")
  func failureInPrefix() throws {
    let (r, path) = try run(
      """
      scene: \(figure1)
      before:
        - tap: field
      tests:
        - name: first
          steps:
            - tap: nosuchview
        - name: second
          continues: true
          steps:
            - expect: { firstResponder: field }
      """)
    #expect(r.code == 2, "\(r.out)")
    #expect(r.out.contains("0 passed, 0 failed, 2 could not run"), "\(r.out)")
    // Both tests stop at line 7, where the unknown id is written.
    #expect(
      r.out.components(separatedBy: "\(path):7:14: unknown view id `nosuchview`").count == 3, "\(r.out)")
  }

  @Test("`continues: true` on the first test, or not a flag, is an error at its place")
  func continuesErrors() throws {
    let (r, path) = try run(
      """
      scene: \(figure1)
      tests:
        - name: first
          continues: true
          steps:
            - tap: ok
        - name: second
          continues: sometimes
          steps:
            - tap: ok
      """)
    #expect(r.code != 0, "\(r.out)")
    #expect(r.out.contains("\(path):4:5: `continues: true` starts where the test above ended"), "\(r.out)")
    #expect(r.out.contains("\(path):8:16: `continues` is true or false"), "\(r.out)")
  }

  @Test("replayed input counts toward the script's played-time limit, as if written out")
  func playedTimeLimit() throws {
    // 20 tests, each continuing with a 5 s drag: 100 s written (under the
    // limit), but test k plays 5·k s, 1,050 s in all.
    let tests = (1...20).map { k in
      "  - name: t\(k)\n" + (k > 1 ? "    continues: true\n" : "")
        + "    steps:\n      - drag: { from: [100, 300], to: [120, 300], duration: 5 }\n"
        + "      - expect: { firstResponder: null }\n"
    }.joined()
    let start = Date()
    let (r, path) = try run("scene: \(figure1)\ntests:\n" + tests)
    #expect(Date().timeIntervalSince(start) < 20)
    #expect(r.code != 0, "\(r.out)")
    #expect(r.out.contains("not run: the script's input steps pass 300 s in all"), "\(r.out)")
    // 5 + 10 + … + 55 = 330 s: the 11th test (line 52) is the first not run.
    #expect(r.out.contains("10 passed, 0 failed, 10 could not run"), "\(r.out)")
    #expect(r.out.contains("\(path):52:5: not run: the script's input steps pass 300 s in all"), "\(r.out)")
  }
}
