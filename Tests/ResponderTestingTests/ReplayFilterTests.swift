import Foundation
import Testing

/// `rlab replay --filter` plays one test of a script, as `rlab test
/// --filter` runs one: replayed in real time, a long script is otherwise
/// watched to its end to see the test that failed.
@Suite("rlab replay --filter")
struct ReplayFilterTests {
  @Test("only the tests whose name contains the text are played")
  func plays() throws {
    let r = try rlab(["replay", "--headless", "Scenes/login.test.yaml", "--filter", "short slide"])
    #expect(r.code == 0, "\(r.out)\(r.err)")
    #expect(r.out == "ok a short slide takes the else branch\n1 passed, 0 failed\n", "\(r.out)")
  }

  @Test("a filter that matches nothing lists the tests, exit 2; an empty one is a usage error")
  func nothing() throws {
    let r = try rlab(["replay", "--headless", "Scenes/login.test.yaml", "--filter", "zzz"])
    #expect(r.code == 2)
    #expect(
      r.err.contains(
        "no test matches --filter \"zzz\" in Scenes/login.test.yaml (tests: \"log in sends login to main\""),
      "\(r.err)")
    let empty = try rlab(["replay", "--headless", "Scenes/login.test.yaml", "--filter", ""])
    #expect(empty.code == 64)
  }
}
