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
    h.app.withRecord(kind: "action", detail: "present") { _ in presented = h.main.present(other) }
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
}
