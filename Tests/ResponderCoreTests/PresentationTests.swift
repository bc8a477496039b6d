import Testing

@testable import ResponderCore

/// UIViewController.present(_:animated:completion:): a controller that is
/// already presenting refuses to present another and warns; nothing changes.
@Suite("Presentation refusals")
struct PresentationTests {
  func controller(_ id: String) -> ViewController {
    ViewController(identifier: id, view: View(identifier: id + "View"))
  }

  @Test("a controller already presenting refuses, with the warning in the event's log")
  func alreadyPresenting() {
    let h = Harness()
    let sheet = controller("sheet")
    let other = controller("other")
    #expect(h.main.present(sheet))
    var logs: [String] = []
    h.app.recordObservers.append { logs.append(contentsOf: $0.logs) }
    var presented = true
    // Inside a dispatch, as a scene's `present:` effect runs.
    h.app.withRecord(kind: .action, detail: "present") { _ in presented = h.main.present(other) }
    #expect(!presented)
    #expect(logs == ["warning: Attempt to present other on main which is already presenting sheet"])
    #expect(h.main.presentedViewController === sheet)
    #expect(other.presentingViewController == nil)
    #expect(other.view.superview == nil)
  }

  @Test("the presented controller can present over itself")
  func overPresented() {
    let h = Harness()
    let sheet = controller("sheet")
    let other = controller("other")
    h.main.present(sheet)
    #expect(sheet.present(other))
    #expect(other.next === sheet)
  }

  @Test("a controller on screen, or one whose view is not in a window, cannot present")
  func notPresentable() {
    let h = Harness()
    let sheet = controller("sheet")
    h.main.present(sheet)
    #expect(!controller("x").present(controller("y")))
    let other = controller("other")
    #expect(sheet.present(other))
    #expect(!other.present(sheet))
    #expect(sheet.presentedViewController === other)
  }

  @Test("a dismissal asked for while one runs is refused with a warning")
  func dismissWhileDismissing() {
    final class Reentrant: View {
      var onCancel: () -> Void = {}
      override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { onCancel() }
    }
    let h = Harness()
    let a = controller("a")
    let pad = Reentrant(identifier: "pad", frame: Rect(x: 0, y: 0, width: 100, height: 100))
    pad.handledEvents = [.touches]
    let b = ViewController(identifier: "b", view: View(identifier: "bView"))
    b.view.addSubview(pad)
    h.main.present(a)
    a.present(b)
    h.down(Point(50, 50))
    pad.onCancel = { h.main.dismiss() }
    var logs: [String] = []
    h.app.recordObservers.append { logs.append(contentsOf: $0.logs) }
    h.app.withRecord(kind: .action, detail: "dismiss") { _ in h.main.dismiss() }
    #expect(logs == ["warning: Attempt to dismiss from main while a presentation or dismiss is in progress"])
    #expect(h.main.presentedViewController == nil)
    #expect(a.view.window == nil && b.view.window == nil)
  }
}
