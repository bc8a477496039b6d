import ResponderCore
import ResponderOverlay
import ResponderSDL
import ResponderScene

/// What the window shows: a scene and its overlay, composed into one
/// display list. Shared by the live window, replay and headless shots.
final class Stage {
  private(set) var scene: BuiltScene
  private(set) var recorder: OverlayRecorder
  var panels: OverlayPanels = .all
  var showOverlay = true
  /// A broken edit's errors, shown over the last good scene.
  var error: String?
  var paused = false
  var litHops: Int?
  /// The record step mode is explaining (nil: the latest).
  var explained: DispatchRecord?

  init(scene: BuiltScene) {
    self.scene = scene
    recorder = OverlayRecorder(
      app: scene.app, sceneName: scene.name, sceneDescription: scene.sceneDescription)
  }

  /// Swaps in a reloaded scene.
  func replace(_ newScene: BuiltScene) {
    scene = newScene
    recorder = OverlayRecorder(
      app: newScene.app, sceneName: newScene.name, sceneDescription: newScene.sceneDescription)
    explained = nil
    litHops = nil
  }

  /// Adopts a recorder that is already listening (a test's).
  func use(_ r: OverlayRecorder) { recorder = r }

  var layout: OverlayLayout { OverlayLayout(sceneSize: scene.size, panels: panels) }

  /// The size of the whole canvas in points.
  var canvasSize: Size { showOverlay ? layout.canvasSize : scene.size }

  /// The display list of one frame.
  func displayList(fingers: [OverlayModel.FingerMark]) -> DisplayList {
    var list = DisplayList(background: Color(r: 20, g: 20, b: 22))
    let drawing = SceneDrawing(canvas: Rect(origin: .zero, size: scene.size))
    list.append(.pushClip(Rect(origin: .zero, size: scene.size)))
    list.append(contentsOf: drawing.items(for: scene.window))
    guard showOverlay else {
      list.append(.popClip)
      return list
    }
    var model = recorder.model(explaining: explained, fingers: fingers, error: error)
    model.paused = paused
    model.litHops = litHops
    let l = layout
    list.append(contentsOf: l.sceneMarks(model))
    list.append(.popClip)
    list.append(contentsOf: l.sidebar(model))
    return list
  }

  /// Finger marks for the active touches, plus the mouse's ghost finger.
  func fingers(ghost: Point?) -> [OverlayModel.FingerMark] {
    var marks = scene.window.activeTouches.map { t in
      OverlayModel.FingerMark(label: t.finger.description, point: t.location(in: nil), ghost: false)
    }
    if let g = ghost { marks.append(.init(label: "alt", point: g, ghost: true)) }
    return marks
  }
}
