import Foundation
import ResponderCore
import ResponderOverlay
import ResponderSDL
import ResponderScene

/// The outcome of one test.
public struct TestOutcome: Sendable {
  /// Passed; failed an expectation or a step; or could not run because the
  /// script or its scene is broken (exit code 2, a JUnit `<error>`).
  public enum Status: String, Sendable { case passed, failed, error }

  public var script: String
  public var name: String
  /// The line of the test's entry in the script (1 for a script-wide error).
  public var line: Int
  public var status: Status
  public var passed: Bool { status == .passed }
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
}

/// One step of a test as it ran.
public struct StepOutcome: Sendable {
  public var location: ScriptLocation
  public var failures: [String]
}

/// Renders a running scene to a PNG (the `shot:` step, `image` expectations).
public protocol SceneShooter: AnyObject {
  func shoot(_ scene: BuiltScene, overlay: OverlayRecorder, to path: String) throws
}

/// Runs test scripts: each test on a freshly loaded scene, every step pushed
/// through SDL's queue and the translation switch, on the virtual clock of
/// a `Session` (a `wait: 60` costs no real time).
public final class ScriptRunner {
  public var filter: String?
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
  /// How many tests the shard selection has seen so far.
  private var selectedCount = 0

  public init() {}

  /// Runs one script file. A script that cannot be used (bad YAML, a
  /// missing scene) is one outcome with status `error` listing every error;
  /// a test with a bad step or an unknown id is an `error` outcome of its own.
  public func run(scriptAt path: String) -> [TestOutcome] {
    run(ScriptDiagnosis.diagnose(path: path))
  }

  public func run(_ script: TestScript) -> [TestOutcome] {
    run(ScriptDiagnosis.diagnose(script))
  }

