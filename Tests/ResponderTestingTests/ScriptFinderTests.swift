import Foundation
import Testing

@testable import ResponderTesting

/// What `rlab test FOLDER` searches (issue 37, item 12): nothing under the
/// folder is passed over without a word.
@Suite("Searching folders for scripts")
struct ScriptFinderTests {
  private let failing =
    "scene: SCENE\ntests:\n  - name: fails\n    steps:\n      - expect: { handledBy: label }\n"

  /// `tree/` with `real/deep/y.test.yaml`, a link into it, a link out of
  /// the tree and a link back to the top.
  private func tree() throws -> (root: String, outside: String) {
    let root = try temporaryFolder("finder")
    let outside = try temporaryFolder("finder-outside")
    try FileManager.default.createDirectory(atPath: root + "/real/deep", withIntermediateDirectories: true)
    try write("", to: "y.test.yaml", in: root + "/real/deep")
    try write("", to: "o.test.yaml", in: outside)
    #expect(symlink("real", root + "/inlink") == 0)
    #expect(symlink(outside, root + "/outlink") == 0)
    #expect(symlink("..", root + "/real/up") == 0)
    return (root, outside)
  }

  @Test("a link to a folder inside the tree is followed once; one leading out of it is named, not searched")
  func links() throws {
    let (root, outside) = try tree()
    let found = try ScriptFinder.search([root])
    #expect(found.scripts == [root + "/real/deep/y.test.yaml"])
    let real = { (p: String) in URL(fileURLWithPath: p).resolvingSymlinksInPath().path }
    #expect(
      found.notes.sorted() == [
        "\(root)/inlink is a link to \(real(root + "/real")), searched already; its scripts run once",
        "\(root)/outlink is a link to a folder outside \(root) (\(real(outside))); not searched: name it to run its scripts",
        "\(root)/real/up is a link to \(real(root)), searched already; its scripts run once",
      ])
    #expect(found.unreadable.isEmpty)
    // Named itself, the folder a link leads to is searched.
    #expect(try ScriptFinder.search([root + "/outlink"]).scripts == [root + "/outlink/o.test.yaml"])
  }

  @Test("a subfolder that cannot be read is named and counted as could not run: exit 2")
  func unreadable() throws {
    let root = try temporaryFolder("finder-locked")
    try FileManager.default.createDirectory(atPath: root + "/locked", withIntermediateDirectories: true)
    try write(
      failing.replacingOccurrences(of: "SCENE", with: figure1), to: "x.test.yaml", in: root + "/locked")
    #expect(chmod(root + "/locked", 0) == 0)
    defer { chmod(root + "/locked", 0o755) }
    // Root reads any folder: the check runs without the capabilities that
    // let it (setpriv), as any other user would.
    let r = try runWithoutReadOverride([rlabBinary, "test", root])
    #expect(r.code == 2)
    #expect(r.out.contains("ERROR (folder \(root)/locked)"))
    #expect(
      r.out.contains(
        "\(root)/locked: cannot read the folder: Permission denied; the scripts in it did not run"))
    #expect(r.out.contains("0 passed, 0 failed, 1 could not run"))
  }

  /// Runs `argv` as this user but without CAP_DAC_OVERRIDE and
  /// CAP_DAC_READ_SEARCH, so that a folder's mode bits hold for root too.
  private func runWithoutReadOverride(_ argv: [String]) throws -> CommandResult {
    let p = Process()
    let setpriv = "/usr/bin/setpriv"
    if getuid() == 0 {
      try #require(
        FileManager.default.isExecutableFile(atPath: setpriv), "setpriv (util-linux) is needed as root")
      p.executableURL = URL(fileURLWithPath: setpriv)
      p.arguments =
        [
          "--inh-caps=-dac_override,-dac_read_search", "--bounding-set=-dac_override,-dac_read_search",
        ] + argv
    } else {
      p.executableURL = URL(fileURLWithPath: argv[0])
      p.arguments = Array(argv.dropFirst())
    }
    var env = ProcessInfo.processInfo.environment
    env["SDL_VIDEODRIVER"] = "offscreen"
    p.environment = env
    let (out, err) = (Pipe(), Pipe())
    p.standardOutput = out
    p.standardError = err
    try p.run()
    let (o, e) = (PipeDrain(out), PipeDrain(err))
    let result = CommandResult(code: 0, out: o.text(), err: e.text())
    p.waitUntilExit()
    return CommandResult(code: p.terminationStatus, out: result.out, err: result.err)
  }
}
