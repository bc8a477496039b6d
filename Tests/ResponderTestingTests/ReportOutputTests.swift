import Foundation
import Testing

@testable import ResponderTesting

/// What `rlab test` writes besides its console lines: an HTML report a CI
/// reader can use, pictures that never collide or escape their folder,
/// reports refused before anything runs when they cannot be written.
@Suite("report output")
struct ReportOutputTests {
  static let passing =
    "tests:\n  - name: fine\n    steps: [{ tap: ok }, { expect: { actionHandledBy: main } }]\n"
  static let failing =
    "tests:\n  - name: t\n    steps: [{ tap: ok }, { expect: { actionHandledBy: nobody } }]\n"
    .replacingOccurrences(of: "nobody", with: "ok")

  /// A folder with `a/same.test.yaml` and `b/same.test.yaml` failing, and `ok.test.yaml` passing.
  func fixture() throws -> String {
    let dir = try temporaryFolder("report")
    let scene = "scene: \(repositoryRoot)/Scenes/figure1.yaml\n"
    for sub in ["a", "b"] {
      try FileManager.default.createDirectory(atPath: dir + "/" + sub, withIntermediateDirectories: true)
      try write(scene + Self.failing, to: sub + "/same.test.yaml", in: dir)
    }
    try write(scene + Self.passing, to: "ok.test.yaml", in: dir)
    return dir
  }

