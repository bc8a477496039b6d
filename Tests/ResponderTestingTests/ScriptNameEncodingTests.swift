import Foundation
import Testing

/// A script whose file name is not UTF-8 is reported as such, not as a
/// missing file.
@Suite("script names that are not UTF-8")
struct ScriptNameEncodingTests {
  @Test("found in a folder or named on the command line, a non-UTF-8 name says so")
  func nonUTF8Names() throws {
    let dir = try temporaryFolder("utf8")
    // Swift strings cannot hold the bad byte: a shell writes and passes it.
    let sh = Process()
    sh.executableURL = URL(fileURLWithPath: "/bin/sh")
    sh.arguments = [
      "-c",
      "printf 'scene: %s\\ntests: []\\n' \"$2\" > \"$1/$(printf 'bad\\377').test.yaml\"; "
        + "\"$3\" test \"$1/$(printf 'bad\\377').test.yaml\" > \"$1/arg.out\" 2>&1; echo $? > \"$1/arg.code\"",
      "sh", dir, repositoryRoot + "/Scenes/figure1.yaml", rlabBinary,
    ]
    try sh.run()
    sh.waitUntilExit()
    let r = try rlab(["test", dir])
    #expect(r.code == 2)
    #expect(r.out.contains("the file name is not valid UTF-8"), "\(r.out)")
    #expect(!r.out.contains("No such file"), "\(r.out)")
    let argOut = try String(contentsOfFile: dir + "/arg.out", encoding: .utf8)
    #expect(argOut.contains("the name is not valid UTF-8"), "\(argOut)")
    #expect(try String(contentsOfFile: dir + "/arg.code", encoding: .utf8) == "64\n")
  }
}
