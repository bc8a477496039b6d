import Foundation
import ResponderIO

/// `--report DIR`: one static HTML page with every test, its steps as the
/// script writes them, what was expected and seen, and the PNG of the
/// failing step, so a reader of a CI artefact sees the failure without
/// running anything.
///
/// Failures come first and the summary links each one; scripts whose tests
/// all passed stay folded (`<details>`); a filter box narrows the page by
/// text. Everything is in the one file: no network, no fonts or scripts
/// fetched (the filter is a few lines of inline script, and the page reads
/// fully without it).
public enum HTMLReport {
  /// Writes `DIR/index.html`, copying each failure PNG into `DIR`. A
  /// symbolic link planted in `DIR` is replaced, never written through.
  ///
  /// What an earlier report wrote into `DIR` and this one did not (the
  /// pictures of tests that pass now) is removed: `DIR/.rlab-report` lists
  /// the files each report wrote, so files rlab never wrote there (a
  /// `--report .`) are left alone.
  public static func write(_ outcomes: [TestOutcome], to dir: String, generatedAt: Date = Date()) throws {
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let earlier = writtenBefore(in: dir)
    var images: [String: String] = [:]
    for o in outcomes {
      guard let png = o.screenshot else { continue }
      let name = (png as NSString).lastPathComponent
      let target = dir + "/" + name
      if URL(fileURLWithPath: png).standardizedFileURL != URL(fileURLWithPath: target).standardizedFileURL {
        try SafeFile.removeSymlink(at: target)
        // Only a file is replaced: a folder of that name was deleted with
        // its contents (issue 37).
        if let type = try? FileManager.default.attributesOfItem(atPath: target)[.type] as? FileAttributeType {
          guard type == .typeRegular else {
            throw SafeFile.Failure(
              "refusing to replace \(target) with a failure picture: it is not a regular file")
          }
          try FileManager.default.removeItem(atPath: target)
        }
        try FileManager.default.copyItem(atPath: png, toPath: target)
      }
      images[png] = name
    }
    let page = html(outcomes, images: images, generatedAt: generatedAt)
    try SafeFile.removeSymlink(at: dir + "/index.html")
    if let failure = SafeFile.write(
      Array(page.utf8), to: dir + "/index.html", options: SafeFile.WriteOptions(noFollow: true))
    {
      throw failure
    }
    let written = Set(images.values).union(["index.html"])
    for name in earlier.subtracting(written) { removeStale(dir + "/" + name) }
    let list = written.sorted().joined(separator: "\n") + "\n"
    try SafeFile.removeSymlink(at: dir + "/" + manifest)
    if let failure = SafeFile.write(
      Array(list.utf8), to: dir + "/" + manifest, options: SafeFile.WriteOptions(noFollow: true))
    {
      throw failure
    }
  }

  /// The list of what the last report wrote into its folder.
  static let manifest = ".rlab-report"

  /// The file names the previous report listed: plain names only (no
  /// folder, no `..`), so an edited list cannot reach outside `dir`.
  static func writtenBefore(in dir: String) -> Set<String> {
    guard case .success(let bytes) = SafeFile.read(dir + "/" + manifest, limit: 1 << 20) else { return [] }
    let names = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    return Set(names.filter { !$0.isEmpty && !$0.contains("/") && $0 != "." && $0 != ".." })
  }

