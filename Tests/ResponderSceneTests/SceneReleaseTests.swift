import ResponderCore
import ResponderScene
import Testing

/// A dropped scene frees every responder and recognizer it built: hot
/// reload builds a new scene on every edit, so a cycle leaks a whole tree
/// each time. Found by the fuzzer's leak check (docs/RELIABILITY.md):
/// controls and recognizers held their targets strongly, so a button
/// targeting its own controller kept the controller and its views alive.
@Suite("Scene release")
struct SceneReleaseTests {
  /// Builds `yaml`, drops it, and returns the ids of objects still alive.
  func survivors(_ yaml: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> [String] {
    var refs: [() -> AnyObject?] = []
    do {
      guard let doc = loadScene(yaml, sourceLocation: sourceLocation) else { return [] }
      let scene = SceneBuilder().build(doc)
      for o in Array(scene.responders.values) as [AnyObject] + Array(scene.recognizers.values) {
        refs.append { [weak o] in o }
      }
      #expect(refs.allSatisfy { $0() != nil }, sourceLocation: sourceLocation)
    }
    return refs.compactMap { $0() }.map {
      ($0 as? Responder)?.identifier ?? "\(($0 as? GestureRecognizer)?.identifier ?? "?")"
    }
  }

  @Test("a button targeting its own controller does not keep the scene alive")
  func controlTarget() {
    #expect(
      survivors(
        """
        root:
          controller: main
          handles: [{ actions: [save] }]
          view:
            id: root
            subviews:
              - { id: save, type: button, title: Save, frame: [0, 0, 80, 40], action: save, target: main }
        """
      ) == [])
  }

  @Test("a recognizer targeting its view's controller does not keep the scene alive")
  func recognizerTarget() {
    #expect(
      survivors(
        """
        root:
          controller: main
          handles: [{ actions: [tapped] }]
          view:
            id: root
            gestures: [{ id: tap, type: tap, action: tapped, target: main }]
        """
      ) == [])
  }
}
