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
        2   a script or scene could not be used, a test checks nothing (no expect), or no test ran
        64  usage error (an unknown option, a missing file)
      """)

  @Argument(help: "Scripts or folders (default: Scenes/).")
  var paths: [String] = []

  @Option(help: "Run only tests whose name contains this text.")
  var filter: String?

  @Option(help: "Write a JUnit XML report here (and a PNG of each failing step beside it).")
  var junit: String?

  @Option(help: "Write a static HTML report (index.html and failure PNGs) into this folder.")
  var report: String?

  @Option(help: "Write the trace (JSON Lines, one object per dispatched event) here.")
  var trace: String?

  @Option(help: "Run shard I of N (e.g. 2/4): every Nth selected test, for a CI matrix.")
  var shard: Shard?

  @Flag(help: "Rewrite `image` goldens from the current rendering instead of comparing (review the diff).")
  var updateGoldens = false

  @Flag(help: "Rewrite `route` goldens from the current run instead of comparing (review the diff).")
  var updateRoutes = false

  @Flag(help: "Keep running: re-run the scripts a saved script or scene affects, failed tests first.")
  var watch = false

  struct Shard: ExpressibleByArgument {
    var index: Int
    var count: Int
    init?(argument: String) {
      let parts = argument.split(separator: "/")
      guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, (1...n).contains(i) else {
        return nil
      }
      (index, count) = (i, n)
    }
  }

  func validate() throws {
    if watch, junit != nil || report != nil {
      throw ValidationError("--watch writes no --junit or --report files")
    }
  }

  func run() throws {
    let roots = paths.isEmpty ? ["Scenes"] : paths
    let scripts = try ScriptFinder.find(roots)
    try SDLRuntime.start(headless: true)
    defer { SDLRuntime.stop() }
    let runner = ScriptRunner()
    runner.filter = filter
    runner.shard = shard.map { ($0.index, $0.count) }
    runner.updateGoldens = updateGoldens
    runner.updateRoutes = updateRoutes
    runner.shooter = HeadlessShooter.make()
    runner.artifactsDirectory = try artifactsDirectory()
    if let trace {
      do { runner.trace = try TraceFile(path: trace) } catch { throw CleanExit.message("\(error)") }
    }
    runner.onOutcome = Self.printOutcome
    if watch {
      try Self.watch(roots: roots, scripts: scripts, runner: runner)
      return
    }
    var outcomes: [TestOutcome] = []
    for s in scripts { outcomes += runner.run(scriptAt: s) }
    if let failure = runner.trace?.close() { throw CleanExit.message(failure.message) }
    if let junit { try JUnitReport.write(outcomes, to: junit) }
    if let report { try HTMLReport.write(outcomes, to: report) }
    let code = Self.summarize(outcomes, searched: roots, filter: filter)
    if code != 0 { throw ExitCode(code) }
  }

  /// Failure PNGs go beside the JUnit file, else into the report folder.
  func artifactsDirectory() throws -> String? {
    let dir: String?
    if let junit {
      let folder = (junit as NSString).deletingLastPathComponent
      dir = folder.isEmpty ? "." : folder
    } else {
      dir = report
    }
    if let dir { try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
    return dir
  }

  static func printOutcome(_ o: TestOutcome) {
    switch o.status {
    // A name is one line: a newline in it would forge a result line.
    case .passed: print("ok \(TerminalText.quoted(o.name))")
    case .failed, .error:
      print("\(o.status == .error ? "ERROR" : "FAIL") \(TerminalText.quoted(o.name))")
      for f in o.failures {
        print(
          f.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
        )
      }
      if let png = o.screenshot { print("  screenshot of the failing step: \(png)") }
    }
  }

  /// Prints the last line and returns the exit code (SPEC §1): 2 when a
  /// script could not be used or nothing ran, else 1 when a test failed.
  static func summarize(_ outcomes: [TestOutcome], searched: [String], filter: String?) -> Int32 {
    let errors = outcomes.filter { $0.status == .error }.count
    let failed = outcomes.filter { $0.status == .failed }.count
    print(summaryLine(outcomes))
    if outcomes.isEmpty {
      let what = filter.map { "no test matches --filter \"\($0)\"" } ?? "no *.test.yaml found"
      printError("error: \(what) in \(searched.joined(separator: " ")): no test ran")
      return 2
    }
    if errors > 0 { return 2 }
    return failed > 0 ? 1 : 0
  }

  /// `N passed, N failed[, N could not run]`: the one count a run and a
  /// `--watch` round both print (`--watch` counted a script that could not
  /// run as failed, issue 25).
  static func summaryLine(_ outcomes: [TestOutcome]) -> String {
    let failed = outcomes.filter { $0.status == .failed }.count
    let errors = outcomes.filter { $0.status == .error }.count
    let passed = outcomes.count - failed - errors
    var line = "\(passed) passed, \(failed) failed"
    if errors > 0 { line += ", \(errors) could not run" }
    return line
  }

  /// Runs everything, then polls every 0.3 s; a saved script or scene
  /// re-runs the scripts it affects, the tests that failed last time first.
  static func watch(roots: [String], scripts: [String], runner: ScriptRunner) throws {
    var failing: [String: Set<String>] = [:]
    func runScripts(_ list: [String]) {
      var all: [TestOutcome] = []
      for s in list {
        runner.runFirst = failing[s] ?? []
        let outcomes = runner.run(scriptAt: s)
        failing[s] = Set(outcomes.filter { !$0.passed }.map(\.name))
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
      print("\n— changed: \(changed.sorted().joined(separator: ", "))")
      runScripts(affected)
    }
  }
}

enum ScriptFinder {
  /// The `*.test.yaml` files named or found under the folders named, sorted.
  static func find(_ paths: [String]) throws -> [String] {
    let fm = FileManager.default
    var out: [String] = []
    for p in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: p, isDirectory: &isDir) else {
        throw ValidationError("no such file or folder: \(p)")
      }
      if !isDir.boolValue {
        out.append(p)
        continue
      }
      let base = p.hasSuffix("/") ? String(p.dropLast()) : p
      for case let rel as String in fm.enumerator(atPath: p) ?? NSEnumerator()
      where rel.hasSuffix(".test.yaml") {
        out.append(base + "/" + rel)
      }
    }
    return out.sorted()
  }
}
