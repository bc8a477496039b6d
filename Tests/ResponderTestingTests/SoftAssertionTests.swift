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
        "F:8: expect hitView", "F:8: expect handledBy", "F:12: expect actionHandledBy", "F:12: expect chain",
      ])
    #expect(r.out.contains("FAIL a tap on the label is expected to reach the OK button"))
    #expect(r.out.contains("ok a passing test beside it"))
    #expect(r.out.contains("1 passed, 1 failed"))
  }
}
