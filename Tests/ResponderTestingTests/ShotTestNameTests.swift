import Foundation
import Testing

/// `rlab shot --script S --test NAME` with a name the script lacks lists the
/// tests it has and the nearest one, so a name mistyped from a FAIL line is
/// found; before, it said only `no test named "…"`.
@Suite("rlab shot --test names")
struct ShotTestNameTests {
  @Test("an unknown --test says the nearest name and lists the script's tests; no PNG is written")
  func unknownName() throws {
    let dir = try temporaryFolder("shot-test")
    let r = try rlab([
      "shot", "Scenes/login.yaml", "--script", "Scenes/login.test.yaml", "--test",
      "log in sends login to mian",
      "-o", dir + "/x.png",
    ])
    #expect(r.code != 0)
    #expect(
      r.err.contains(
        "Scenes/login.test.yaml: no test named \"log in sends login to mian\"; did you mean \"log in sends login to main\"?"
      ), "\(r.err)")
    #expect(
      r.err.contains("(tests: \"log in sends login to main\", \"typing a user name goes to the field\""),
      "\(r.err)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
    let ok = try rlab([
      "shot", "Scenes/login.yaml", "--script", "Scenes/login.test.yaml", "--test",
      "log in sends login to main",
      "-o", dir + "/y.png",
    ])
    #expect(ok.code == 0, "\(ok.err)")
    #expect(FileManager.default.fileExists(atPath: dir + "/y.png"))
  }
}
