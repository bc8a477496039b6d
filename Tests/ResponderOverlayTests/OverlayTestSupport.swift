import ResponderCore
import ResponderOverlay
import ResponderScene
import ResponderTestSupport
import Testing

/// A scene that did not load; the test stops there.
struct SceneDidNotLoad: Error, CustomStringConvertible {
  var description: String
}

/// A scene built from YAML with an overlay recorder listening, driven by
/// inputs handed straight to the application on a virtual clock; gestures
/// come from `GestureDriving`, the synthesizer the script runner plays too.
final class OverlayLab: GestureDriving {
  let scene: BuiltScene
  let recorder: OverlayRecorder
  var app: Application { scene.app }
  private var nextFinger: Int64 = 0

  init(
    _ yaml: String, types: SceneTypes = SceneTypes(),
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) throws {
    switch SceneLoader.parse(text: yaml, file: "lab.yaml", baseDirectory: "/nonexistent", types: types) {
    case .success(let doc):
      scene = SceneBuilder(types: types).build(doc)
    case .failure(let errors):
      Issue.record("the scene did not load:\n\(errors)", sourceLocation: sourceLocation)
      throw SceneDidNotLoad(description: "\(errors)")
    }
    recorder = OverlayRecorder(
      app: scene.app, sceneName: scene.name, sceneDescription: scene.sceneDescription)
  }

  /// A finger down and up at one window point, 0.05 s apart (the `tap`
  /// step), with a finger number of its own as every `down` here has.
  func tap(_ x: Double, _ y: Double, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    tap(Point(x: x, y: y), finger: nextFinger, sourceLocation: sourceLocation)
    nextFinger += 1
  }

  @discardableResult
  func down(_ x: Double, _ y: Double) -> FingerID {
    let f = FingerID(device: 1, finger: nextFinger)
    nextFinger += 1
    app.handle(.touch(f, .began, Point(x: x, y: y)))
    return f
  }

  func move(_ f: FingerID, _ x: Double, _ y: Double) {
    app.handle(.touch(f, .moved, Point(x: x, y: y)))
  }

  func up(_ f: FingerID, _ x: Double, _ y: Double) {
    app.handle(.touch(f, .ended, Point(x: x, y: y)))
  }

  var model: OverlayModel { recorder.model() }

  func view(_ id: String) -> View? { scene.views[id] }
}

/// The strings of the `.text` items, in order.
func texts(_ items: [DisplayItem]) -> [String] {
  items.compactMap {
    if case .text(let s, _, _, _, _, _) = $0 { return s }
    return nil
  }
}

/// The `.text` items as (string, colour) pairs.
func coloredTexts(_ items: [DisplayItem]) -> [(String, Color)] {
  items.compactMap {
    if case .text(let s, _, _, let c, _, _) = $0 { return (s, c) }
    return nil
  }
}

/// The colours of the `.fill` items.
func fillColors(_ items: [DisplayItem]) -> [Color] {
  items.compactMap {
    if case .fill(_, let c, _) = $0 { return c }
    return nil
  }
}

/// The hit-test scene most overlay tests tap.
///
///   window 300 × 400
///   ┌ root ──────────────────────────────┐
///   │ ┌ card [20,20 200×200] ───────────┐ │
///   │ │ [box 40,40 100×100]  ← tap (80,80): box is hit,
///   │ │   with hiddenBox, ghost (α 0.005) and off
///   │ │   (interaction off) stacked over it, front-most last
///   │ │                  [far 170,170 40×40]
///   │ └─────────────────────────────────┘ │
///   │ [field 20,240 200×40]              │  text field
///   │ [ok 20,300 100×44]  action submit   │  nil target → main
///   └────────────────────────────────────┘
///   Tapping (190, 130) hits card, which handles nothing: discarded.
let labScene = """
  name: Lab
  description: The overlay's test scene.
  window: { width: 300, height: 400 }
  appDelegate: {}
  root:
    controller: main
    handles: [{ actions: [submit] }]
    on:
      submit: [{ set: { box.color: "#ff0000" }, undo: Paint Box }]
    view:
      id: root
      color: "#f2f2f7"
      subviews:
        - id: card
          frame: [20, 20, 200, 200]
          color: "#ffffff"
          subviews:
            - { id: box, frame: [20, 20, 100, 100], color: "#00ff00", handles: [touches] }
            - { id: far, frame: [150, 150, 40, 40], color: "#0000ff", handles: [touches] }
            - { id: hiddenBox, frame: [20, 20, 100, 100], hidden: true, handles: [touches] }
            - { id: ghost, frame: [20, 20, 100, 100], alpha: 0.005, handles: [touches] }
            - { id: off, frame: [20, 20, 100, 100], userInteractionEnabled: false, handles: [touches] }
        - { id: field, type: textField, placeholder: "Type here", frame: [20, 240, 200, 40] }
        - { id: ok, type: button, title: "OK", frame: [20, 300, 100, 44], action: submit }
  """

// The overlay's rows keep a recognizer's state as the raw value of
// `GestureRecognizer.State` (its text); tests read it back as the typed
// state, so they compare states, not spellings.
extension OverlayModel.GestureRow {
  var recognizerState: GestureRecognizer.State? { GestureRecognizer.State(rawValue: state) }
}

extension OverlayModel.ScrollRow {
  var panRecognizerState: GestureRecognizer.State? { GestureRecognizer.State(rawValue: panState) }
}

extension GestureTimeline.Mark {
  var recognizerState: GestureRecognizer.State? { GestureRecognizer.State(rawValue: state) }
}
