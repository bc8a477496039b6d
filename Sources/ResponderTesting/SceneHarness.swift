import Foundation
import ResponderCore
import ResponderOverlay
import ResponderSDL
import ResponderScene

/// The Swift API: load a scene, send steps, read the dispatch record, render
/// a PNG — the same machinery `rlab test` runs, usable from Swift Testing in
/// another package (see `Examples/` and docs/SWIFT-API.md).
///
/// ```swift
/// let h = try SceneHarness(path: "Scenes/figure1.yaml")
/// try h.send("tap: ok")
/// #expect(h.lastHitTest?.hitView?.identifier == "ok")
/// #expect(h.lastAction?.handledBy?.identifier == "main")
/// #expect(try h.check("expect: { chain: [ok] }").isEmpty)
/// try h.renderPNG(to: "/tmp/ok.png")
/// ```
///
/// Steps go through SDL's event queue and the translation switch under the
/// offscreen driver, on a virtual clock, exactly as in a script.
///
/// Several harnesses may exist and run at once, from one test or from tests
/// running in parallel: SDL's event queue is process-wide, so every call
/// that builds a scene or pushes events holds one process-wide lock until
/// its events are dispatched, and one harness never sees another's events.
/// (What must stay serialized is other code that starts and stops SDL
/// itself, as `rlab`'s own SDL tests do.)
///
/// A failure names the Swift caller's file and line, with the step's line
/// within the text given: `MyTests.swift:12: step 2: expect hitView …`;
/// `HarnessError.file`/`line` carry them for `Issue.record(_:sourceLocation:)`.
public final class SceneHarness {
  /// The live objects: application, window, views, controllers, recognizers by id.
  public var scene: BuiltScene { context.scene }
  public var app: Application { context.scene.app }
  public var window: Window { context.scene.window }
  private let context: TestContext
  private let file: String

  /// Loads and builds the scene at `path` (errors as `FILE:LINE:COLUMN`);
  /// its `type:` and `class:` names are the Swift classes in `types`.
  public convenience init(path: String, types: SceneTypes = SceneTypes()) throws {
    switch SceneLoader.load(path: path, assetsDirectory: AssetLocator.assetsDirectory, types: types) {
    case .success(let doc): try self.init(document: doc, file: path, types: types)
    case .failure(let e): throw HarnessError(e)
    }
  }

  /// Builds a scene written inline; `file` names it in errors, and images
  /// resolve in `baseDirectory`.
  public convenience init(
    yaml: String, types: SceneTypes = SceneTypes(), file: String = "scene.yaml", baseDirectory: String = "."
  ) throws {
    switch SceneLoader.parse(
      text: yaml, file: file, baseDirectory: baseDirectory, assetsDirectory: AssetLocator.assetsDirectory,
      types: types)
    {
    case .success(let doc): try self.init(document: doc, file: file, types: types)
    case .failure(let e): throw HarnessError(e)
    }
  }

  package init(document: SceneDocument, file: String, types: SceneTypes = SceneTypes()) throws {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    try Self.startSDL()
    context = TestContext.fresh(document, types: types)
    self.file = file
  }

  /// Held while a harness uses SDL's queue (building flushes it, a step
  /// pushes and dispatches): the one thing harnesses share.
  private static let lock = NSRecursiveLock()
  nonisolated(unsafe) private static var started = false

  /// Runs `body` holding the harnesses' lock.
  private func exclusively<T>(_ body: () throws -> T) rethrows -> T {
    try Self.exclusively(body)
  }

  /// Runs `body` holding the lock every harness holds while it uses SDL:
  /// for other SDL work beside harnesses (`rlab mcp`'s shots and test
  /// runs, which flush SDL's queue and open offscreen windows).
  package static func exclusively<T>(_ body: () throws -> T) rethrows -> T {
    lock.lock()
    defer { lock.unlock() }
    return try body()
  }

  /// Starts SDL headless unless it is running: code that quit it (a
  /// test that starts and stops SDL around itself) leaves the next harness
  /// to start it again.
  private static func startSDL() throws {
    if started, SDLRuntime.isStarted { return }
    try SDLRuntime.start(headless: true)
    started = true
  }

  /// Adds a view made in code (a `View` subclass overriding `hitTest(_:with:)`,
  /// say) as the front-most subview of the view `parent`, known by its id
  /// to steps and expectations from then on. An unknown `parent` throws the
  /// step's case for an unknown view (`StepProblem.unknownView`), placed at
  /// the Swift call.
  public func add(
    _ view: View, to parent: String, file: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) throws {
    guard let p = scene.views[parent] ?? (parent == "window" ? window : nil) else {
      let location = ScriptLocation(file: "\(file)", line: Int(line), column: Int(column))
      throw Caller(file: "\(file)", line: Int(line)).error([
        ScriptError(.step(context.unknownView(parent)), at: location)
      ])
    }
    p.addSubview(view)
    scene.register(view)
  }

