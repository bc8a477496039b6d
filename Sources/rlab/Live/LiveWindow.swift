import Foundation
import ResponderCore
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

/// The live window of `rlab run`, `record` and `replay`: a fixed-timestep
/// loop over a session, the overlay, hot reload and step mode.
final class LiveWindow {
  let path: String
  let stage: Stage
  let session: Session
  let video: SDLVideo
  let renderer: Renderer
  let clock = RealClock()
  var watcher: SceneWatcher?
  var trace: TraceFile?
  /// Inputs held back while paused (step mode), oldest first.
  var held: [InputEvent] = []
  var quit = false
  /// Hops of the latest chain lit so far while replaying it (F7).
  private var hopTimer = 0.0
  private var lastDrawnKey: Int?
  private var lastList: DisplayList?

  init(path: String, scene: BuiltScene, headless: Bool, watch: Bool) throws {
    self.path = path
    stage = Stage(scene: scene)
    let size = stage.canvasSize
    video = try SDLVideo(
      SDLVideo.Options(
        title: "ResponderLab — \(scene.name)", width: Int(size.width), height: Int(size.height),
        headless: headless,
        resizable: true))
    renderer = try Renderer(video: video)
    session = Session(app: scene.app, windowSize: video.windowSize)
    session.translator.windowSize = video.windowSize
    if watch { watcher = SceneWatcher(path: path) }
    session.inputInterceptor = { [unowned self] input in self.intercept(input) }
    if !headless { SDLRuntime.openSensors(into: session.translator) }
    attach(scene)
  }

  /// Wires a (re)loaded scene to the window: text input and the trace.
  private func attach(_ scene: BuiltScene) {
    scene.app.firstResponderObservers.append { r in SDLRuntime.setTextInput(r is KeyInput) }
    SDLRuntime.setTextInput(scene.window.firstResponder is KeyInput)
    trace?.attach(to: scene)
  }

  // MARK: - Input the window keeps for itself

  /// The overlay's keys and step mode's queue; everything else goes on.
  private func intercept(_ input: InputEvent) -> Bool {
    switch input {
    case .key(let key, let mods, let down) where mods.isEmpty || mods == [.shift]:
      let panelKeys: [String: OverlayPanels] = [
        "f1": .help, "f2": .hitTest, "f3": .chain, "f4": .undo, "f8": .gestures, "f9": .log, "f10": .touches,
      ]
      if let panel = panelKeys[key.name] {
        if down { stage.panels.formSymmetricDifference(panel) }
        return true
      }
      switch key.name {
      case "f5":
        if down { togglePause() }
        return true
      case "f6":
        if down, stage.paused, !held.isEmpty {
          let next = held.removeFirst()
          session.deliver(next)
          stage.explained = nil
          stage.litHops = nil
        }
        return true
      case "f7":
        if down {
          stage.litHops = 0
          hopTimer = 0
        }
        return true
      case "escape":
        quit = true
        return true
      default: break
      }
    case .resize(let size):
      let sceneSize = Size(
        width: max(100, size.width - (stage.showOverlay ? OverlayLayout.sidebarWidth : 0)),
        height: size.height)
      session.app.handle(.resize(sceneSize))
      return true
    default: break
    }
    if stage.paused {
      if case .interruption = input { return false }
      held.append(input)
      return true
    }
    return false
  }

  private func togglePause() {
    stage.paused.toggle()
    if !stage.paused {
      for input in held { session.deliver(input) }
      held.removeAll()
    }
  }

  // MARK: - The loop

  /// Runs until the window closes or Esc.
  func run(frames: Int? = nil) {
    var last = clock.now
    var frame = 0
    while !quit && !session.quitRequested {
      let now = clock.now
      let steps = session.stepper.advance(by: now - last)
      last = now
      for _ in 0..<steps {
        if stage.paused {
          session.pollAndDispatch()
        } else {
          session.tick()
        }
      }
      advanceHopReplay(by: Double(steps) * session.stepper.step)
      reloadIfChanged(now: now)
      drawIfChanged()
      frame += 1
      if let frames, frame >= frames { break }
      SDLRuntime.waitForEvent(timeout: session.stepper.step)
    }
  }

  private func advanceHopReplay(by dt: Double) {
    guard let lit = stage.litHops else { return }
    hopTimer += dt
    if hopTimer >= 0.45 {
      hopTimer = 0
      let total = stage.recorder.model().chain.count
      stage.litHops = lit + 1 > total ? nil : lit + 1
    }
  }

  private func reloadIfChanged(now: Double) {
    guard let w = watcher, w.changed(now: now) else { return }
    switch SceneLoader.load(path: path, assetsDirectory: AssetLocator.assetsDirectory) {
    case .success(let doc):
      let scene = SceneBuilder().build(doc)
      session.replace(app: scene.app)
      stage.replace(scene)
      stage.error = nil
      attach(scene)
      video.setTitle("ResponderLab — \(scene.name)")
      printError("reloaded \(path)")
    case .failure(let errors):
      let lines = errors.errors.prefix(2).map(\.description)
      stage.error = lines.joined(separator: "\n")
      printError(errors.description)
    }
  }

  /// Draws a frame only when something visible changed.
  func drawIfChanged(force: Bool = false) {
    let ghost: Point? =
      session.translator.mouseFingers.altHeld
      ? session.translator.mouseFingers.hover.map { MouseFingerSimulator.mirror($0, in: stage.scene.size) }
      : nil
    let fingers = stage.fingers(ghost: ghost)
    var h = Hasher()
    h.combine(stage.scene.window.displayRevision)
    h.combine(ObjectIdentifier(stage.scene.app))
    h.combine(stage.recorder.history.count)
    h.combine(stage.recorder.history.last.map(ObjectIdentifier.init))
    h.combine(fingers)
    h.combine(stage.panels)
    h.combine(stage.paused)
    h.combine(stage.litHops)
    h.combine(stage.error)
    h.combine(held.count)
    let key = h.finalize()
    if !force, key == lastDrawnKey { return }
    lastDrawnKey = key
    let list = stage.displayList(fingers: fingers)
    // Only the area that changed is redrawn, when the renderer keeps its
    // back buffer (the software renderer); a GPU renderer redraws in full.
    switch (force, lastList.map { list.damage(comparedTo: $0) }) {
    case (false, .some(.none)): return
    case (false, .some(.area(let r))): renderer.render(list, dirty: r)
    default: renderer.render(list)
    }
    lastList = list
    renderer.present()
  }
}
