import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import ResponderTesting

/// The benchmark workloads of SPEC §6.
struct Workloads {
  let quick: Bool

  var rounds: Int { quick ? 7 : 21 }

  /// Touch began, moved and ended through hit-testing, recognizers and the
  /// chain, per event; baseline: the plain back-to-front walk at the same points.
  ///
  /// `recorded`: each event writes its dispatch record, as it does while the
  /// overlay, a trace or the test runner observes (the figures before issue
  /// 40 always included it); false measures an app nobody observes.
  func dispatch(name: String, app: Application, recorded: Bool = true) -> BenchResult {
    app.recordsEvents = recorded
    let window = app.keyWindow!
    let root = window.rootViewController!.view
    // Recognizers on the way, as a real scene has: a tap on the root and a
    // pan on the window (both see every touch).
    root.addGestureRecognizer(TapGestureRecognizer(identifier: "rootTap"))
    window.addGestureRecognizer(PanGestureRecognizer(identifier: "windowPan"))
    var rng = SeededRandom(seed: 42)
    let size = window.bounds.size
    let points = (0..<1000).map { _ in
      Point(
        x: Double.random(in: 0..<size.width, using: &rng), y: Double.random(in: 0..<size.height, using: &rng))
    }
    let perRound = quick ? 1000 : 3000
    // Warm up: builds the hit-test indexes.
    for p in points.prefix(50) { _ = window.referenceHitTest(p); _ = window.hitTest(p, with: nil) }
    var k = 0
    let ours = measure(rounds: rounds) {
      for _ in 0..<perRound {
        let p = points[k % points.count]
        k += 1
        app.handle(.touch(.mouse, .began, p))
        app.handle(.touch(.mouse, .moved, Point(x: p.x + 1, y: p.y)))
        app.handle(.touch(.mouse, .ended, Point(x: p.x + 1, y: p.y)))
      }
      return perRound * 3
    }
    var sink = 0
    let base = measure(rounds: rounds) {
      for _ in 0..<perRound {
        let p = points[k % points.count]
        k += 1
        if window.referenceHitTest(p) != nil { sink += 1 }
      }
      return perRound
    }
    precondition(sink >= 0)
    return BenchResult(
      name: name, unit: "ns/event", median: ours.median, p90: ours.p90, baseline: base.median,
      baselineName: "plain UIKit walk (hit test only)")
  }

  /// SDL push → handled on figure1, events/s; baseline: SDL push+poll alone.
  func pipeline() throws -> BenchResult {
    guard case .success(let doc) = SceneLoader.load(path: "Scenes/figure1.yaml") else {
      throw BenchFailure("Scenes/figure1.yaml does not load (run from the repository root)")
    }
    let scene = SceneBuilder().build(doc)
    // Recorded, as the live window's overlay records every event.
    scene.app.recordsEvents = true
    let session = Session(app: scene.app, windowSize: scene.size)
    let inj = SDLEventInjector(windowSize: scene.size)
    let targets = ["label", "field", "background", "root"].compactMap {
      scene.views[$0]?.frameInWindow.center
    }
    let batch = 3000
    func push() throws {
      for i in 0..<(batch / 3) {
        let p = targets[i % targets.count]
        try inj.finger(1, .began, at: p)
        try inj.finger(1, .moved, at: Point(x: p.x + 2, y: p.y))
        try inj.finger(1, .ended, at: Point(x: p.x + 2, y: p.y))
      }
    }
    SDLRuntime.flushEvents()
    let ours = try measure(rounds: rounds) {
      try push()
      return session.pollAndDispatch()
    }
    let base = try measure(rounds: rounds) {
      try push()
      return Session.drainWithoutDispatch()
    }
    // Per-event nanoseconds → events per second (higher is better).
    return BenchResult(
      name: "pipeline.figure1", unit: "events/s", median: 1e9 / ours.median, p90: 1e9 / ours.p90,
      baseline: 1e9 / base.median, baselineName: "SDL push+poll alone")
  }

  /// A 60-second (virtual) script on figure1: taps, typing, drags, undo, waits.
  func script() throws -> BenchResult {
    var steps: [ScriptStep] = []
    var virtual = 0.0
    while virtual < 60 {
      steps += [
        .tap(.view("field")), .type("hello"), .key("ctrl+z"), .tap(.view("label")),
        .drag(from: .view("label"), to: .view("ok"), duration: 0.5), .tap(.view("ok")), .wait(1.0),
        .expect([.firstResponder("field")]),
      ]
      virtual += 0.06 + 0.06 + 0.5 + 0.02 + 0.06 + 1.0 + 0.02
    }
    let loc = ScriptLocation(file: "bench", line: 1, column: 1)
    let test = ScriptTest(
      name: "60 s", location: loc, steps: steps.map { LocatedStep(step: $0, location: loc) })
    let script = TestScript(file: "bench", scene: "Scenes/figure1.yaml", sceneLocation: loc, tests: [test])
    let runner = ScriptRunner()
    var failed = false
    let ms = measure(rounds: quick ? 3 : 7) {
      failed = runner.run(script).contains { !$0.passed } || failed
      return 1
    }
    if failed { throw BenchFailure("the 60-second script failed") }
    return BenchResult(
      name: "script.60s", unit: "ms", median: ms.median / 1e6, p90: ms.p90 / 1e6, baseline: 60_000,
      baselineName: "60 s of real time")
  }

