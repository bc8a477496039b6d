import ResponderScene
import Testing

@testable import ResponderCore

/// Target-action on the figure-1 tree (`Figure1`): `ok` sends `submit`.
@Suite("Action messages")
struct ActionTests {
  func counting(_ r: Responder, _ action: String) -> () -> Int {
    final class Box { var n = 0 }
    let box = Box()
    r.sceneOverrides.actionHandlers[action] = { _ in box.n += 1 }
    return { box.n }
  }

  @Test("a targeted action goes to its target only")
  func targeted() {
    let f = Figure1()
    let bg = counting(f.background, "go")
    let main = counting(f.main, "go")
    f.ok.addTarget(f.background, action: "go", for: .touchUpInside)
    f.h.tap(f.ok)
    #expect(bg() == 1)
    #expect(main() == 0)
    #expect(ids(f.app.lastActionRecord!.chain) == ["background"])
    #expect(f.app.lastActionRecord?.handledBy === f.background)
  }

  @Test("a targeted action whose target does not implement it is dropped, not walked")
  func targetedNotImplemented() {
    let f = Figure1()
    let main = counting(f.main, "go")
    #expect(f.app.sendAction("go", to: f.label, from: f.ok, for: nil) == false)
    #expect(main() == 0)
    #expect(ids(f.app.lastActionRecord!.chain) == ["label"])
    #expect(f.app.lastActionRecord?.handledBy == nil)
  }

  @Test("a nil-targeted action starts at the sender when there is no first responder")
  func nilTargetFromSender() {
    let f = Figure1()
    let main = counting(f.main, "submit")
    f.h.tap(f.ok)
    #expect(main() == 1)
    #expect(ids(f.app.lastActionRecord!.chain) == ["ok", "background", "root", "main"])
    #expect(f.h.takeCalls().contains("main.submit"))
  }

  @Test("a nil-targeted action starts at the first responder")
  func nilTargetFromFirstResponder() {
    let f = Figure1()
    let main = counting(f.main, "submit")
    f.field.becomeFirstResponder()
    f.h.tap(f.ok)
    #expect(main() == 1)
    #expect(ids(f.app.lastActionRecord!.chain) == ["field", "background", "root", "main"])
  }

  @Test("a nil-targeted action goes to the first implementer only")
  func firstImplementer() {
    let f = Figure1()
    let bg = counting(f.background, "submit")
    let main = counting(f.main, "submit")
    f.h.tap(f.ok)
    #expect(bg() == 1)
    #expect(main() == 0)
    #expect(f.app.lastActionRecord?.handledBy === f.background)
  }

