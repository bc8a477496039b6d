import ResponderCore
import ResponderScene
import Testing

@testable import EventStorm

/// The storm's checker against the case that made `make storm-short` report
/// a violation once the dispatch record stopped keeping objects alive
/// (issue 40): a view the run adds (the shake alert's Cancel button) that
/// takes itself out of the window when tapped, so that once the touch is
/// over only the checker's copy of the touch still holds it.
@Suite("Event storm invariant checker")
struct InvariantCheckerTests {
  @Test("a view added at run time and taken out by its own tap: its touchesEnded is matched to its touch")
  func runTimeViewRemovedByItsTap() throws {
    let run = try CheckedRun()
    let (scene, root) = (run.scene, run.root)
    // UIKit's alert buttons: added on top at run time, no id in the scene;
    // the button's action takes it out of the window (`dismiss`).
    weak var probe: View?
    do {
      let late = Button(identifier: "late", frame: Rect(x: 10, y: 10, width: 100, height: 50))
      late.addTarget(root, action: "drop", for: .touchUpInside)
      root.sceneOverrides.actionHandlers["drop"] = { [unowned root] _ in
        root.subviews.first { $0.identifier == "late" }?.removeFromSuperview()
      }
      root.addSubview(late)
      probe = late
    }
    scene.app.handle(.touch(.mouse, .began, Point(x: 20, y: 20)))
    run.check("down", 1, false)
    scene.app.handle(.touch(.mouse, .ended, Point(x: 20, y: 20)))
    #expect(probe?.window == nil, "the tap took the button out of the window")
    // The next touch begins before the check, as in the storm's step: the
    // application's touch event lets go of the finished one.
    scene.app.handle(.touch(.mouse, .began, Point(x: 200, y: 200)))
    run.check("up, down", 3, false)
    // The checker let go of the finished touch, the button's last owner:
    // the case really was a view held by nothing but the touch.
    #expect(probe == nil)
    #expect(run.checker.endDeliveriesChecked == 1)
    #expect(run.checker.violationCount == 0)
    scene.app.handle(.touch(.mouse, .ended, Point(x: 200, y: 200)))
    run.check("up", 4, true)
    #expect(run.checker.violationCount == 0)
  }

  @Test("a run-time view taken out under a finger: its forwarded touchesCancelled is one delivery")
  func runTimeViewRemovedUnderFinger() throws {
    let run = try CheckedRun()
    let (scene, root) = (run.scene, run.root)
    // As a page sheet's dimming view: made at run time (no id), it takes
    // no touches itself, so its touchesCancelled goes on up the chain it
    // was on, root's, while it leaves.
    let dim = View(identifier: "dim", frame: Rect(x: 0, y: 0, width: 300, height: 150))
    root.addSubview(dim)
    let close = Button(identifier: "close", frame: Rect(x: 10, y: 200, width: 100, height: 50))
    close.addTarget(root, action: "close", for: .touchUpInside)
    root.sceneOverrides.actionHandlers["close"] = { _ in dim.removeFromSuperview() }
    root.addSubview(close)
    let onDim = FingerID(device: 7, finger: 0)
    let onClose = FingerID(device: 7, finger: 1)
    scene.app.handle(.touch(onDim, .began, Point(x: 50, y: 50)))
    run.check("finger on dim", 1, false)
    scene.app.handle(.touch(onClose, .began, Point(x: 20, y: 220)))
    run.check("finger on close", 2, false)
    scene.app.handle(.touch(onClose, .ended, Point(x: 20, y: 220)))
    run.check("close tapped", 3, false)
    #expect(dim.window == nil)
    #expect(run.checker.violationCount == 0)
    #expect(run.checker.endDeliveriesChecked == 2)
    scene.app.handle(.touch(onDim, .ended, Point(x: 50, y: 50)))
    run.check("up", 4, true)
    #expect(run.checker.violationCount == 0)
  }

  @Test("a short storm over several scenes gives each scene a share")
  func everySceneStormed() {
    var options = StormOptions()
    options.events = 60_000
    options.scenes = (1...6).map { "s\($0).yaml" }
    #expect(options.eventsPerScene == 10_000)
    options.events = 1_000_000
    #expect(options.eventsPerScene == 25_000)
  }

  /// A one-root scene under the storm's checker, fed each event's dispatch
  /// records at each `check`, as the storm's step does.
  private final class CheckedRun {
    let scene: BuiltScene
    let root: View
    private(set) var checker = InvariantChecker()
    private var records: [DispatchRecord] = []

    init(sourceLocation: SourceLocation = #_sourceLocation) throws {
      let yaml = """
        window: { width: 300, height: 300 }
        root:
          controller: main
          view: { id: root }
        """
      var doc: SceneDocument?
      switch SceneLoader.parse(text: yaml, file: "s.yaml", baseDirectory: "/nonexistent") {
      case .success(let document): doc = document
      case .failure(let errors):
        Issue.record("expected the scene to load:\n\(errors)", sourceLocation: sourceLocation)
      }
      scene = SceneBuilder().build(try #require(doc, sourceLocation: sourceLocation))
      root = try #require(scene.views["root"], sourceLocation: sourceLocation)
      checker.begin(scene: scene, name: "s.yaml")
      scene.app.recordObservers.append { [unowned self] in records.append($0) }
    }

    /// The checker's pass after `label`, over the records since the last one.
    func check(_ label: String, _ event: Int, _ allUp: Bool) {
      checker.records = records
      records.removeAll()
      checker.check(after: label, event: event, allUp: allUp, focusLost: false)
    }
  }
}
