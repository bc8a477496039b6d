/// The outcome of one test.
public struct TestOutcome: Sendable {
  /// Passed; failed an expectation or a step; could not run because the
  /// script or its scene is broken (exit code 2, a JUnit `<error>`); or
  /// skipped by its `skip:` (a JUnit `<skipped>`).
  public enum Status: String, Sendable { case passed, failed, error, skipped }

  public var script: String
  public var name: String
  /// The line of the test's entry in the script (1 for a script-wide error).
  public var line: Int
  public var status: Status
  public var passed: Bool { status == .passed }
  /// Whether the test failed or could not run (a skipped test did neither).
  public var isProblem: Bool { status == .failed || status == .error }
  /// Why it was skipped (`skip: "reason"`).
  public var skipReason: String?
  /// What went wrong, each a block a newcomer can read: where, what was
  /// expected, what was seen (every failing expectation, not only the first).
  public var failures: [String]
  public var seconds: Double
  /// When the test started, seconds since 1970.
  public var startedAt: Double
  /// Each step that ran, with the failures it produced.
  public var steps: [StepOutcome] = []
  /// The PNG of the window and overlay at the first failing step.
  public var screenshot: String?
  /// Why that PNG could not be written (a full disk, a folder that is not one).
  public var screenshotProblem: String?
}

/// One step of a test as it ran.
public struct StepOutcome: Sendable {
  public var location: ScriptLocation
  public var failures: [String]
}

extension TestOutcome {
  /// `N passed, N failed[, N could not run][, N skipped]`: the count a run,
  /// a `--watch` round and `rlab mcp`'s `run_tests` print.
  public static func summaryLine(_ outcomes: [TestOutcome]) -> String {
    let failed = outcomes.filter { $0.status == .failed }.count
    let errors = outcomes.filter { $0.status == .error }.count
    let skipped = outcomes.filter { $0.status == .skipped }.count
    let passed = outcomes.count - failed - errors - skipped
    var line = "\(passed) passed, \(failed) failed"
    if errors > 0 { line += ", \(errors) could not run" }
    if skipped > 0 { line += ", \(skipped) skipped" }
    return line
  }
}
