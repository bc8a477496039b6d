import Foundation
import Testing

/// A failed `expect` does not end its test: every failing expectation is
/// reported (as Playwright's soft assertions), and the test still fails.
@Suite("soft assertions")
struct SoftAssertionTests {
  @Test("all four failing expectations of a test are reported, in step order")
  func everyFailure() throws {
    let r = try rlab(["test", fixtures + "/failing.test.yaml"])
    #expect(r.code == 1)
    let heads = r.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
      .filter { $0.hasPrefix(fixtures + "/failing.test.yaml:") }
    #expect(
      heads.map { $0.replacingOccurrences(of: fixtures + "/failing.test.yaml", with: "F") } == [
        // Each at its own check's FILE:LINE:COLUMN, not the `expect` step's line.
        "F:9:11: expect hitView", "F:10:11: expect handledBy", "F:13:11: expect actionHandledBy",
        "F:14:11: expect chain",
      ])
    #expect(r.out.contains("FAIL a tap on the label is expected to reach the OK button"))
    #expect(r.out.contains("ok a passing test beside it"))
    #expect(r.out.contains("1 passed, 1 failed"))
  }

  @Test("of several checks on one line, a failure names its own column")
  func columnOnOneLine() throws {
    let dir = try temporaryFolder("soft")
    let script = try write(
      """
      scene: \(repositoryRoot)/Scenes/figure1.yaml
      tests:
        - name: deliberately wrong
          steps:
            - tap: ok
            - expect: { handledBy: ok, chain: [ok, background], firstResponder: field }
      """, to: "wrong.test.yaml", in: dir)
    let r = try rlab(["test", script])
    #expect(r.code == 1)
    #expect(r.out.contains("\(script):6:34: expect chain\n"), "\(r.out)")
    #expect(r.out.contains("\(script):6:59: expect firstResponder\n"), "\(r.out)")
    #expect(!r.out.contains("expect handledBy"), "\(r.out)")
  }
}