  @Test(
    "the report lists failures first, links each from the summary, has a filter box, and folds passing scripts"
  )
  func htmlReport() throws {
    let dir = try fixture()
    let r = try rlab(["test", dir, "--report", dir + "/out"])
    #expect(r.code == 1)
    let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
    let failing = try #require(
      html.range(of: "<details class=\"script\" open><summary>\(dir)/a/same.test.yaml"))
    let passing = try #require(html.range(of: "<details class=\"script\"><summary>\(dir)/ok.test.yaml"))
    #expect(failing.lowerBound < passing.lowerBound)
    #expect(html.contains("<ul class=\"problems\">\n<li><a href=\"#t1\">failed: t</a>"), "\(html)")
    #expect(html.contains("<div class=\"test failed\" id=\"t1\">"))
    #expect(html.contains("<input id=\"filter\" type=\"search\""))
  }

  @Test("failure pictures are named from the script's path, so same-named scripts never collide")
  func pictureNames() throws {
    let dir = try fixture()
    let r = try rlab(["test", dir, "--report", dir + "/out"])
    #expect(r.code == 1)
    let pictures = try FileManager.default.contentsOfDirectory(atPath: dir + "/out").filter {
      $0.hasSuffix(".png")
    }
    #expect(pictures.count == 2, "\(pictures)")
    #expect(pictures.allSatisfy { $0.contains("-a-same-t-L3") || $0.contains("-b-same-t-L3") }, "\(pictures)")
    let html = try String(contentsOfFile: dir + "/out/index.html", encoding: .utf8)
    for p in pictures { #expect(html.contains("<img src=\"\(p)\"")) }
  }

  @Test("src attributes are URL-encoded")
  func encodedSource() {
    var o = TestOutcome(
      script: "x.test.yaml", name: "t", line: 1, status: .failed, failures: ["f"], seconds: 0, startedAt: 0)
    o.screenshot = "/tmp/a b#c%.png"
    let html = HTMLReport.html([o], images: [o.screenshot!: "a b#c%.png"], generatedAt: Date())
    #expect(html.contains("<img src=\"a%20b%23c%25.png\""))
  }

  @Test("--junit /dev/null writes no picture into /dev, and the run still reports")
  func junitToDevice() throws {
    let dir = try fixture()
    let before = Set(try FileManager.default.contentsOfDirectory(atPath: "/dev"))
    let r = try rlab(["test", dir + "/a/same.test.yaml", "--junit", "/dev/null"])
    #expect(r.code == 1)
    #expect(r.out.contains("0 passed, 1 failed"))
    let after = Set(try FileManager.default.contentsOfDirectory(atPath: "/dev"))
    #expect(after.subtracting(before).filter { $0.hasSuffix(".png") }.isEmpty)
  }

  @Test("--report onto a file or an unwritable place is refused before any test runs, exit 2")
  func reportRefusedEarly() throws {
    let dir = try fixture()
    let file = try write("x", to: "file.txt", in: dir)
    for target in [file, "/dev/null", "/proc/version/report"] {
      let r = try rlab(["test", dir + "/ok.test.yaml", "--report", target])
      #expect(r.code == 2, "\(target): \(r.out)\(r.err)")
      #expect(r.err.contains("rlab: cannot write report to \(target): "), "\(r.err)")
      #expect(!r.out.contains("ok fine"), "\(target): tests ran")
    }
    #expect(try String(contentsOfFile: file, encoding: .utf8) == "x")
  }

  @Test("--junit naming a folder is refused before any test runs, exit 2")
  func junitFolderRefusedEarly() throws {
    let dir = try fixture()
    let r = try rlab(["test", dir + "/ok.test.yaml", "--junit", dir])
    #expect(r.code == 2, "\(r.out)\(r.err)")
    #expect(r.err.contains("rlab: cannot write the JUnit report to \(dir): it is a folder"), "\(r.err)")
    #expect(!r.out.contains("ok fine"), "tests ran: \(r.out)")
  }

  @Test("a report that fails after the tests still prints the summary line, then the error")
  func reportFailsAfterTests() throws {
    let dir = try fixture()
    try FileManager.default.createDirectory(
      atPath: dir + "/out/index.html", withIntermediateDirectories: true)
    let r = try rlab(["test", dir + "/ok.test.yaml", "--report", dir + "/out"])
    #expect(r.code == 2)
    #expect(r.out.contains("1 passed, 0 failed"), "\(r.out)")
    #expect(r.err.contains("rlab: cannot write report to \(dir)/out: "), "\(r.err)")
  }

  @Test("a symlink planted in the report folder is replaced, never followed out of it")
  func symlinksNotFollowed() throws {
    let dir = try fixture()
    let outside = try write("precious", to: "outside.txt", in: dir)
    try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: dir + "/out/index.html", withDestinationPath: outside)
    // The picture the failing script will write, planted as a link too.
    let r0 = try rlab(["test", dir + "/a/same.test.yaml", "--report", dir + "/probe"])
    let picture = try #require(
      try FileManager.default.contentsOfDirectory(atPath: dir + "/probe").first { $0.hasSuffix(".png") })
    try FileManager.default.createSymbolicLink(atPath: dir + "/out/" + picture, withDestinationPath: outside)
    #expect(r0.code == 1)
    let r = try rlab(["test", dir + "/a/same.test.yaml", "--report", dir + "/out"])
    #expect(r.code == 1, "\(r.out)\(r.err)")
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "precious")
    let type =
      try FileManager.default.attributesOfItem(atPath: dir + "/out/index.html")[.type] as? FileAttributeType
    #expect(type == .typeRegular)
    let pictureType =
      try FileManager.default.attributesOfItem(atPath: dir + "/out/" + picture)[.type] as? FileAttributeType
    #expect(pictureType == .typeRegular)
  }

  @Test("repeats collapse: a run once with its count, a repeated block once with its count")
  func runs() {
    #expect(TestContext.runs(["a", "a", "a", "b"]) == ["a ×3", "b"])
    #expect(TestContext.runs(["x", "a", "b", "a", "b", "a", "b", "c"]) == ["x", "(a, b) ×3", "c"])
    #expect(TestContext.runs(["a", "b", "c"]) == ["a", "b", "c"])
  }

  @Test("a failed calls list collapses repeats, and trace numbers are rounded")
  func collapsedCallsAndRoundedTrace() throws {
    let dir = try temporaryFolder("report")
    let script = try write(
      """
      scene: \(repositoryRoot)/Scenes/figure1.yaml
      tests:
        - name: calls
          steps:
            - drag: { from: label, to: [200, 200], duration: 0.2 }
            - expect: { calls: [] }
      """, to: "c.test.yaml", in: dir)
    let r = try rlab(["test", script, "--trace", dir + "/t.jsonl"])
    #expect(r.out.contains("appDelegate.touchesMoved) ×"), "\(r.out)")
    let trace = try String(contentsOfFile: dir + "/t.jsonl", encoding: .utf8)
    #expect(!trace.contains("99999999"), "\(trace.prefix(400))")
    #expect(!trace.contains("00000001"), "\(trace.prefix(400))")
  }
}