  public func run(_ d: ScriptDiagnosis) -> [TestOutcome] {
    guard let script = d.script, let doc = d.scene, d.scriptErrors.isEmpty else {
      let o = TestOutcome(
        script: d.file, name: "(script \(d.file))", line: 1, status: .error, failures: d.allErrors,
        seconds: 0, startedAt: Self.now())
      onOutcome?(o)
      return [o]
    }
    var outcomes: [TestOutcome] = []
    for i in Self.order(script.tests.map(\.name), runFirst: runFirst) {
      let test = script.tests[i]
      if let f = filter, !test.name.contains(f) { continue }
      if let shard {
        selectedCount += 1
        if (selectedCount - 1) % shard.count != shard.index - 1 { continue }
      }
      let startedAt = Self.now()
      let start = ContinuousClock.now
      var o = TestOutcome(
        script: script.file, name: test.name, line: test.location.line, status: .passed, failures: [],
        seconds: 0, startedAt: startedAt)
      if !d.testErrors[i].isEmpty {
        o.status = .error
        o.failures = d.testErrors[i]
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
    let ctx = TestContext.fresh(doc)
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
    // A running count: summing every earlier step's failures at each step
    // made a 1,000-step test quadratic (issue 19's budget).
    var counted = 0
    ctx.play(test.steps, shooter: shooter, failures: &failures, stopAtStepError: true) {
      [self] step, all in
      let new = Array(all[counted...])
      counted = all.count
      steps.append(StepOutcome(location: step.location, failures: new))
      if !new.isEmpty, screenshot == nil, let dir = artifactsDirectory, let shooter {
        let path = dir + "/" + Self.artifactName(test: test)
        if (try? shooter.shoot(ctx.scene, overlay: ctx.overlay, to: path)) != nil { screenshot = path }
      }
    }
    trace?.end()
    o.failures = failures
    o.status = failures.isEmpty ? .passed : .failed
    o.steps = steps
    o.screenshot = screenshot
  }

  /// `figure1.test.yaml` + `a tap on OK` → `figure1-a-tap-on-ok-L12.png`.
  static func artifactName(test: ScriptTest) -> String {
    var stem = test.location.file.split(separator: "/").last.map(String.init) ?? "script"
    if stem.hasSuffix(".test.yaml") { stem.removeLast(".test.yaml".count) }
    let slug = String(
      test.name.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" }.prefix(60)
    )
    .split(separator: "-").joined(separator: "-")
    return "\(stem)-\(slug)-L\(test.location.line).png"
  }
}

/// Where the assets folder is (fonts, shared images): `$RLAB_ASSETS`, else
/// `Assets/` in the current folder, else beside the executable's package.
public enum AssetLocator {
  public static var assetsDirectory: String? {
    let fm = FileManager.default
    if let env = ProcessInfo.processInfo.environment["RLAB_ASSETS"], fm.fileExists(atPath: env) { return env }
    let cwd = fm.currentDirectoryPath + "/Assets"
    if fm.fileExists(atPath: cwd) { return cwd }
    guard let exe = FontLocator.executableDirectory() else { return nil }
    var dir = URL(fileURLWithPath: exe, isDirectory: true)
    for _ in 0..<6 {
      let candidate = dir.appendingPathComponent("Assets").path
      if fm.fileExists(atPath: candidate) { return candidate }
      dir = dir.deletingLastPathComponent()
    }
    return nil
  }
}

extension ScriptTarget {
  var offset: Point? {
    if case .viewOffset(_, let d) = self { return d }
    return nil
  }
}

/// A step that cannot run, with what to fix.
struct StepError: Error, CustomStringConvertible {
  var description: String
}

/// One test's running state: the session, the injector and what happened
/// since the previous `expect`.
final class TestContext {
  let scene: BuiltScene
  let session: Session
  let injector: SDLEventInjector
  let overlay: OverlayRecorder
  var calls = BoundedLog()
  var logs = BoundedLog()
  var gestureStates: [String: String] = [:]
  var lastHit: DispatchRecord?
  /// What the runner asks of goldens.
  struct Options {
    var updateGoldens = false
    var updateRoutes = false
  }
  var options = Options()
  /// Where the trace goes; told the line of each step before it runs.
  var trace: TraceFile?
  /// Whether to keep every dispatch's route (a `route` expectation needs them).
  var collectsRoutes = false
  /// The route of every dispatch so far, one JSON line each.
  var routes: [String] = []
  /// The quiz the test's `answer` steps answer (nil: the test has none).
  var quiz: Quiz?
  /// The scene's lesson, which a `lesson` step plays.
  var lesson: Lesson?

  /// A context on a freshly built scene, with nothing left in SDL's queue
  /// from before.
  static func fresh(_ doc: SceneDocument) -> TestContext {
    SDLRuntime.flushEvents()
    return TestContext(scene: SceneBuilder().build(doc))
  }

  /// Performs steps in order, collecting failures; a step that throws
  /// fails with its location (and ends the steps when `stopAtStepError`).
  /// A failed expectation never ends them.
  func play(
    _ steps: [LocatedStep], shooter: SceneShooter?, failures: inout [String], stopAtStepError: Bool,
    afterStep: ((LocatedStep, [String]) -> Void)? = nil
  ) {
    for step in steps {
      trace?.stepLine = step.location.line
      do {
        try perform(step.step, shooter: shooter, failures: &failures, at: step.location)
      } catch {
        failures.append("\(step.location): \(error)")
        afterStep?(step, failures)
        if stopAtStepError { break } else { continue }
      }
      afterStep?(step, failures)
    }
  }

  init(scene: BuiltScene) {
    self.scene = scene
    session = Session(app: scene.app, windowSize: scene.size)
    injector = SDLEventInjector(windowSize: scene.size)
    overlay = OverlayRecorder(app: scene.app, sceneName: scene.name, sceneDescription: scene.sceneDescription)
    scene.app.recordObservers.append { [unowned self] r in
      self.calls.append(r.calls)
      self.logs.append(r.logs)
      for g in r.gestureChanges { self.gestureStates[g.recognizer.identifier] = g.state.rawValue }
      if r.hitView != nil || !r.hitTest.isEmpty { self.lastHit = r }
      if self.collectsRoutes { self.routes.append(RouteGolden.line(r)) }
      if self.quiz != nil { self.quiz?.observe(r, in: self.scene.app) }
    }
  }

  func point(_ t: ScriptTarget) throws -> Point {
    let p: Point
    switch t {
    case .point(let q): p = q
    case .view(let id), .viewOffset(let id, _):
      guard let v = scene.views[id] ?? (id == "window" ? scene.window : nil) else {
        let known = scene.views.keys.sorted()
        let hint = SceneSuggestion.closest(to: id, in: known).map { " (did you mean `\($0)`?)" } ?? ""
        throw StepError(description: "unknown view id `\(id)`\(hint)")
      }
      p = v.frameInWindow.center + (t.offset ?? .zero)
    }
    guard p.isFinite, Rect(origin: .zero, size: scene.size).contains(p) else {
      throw StepError(
        description:
          "the point \(p) is outside the window (\(formatPoints(scene.size.width))×\(formatPoints(scene.size.height)))"
      )
    }
    return p
  }

  private func ticks(_ seconds: Double) -> Int {
    max(1, Int((seconds * GestureConstants.ticksPerSecond).rounded()))
  }

  /// The most finger moves one `drag` step sends (1 s at 120 Hz).
  static let maxDragMoves = 120

  func perform(_ step: ScriptStep, shooter: SceneShooter?, failures: inout [String], at loc: ScriptLocation)
    throws
  {
    let s = session
    let inj = injector
    switch step {
    case .tap(let t):
      try tap(at: point(t))
    case .doubleTap(let t):
      let p = try point(t)
      try tap(at: p)
      s.tick(ticks(0.15) - 1)
      try tap(at: p)
    case .longPress(let t):
      let p = try point(t)
      try inj.finger(0, .began, at: p)
      s.tick(ticks(1.0))
      try inj.finger(0, .ended, at: p)
      s.tick()
    case .drag(let from, let to, let duration):
      let a = try point(from)
      let b = try point(to)
      try inj.finger(0, .began, at: a)
      s.tick()
      // One move per tick up to `maxDragMoves`; a longer drag spaces its
      // moves evenly and the idle ticks between them fast-forward, so a
      // 60 s drag costs 120 moves, not 7,200.
      let n = ticks(duration)
      let moves = min(n, Self.maxDragMoves)
      var done = 0
      for j in 1...moves {
        let i = j * n / moves
        try inj.finger(0, .moved, at: a + (b - a) * (Double(i) / Double(n)))
        s.tick(i - done)
        done = i
      }
      try inj.finger(0, .ended, at: b)
      s.tick()
    case .swipe(let from, let direction):
      let a = try point(from)
      let d: Point
      switch direction {
      case .left: d = Point(-120, 0)
      case .right: d = Point(120, 0)
      case .up: d = Point(0, -120)
      default: d = Point(0, 120)
      }
      try inj.finger(0, .began, at: a)
      s.tick()
      let n = ticks(0.1)
      for i in 1...n {
        try inj.finger(0, .moved, at: a + d * (Double(i) / Double(n)))
        s.tick()
      }
      try inj.finger(0, .ended, at: a + d)
      s.tick()
    case .pinch(let at, let scale):
      let c = try point(at)
      try twoFingers(around: c) { f in (40 + (scale * 40 - 40) * f, 0) }
    case .rotate(let at, let degrees):
      let c = try point(at)
      try twoFingers(around: c) { f in (40, degrees * f * Double.pi / 180) }
    case .touch(let finger, let phase, let t):
      try inj.finger(finger, phase, at: point(t))
      s.tick()
    case .mouse(let phase, let t, let button):
      try inj.mouse(phase, at: point(t), button: button)
      s.tick()
    case .keyDown(let text), .keyUp(let text):
      var down = false
      if case .keyDown = step { down = true }
      guard let chord = KeyChord(text), try inj.key(chord.key.name, modifiers: chord.modifiers, down: down)
      else {
        throw StepError(description: "unknown key `\(text)`")
      }
      s.tick()
    case .key(let text):
      guard let chord = KeyChord(text), try inj.key(chord.key.name, modifiers: chord.modifiers, down: true)
      else {
        throw StepError(description: "unknown key `\(text)`")
      }
      _ = try inj.key(chord.key.name, modifiers: chord.modifiers, down: false)
      s.tick()
    case .type(let text):
      try inj.text(text)
      s.tick()
    case .shake:
      try inj.user(.shakeBegan)
      try inj.user(.shakeEnded)
      s.tick()
    case .remote(let sub):
      try inj.remote(sub)
      s.tick()
    case .menu(let command):
      let i = StandardEditAction.allCases.firstIndex { $0.rawValue == command } ?? 0
      try inj.user(.menuCommand, data: i)
      s.tick()
    case .sensor(let kind, let values):
      try inj.sensor(kind, values)
      s.tick()
    case .focusLost:
      try inj.focusLost()
      s.tick()
    case .wait(let seconds):
      s.tick(Int((seconds * GestureConstants.ticksPerSecond).rounded()))
    case .shot(let path):
      guard let shooter else {
        throw StepError(description: "screenshots need SDL video (not available here)")
      }
      try ScriptFolder.check(path, scriptFile: loc.file)
      try shooter.shoot(scene, overlay: overlay, to: path)
    case .answer(let id):
      guard quiz?.answer(id) != nil else {
        if quiz?.sequenceInPlay == true {
          throw StepError(
            description: "no quiz question is waiting for `answer: \(id)` yet: the touches are still in play "
              + "(a recognizer is deciding); `wait:` until the gesture is decided")
        }
        throw StepError(
          description: "no quiz question is waiting for `answer: \(id)` (every question so far is answered)")
      }
    case .lesson(let which):
      try playLesson(which, shooter: shooter, failures: &failures)
    case .expect(let checks):
      for c in checks {
        if case .image(let path, _, _, _, _) = c { try ScriptFolder.check(path, scriptFile: loc.file) }
        if let f = check(c, shooter: shooter) {
          failures.append("\(loc.file):\(loc.line): expect \(c.key)\n\(f)")
        }
      }
      calls.removeAll()
      logs.removeAll()
      gestureStates.removeAll()
    }
  }

  private func tap(at p: Point) throws {
    try injector.finger(0, .began, at: p)
    session.tick(ticks(0.05))
    try injector.finger(0, .ended, at: p)
    session.tick()
  }

  /// Two fingers about `c`, moved over 0.3 s; `shape(f)` gives the radius
  /// and angle at fraction `f` of the way.
  private func twoFingers(around c: Point, _ shape: (Double) -> (Double, Double)) throws {
    func places(_ f: Double) -> (Point, Point) {
      let (r, a) = shape(f)
      let d = Point(x: r * cos(a), y: r * sin(a))
      return (c - d, c + d)
    }
    let (a0, b0) = places(0)
    try injector.finger(0, .began, at: a0)
    try injector.finger(1, .began, at: b0)
    session.tick()
    let n = ticks(0.3)
    var last = (a0, b0)
    for i in 1...n {
      last = places(Double(i) / Double(n))
      try injector.finger(0, .moved, at: last.0)
      try injector.finger(1, .moved, at: last.1)
      session.tick()
    }
    try injector.finger(0, .ended, at: last.0)
    try injector.finger(1, .ended, at: last.1)
    session.tick()
  }
}