  @Test("a nil-targeted action nobody implements is discarded with the whole chain")
  func discarded() {
    let f = Figure1()
    f.h.tap(f.ok)
    let record = f.app.lastActionRecord!
    #expect(record.action == "submit")
    #expect(
      ids(record.chain) == ["ok", "background", "root", "main", "window", "application", "appDelegate"])
    #expect(record.handledBy == nil)
    #expect(!f.h.takeCalls().contains { $0.hasSuffix(".submit") })
  }

  @Test("an editing command from the menu is sent from the application up the first responder's chain")
  func editingCommand() {
    let f = Figure1()
    let main = counting(f.main, "copy")
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.becomeFirstResponder()
    f.app.handle(.editingCommand("copy"))
    #expect(main() == 1)
    #expect(ids(f.app.lastActionRecord!.chain) == ["label", "background", "root", "main"])
    #expect(f.app.lastActionRecord?.sender === f.app)
    #expect(f.h.takeCalls() == ["main.copy"])
  }

  @Test("canPerformAction answers for one responder; target(forAction:) walks the chain")
  func canPerform() {
    let f = Figure1()
    _ = counting(f.main, "submit")
    #expect(!f.label.canPerformAction("submit", withSender: nil))
    #expect(f.main.canPerformAction("submit", withSender: nil))
    #expect(f.label.target(forAction: "submit", withSender: nil) === f.main)
    #expect(f.main.target(forAction: "submit", withSender: nil) === f.main)
    #expect(f.window.canPerformAction("submit", withSender: nil) == false)
    #expect(f.label.canPerformAction("nothing", withSender: nil) == false)
    #expect(f.label.target(forAction: "nothing", withSender: nil) == nil)
    #expect(f.app.target(forNilTargetedAction: "submit", sender: f.label) === f.main)
  }

  @Test("the editing menu shows only the commands that can be performed now")
  func editingMenu() {
    let f = Figure1()
    #expect(f.app.availableEditingCommands().isEmpty)
    f.field.becomeFirstResponder()
    #expect(f.app.availableEditingCommands().isEmpty)
    f.h.type("abc")
    #expect(f.app.availableEditingCommands() == ["select", "selectAll"])
    f.app.handle(.editingCommand("selectAll"))
    #expect(f.app.availableEditingCommands() == ["cut", "copy", "delete"])
    f.app.handle(.editingCommand("copy"))
    #expect(f.app.pasteboard.string == "abc")
    #expect(f.app.availableEditingCommands() == ["cut", "copy", "paste", "delete"])
    f.app.handle(.editingCommand("delete"))
    #expect(f.field.text == "")
    #expect(f.app.availableEditingCommands() == ["paste"])
  }

  @Test("a command the text field cannot perform is still offered when a responder further up can")
  func editingMenuFurtherUp() {
    let f = Figure1()
    _ = counting(f.main, "copy")
    f.field.becomeFirstResponder()
    #expect(!f.field.canPerformAction("copy", withSender: f.app))
    #expect(f.field.target(forAction: "copy", withSender: f.app) === f.main)
    #expect(f.app.availableEditingCommands() == ["copy"])
  }

  @Test("a copy with nothing selected travels past the text field to a responder that can copy")
  func copyPastField() {
    let f = Figure1()
    let main = counting(f.main, "copy")
    f.field.becomeFirstResponder()
    f.app.handle(.editingCommand("copy"))
    #expect(main() == 1)
    #expect(ids(f.app.lastActionRecord!.chain) == ["field", "background", "root", "main"])
    f.h.type("abc")
    f.app.handle(.editingCommand("selectAll"))
    f.app.handle(.editingCommand("copy"))
    #expect(main() == 1)
    #expect(f.app.lastActionRecord?.handledBy === f.field)
    #expect(f.app.pasteboard.string == "abc")
  }

  @Test("without a first responder the menu asks the window's chain")
  func editingMenuWithoutFirstResponder() {
    let f = Figure1()
    _ = counting(f.h.delegate, "paste")
    #expect(f.app.availableEditingCommands() == ["paste"])
  }

  @Test("a button sends its action on touch up inside")
  func buttonInside() {
    let f = Figure1()
    let submit = counting(f.main, "submit")
    let c = f.h.center(of: f.ok)
    f.h.down(c)
    #expect(submit() == 0)
    #expect(f.ok.isHighlighted)
    f.h.move(Point(c.x, c.y + 50))  // 28 pt below the bottom edge: within the margin
    #expect(f.ok.isHighlighted)
    f.h.up(Point(c.x, c.y + 50))
    #expect(submit() == 1)
    #expect(f.ok.isHighlighted == false)
  }

  @Test("a button does not send its action on touch up beyond the 70 pt margin")
  func buttonOutside() {
    let f = Figure1()
    let submit = counting(f.main, "submit")
    let outside = counting(f.main, "missed")
    f.ok.addTarget(nil, action: "missed", for: .touchUpOutside)
    let c = f.h.center(of: f.ok)
    f.h.down(c)
    f.h.move(Point(c.x, c.y + 110))  // 88 pt below the bottom edge
    #expect(f.ok.isHighlighted == false)
    f.h.up(Point(c.x, c.y + 110))
    #expect(submit() == 0)
    #expect(outside() == 1)
    // The touch stayed with the button all along.
    #expect(f.app.lastEventRecord?.handledBy === f.ok)
  }

  @Test("a disabled button forwards its touches and sends nothing")
  func disabledButton() {
    let f = Figure1()
    let submit = counting(f.main, "submit")
    f.ok.isEnabled = false
    f.h.tap(f.ok)
    #expect(submit() == 0)
    #expect(f.app.lastEventRecord?.handledBy == nil)
    #expect(ids(f.app.lastEventRecord!.chain).first == "ok")
  }
}