  /// Parse and build a 10k-view scene; baseline: the YAML parse alone.
  func load() throws -> BenchResult {
    let text = TreeGenerator.sceneYAML(views: 10_000)
    return try loadRatio(
      name: "load.10k", text: text, file: "generated.yaml", baselineText: text,
      baselineName: "YAML events to nodes alone", views: nil,
      failure: "the generated 10k-view scene does not load")
  }

  /// Parse, expand and build the same 10,100 views made by `repeat:` of
  /// two templates; baseline: the YAML events of those views written out
  /// (what the expansion stands in for), as `load.10k`'s.
  func loadTemplates() throws -> BenchResult {
    try loadRatio(
      name: "load.templates10k", text: TreeGenerator.templatedSceneYAML(rows: 100), file: "templated.yaml",
      baselineText: TreeGenerator.sceneYAML(views: 10_100),
      baselineName: "YAML events of the same views written out", views: 10_101,
      failure: "the templated 10k-view scene does not load to 10,101 views")
  }

  /// Loading `text` (parse and build) beside composing `baselineText`'s
  /// YAML events alone, in the same run; `views`, when given, is how many
  /// views the document and the built scene must have.
  private func loadRatio(
    name: String, text: String, file: String, baselineText: String, baselineName: String, views: Int?,
    failure: String
  ) throws -> BenchResult {
    var ok = true
    // 21 pairs: a round is tens of milliseconds, and a median of more pairs
    // moves less with the machine's load.
    let (ours, base) = measureAlternately(
      rounds: quick ? 7 : 21,
      ours: {
        switch SceneLoader.parse(text: text, file: file, baseDirectory: ".") {
        case .success(let doc):
          let built = SceneBuilder().build(doc)
          if let views { ok = ok && doc.viewCount == views && built.views.count == views }
        case .failure: ok = false
        }
        return 1
      },
      base: {
        // The text is turned into bytes on both sides (`parse(text:)` does it).
        _ = SafeYAML.compose(bytes: Array(baselineText.utf8), file: "generated.yaml")
        return 1
      })
    if !ok { throw BenchFailure(failure) }
    return BenchResult(
      name: name, unit: "ms", median: ours.median / 1e6, p90: ours.p90 / 1e6, baseline: base.median / 1e6,
      baselineName: baselineName)
  }

  /// `rlab test Scenes/` as a user runs it (process start included), scene
  /// tests per second; baseline: the same binary's start alone
  /// (`rlab --version`), as runs per second.
  func sceneTests() throws -> BenchResult {
    func run(_ arguments: [String]) throws -> String {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { throw BenchFailure("pipe failed") }
      let spawned = Result {
        try spawnSelf(arguments: arguments, stdin: nil, stdout: fds[1], closeInChild: fds)
      }
      close(fds[1])
      defer { close(fds[0]) }
      let pid = try spawned.get()
      var out: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 65536)
      while true {
        let n = buffer.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
        if n <= 0 { break }
        out += buffer[0..<n]
      }
      var status: Int32 = 0
      _ = waitpid(pid, &status, 0)
      return String(decoding: out, as: UTF8.self)
    }
    var failure: String?
    let (ours, base) = try measureAlternately(
      rounds: quick ? 3 : 7,
      ours: {
        let text = try run(["test", "Scenes"])
        // The last line is `N passed, N failed`.
        let last = text.split(separator: "\n").last.map(String.init) ?? ""
        let words = last.split(separator: " ")
        guard words.count >= 4, let passed = Int(words[0]), let failed = Int(words[2]) else {
          failure = "rlab test Scenes printed no summary line (run from the repository root)"
          return 1
        }
        if failed > 0 { failure = "rlab test Scenes: \(last)" }
        return passed + failed
      },
      base: {
        _ = try run(["--version"])
        return 1
      })
    if let failure { throw BenchFailure(failure) }
    return BenchResult(
      name: "tests.scenes", unit: "tests/s", median: 1e9 / ours.median, p90: 1e9 / ours.p90,
      baseline: 1e9 / base.median, baselineName: "process start alone (rlab --version), runs/s")
  }

  /// Resident memory with 100k views built; baseline: before building.
  func memory() -> BenchResult {
    let before = ProcessMemory.residentMB()
    let app = TreeGenerator.balanced(count: 100_000)
    let after = ProcessMemory.residentMB()
    withExtendedLifetime(app) {}
    return BenchResult(
      name: "memory.100k", unit: "MB", median: after, p90: after, baseline: before,
      baselineName: "process before building")
  }
}

struct BenchFailure: Error, CustomStringConvertible {
  var description: String
  init(_ d: String) { description = d }
}
