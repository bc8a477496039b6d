import Foundation
import Testing

@testable import ResponderTesting

/// What `rlab test` leaves on disk and says about it: goldens it rewrote,
/// no stale diff pictures, report folders holding only this run's files,
/// HTML whose lists hold only list items, and `--watch` following goldens.
@Suite("golden and report files")
struct GoldenAndReportFileTests {
  /// A script over figure1 whose one test compares a route golden and an
  /// image golden, in a fresh folder.
  func goldenScript() throws -> (dir: String, path: String) {
    let dir = try temporaryFolder("goldens")
    let path = try write(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n      - tap: ok\n"
        + "      - expect: { route: golden/t.route.jsonl }\n"
        + "      - expect: { image: golden/t.png }\n",
      to: "t.test.yaml", in: dir)
    return (dir, path)
  }

  @Test("--update-goldens and --update-routes list what they rewrote; a run that rewrote nothing says so")
  func listsWritten() throws {
    let (dir, path) = try goldenScript()
    let r = try rlab(["test", path, "--update-goldens", "--update-routes"])
    #expect(r.code == 0, "\(r.out)\(r.err)")
    #expect(r.out.contains("rewrote 2 goldens (review the diff before committing):"), "\(r.out)")
    #expect(r.out.contains("  \(dir)/golden/t.route.jsonl\n"), "\(r.out)")
    #expect(r.out.contains("  \(dir)/golden/t.png\n"), "\(r.out)")
    let none = try rlab(["test", "Scenes/chain.test.yaml", "--update-routes"])
    #expect(
      none.out.contains("no golden was rewritten: no test that ran has an `image:` or `route:` expectation"))
  }

  @Test("a diff picture left by a failing comparison is gone once the golden is rewritten or matches")
  func noStaleDiff() throws {
    let (dir, path) = try goldenScript()
    #expect(try rlab(["test", path, "--update-goldens", "--update-routes"]).code == 0)
    let diff = dir + "/golden/t.diff.png"
    // As a failing run leaves it beside the golden.
    try Data([0x89, 0x50, 0x4e, 0x47]).write(to: URL(fileURLWithPath: diff))
    #expect(try rlab(["test", path]).code == 0)
    #expect(!FileManager.default.fileExists(atPath: diff))
    try Data([0x89, 0x50, 0x4e, 0x47]).write(to: URL(fileURLWithPath: diff))
    #expect(try rlab(["test", path, "--update-goldens"]).code == 0)
    #expect(!FileManager.default.fileExists(atPath: diff))
  }

  @Test("a report folder keeps only what this run wrote there, and never a file rlab did not write")
  func reportCleaned() throws {
    let dir = try temporaryFolder("report-clean")
    let script = { (target: String) in
      try write(
        "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n      - tap: ok\n"
          + "      - expect: { hitView: \(target) }\n", to: "t.test.yaml", in: dir)
    }
    let path = try script("label")
    let report = dir + "/report"
    #expect(try rlab(["test", path, "--report", report]).code == 1)
    let pictures = {
      (try FileManager.default.contentsOfDirectory(atPath: report)).filter { $0.hasSuffix(".png") }
    }
    #expect(try pictures().count == 1)
    try write("mine", to: "notes.txt", in: report)
    _ = try script("ok")
    #expect(try rlab(["test", path, "--report", report]).code == 0)
    #expect(try pictures().isEmpty)
    #expect(FileManager.default.fileExists(atPath: report + "/notes.txt"))
    #expect(FileManager.default.fileExists(atPath: report + "/index.html"))
  }

  @Test("the report's step lists hold only <li> elements: a failure's <pre> is inside its step")
  func validLists() {
    let o = TestOutcome(
      script: "s.test.yaml", name: "t", line: 3, status: .failed, failures: ["s.test.yaml:5: expect hitView"],
      seconds: 0, startedAt: 0,
      steps: [
        StepOutcome(location: ScriptLocation(file: "s.test.yaml", line: 4, column: 9), failures: []),
        StepOutcome(
          location: ScriptLocation(file: "s.test.yaml", line: 5, column: 9), failures: ["expect hitView"]),
      ])
    let page = HTMLReport.html([o], images: [:], generatedAt: Date(timeIntervalSince1970: 0))
    guard let start = page.range(of: "<ol class=\"steps\">"), let end = page.range(of: "</ol>") else {
      Issue.record("no step list in the page")
      return
    }
    // Take out each <li>…</li>: nothing but white space may be left.
    var rest = String(page[start.upperBound..<end.lowerBound])
    while let open = rest.range(of: "<li"),
      let close = rest.range(of: "</li>", range: open.upperBound..<rest.endIndex)
    {
      rest.removeSubrange(open.lowerBound..<close.upperBound)
    }
    #expect(rest.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty, "\(rest)")
    #expect(page.contains("<pre>expect hitView</pre></li>"))
  }

  @Test("--watch re-runs a script when its route or image golden changes")
  func watchFollowsGoldens() throws {
    let (dir, path) = try goldenScript()
    try FileManager.default.createDirectory(atPath: dir + "/golden", withIntermediateDirectories: true)
    let route = try write("{}\n", to: "golden/t.route.jsonl", in: dir)
    let image = try write("", to: "golden/t.png", in: dir)
    let watcher = ScriptWatcher(scripts: [path])
    #expect(watcher.poll().isEmpty)
    for golden in [route, image] {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: 5 + Double(golden.count))], ofItemAtPath: golden)
      let changed = watcher.poll()
      #expect(changed == [golden])
      #expect(watcher.affected(by: changed, among: [path]) == [path])
    }
  }

  @Test("paths print without `.` and `folder/..`, relative to the working folder")
  func cleanPaths() {
    #expect(
      ScriptPaths.display("Scenes/prototypes/../../Scenes/figure1.yaml", from: "/r") == "Scenes/figure1.yaml")
    #expect(ScriptPaths.display("./a/./b.yaml", from: "/r") == "a/b.yaml")
    #expect(ScriptPaths.display("/r/Scenes/x/../y.yaml", from: "/r") == "Scenes/y.yaml")
    #expect(ScriptPaths.display("/elsewhere/y.yaml", from: "/r") == "/elsewhere/y.yaml")
    #expect(ScriptPaths.display("../up/y.yaml", from: "/r") == "../up/y.yaml")
  }
}
