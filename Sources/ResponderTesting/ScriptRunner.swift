import Foundation
import ResponderCore
import ResponderIO
import ResponderOverlay
import ResponderSDL
import ResponderScene

/// Runs test scripts: each test on a freshly loaded scene, every step pushed
/// through SDL's queue and the translation switch, on the virtual clock of
/// a `Session` (a `wait: 60` costs no real time).
public final class ScriptRunner {
  public var filter: String?
  /// `--tag`: run only tests carrying one of these tags (empty: every test).
  public var tags: Set<String> = []
  /// Run only tests marked `only: true` (some test of the run is).
  public var onlyMarked = false
  /// `--shard I/N`: run only the tests whose index among all selected tests
  /// (in file order) is I-1 modulo N.
  public var shard: (index: Int, count: Int)?
  /// Where `--trace` writes every dispatch.
  public var trace: TraceFile?
  public var shooter: SceneShooter?
  /// Where a failing test leaves a PNG of its failing step (nil: nowhere).
  public var artifactsDirectory: String?
  /// `--update-goldens` / `--update-routes`: rewrite goldens instead of comparing.
  public var updateGoldens = false
  public var updateRoutes = false
  /// Names of tests to run first (`--watch` starts from the ones that failed).
  public var runFirst: Set<String> = []
  /// Called when a test finishes (progress lines).
  public var onOutcome: ((TestOutcome) -> Void)?
  /// How many tests the filter, tags and `only` selected so far, before
  /// sharding (a shard may get none of them).
  public private(set) var selectedCount = 0
  /// The goldens `updateGoldens` / `updateRoutes` rewrote so far, in order.
  public private(set) var goldensWritten: [String] = []
  /// The Swift classes the scenes' `type:` and `class:` name (docs/SWIFT-API.md,
  /// "YAML tests over your own classes"): a package's own command passes its
  /// registered classes; `rlab` has none.
  public let types: SceneTypes

  public init(types: SceneTypes = SceneTypes()) {
    self.types = types
  }

  /// Runs one script file. A script that cannot be used (bad YAML, a
  /// missing scene) is one outcome with status `error` listing every error;
  /// a test with a bad step or an unknown id is an `error` outcome of its own.
  public func run(scriptAt path: String) -> [TestOutcome] {
    run(ScriptDiagnosis.diagnose(path: path, types: types))
  }

  public func run(_ script: TestScript) -> [TestOutcome] {
    run(ScriptDiagnosis.diagnose(script, types: types))
  }

  public func run(_ d: ScriptDiagnosis) -> [TestOutcome] {
    // Used as a library (a package's Swift test), the runner may be the
    // first to need SDL: it starts headless, as SceneHarness's does.
    var sdlProblem: String?
    if !SDLRuntime.isStarted {
      do { try SDLRuntime.start(headless: true) } catch { sdlProblem = "\(error)" }
    }
    guard let script = d.script, let doc = d.scene, d.scriptProblems.isEmpty, sdlProblem == nil else {
      let o = TestOutcome(
        script: d.file, name: "(script \(d.file))", line: 1, status: .error,
        failures: sdlProblem.map { [$0] } ?? d.allErrors,
        seconds: 0, startedAt: Self.now())
      onOutcome?(o)
      return [o]
    }
    var outcomes: [TestOutcome] = []
    for i in Self.order(script.tests.map(\.name), runFirst: runFirst) {
      let test = script.tests[i]
      if let f = filter, !test.name.contains(f) { continue }
      if !tags.isEmpty, tags.isDisjoint(with: test.tags) { continue }
      if onlyMarked, !test.only { continue }
      selectedCount += 1
      if let shard, (selectedCount - 1) % shard.count != shard.index - 1 { continue }
      let startedAt = Self.now()
      let start = ContinuousClock.now
      var o = TestOutcome(
        script: script.file, name: test.name, line: test.location.line, status: .passed, failures: [],
        seconds: 0, startedAt: startedAt)
      if !d.testProblems[i].isEmpty {
        o.status = .error
        o.failures = d.testProblems[i].map(\.description)
      } else if let reason = test.skip {
        o.status = .skipped
        o.skipReason = reason
      } else {
        run(test, scene: doc, lesson: d.lesson, into: &o)
      }
      let t = ContinuousClock.now - start
      o.seconds = Double(t.components.seconds) + Double(t.components.attoseconds) * 1e-18
      onOutcome?(o)
      outcomes.append(o)
    }
    return outcomes
  }

