import ResponderScene
import ResponderTestSupport
import Testing

@testable import ResponderCore

/// Recording costs nothing when nobody observes (issue 40; STYLE.md,
/// "Diagnostics beside the algorithm": "a walk nobody observes pays nothing
/// for being observable"). An application writes a `DispatchRecord` only
/// while a record observer is registered or a reader asked for
/// `lastEventRecord`; what UIKit does (which methods run, which action is
/// sent, how undo groups close) is the same either way.
@Suite("Dispatch nobody observes")
struct UnobservedDispatchTests {
  /// A view that logs UIKit's touch methods, then forwards as UIKit's do.
  final class LoggingView: View {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      log.append("\(identifier).began")
      super.touchesBegan(touches, with: event)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
      log.append("\(identifier).ended")
      super.touchesEnded(touches, with: event)
    }
  }

  /// window › root (controller main) › leaf (a `LoggingView`, with a tap
  /// whose action the delegate performs); `recorded` says whether the
  /// application keeps its records.
  final class Lab: GestureDriving {
    let app = Application()
    let delegate = AppDelegate()
    let leaf = LoggingView(identifier: "leaf")
    let root = LoggingView(identifier: "root")
    var actions: [String] = []

    init(recorded: Bool) {
      app.recordsEvents = recorded
      app.delegate = delegate
      let window = Window(frame: Rect(x: 0, y: 0, width: 200, height: 200))
      app.addWindow(window)
      window.rootViewController = ViewController(identifier: "main", view: root)
      leaf.frame = Rect(x: 10, y: 10, width: 50, height: 50)
      root.addSubview(leaf)
      let tap = TapGestureRecognizer(identifier: "tap")
      tap.cancelsTouchesInView = false
      tap.addTarget(nil, action: "tapped")
      leaf.addGestureRecognizer(tap)
      delegate.sceneOverrides.actionHandlers["tapped"] = { [unowned self] m in self.actions.append(m.action) }
    }
  }

  @Test("an event nobody observes writes no record, and UIKit's calls and actions are the same")
  func sameCallsWithoutRecord() {
    let observed = Lab(recorded: true)
    let unobserved = Lab(recorded: false)
    for lab in [observed, unobserved] {
      lab.tap(Point(x: 20, y: 20))
      lab.tap(Point(x: 150, y: 150))
    }
    #expect(observed.leaf.log == ["leaf.began", "leaf.ended"])
    #expect(unobserved.leaf.log == observed.leaf.log)
    #expect(unobserved.root.log == observed.root.log)
    #expect(observed.actions == ["tapped"])
    #expect(unobserved.actions == observed.actions)
    // The last event is the second tap's lift, on root.
    #expect(observed.app.lastEventRecord?.calls.contains("root.touchesEnded") == true)
    #expect(unobserved.app.lastEventRecord == nil)
    #expect(unobserved.app.currentRecord == nil)
  }

  @Test("a record observer turns recording on, and removing it turns it off")
  func observerAsks() {
    let lab = Lab(recorded: false)
    #expect(!lab.app.recordsEvents)
    var seen: [DispatchKind] = []
    lab.app.recordObservers.append { seen.append($0.kind) }
    #expect(lab.app.recordsEvents)
    lab.tap(Point(x: 20, y: 20))
    #expect(seen == [.touch, .touch])
    lab.app.recordObservers.removeAll()
    #expect(!lab.app.recordsEvents)
    let kept = lab.app.lastEventRecord
    lab.tap(Point(x: 20, y: 20))
    #expect(seen.count == 2)
    #expect(lab.app.lastEventRecord === kept)
  }

  @Test("undo registered during an event nobody observes is still one group for that event")
  func undoGroupsWithoutRecord() {
    for recorded in [true, false] {
      let lab = Lab(recorded: recorded)
      let manager = UndoManager()
      var undone: [String] = []
      lab.delegate.sceneOverrides.actionHandlers["paintTwice"] = { _ in
        lab.app.registerUndo(on: manager, named: "Paint") { undone.append("first") }
        lab.app.registerUndo(on: manager, named: "Paint") { undone.append("second") }
      }
      lab.app.handle(.editingCommand("paintTwice"))
      #expect(manager.undoActionNames == ["Paint"], "recorded: \(recorded)")
      manager.undo()
      #expect(undone == ["second", "first"], "recorded: \(recorded)")
      #expect(!manager.canUndo, "recorded: \(recorded)")
    }
  }
}
