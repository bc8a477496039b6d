import Foundation
import Testing

/// `rlab record -o` never destroys a file it was not asked to replace and
/// never writes a script `rlab test` would not run; both are refused before
/// a window opens.
@Suite("rlab record -o")
struct RecordCommandTests {
  @Test("an existing file is replaced only with --force")
  func refusesToReplace() throws {
    let dir = try temporaryFolder("record-o")
    let mine = try write("scene: figure1.yaml\ntests: []\n", to: "mine.test.yaml", in: dir)
    let r = try rlab(["record", "Scenes/figure1.yaml", "-o", mine, "--headless", "--frames", "1"])
    #expect(r.code == 64, "\(r.out)\(r.err)")
    #expect(r.err.contains("exists; use --force to replace it"), "\(r.err)")
    #expect(try String(contentsOfFile: mine, encoding: .utf8) == "scene: figure1.yaml\ntests: []\n")
  }

  @Test("a session with no input says so: --headless takes none")
  func nothingRecorded() throws {
    let dir = try temporaryFolder("record-o")
    let r = try rlab([
      "record", "Scenes/figure1.yaml", "-o", dir + "/empty.test.yaml", "--headless", "--frames", "1",
    ])
    #expect(r.code == 0, "\(r.out)\(r.err)")
    #expect(
      r.err.contains("rlab record: nothing was recorded: no input reached the window (--headless"), "\(r.err)"
    )
    let text = try String(contentsOfFile: dir + "/empty.test.yaml", encoding: .utf8)
    #expect(text.contains("nothing recorded"))
  }

  @Test("an output not named *.test.yaml is refused")
  func refusesOtherNames() throws {
    let dir = try temporaryFolder("record-o")
    for name in ["out.yaml", "out.test.yml", ".test.yaml"] {
      let r = try rlab([
        "record", "Scenes/figure1.yaml", "-o", dir + "/" + name, "--headless", "--frames", "1",
      ])
      #expect(r.code == 64, "\(name): \(r.out)\(r.err)")
      #expect(r.err.contains("must be named *.test.yaml"), "\(r.err)")
      #expect(!FileManager.default.fileExists(atPath: dir + "/" + name))
    }
  }

  @Test("with --force a file is replaced by a recording that passes")
  func forceReplaces() throws {
    let dir = try temporaryFolder("record-o")
    let scene = try String(contentsOfFile: repositoryRoot + "/Scenes/figure1.yaml", encoding: .utf8)
    try write(scene, to: "figure1.yaml", in: dir)
    let out = try write("old", to: "rec.test.yaml", in: dir)
    let r = try rlab(["record", dir + "/figure1.yaml", "-o", out, "--force", "--headless", "--frames", "2"])
    #expect(r.code == 0, "\(r.out)\(r.err)")
    let text = try String(contentsOfFile: out, encoding: .utf8)
    #expect(text.contains("scene: figure1.yaml"), "\(text)")
    #expect(try rlab(["test", out]).code == 0)
  }
}