  static func now() -> Double { Date().timeIntervalSince1970 }

  /// Test indices with the named ones first (`--watch` re-runs from the
  /// tests that failed), each group in file order.
  static func order(_ names: [String], runFirst: Set<String>) -> [Int] {
    let all = Array(names.indices)
    return all.filter { runFirst.contains(names[$0]) } + all.filter { !runFirst.contains(names[$0]) }
  }

  /// Runs one test on a fresh scene. Every step runs even after an
  /// expectation failed (soft assertions, as Playwright's `expect.soft`),
  /// so one run shows every problem; a step that cannot be performed stops
  /// the test, since what follows it would not mean anything.
  func run(_ test: ScriptTest, scene doc: SceneDocument, lesson: Lesson? = nil, into o: inout TestOutcome) {
    let ctx = TestContext.fresh(doc, types: types)
    ctx.lesson = lesson
    ctx.options = TestContext.Options(updateGoldens: updateGoldens, updateRoutes: updateRoutes)
    ctx.collectsRoutes = test.steps.contains { $0.step.hasRouteExpectation }
    if test.steps.contains(where: { $0.step.usesQuiz }) { ctx.quiz = Quiz() }
    trace?.begin(file: test.location.file, test: test.name)
    ctx.trace = trace
    trace?.attach(to: ctx.scene)
    var failures: [String] = []
    var steps: [StepOutcome] = []
    var screenshot: String?
    var screenshotProblem: String?
    // A running count: summing every earlier step's failures at each step
    // made a 1,000-step test quadratic (issue 19's budget).
    var counted = 0
    ctx.play(test.steps, shooter: shooter, failures: &failures, stopAtStepError: true) {
      [self] step, all in
      let new = Array(all[counted...])
      counted = all.count
      steps.append(StepOutcome(location: step.location, failures: new))
      if !new.isEmpty, screenshot == nil, screenshotProblem == nil, let dir = artifactsDirectory, let shooter
      {
        let path = dir + "/" + uniqueArtifactName(test: test)
        do {
          // A symlink planted in the folder is replaced, never written through.
          try SafeFile.removeSymlink(at: path)
          try shooter.shoot(ctx.scene, overlay: ctx.overlay, quiz: ctx.quizSession, to: path)
          screenshot = path
        } catch {
          screenshotProblem = "cannot write \(path): \(error)"
        }
      }
    }
    trace?.end()
    goldensWritten += ctx.goldensWritten
    o.failures = failures
    o.status = failures.isEmpty ? .passed : .failed
    o.steps = steps
    o.screenshot = screenshot
    o.screenshotProblem = screenshotProblem
  }

  /// Picture names given so far in this run.
  private var artifactNames: Set<String> = []

  /// `artifactName`, made unique within the run (`-2`, `-3`, …).
  func uniqueArtifactName(test: ScriptTest) -> String {
    let base = Self.artifactName(test: test)
    var name = base
    var i = 2
    while !artifactNames.insert(name).inserted {
      name = String(base.dropLast(4)) + "-\(i).png"
      i += 1
    }
    return name
  }

  /// `Scenes/figure1.test.yaml` + `a tap on OK` →
  /// `Scenes-figure1-a-tap-on-ok-L12.png`: named from the script's path
  /// relative to the run (the working folder), so two `same.test.yaml` in
  /// different folders never share a picture.
  static func artifactName(
    test: ScriptTest, relativeTo folder: String = FileManager.default.currentDirectoryPath
  )
    -> String
  {
    var path = URL(fileURLWithPath: test.location.file).standardizedFileURL.path
    let base = URL(fileURLWithPath: folder).standardizedFileURL.path
    if path.hasPrefix(base + "/") { path.removeFirst(base.count + 1) }
    if path.hasSuffix(".test.yaml") { path.removeLast(".test.yaml".count) }
    let stem = String(path.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." ? $0 : "-" })
      .split(separator: "-").joined(separator: "-")
    let slug = String(
      test.name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60)
    )
    .split(separator: "-").joined(separator: "-")
    return "\(stem)-\(slug)-L\(test.location.line).png"
  }
}