  /// Sends one step; a failure names the caller's `file` and `line`.
  public func send(_ step: ScriptStep, file: StaticString = #filePath, line: UInt = #line) throws {
    let caller = Caller(file: "\(file)", line: Int(line))
    try exclusively {
      var failures: [String] = []
      do {
        try context.perform(
          step, shooter: nil, failures: &failures, at: ScriptLocation(file: "steps", line: 5, column: 9))
      } catch {
        throw caller.error(error, at: ScriptLocation(file: "steps", line: 5, column: 9))
      }
      if !failures.isEmpty { throw caller.error(failures) }
    }
  }

  /// Sends steps written as a script writes them: `"tap: ok"`, or several
  /// lines of `- step`. A failed `expect` among them throws, with the
  /// expected and seen text, at the caller's `file` and `line`.
  public func send(_ steps: String, file: StaticString = #filePath, line: UInt = #line) throws {
    try send(steps, callerFile: "\(file)", line: Int(line))
  }

  /// `send(_:file:line:)` for a caller whose place is a `String` (Swift
  /// Testing's `SourceLocation`, in ResponderSwiftTesting).
  package func send(_ steps: String, callerFile file: String, line: Int) throws {
    let caller = Caller(file: file, line: line)
    try exclusively {
      for step in try parse(steps, caller) {
        var failures: [String] = []
        do {
          try context.perform(step.step, shooter: nil, failures: &failures, at: step.location)
        } catch {
          throw caller.error(error, at: step.location)
        }
        if !failures.isEmpty { throw caller.error(failures) }
      }
    }
  }

