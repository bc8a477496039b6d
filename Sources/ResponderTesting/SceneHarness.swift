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
/// offscreen driver, on a virtual clock, exactly as in a script. SDL is
/// process-wide: use one harness at a time (mark suites `.serialized`).
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
    case .failure(let e): throw HarnessError(description: e.description)
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
    case .failure(let e): throw HarnessError(description: e.description)
    }
  }

  init(document: SceneDocument, file: String, types: SceneTypes = SceneTypes()) throws {
    try Self.startSDL()
    context = TestContext.fresh(document, types: types)
    self.file = file
  }

  nonisolated(unsafe) private static var started = false

  private static func startSDL() throws {
    if started { return }
    try SDLRuntime.start(headless: true)
    started = true
  }

  /// Adds a view made in code (a `View` subclass overriding `hitTest(_:with:)`,
  /// say) as the front-most subview of the view `parent`, known by its id
  /// to steps and expectations from then on.
  public func add(_ view: View, to parent: String) throws {
    guard let p = scene.views[parent] ?? (parent == "window" ? window : nil) else {
      throw HarnessError(description: "no view with id `\(parent)`")
    }
    p.addSubview(view)
    scene.register(view)
  }

  /// Sends one step.
  public func send(_ step: ScriptStep) throws {
    var failures: [String] = []
    try context.perform(
      step, shooter: nil, failures: &failures, at: ScriptLocation(file: file, line: 0, column: 0))
    if !failures.isEmpty { throw HarnessError(description: failures.joined(separator: "\n")) }
  }

  /// Sends steps written as a script writes them: `"tap: ok"`, or several
  /// lines of `- step`. A failed `expect` among them throws, with the
  /// expected and seen text.
  public func send(_ steps: String) throws {
    for step in try parse(steps) {
      var failures: [String] = []
      try context.perform(step.step, shooter: nil, failures: &failures, at: step.location)
      if !failures.isEmpty { throw HarnessError(description: failures.joined(separator: "\n")) }
    }
  }

  /// Runs `expect` steps and returns their failures (empty when all hold).
  public func check(_ expectations: String) throws -> [String] {
    var failures: [String] = []
    for step in try parse(expectations) {
      try context.perform(step.step, shooter: nil, failures: &failures, at: step.location)
    }
    return failures
  }

  private func parse(_ steps: String) throws -> [LocatedStep] {
    let body =
      steps.split(separator: "\n", omittingEmptySubsequences: false).map {
        let t = $0.trimmingCharacters(in: .whitespaces)
        return t.isEmpty ? "" : "      " + (t.hasPrefix("- ") ? t : "- " + t)
      }.joined(separator: "\n")
    let text = "scene: inline.yaml\ntests:\n  - name: inline\n    steps:\n" + body + "\n"
    switch TestScriptParser.parse(text: text, file: "steps") {
    case .failure(let f):
      throw HarnessError(description: f.messages.map(Self.relocate).joined(separator: "\n"))
    case .success(let script):
      guard let test = script.tests.first else { return [] }
      let unresolved = ScriptDiagnosis.unresolved(test.steps.flatMap(\.references), in: scene)
      let errors = test.errors + unresolved
      if !errors.isEmpty {
        throw HarnessError(description: errors.map(Self.relocate).joined(separator: "\n"))
      }
      return test.steps
    }
  }

  /// `steps:5:14: …` in the wrapped script → `steps:1:6: …` in the text given.
  static func relocate(_ message: String) -> String {
    let parts = message.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, parts[0] == "steps", let line = Int(parts[1]), let column = Int(parts[2]) else {
      return message
    }
    return "steps:\(max(1, line - 4)):\(max(1, column - 8)):\(parts[3])"
  }

  /// The record of the last dispatched event (nil before any).
  public var lastRecord: DispatchRecord? { app.lastEventRecord }
  /// The record of the last event that hit-tested (the last touch that began).
  public var lastHitTest: DispatchRecord? { context.lastHit }
  /// The last action message: where its walk went and who performed it.
  public var lastAction: ActionRecord? { app.lastActionRecord }
  /// Methods called on responders since the last `expect`, as `id.method`.
  public var calls: [String] { context.calls.entries }

  /// Advances virtual time (timers, long presses, deceleration).
  public func wait(_ seconds: Double) throws { try send(.wait(seconds)) }

  /// Renders the window (with the overlay's hit-test path, chain and undo
  /// panels when `overlay`) headless, and writes it as a PNG.
  public func renderPNG(to path: String, overlay: Bool = false) throws {
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

/// What went wrong in a harness call, as `rlab test` would print it.
public struct HarnessError: Error, CustomStringConvertible {
  public var description: String
}
