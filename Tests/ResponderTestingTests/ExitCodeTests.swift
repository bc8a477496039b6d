import Foundation
import Testing

/// SPEC §1: 0 all passed, 1 a test failed, 2 a script or scene could not be
/// used or no test ran, 64 usage; CI tells them apart.
@Suite("rlab test exit codes")
struct ExitCodeTests {
  @Test("an empty folder runs no test and exits 2, saying so")
  func emptyFolder() throws {
    let dir = try temporaryFolder("empty")
    let r = try rlab(["test", dir])
    #expect(r.code == 2)
    #expect(r.err.contains("no *.test.yaml found"))
    #expect(r.out.contains("0 passed, 0 failed"))
  }

  @Test("a --filter that matches nothing exits 2")
  func filterMatchesNothing() throws {
    let r = try rlab(["test", "Scenes/figure1.test.yaml", "--filter", "no test has this name"])
    #expect(r.code == 2)
    #expect(r.err.contains("no test matches --filter"))
  }

  @Test("passing tests exit 0, a failing test 1, a broken script 2")
  func passFailError() throws {
    #expect(try rlab(["test", "Scenes/figure1.test.yaml"]).code == 0)
    #expect(try rlab(["test", fixtures + "/failing.test.yaml"]).code == 1)
    #expect(try rlab(["test", fixtures + "/broken.test.yaml"]).code == 2)
    #expect(try rlab(["test", fixtures + "/broken.test.yaml", fixtures + "/failing.test.yaml"]).code == 2)
  }

  @Test("usage errors exit 64")
  func usage() throws {
    #expect(try rlab(["test", "--no-such-option"]).code == 64)
    #expect(try rlab(["test", "no/such/folder"]).code == 64)
    #expect(try rlab(["test", "--shard", "3/2"]).code == 64)
    let missing = try rlab(["test", "no/such/folder"])
    #expect(missing.err.contains("no such file or folder: no/such/folder"), "\(missing.err)")
    #expect(
      missing.err.contains("Usage: rlab test "), "the usage of `rlab test`, not the root's: \(missing.err)")
  }

  @Test("rlab test without a path outside the repository says there is no Scenes/ folder")
  func noScenesFolder() throws {
    let r = try rlab(["test"], in: try temporaryFolder("no-scenes"))
    let text = r.err
    #expect(r.code == 64)
    #expect(text.contains("no Scenes/ folder here"), "\(text)")
    #expect(text.contains("Usage: rlab test "), "\(text)")
  }

  @Test("--help documents the exit codes")
  func help() throws {
    for command in ["test", "check"] {
      let r = try rlab([command, "--help"])
      #expect(r.code == 0)
      #expect(r.out.contains("Exit codes"))
      #expect(r.out.contains("64"))
    }
    #expect(try rlab(["test", "--help"]).out.contains("no test ran"))
  }
}