  /// Runs `expect` steps and returns their failures (empty when all hold),
  /// each naming the caller's `file` and `line`.
  public func check(_ expectations: String, file: StaticString = #filePath, line: UInt = #line) throws
    -> [String]
  {
    try check(expectations, callerFile: "\(file)", line: Int(line))
  }

  /// `check(_:file:line:)` for a caller whose place is a `String`.
  package func check(_ expectations: String, callerFile file: String, line: Int) throws -> [String] {
    let caller = Caller(file: file, line: line)
    return try exclusively {
      var failures: [String] = []
      for step in try parse(expectations, caller) {
        do {
          try context.perform(step.step, shooter: nil, failures: &failures, at: step.location)
        } catch {
          throw caller.error(error, at: step.location)
        }
      }
      return failures.map(caller.relocate)
    }
  }

  /// Where in Swift a harness call was made: failures are reported there.
  struct Caller {
    var file: String
    var line: Int

    /// `steps:6:14: msg` or `steps:6: msg` (a place in the wrapped script)
    /// → `FILE:LINE: step 2, column 6: msg` (the caller, and the place in
    /// the text it gave).
    func relocate(_ message: String) -> String {
      let parts = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
      guard parts.count >= 3, parts[0] == "steps", let l = Int(parts[1]) else { return message }
      let step = max(1, l - 4)
      if parts.count == 4, let c = Int(parts[2]) {
        return "\(file):\(line): step \(step), column \(max(1, c - 8)):\(parts[3])"
      }
      return "\(file):\(line): step \(step):" + parts[2...].joined(separator: ":")
    }

    func error(_ messages: [String]) -> HarnessError {
      HarnessError(description: messages.map(relocate).joined(separator: "\n"), file: file, line: line)
    }

    /// A step that could not be played, printed as `rlab test` prints it,
    /// with its `StepProblem` kept as a case when it is one.
    func error(_ thrown: any Error, at location: ScriptLocation) -> HarnessError {
      var e = error(["\(location): \(thrown)"])
      if let problem = thrown as? StepProblem { e.errors = [ScriptError(.step(problem), at: location)] }
      return e
    }

    /// Errors of the steps text, relocated to the caller; the cases keep
    /// their places in the text given (`steps:LINE:COLUMN`).
    func error(_ errors: [ScriptError]) -> HarnessError {
      var e = error(errors.map(\.description))
      e.errors = errors
      return e
    }
  }

  private func parse(_ steps: String, _ caller: Caller) throws -> [LocatedStep] {
    let body =
      steps.split(separator: "\n", omittingEmptySubsequences: false).map {
        let t = $0.trimmingCharacters(in: .whitespaces)
        return t.isEmpty ? "" : "      " + (t.hasPrefix("- ") ? t : "- " + t)
      }.joined(separator: "\n")
    let text = "scene: inline.yaml\ntests:\n  - name: inline\n    steps:\n" + body + "\n"
    switch TestScriptParser.parse(text: text, file: "steps") {
    case .failure(let f):
      throw caller.error(f.errors)
    case .success(let script):
      guard let test = script.tests.first else { return [] }
      let unresolved = ScriptDiagnosis.unresolved(test.steps.flatMap(\.references), in: scene)
      let errors = test.problems + unresolved
      if !errors.isEmpty { throw caller.error(errors) }
      return test.steps
    }
  }

  /// Plays parsed steps as `rlab test` plays a test's (`rlab mcp`'s `act`):
  /// failed expectations are collected, a step that cannot be played ends
  /// the steps. Returns the failures, and how many steps were played.
  package func play(_ steps: [LocatedStep], shooter: SceneShooter? = nil) -> (failures: [String], played: Int)
  {
    exclusively {
      context.collectsRoutes = true
      var failures: [String] = []
      for (i, step) in steps.enumerated() {
        do {
          try context.perform(
            step.step, shooter: shooter, failures: &failures, at: step.location, checks: step.checkLocations)
        } catch {
          failures.append("\(step.location): \(error)")
          return (failures, i)
        }
      }
      return (failures, steps.count)
    }
  }

  /// The why-not text `rlab test` prints under a failed expectation, or nil
  /// when it holds (checked now, without the `expect` step's clearing of
  /// the calls and logs seen since the last one).
  package func failure(of check: ScriptExpectation, shooter: SceneShooter? = nil) -> String? {
    exclusively { context.check(check, shooter: shooter) }
  }

  /// What the overlay records: the shot renderer draws from it.
  package var overlayRecorder: OverlayRecorder { context.overlay }
  /// Keeps the picture before the latest event (a shot's `hops`).
  package var keepsPictures: Bool {
    get { context.keepsPictures }
    set { context.keepsPictures = newValue }
  }
  package var pictureBeforeLatest: HeldPicture? { context.pictureBeforeLatest }
  /// The latest state each recognizer reached, by id, since the last `expect`.
  package var gestureStates: [String: GestureRecognizer.State] { context.gestureStates }
  /// The route line of every dispatch so far (`--trace`'s route fields).
  package var routes: [String] { context.routes }

  /// The record of the last dispatched event (nil before any).
  public var lastRecord: DispatchRecord? { app.lastEventRecord }
  /// The record of the last event that hit-tested (the last touch that began).
  public var lastHitTest: DispatchRecord? { context.lastHit }
  /// The last action message: where its walk went and who performed it.
  public var lastAction: ActionRecord? { app.lastActionRecord }
  /// Methods called on responders since the last `expect`, as `id.method`.
  public var calls: [String] { context.calls.entries }

  /// Advances virtual time (timers, long presses, deceleration).
  public func wait(_ seconds: Double, file: StaticString = #filePath, line: UInt = #line) throws {
    try send(.wait(seconds), file: file, line: line)
  }

  /// Renders the window (with the overlay's hit-test path, chain and undo
  /// panels when `overlay`) headless, and writes it as a PNG.
  public func renderPNG(to path: String, overlay: Bool = false) throws {
    Self.lock.lock()
    defer { Self.lock.unlock() }
    let size = scene.size
    let layout = OverlayLayout(sceneSize: size)
    let canvas = overlay ? layout.canvasSize : size
    let video = try SDLVideo(
      SDLVideo.Options(
        title: "rlab", width: Int(canvas.width), height: Int(canvas.height), headless: true, resizable: false)
    )
    let renderer = try Renderer(video: video)
    var list = DisplayList(background: Color(r: 20, g: 20, b: 22))
    list.append(.pushClip(Rect(origin: .zero, size: size)))
    list.append(contentsOf: SceneDrawing(canvas: Rect(origin: .zero, size: size)).items(for: window))
    if overlay {
      let model = context.overlay.model()
      list.append(contentsOf: layout.sceneMarks(model))
      list.append(.popClip)
      list.append(contentsOf: layout.sidebar(model))
    } else {
      list.append(.popClip)
    }
    renderer.render(list)
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    try renderer.savePNG(path)
  }
}

/// What went wrong in a harness call, as `rlab test` would print it, at
/// the Swift caller's `file` and `line`.
public struct HarnessError: Error, CustomStringConvertible {
  public var description: String
  /// The scene's or the steps' errors as cases (`ScriptProblem`), when the
  /// scene did not load or the steps did not parse; empty for a failed
  /// expectation, whose text is in `description`.
  public var errors: [ScriptError] = []
  /// The Swift file and line of the harness call that failed (nil for a
  /// scene that did not load, whose errors name the scene file).
  public var file: String?
  public var line: Int?

  public init(description: String, file: String? = nil, line: Int? = nil) {
    (self.description, self.file, self.line) = (description, file, line)
  }

  /// A scene that did not load: its errors, at their places in the scene.
  init(_ errors: SceneErrors) {
    self.init(description: errors.description)
    self.errors = errors.errors.map(ScriptError.init)
  }
}
