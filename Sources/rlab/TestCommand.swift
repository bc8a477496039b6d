import ArgumentParser
import Foundation
import ResponderIO
import ResponderSDL
import ResponderTesting

struct TestCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "test",
    abstract: "Run scene test scripts (*.test.yaml) headless through SDL.",
    discussion: """
      Folders are searched recursively. Every step is pushed through SDL's event queue under the offscreen \
      driver, on a virtual clock: waits cost no real time. Prints one line per test (ok NAME, or FAIL NAME \
      with where, what was expected and what was seen) and a last line `N passed, N failed`; exits 1 if any failed.
      """)

  @Argument(help: "Scripts or folders (default: Scenes/).")
  var paths: [String] = []

  @Option(help: "Run only tests whose name contains this text.")
  var filter: String?

  @Option(help: "Write a JUnit XML report here.")
  var junit: String?

  @Option(help: "Write the trace (JSON Lines, one object per dispatched event) here.")
  var trace: String?

  func run() throws {
    let scripts = try ScriptFinder.find(paths.isEmpty ? ["Scenes"] : paths)
    guard !scripts.isEmpty else {
      print("no *.test.yaml found in \(paths.isEmpty ? "Scenes/" : paths.joined(separator: " "))")
      print("0 passed, 0 failed")
      return
    }
    try SDLRuntime.start(headless: true)
    defer { SDLRuntime.stop() }
    let runner = ScriptRunner()
    runner.filter = filter
    runner.shooter = HeadlessShooter.make()
    if let trace {
      do { runner.trace = try TraceFile(path: trace) } catch { throw CleanExit.message("\(error)") }
    }
    runner.onOutcome = { o in
      if o.passed {
        print("ok \(o.name)")
      } else {
        print("FAIL \(o.name)")
        for f in o.failures {
          print(
            f.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
              separator: "\n"))
        }
      }
    }
    var outcomes: [TestOutcome] = []
    for s in scripts { outcomes += runner.run(scriptAt: s) }
    let traceFailure = runner.trace?.close()
    let failed = outcomes.filter { !$0.passed }.count
    if let traceFailure { throw CleanExit.message(traceFailure.message) }
    if let junit { try JUnitReport.write(outcomes, to: junit) }
    print("\(outcomes.count - failed) passed, \(failed) failed")
    if failed > 0 { throw ExitCode(1) }
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

enum JUnitReport {
  static func write(_ outcomes: [TestOutcome], to path: String) throws {
    // XML 1.0 allows no control characters but tab and line breaks.
    func esc(_ s: String) -> String {
      TerminalText.escape(s).replacingOccurrences(of: "&", with: "&amp;")
        .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
    }
    let failed = outcomes.filter { !$0.passed }.count
    var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    x += "<testsuite name=\"rlab\" tests=\"\(outcomes.count)\" failures=\"\(failed)\">\n"
    for o in outcomes {
      x += "  <testcase classname=\"\(esc(o.script))\" name=\"\(esc(o.name))\" time=\"\(o.seconds)\">"
      if !o.passed {
        x +=
          "<failure message=\"\(esc(o.failures.first?.split(separator: "\n").first.map(String.init) ?? "failed"))\">"
        x += esc(o.failures.joined(separator: "\n")) + "</failure>"
      }
      x += "</testcase>\n"
    }
    x += "</testsuite>\n"
    if let failure = SafeFile.write(Array(x.utf8), to: path) { throw CleanExit.message(failure.message) }
  }
}