  /// Removes a regular file (never a folder, and a symlink only as itself).
  static func removeStale(_ path: String) {
    guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType,
      type == .typeRegular || type == .typeSymbolicLink
    else { return }
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The page; `images` maps a screenshot path to its name in the report folder.
  public static func html(_ outcomes: [TestOutcome], images: [String: String], generatedAt: Date) -> String {
    var sources = SourceLines()
    // Each test's anchor, in the order the run reported them.
    let anchor = outcomes.indices.map { "t\($0 + 1)" }
    var h = head
    h += summary(outcomes, generatedAt: generatedAt)
    h += problemList(outcomes, anchor: anchor)
    h += "<input id=\"filter\" type=\"search\" placeholder=\"filter tests by name, file or text\" "
    h += "aria-label=\"filter tests\">\n"
    // Scripts with a failure first, in run order; each script's failing tests first.
    var files: [String] = []
    for o in outcomes where !files.contains(o.script) { files.append(o.script) }
    let troubled = Set(outcomes.filter(\.isProblem).map(\.script))
    files = files.filter { troubled.contains($0) } + files.filter { !troubled.contains($0) }
    for file in files {
      let mine = outcomes.indices.filter { outcomes[$0].script == file }
      let ordered = mine.filter { outcomes[$0].isProblem } + mine.filter { !outcomes[$0].isProblem }
      let open = troubled.contains(file) ? " open" : ""
      let passedHere = mine.filter { outcomes[$0].passed }.count
      h += "<details class=\"script\"\(open)><summary>\(esc(file)) "
      h += "<span class=\"where\">\(passedHere) of \(mine.count) passed</span></summary>\n"
      for i in ordered {
        h += testBlock(outcomes[i], anchor: anchor[i], file: file, images: images, sources: &sources)
      }
      h += "</details>\n"
    }
    // The filter: shows the tests whose text contains what is typed, and
    // opens their scripts; an empty box shows everything as it was.
    h += filterScript
    h += "</body></html>\n"
    return h
  }

  /// The counts line at the top.
  private static func summary(_ outcomes: [TestOutcome], generatedAt: Date) -> String {
    let count = { (s: TestOutcome.Status) in outcomes.filter { $0.status == s }.count }
    var h = "<p class=\"summary\"><span class=\"pill passed\">\(count(.passed)) passed</span> "
    h += "<span class=\"pill failed\">\(count(.failed)) failed</span> "
    h += "<span class=\"pill error\">\(count(.error)) could not run</span>"
    if count(.skipped) > 0 { h += " <span class=\"pill skipped\">\(count(.skipped)) skipped</span>" }
    h +=
      " &middot; \(outcomes.count) tests &middot; \(esc(JUnitReport.timestamp(generatedAt.timeIntervalSince1970))) UTC</p>\n"
    return h
  }

  /// Links to every test that failed or could not run, when there are any.
  private static func problemList(_ outcomes: [TestOutcome], anchor: [String]) -> String {
    let problems = outcomes.indices.filter { outcomes[$0].isProblem }
    guard !problems.isEmpty else { return "" }
    var h = "<ul class=\"problems\">\n"
    for i in problems {
      let o = outcomes[i]
      h += "<li><a href=\"#\(anchor[i])\">\(o.status == .error ? "could not run" : "failed"): "
      h += "\(esc(o.name))</a> <span class=\"where\">\(esc(o.script)):\(o.line)</span></li>\n"
    }
    return h + "</ul>\n"
  }

  /// One test: its status, its steps with their source lines and failures,
  /// and the picture at the first failing step.
  private static func testBlock(
    _ o: TestOutcome, anchor: String, file: String, images: [String: String], sources: inout SourceLines
  ) -> String {
    let label = o.status == .error ? "could not run" : o.status.rawValue
    var h = "<div class=\"test \(o.status.rawValue)\" id=\"\(anchor)\"><span class=\"pill\">\(label)</span> "
    h += "<span class=\"name\">\(esc(o.name))</span> <span class=\"where\">\(esc(file)):\(o.line)"
    h += " &middot; \(JUnitReport.seconds(o.seconds)) s</span>\n"
    if let reason = o.skipReason { h += "<div class=\"where\">skipped: \(esc(reason))</div>\n" }
    if o.status == .error {
      for f in o.failures { h += "<pre>\(esc(f))</pre>\n" }
    }
    if !o.steps.isEmpty {
      h += "<ol class=\"steps\">\n"
      for s in o.steps {
        h +=
          "<li\(s.failures.isEmpty ? "" : " class=\"bad\"")><span class=\"line\">\(s.location.line):</span> "
        h += "<span class=\"src\">" + esc(sources.step(s.location.file, s.location.line)) + "</span>"
        // Inside the step's <li>: an <ol> may hold only <li> elements.
        for f in s.failures { h += "\n<pre>\(esc(f))</pre>" }
        h += "</li>\n"
      }
      h += "</ol>\n"
    }
    if let png = o.screenshot, let name = images[png] {
      h += "<div>At the first failing step (window and overlay):<br>"
      h += "<img src=\"\(esc(urlEncoded(name)))\" alt=\"the window at the failing step\"></div>\n"
    }
    if let problem = o.screenshotProblem {
      h += "<div class=\"where\">no picture: \(esc(problem))</div>\n"
    }
    return h + "</div>\n"
  }

  /// The scripts' lines, read once each, for the steps' source text.
  private struct SourceLines {
    var files: [String: [Substring]] = [:]

