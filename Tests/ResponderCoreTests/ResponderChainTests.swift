import ResponderScene
import Testing

@testable import ResponderCore

/// `next`, as the UIResponder reference defines it.
///
///     window ─ next → application ─ next → appDelegate
///     └─ root (controller main)
///        ├─ panel
///        │  └─ label
///        └─ card (root view of child controller `cardController`)
///           └─ cardButton
@Suite("The next responder")
struct ResponderChainTests {
  func tree() -> (h: Harness, panel: View, label: View, child: ViewController, card: View, cardButton: View) {
    let h = Harness()
    let panel = h.add(View(identifier: "panel", frame: Rect(x: 0, y: 0, width: 400, height: 300)))
    let label = h.add(View(identifier: "label", frame: Rect(x: 10, y: 10, width: 100, height: 30)), to: panel)
    let card = View(identifier: "card", frame: Rect(x: 0, y: 400, width: 400, height: 300))
    let child = ViewController(identifier: "cardController", view: card)
    h.main.addChild(child)
    h.add(card)
    let cardButton = h.add(
      Button(identifier: "cardButton", frame: Rect(x: 10, y: 10, width: 80, height: 40)), to: card)
    return (h, panel, label, child, card, cardButton)
  }

  @Test("a view's next responder is its superview")
  func viewToSuperview() {
    let t = tree()
    #expect(t.label.next === t.panel)
    #expect(t.panel.next === t.h.root)
  }

  @Test("a controller's root view's next responder is the controller")
  func rootViewToController() {
    let t = tree()
    #expect(t.h.root.next === t.h.main)
  }

  @Test("a controller whose view is the window's root view hands over to the window")
  func controllerToWindow() {
    let t = tree()
    #expect(t.h.main.next === t.h.window)
  }

  @Test("a child controller's root view → the child controller → the superview of its view")
  func childController() {
    let t = tree()
    #expect(t.cardButton.next === t.card)
    #expect(t.card.next === t.child)
    #expect(t.child.next === t.h.root)
    #expect(
      ids(t.cardButton.responderChain) == [
        "cardButton", "card", "cardController", "root", "main", "window", "application", "appDelegate",
      ])
  }

  @Test("a presented controller's next responder is the presenting controller")
  func presented() {
    let t = tree()
    let sheetView = View(identifier: "sheet")
    let sheet = ViewController(identifier: "sheetController", view: sheetView)
    t.h.main.present(sheet)
    #expect(sheet.next === t.h.main)
    #expect(sheetView.next === sheet)
    #expect(
      ids(sheetView.responderChain) == [
        "sheet", "sheetController", "main", "window", "application", "appDelegate",
      ])
    #expect(sheetView.superview === t.h.window)
    #expect(sheetView.frame == t.h.window.bounds)
    // It is in front: a touch anywhere lands on it.
    #expect(t.h.window.hitTest(Point(50, 50), with: nil) === sheetView)
    sheet.dismiss()
    #expect(sheet.next == nil)
    #expect(sheetView.superview == nil)
    #expect(t.h.window.hitTest(Point(50, 20), with: nil) === t.label)
  }

  @Test("the window's next responder is the application")
  func windowToApplication() {
    let t = tree()
    #expect(t.h.window.next === t.h.app)
  }

  @Test("the application's next responder is a plain responder delegate")
  func applicationToDelegate() {
    let h = Harness()
    #expect(h.app.next === h.delegate)
    let plain = Responder(identifier: "plain")
    h.app.delegate = plain
    #expect(h.app.next === plain)
  }

  @Test("a view, a controller or the application itself as delegate is not the next responder")
  func applicationDelegateExclusions() {
    let h = Harness()
    h.app.delegate = View(identifier: "viewDelegate")
    #expect(h.app.next == nil)
    h.app.delegate = ViewController(identifier: "controllerDelegate", view: View())
    #expect(h.app.next == nil)
    h.app.delegate = h.app
    #expect(h.app.next == nil)
    h.app.delegate = h.window
    #expect(h.app.next == nil)
    h.app.delegate = nil
    #expect(h.app.next == nil)
  }

  @Test("the app delegate ends the chain")
  func delegateEndsChain() {
    let h = Harness()
    #expect(h.delegate.next == nil)
    #expect(ids(h.root.responderChain) == ["root", "main", "window", "application", "appDelegate"])
  }

  @Test("nextOverride replaces the built-in next responder")
  func override() {
    let t = tree()
    t.label.sceneOverrides.nextResponder = t.cardButton
    #expect(t.label.next === t.cardButton)
    #expect(ids(t.label.responderChain).prefix(3) == ["label", "cardButton", "card"])
    t.label.sceneOverrides.nextResponder = nil
    #expect(t.label.next === t.panel)
  }

  @Test("a cyclic nextOverride cannot hang a chain walk")
  func cycle() {
    let t = tree()
    t.panel.sceneOverrides.nextResponder = t.label
    #expect(ids(t.label.responderChain) == ["label", "panel"])
    #expect(t.label.undoManager == nil)
    #expect(t.label.target(forAction: "nothing", withSender: nil) == nil)
  }

  @Test("a detached view's chain ends at its top view")
  func detached() {
    let a = View(identifier: "a")
    let b = View(identifier: "b")
    a.addSubview(b)
    #expect(ids(b.responderChain) == ["b", "a"])
    #expect(b.window == nil)
  }

  @Test("an unhandled touch walks the whole chain of a child controller")
  func touchThroughChildController() {
    let t = tree()
    let inner = t.h.add(
      View(identifier: "inner", frame: Rect(x: 200, y: 10, width: 80, height: 40)), to: t.card)
    t.h.tap(t.h.center(of: inner))
    #expect(
      ids(t.h.app.lastEventRecord!.chain) == [
        "inner", "card", "cardController", "root", "main", "window", "application", "appDelegate",
      ])
  }
}
