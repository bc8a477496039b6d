import ArgumentParser
import Foundation
import ResponderIO
import ResponderLive
import ResponderSDL
import ResponderTesting

struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run scene test scripts (*.test.yaml) headless through SDL.",
    discussion: """
      Folders are searched recursively. Every step is pushed through SDL's event queue under the offscreen \
      driver, on a virtual clock: waits cost no real time. Scripts are parsed and their ids resolved exactly \
      as `rlab check` does. Prints one line per test (ok NAME, or FAIL NAME with every failing expectation: \
      where, what was expected, what was seen, and why) and a last line `N passed, N failed`.

      Exit codes:
        0   every test passed
        1   a test failed
        2   a script or scene could not be used, a test checks nothing (no expect),
            or no test ran
        64  usage error (an unknown option, a missing file)
      """)

  @Argument(help: "Scripts or folders (default: Scenes/).")
  var paths: [String] = []

  @Option(help: "Run only tests whose name contains this text.")
  var filter: String?

  @Option(
    name: .customLong("tag"), help: "Run only tests tagged so (`tags: [smoke]`); repeat for any of several.")
  var tags: [String] = []

  @Flag(help: "Refuse to run when a test says `only: true` (for CI: a focused test left in by mistake).")
  var forbidOnly = false

  @Option(help: "Write a JUnit XML report here (and a PNG of each failing step beside it).")
  var junit: String?

  @Option(help: "Write a static HTML report (index.html and failure PNGs) into this folder.")
  var report: String?

  @Option(help: "Write the trace (JSON Lines, one object per dispatched event) here.")
  var trace: String?

  @Option(
    help: "Run shard I of N (e.g. 2/4): every Nth selected test, for a CI matrix.",
    transform: { try Shard.parse($0) })
  var shard: Shard?

  @Flag(help: "Rewrite `image` goldens from the current rendering instead of comparing (review the diff).")
  var updateGoldens = false

  @Flag(help: "Rewrite `route` goldens from the current run instead of comparing (review the diff).")
  var updateRoutes = false

  @Flag(help: "Keep running: re-run the scripts a saved script or scene affects, failed tests first.")
  var watch = false

  struct Shard {
    var index: Int
    var count: Int
    /// `I/N` with 1 ≤ I ≤ N; anything else says the rule.
    static func parse(_ argument: String) throws -> Shard {
      let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
      guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
        throw ValidationError("--shard is I/N with 1 ≤ I ≤ N (e.g. 2/4), not \(argument)")
      }
      return Shard(index: i, count: n)
    }
  }

  func validate() throws {
    if filter == "" {
      throw ValidationError(
        "--filter '' matches every test; give part of a test's name, or leave --filter out")
    }
    if tags.contains("") { throw ValidationError("--tag '' names no tag") }
    if watch, junit != nil || report != nil {
      throw ValidationError("--watch writes no --junit or --report files")
    }
    // Checked here, not in run(), so the usage shown is `rlab test`'s (thrown
    // from run() a ValidationError shows the root command's).
    if paths.isEmpty, !FileManager.default.fileExists(atPath: "Scenes") {
      throw ValidationError(
        "no Scenes/ folder here: without a path `rlab test` runs Scenes/ under the current folder; "
          + "run it from the repository root, or name scripts or folders")
    }
    _ = try Self.scripts(paths)
  }

  func run() throws {
    let roots = paths.isEmpty ? ["Scenes"] : paths
    let found = try Self.search(roots)
    let scripts = found.scripts
    for note in found.notes { printError("rlab: \(note)") }
    let parsed = scripts.compactMap { path -> TestScript? in
      guard case .success(let s) = TestScriptParser.load(path: path) else { return nil }
      return s
    }
    // A script that does not parse is still an input: its file is kept.
    try refuseOutputsOverInputs(
      outputs(of: parsed),
      scripts.map { OutputPaths.Input(what: "script", path: $0) } + parsed.flatMap(inputs(of:)))
    try checkReportPaths()
    try SDLRuntime.start(headless: true)
    defer { SDLRuntime.stop() }
    let runner = ScriptRunner(types: CommandEnvironment.types)
    runner.filter = filter
    runner.tags = Set(tags)
    let marked = Self.onlyMarked(parsed)
    if !marked.isEmpty {
      if forbidOnly {
        for m in marked {
          printError("\(m): `only: true` is forbidden by --forbid-only (remove it before merging)")
        }
        throw ExitCode(2)
      }
      runner.onlyMarked = true
    }
    runner.shard = shard.map { ($0.index, $0.count) }
    runner.updateGoldens = updateGoldens
    runner.updateRoutes = updateRoutes
    runner.shooter = HeadlessShooter.make()
    runner.artifactsDirectory = try artifactsDirectory()
    if let trace {
      do { runner.trace = try TraceFile(path: trace) } catch { throw CommandFailure.message("\(error)") }
    }
    runner.onOutcome = Self.printOutcome
    if watch {
      try Self.watch(roots: roots, scripts: scripts, runner: runner)
      return
    }
    var outcomes = found.unreadableOutcomes
    for o in outcomes { Self.printOutcome(o) }
    for s in scripts { outcomes += runner.run(scriptAt: s) }
    if let failure = runner.trace?.close() { throw CommandFailure.message(failure.message) }
    // The summary line first: a report that fails to write does not hide it.
    var code = Self.summarize(
      outcomes, searched: roots, filter: filter, tags: tags, scripts: scripts.count,
      selected: runner.selectedCount,
      shard: shard)
    if updateGoldens || updateRoutes { Self.printGoldensWritten(runner.goldensWritten, routes: updateRoutes) }
    if !writeReports(outcomes) { code = 2 }
    if code != 0 { throw ExitCode(code) }
  }

  /// The report paths, checked before any test runs: a report that
  /// cannot be written is a usage problem (exit 2), not a failed test.
  private func checkReportPaths() throws {
    if let report {
      do { try Self.prepareFolder(report) } catch {
        printError("rlab: cannot write report to \(report): \(error)")
        throw ExitCode(2)
      }
    }
    // A JUnit path that is a folder cannot take the file: said before the
    // suite runs, not after it as the only line a CI log ends with.
    if let junit {
      var isDir: ObjCBool = false
      if FileManager.default.fileExists(atPath: junit, isDirectory: &isDir), isDir.boolValue {
        printError(
          "rlab: cannot write the JUnit report to \(junit): it is a folder; name the XML file inside it")
        throw ExitCode(2)
      }
    }
  }

  /// Writes the JUnit and HTML reports asked for; false when one could not be written.
  private func writeReports(_ outcomes: [TestOutcome]) -> Bool {
    var wrote = true
    if let junit {
      do { try JUnitReport.write(outcomes, to: junit) } catch {
        printError("rlab: cannot write the JUnit report to \(junit): \(error)")
        wrote = false
      }
    }
    if let report {
      do { try HTMLReport.write(outcomes, to: report) } catch {
        printError("rlab: cannot write report to \(report): \(error)")
        wrote = false
      }
    }
    return wrote
  }

  /// The scripts under `paths`; a path that names nothing is a usage error.
  static func scripts(_ paths: [String]) throws -> [String] {
    try search(paths).scripts
  }

  /// The scripts under `paths`, the folders that could not be read and the
  /// links not followed; a path that names nothing is a usage error.
  static func search(_ paths: [String]) throws -> ScriptFinder.Search {
    do { return try ScriptFinder.search(paths) } catch { throw ValidationError(error.description) }
  }

  /// What `--update-goldens` / `--update-routes` rewrote, one path a line,
  /// so the diff to review is named (and a run that rewrote nothing says so).
  static func printGoldensWritten(_ paths: [String], routes: Bool) {
    let unique = paths.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    guard !unique.isEmpty else {
      print(
        "no golden was rewritten: no test that ran has an `image:`\(routes ? " or `route:`" : "") expectation"
      )
      return
    }
    print(
      "rewrote \(unique.count) golden\(unique.count == 1 ? "" : "s") (review the diff before committing):")
    for p in unique { print("  \(ScriptPaths.display(p))") }
  }

  /// Where the scripts say `only: true` (read without running anything).
  static func onlyMarked(_ scripts: [TestScript]) -> [String] {
    scripts.flatMap { s in s.tests.compactMap { t in t.only ? "\(t.onlyLocation ?? t.location)" : nil } }
  }

  /// Every file this run writes: the reports, the trace, the scripts'
  /// `shot:` pictures and, when rewritten, their goldens.
  func outputs(of scripts: [TestScript]) -> [OutputPaths.Output] {
    var out = [OutputPaths.Output].trace(trace)
    if let junit { out.append(OutputPaths.Output(option: "--junit", what: "JUnit report", path: junit)) }
    if let report {
      out.append(OutputPaths.Output(option: "--report", what: "HTML report", path: report + "/index.html"))
    }
    for s in scripts {
      // A symbolic link is refused by the step itself, at its place (`SafeFile`'s noFollow).
      out += s.shots.filter { !Self.isSymbolicLink($0) }.map {
        OutputPaths.Output(option: "`shot:` path in \(s.file)", what: "shot", path: $0)
      }
      for g in s.goldens where updates(g) {
        out.append(OutputPaths.Output(option: "golden in \(s.file)", what: g.what, path: g.path))
      }
    }
    return out
  }

  /// The files a script reads besides itself: its scene and the goldens it
  /// compares with (those being rewritten are outputs instead).
  func inputs(of script: TestScript) -> [OutputPaths.Input] {
    [OutputPaths.Input].scene(script.scene)
      + script.goldens.filter { !updates($0) }.map { OutputPaths.Input(what: $0.what, path: $0.path) }
  }

  static func isSymbolicLink(_ path: String) -> Bool {
    (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType)
      == .typeSymbolicLink
  }

  /// Whether `--update-goldens` / `--update-routes` rewrites this golden.
  func updates(_ golden: TestScript.Golden) -> Bool {
    golden.kind == .image ? updateGoldens : updateRoutes
  }

  /// Failure PNGs go beside the JUnit file when it is (or will be) a
  /// regular file — never into `/dev` for `--junit /dev/null` or
  /// `/dev/stdout` — else into the report folder.
  func artifactsDirectory() throws -> String? {
    if let junit, Self.isRegularFileOrNew(junit) {
      let folder = (junit as NSString).deletingLastPathComponent
      let dir = folder.isEmpty ? "." : folder
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      return dir
    }
    return report
  }

  /// Whether `path` is a regular file, or nothing yet (it will be one).
  static func isRegularFileOrNew(_ path: String) -> Bool {
    guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    else {
      return !path.hasPrefix("/dev/") && !path.hasPrefix("/proc/")
    }
    return type == .typeRegular
  }

  /// Makes `path` a folder the report can be written into, or says why not
  /// (a file, a FIFO, a device, an unwritable parent).
  static func prepareFolder(_ path: String) throws {
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isDir) {
      guard isDir.boolValue else { throw ReportFolderError("it is not a folder") }
    } else {
      do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
        throw ReportFolderError(
          "the folder cannot be created (\((error as NSError).localizedFailureReason ?? "\(error)"))")
      }
    }
    guard access(path, W_OK | X_OK) == 0 else { throw ReportFolderError("the folder is not writable") }
  }

  struct ReportFolderError: Error, CustomStringConvertible {
    var description: String
    init(_ d: String) { description = d }
  }

  /// One line per test, naming its script (two scripts may share a test
  /// name): `ok NAME  (FILE:LINE)`, then a failure's details.
  static func printOutcome(_ o: TestOutcome) {
    let place = "  (\(o.script):\(o.line))"
    switch o.status {
    // A name is one line: a newline in it would forge a result line.
    case .passed: print("ok \(TerminalText.quoted(o.name))\(place)")
    case .skipped:
      print("skip \(TerminalText.quoted(o.name))\(place): \(TerminalText.quoted(o.skipReason ?? "skipped"))")
    case .failed, .error:
      print("\(o.status == .error ? "ERROR" : "FAIL") \(TerminalText.quoted(o.name))\(place)")
      for f in o.failures {
        print(
          f.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        )
      }
      if let png = o.screenshot { print("  screenshot of the failing step: \(png)") }
      if let problem = o.screenshotProblem { print("  no screenshot of the failing step: \(problem)") }
    }
  }

  /// Prints the last line and returns the exit code (SPEC §1): 2 when a
  /// script could not be used or nothing ran, else 1 when a test failed.
  static func summarize(
    _ outcomes: [TestOutcome], searched: [String], filter: String?, tags: [String] = [], scripts: Int = 1,
    selected: Int = 0, shard: Shard? = nil
  ) -> Int32 {
    let failed = outcomes.filter { $0.status == .failed }.count
    let errors = outcomes.filter { $0.status == .error }.count
    print(summaryLine(outcomes))
    if outcomes.isEmpty {
      // A CI matrix wider than the test count leaves shards empty: fine.
      if let shard, selected > 0 {
        print("shard \(shard.index)/\(shard.count): no tests in this shard (\(selected) selected in all)")
        return 0
      }
      let what: String
      if scripts == 0 {
        what = "no *.test.yaml found"
      } else if let filter {
        what = "no test matches --filter \"\(TerminalText.quoted(filter))\""
      } else if !tags.isEmpty {
        what = "no test is tagged \(tags.joined(separator: " or "))"
      } else {
        what = "no test in the \(scripts) script\(scripts == 1 ? "" : "s") found"
      }
      printError("error: \(what) in \(searched.joined(separator: " ")): no test ran")
      return 2
    }
    if errors > 0 { return 2 }
    return failed > 0 ? 1 : 0
  }

  /// `N passed, N failed[, N could not run]`: the one count a run and a
  /// `--watch` round both print (`--watch` counted a script that could not
  /// run as failed, issue 25).
  static func summaryLine(_ outcomes: [TestOutcome]) -> String { TestOutcome.summaryLine(outcomes) }

  /// Runs everything, then polls every 0.3 s; a saved script or scene
  /// re-runs the scripts it affects, the tests that failed last time first.
  static func watch(roots: [String], scripts: [String], runner: ScriptRunner) throws {
    var failing: [String: Set<String>] = [:]
    func runScripts(_ list: [String]) {
      var all: [TestOutcome] = []
      for s in list {
        runner.runFirst = failing[s] ?? []
        let outcomes = runner.run(scriptAt: s)
        failing[s] = Set(outcomes.filter(\.isProblem).map(\.name))
        all += outcomes
      }
      print("\(summaryLine(all)) — watching \(roots.joined(separator: " ")) (Ctrl+C to stop)")
      fflush(nil)
    }
    runScripts(scripts)
    var known = scripts
    let watcher = ScriptWatcher(scripts: scripts)
    while true {
      usleep(300_000)
      let found = (try? ScriptFinder.find(roots)) ?? known
      let added = found.filter { !known.contains($0) }
      if !added.isEmpty { watcher.update(scripts: added) }
      known = found
      let changed = watcher.poll().union(added)
      guard !changed.isEmpty else { continue }
      let affected = watcher.affected(by: changed, among: found)
      guard !affected.isEmpty else { continue }
      print("\n— changed: \(Set(changed.map { ScriptPaths.display($0) }).sorted().joined(separator: ", "))")
      runScripts(affected)
      // What the round itself rewrote (--update-goldens with --watch) is
      // not a change to run again for.
      if runner.updateGoldens || runner.updateRoutes { _ = watcher.poll() }
    }
  }
}