    /// The step's line and the lines indented under it (a block `expect:`).
    mutating func step(_ file: String, _ line: Int) -> String {
      if files[file] == nil {
        let bytes = (try? SafeFile.read(file, limit: 8 << 20).get()) ?? []
        let text = String(decoding: bytes, as: UTF8.self)
        files[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
      }
      let lines = files[file]!
      guard line >= 1, line <= lines.count else { return "" }
      let first = lines[line - 1]
      let indent = first.prefix { $0 == " " }.count
      var block = [first.trimmingCharacters(in: .whitespaces)]
      var i = line
      while i < lines.count, block.count < 12 {
        let l = lines[i]
        let t = l.trimmingCharacters(in: .whitespaces)
        if t.isEmpty || l.prefix(while: { $0 == " " }).count <= indent { break }
        block.append("  " + String(l.dropFirst(min(indent + 2, l.count))))
        i += 1
      }
      var s = block.joined(separator: "\n")
      if s.hasPrefix("- ") { s.removeFirst(2) }
      return s
    }
  }

  /// The page's head and style, up to the title.
  private static let head = """
    <!doctype html>
    <html lang="en"><head><meta charset="utf-8">
    <title>rlab test report</title>
    <style>
    body { font: 14px/1.45 system-ui, sans-serif; margin: 24px; color: #1c1c1e; background: #f7f7f9; }
    h1 { font-size: 20px; margin: 0 0 4px; }
    .summary { margin: 0 0 12px; color: #555; }
    .pill { display: inline-block; padding: 1px 8px; border-radius: 9px; font-weight: 600; font-size: 12px; }
    .passed .pill, .pill.passed { background: #d9f2de; color: #17662a; }
    .failed .pill, .pill.failed { background: #fbdada; color: #9b1c1c; }
    .error .pill, .pill.error { background: #fde9c8; color: #8a4b00; }
    .skipped .pill, .pill.skipped { background: #e5e5ea; color: #48484a; }
    ul.problems { margin: 0 0 16px; padding-left: 20px; }
    ul.problems a { color: #9b1c1c; }
    #filter { font: inherit; padding: 4px 8px; width: 320px; margin: 0 0 12px; }
    details.script { margin: 12px 0; }
    details.script > summary { font: 600 15px ui-monospace, monospace; cursor: pointer; }
    .test { background: #fff; border: 1px solid #ddd; border-radius: 8px; margin: 8px 0; padding: 10px 14px; }
    .test.failed { border-color: #e9a3a3; } .test.error { border-color: #efc27a; }
    .name { font-weight: 600; } .where { color: #777; font-family: ui-monospace, monospace; font-size: 12px; }
    ol.steps { font-family: ui-monospace, monospace; font-size: 12.5px; margin: 8px 0; padding-left: 28px; }
    ol.steps li.bad { color: #9b1c1c; font-weight: 600; }
    ol.steps li .line { color: #999; }
    ol.steps li .src { white-space: pre-wrap; }
    pre { background: #fff5f5; border-left: 3px solid #d33; padding: 8px 10px; margin: 4px 0 8px;
          white-space: pre-wrap; font-size: 12.5px; }
    .error pre { background: #fffaf0; border-left-color: #e39400; }
    img { max-width: 100%; max-height: 520px; border: 1px solid #ccc; margin-top: 6px; }
    .hidden { display: none; }
    </style></head><body>
    <h1>rlab test report</h1>

    """

  /// The filter box's script.
  private static let filterScript = """
    <script>
    document.getElementById('filter').addEventListener('input', function () {
      var q = this.value.toLowerCase();
      document.querySelectorAll('details.script').forEach(function (d) {
        var any = false;
        d.querySelectorAll('.test').forEach(function (t) {
          var hit = !q || t.textContent.toLowerCase().indexOf(q) >= 0;
          t.classList.toggle('hidden', !hit);
          any = any || hit;
        });
        d.classList.toggle('hidden', !any);
        if (q && any) d.open = true;
      });
    });
    </script>

    """

  /// A file name as a relative URL: every byte outside the unreserved set
  /// percent-encoded (`#`, `?`, `%`, spaces and quotes would break `src`).
  static func urlEncoded(_ name: String) -> String {
    let allowed = CharacterSet(
      charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~")
    return name.addingPercentEncoding(withAllowedCharacters: allowed) ?? name
  }

  static func esc(_ s: String) -> String { JUnitReport.esc(s) }
}
