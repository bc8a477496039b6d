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

/// UIModalPresentationStyle and definesPresentationContext: which controller
/// presents, where the presented view goes, and what stays hit-testable.
///
///     window 400×800
///     └─ root (controller main)
///        ├─ button [0, 0, 400, 100]
///        └─ tabView [0, 400, 400, 400]  (child controller tab)
@Suite("Presentation styles")
struct PresentationStyleTests {
  func scene() -> (Harness, ViewController, View) {
    let h = Harness()
    let button = h.add(View(identifier: "button", frame: Rect(x: 0, y: 0, width: 400, height: 100)))
    let tab = ViewController(
      identifier: "tab", view: View(identifier: "tabView", frame: Rect(x: 0, y: 400, width: 400, height: 400))
    )
    h.root.addSubview(tab.view)
    h.main.addChild(tab)
    return (h, tab, button)
  }

  func controller(_ id: String, _ style: ModalPresentationStyle) -> ViewController {
    let c = ViewController(identifier: id, view: View(identifier: id + "View"))
    c.modalPresentationStyle = style
    return c
  }

  @Test("fullScreen from a child is presented by the root, whose views leave the window until dismissal")
  func fullScreen() {
    let (h, tab, button) = scene()
    let cover = controller("cover", .fullScreen)
    #expect(tab.present(cover))
    #expect(cover.presentingViewController === h.main)
    #expect(h.root.window == nil && button.window == nil)
    #expect(h.window.subviews.map(\.identifier) == ["coverView"])
    #expect(ids(cover.responderChain) == ["cover", "main", "window", "application", "appDelegate"])
    cover.view.isUserInteractionEnabled = false
    #expect(h.window.hitTest(Point(200, 50), with: nil) === h.window)
    h.main.dismiss()
    #expect(h.window.subviews.map(\.identifier) == ["root"])
    #expect(h.window.hitTest(Point(200, 50), with: nil) === button)
  }

  @Test(
    "pageSheet leaves the presenter in the window, behind a dimming view that takes the touches outside the sheet"
  )
  func pageSheet() {
    let (h, _, button) = scene()
    let sheet = controller("sheet", .pageSheet)
    #expect(h.main.present(sheet))
    #expect(button.window === h.window)
    #expect(sheet.view.frame == Rect(x: 0, y: 57, width: 400, height: 743))
    #expect(h.window.hitTest(Point(200, 20), with: nil) is DimmingView)
    #expect(h.window.hitTest(Point(200, 300), with: nil) === sheet.view)
    sheet.dismiss()
    #expect(!h.window.subviews.contains { $0 is DimmingView })
    #expect(h.window.hitTest(Point(200, 20), with: nil) === button)
  }

  @Test("overCurrentContext is presented by the nearest controller defining the context, over its view only")
  func overCurrentContext() {
    let (h, tab, button) = scene()
    tab.definesPresentationContext = true
    let over = controller("over", .overCurrentContext)
    #expect(tab.present(over))
    #expect(over.presentingViewController === tab)
    #expect(over.view.superview === h.root)
    #expect(over.view.frame == tab.view.frame)
    #expect(
      ids(over.responderChain) == ["over", "tab", "root", "main", "window", "application", "appDelegate"])
    #expect(h.window.hitTest(Point(200, 600), with: nil) === over.view)
    #expect(h.window.hitTest(Point(200, 50), with: nil) === button)
  }

  @Test("overCurrentContext with no controller defining the context goes to the root, over its whole view")
  func overRoot() {
    let (h, tab, _) = scene()
    let over = controller("over", .overCurrentContext)
    #expect(tab.present(over))
    #expect(over.presentingViewController === h.main)
    #expect(over.view.frame == Rect(x: 0, y: 0, width: 400, height: 800))
    #expect(h.root.window === h.window)
  }

  @Test("the presented controller of a full-screen root can present again; the root warns it is presenting")
  func nested() {
    let (h, _, _) = scene()
    let cover = controller("cover", .fullScreen)
    let sheet = controller("sheet", .pageSheet)
    h.main.present(cover)
    var logs: [String] = []
    h.app.recordObservers.append { logs.append(contentsOf: $0.logs) }
    h.app.withRecord(kind: .action, detail: "present") { _ in _ = h.main.present(sheet) }
    #expect(logs == ["warning: Attempt to present sheet on main which is already presenting cover"])
    #expect(cover.present(sheet))
    #expect(sheet.presentingViewController === cover)
    h.main.dismiss()
    #expect(h.window.subviews.map(\.identifier) == ["root"])
  }
}

extension PresentationStyleTests {
  @Test(
    "a full-screen controller whose view was taken out before its dismissal still puts the presenter back")
  func viewGoneBeforeDismissal() {
    let (h, _, button) = scene()
    let cover = controller("cover", .fullScreen)
    h.main.present(cover)
    cover.view.removeFromSuperview()
    h.main.dismiss()
    #expect(h.window.subviews.map(\.identifier) == ["root"])
    #expect(button.window === h.window)
  }
}
