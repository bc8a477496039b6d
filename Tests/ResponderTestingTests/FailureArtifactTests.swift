import Foundation
import Testing

/// A failing test leaves a PNG of its failing step beside the JUnit file,
/// and `--report` a static HTML page that shows it.
@Suite("failure artifacts and the HTML report")
struct FailureArtifactTests {
  @Test("a PNG of the failing step beside the JUnit file, named in it and in the report")
  func artifacts() throws {
    let dir = try temporaryFolder("artifacts")
    let r = try rlab([
      "test", fixtures + "/failing.test.yaml", "--junit", dir + "/ci/junit.xml", "--report", dir + "/report",
    ])
    #expect(r.code == 1)
    // Named from the script's path relative to the run (the repository root).
    let name = "Tests-Fixtures-scripts-failing-a-tap-on-the-label-is-expected-to-reach-the-ok-button-L5.png"
    let png = dir + "/ci/" + name
    // The window (390 × 844) plus the overlay's sidebar.
    let size = try #require(pngSize(png))
    #expect(size.0 > 390 && size.1 >= 844)
    let junit = try String(contentsOfFile: dir + "/ci/junit.xml", encoding: .utf8)
    // Relative to the XML file, which the picture sits beside.
    #expect(junit.contains("[[ATTACHMENT|\(name)]]"))
    let html = try String(contentsOfFile: dir + "/report/index.html", encoding: .utf8)
    #expect(html.contains("<img src=\"\(name)\""))
    #expect(pngSize(dir + "/report/" + name) != nil)
    #expect(html.contains("expected: background"))
    #expect(html.contains("<span class=\"pill failed\">1 failed</span>"))
    // Static: nothing is fetched (the filter box's few lines are inline).
    #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("<script src"))
  }

  @Test("a passing run leaves no PNG")
  func noArtifactsWhenPassing() throws {
    let dir = try temporaryFolder("artifacts")
    #expect(try rlab(["test", "Scenes/figure1.test.yaml", "--junit", dir + "/j.xml"]).code == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(files == ["j.xml"])
  }
}

/// `image` expectations compare what they mean: a view's frame, with or
/// without the overlay; `--update-goldens` rewrites them.
@Suite("image goldens")
struct ImageGoldenTests {
  @Test("region: id compares the view's frame, overlay: false leaves the overlay out")
  func regionAndOverlay() throws {
    let dir = try temporaryFolder("images")
    let path = try write(
      """
      scene: \(figure1)
      tests:
        - name: t
          steps:
            - tap: field
            - expect: { image: { file: ok.png, region: ok, overlay: false } }
            - expect: { image: { file: all.png, overlay: false } }
      """, to: "t.test.yaml", in: dir)
    let update = try rlab(["test", path, "--update-goldens"])
    #expect(update.code == 0, "\(update.out)")
    #expect(pngSize(dir + "/ok.png").map { [$0.0, $0.1] } == [100, 44])
    #expect(pngSize(dir + "/all.png").map { [$0.0, $0.1] } == [390, 844])
    #expect(try rlab(["test", path]).code == 0)
    // Tapping OK instead highlights nothing in the button, but the field loses
    // its caret: the window golden fails while the button's region still passes.
    try write(
      try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(
        of: "tap: field", with: "tap: label"),
      to: "t.test.yaml", in: dir)
    let changed = try rlab(["test", path])
    #expect(changed.code == 1)
    #expect(changed.out.contains("expect image"))
    #expect(changed.out.components(separatedBy: "expect image").count - 1 == 1)
  }

  @Test("overlay and region values are checked")
  func badValues() throws {
    let dir = try temporaryFolder("images")
    let path = try write(
      "scene: \(figure1)\ntests:\n  - name: t\n    steps:\n      - expect: { image: { file: a.png, overlay: maybe, regio: ok } }\n",
      to: "t.test.yaml", in: dir)
    let r = try rlab(["check", path])
    #expect(r.code == 1)
    #expect(r.out.contains("`overlay` is true or false"))
    #expect(r.out.contains("unknown key `regio` in `image` (did you mean `region`?)"))
  }
}
