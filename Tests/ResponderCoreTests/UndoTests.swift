import ResponderScene
import Testing

@testable import ResponderCore

/// A document with one undoable property, registering as UIKit code does:
/// the undo handler restores the old value and registers the inverse.
final class Canvas {
  var color = "white"
  let manager: UndoManager
  init(_ manager: UndoManager) { self.manager = manager }

  /// Paints inside the current event's group (`Application.registerUndo`).
  func paint(_ c: String, named name: String = "Paint", app: Application) {
    let old = color
    color = c
    app.registerUndo(on: manager, named: name) { [unowned self] in self.restore(old, name) }
  }

  private func restore(_ c: String, _ name: String) {
    let old = color
    color = c
    manager.registerUndo(named: name) { [unowned self] in self.restore(old, name) }
  }
}

@Suite("Undo")
struct UndoTests {
  func ctrlZ(_ h: Harness, shift: Bool = false) {
    h.app.handle(.key(Key("z"), shift ? [.control, .shift] : [.control], down: true))
    h.app.handle(.key(Key("z"), shift ? [.control, .shift] : [.control], down: false))
  }

  @Test("the window owns an undo manager that its views find by walking next")
  func windowOwnsOne() {
    let f = Figure1()
    let m = try! #require(f.window.ownedUndoManager)
    #expect(f.label.undoManager === m)
    #expect(f.main.undoManager === m)
    #expect(f.window.undoManager === m)
    #expect(f.label.undoManagerOwner === f.window)
    #expect(f.app.undoManager == nil)
  }

  @Test("a controller's own undo manager serves its views")
  func controllerOwnsOne() {
    let f = Figure1()
    let m = UndoManager()
    f.main.ownedUndoManager = m
    #expect(f.label.undoManager === m)
    #expect(f.root.undoManager === m)
    #expect(f.window.undoManager === f.window.ownedUndoManager)
    #expect(f.label.undoManagerOwner === f.main)
  }

  @Test("a text field owns an undo manager, emptied when it resigns")
  func textFieldOwnsOne() {
    let f = Figure1()
    let m = try! #require(f.field.ownedUndoManager)
    #expect(m !== f.window.ownedUndoManager)
    f.h.tap(f.field)
    f.h.type("hi")
    #expect(m.undoActionNames == ["Typing"])
    #expect(f.app.activeUndoManager === m)
    #expect(f.field.resignFirstResponder())
    #expect(m.canUndo == false)
    #expect(m.canRedo == false)
    #expect(f.field.text == "hi")
    #expect(f.app.activeUndoManager === f.window.ownedUndoManager)
  }

  @Test("consecutive typing coalesces into one Typing action")
  func typingCoalesces() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("h")
    f.h.type("e")
    f.h.type("y")
    #expect(f.field.text == "hey")
    #expect(f.field.undoManager?.undoActionNames == ["Typing"])
    ctrlZ(f.h)
    #expect(f.field.text == "")
    #expect(f.field.undoManager?.redoActionNames == ["Typing"])
  }

  @Test("moving the caret ends the Typing action")
  func caretEndsTyping() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("ab")
    f.h.key("left")
    f.h.type("X")
    #expect(f.field.text == "aXb")
    #expect(f.field.undoManager?.undoActionNames == ["Typing", "Typing"])
    ctrlZ(f.h)
    #expect(f.field.text == "ab")
    ctrlZ(f.h)
    #expect(f.field.text == "")
  }

  @Test("another registration ends the Typing action")
  func registrationEndsTyping() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("ab")
    let canvas = Canvas(f.field.ownedUndoManager!)
    canvas.paint("red", named: "Bold", app: f.app)
    f.h.type("c")
    #expect(f.field.undoManager?.undoActionNames == ["Typing", "Bold", "Typing"])
    ctrlZ(f.h)
    #expect(f.field.text == "ab")
    #expect(canvas.color == "red")
    ctrlZ(f.h)
    #expect(canvas.color == "white")
    #expect(f.field.text == "ab")
  }

  @Test("resigning ends the Typing action")
  func resignEndsTyping() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("ab")
    f.field.resignFirstResponder()
    f.h.tap(f.field)
    f.h.type("c")
    #expect(f.field.undoManager?.undoActionNames == ["Typing"])
    ctrlZ(f.h)
    #expect(f.field.text == "ab")
  }

  @Test("registering a new action clears redo")
  func registrationClearsRedo() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("ab")
    ctrlZ(f.h)
    #expect(f.field.undoManager?.canRedo == true)
    f.h.type("c")
    #expect(f.field.undoManager?.canRedo == false)
    #expect(f.field.undoManager?.redoActionNames == [])
    #expect(f.field.text == "c")
  }

  @Test("ctrl+z undoes and ctrl+shift+z redoes on the first responder's undo manager")
  func keyboardUndoRedo() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("hi")
    f.app.handle(.key(Key("z"), [.control], down: true))
    #expect(f.field.text == "")
    f.app.handle(.key(Key("z"), [.control], down: false))
    #expect(f.field.text == "")  // the key-up does nothing more
    f.app.handle(.key(Key("z"), [.control, .shift], down: true))
    #expect(f.field.text == "hi")
    #expect(f.field.undoManager?.undoActionNames == ["Typing"])
    #expect(f.field.undoManager?.redoActionNames == [])
    // A command key is not delivered as a press.
    #expect(!f.h.takeCalls().contains { $0.contains("presses") })
  }

  @Test("ctrl+z with no first responder undoes on the window's undo manager")
  func keyboardUndoWindow() {
    let f = Figure1()
    let canvas = Canvas(f.window.ownedUndoManager!)
    canvas.paint("red", app: f.app)
    #expect(f.app.activeUndoManager === f.window.ownedUndoManager)
    ctrlZ(f.h)
    #expect(canvas.color == "white")
    ctrlZ(f.h, shift: true)
    #expect(canvas.color == "red")
  }

  /// applicationSupportsShakeToEdit: a shake with something to undo shows
  /// UIKit's alert ("Undo Typing": Cancel / Undo); only Undo undoes.
  @Test("an unhandled shake asks first; Undo undoes, Cancel does not, and Redo redoes")
  func shakeToUndo() throws {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("hi")
    f.h.shake()
    #expect(f.field.text == "hi")
    #expect(f.app.lastEventRecord?.handledBy === f.app)
    let alert = try #require(f.window.shakeToEditAlert)
    #expect((alert.descendant(withIdentifier: "undoAlertTitle") as? Label)?.text == "Undo Typing")
    f.h.tap(try #require(alert.descendant(withIdentifier: "undoAlertCancel")))
    #expect(f.window.shakeToEditAlert == nil && f.field.text == "hi")
    f.h.shake()
    f.h.tap(try #require(f.window.shakeToEditAlert?.descendant(withIdentifier: "undoAlertUndo")))
    #expect(f.field.text == "")
    #expect(f.field.undoManager?.redoActionNames == ["Typing"])
    f.h.shake()
    let redoAlert = try #require(f.window.shakeToEditAlert)
    #expect((redoAlert.descendant(withIdentifier: "undoAlertTitle") as? Label)?.text == "Redo Typing")
    f.h.tap(try #require(redoAlert.descendant(withIdentifier: "undoAlertRedo")))
    #expect(f.field.text == "hi")
  }

  @Test("with applicationSupportsShakeToEdit false a shake shows no alert and undoes nothing")
  func shakeToEditOff() {
    let f = Figure1()
    f.app.supportsShakeToEdit = false
    f.h.tap(f.field)
    f.h.type("hi")
    f.h.shake()
    #expect(f.window.shakeToEditAlert == nil && f.field.text == "hi")
  }

  @Test("a shake handled by a responder does not undo")
  func shakeHandled() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("hi")
    f.main.handledEvents = [.motion]
    f.h.shake()
    #expect(f.field.text == "hi")
    #expect(f.app.lastEventRecord?.handledBy === f.main)
  }

  @Test("shake to edit can be turned off")
  func shakeOff() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("hi")
    f.app.supportsShakeToEdit = false
    f.h.shake()
    #expect(f.field.text == "hi")
    #expect(f.app.lastEventRecord?.handledBy == nil)
  }

  @Test("everything registered during one event is one group")
  func groupsPerEvent() {
    let f = Figure1()
    let canvas = Canvas(f.window.ownedUndoManager!)
    var second = "white"
    f.h.delegate.sceneOverrides.actionHandlers["paintTwice"] = { _ in
      canvas.paint("red", app: f.app)
      second = "blue"
      f.app.registerUndo(on: canvas.manager, named: "Paint Twice") { second = "white" }
    }
    f.app.handle(.editingCommand("paintTwice"))
    f.app.handle(.editingCommand("paintTwice"))
    #expect(canvas.manager.undoActionNames == ["Paint Twice", "Paint Twice"])
    canvas.manager.undo()
    #expect(canvas.manager.undoActionNames == ["Paint Twice"])
    canvas.manager.undo()
    #expect(canvas.color == "white")
    #expect(second == "white")
    #expect(canvas.manager.canUndo == false)
  }

  @Test("registrations outside any event are one group each")
  func outsideEvents() {
    let f = Figure1()
    let canvas = Canvas(f.window.ownedUndoManager!)
    canvas.paint("red", app: f.app)
    canvas.paint("blue", app: f.app)
    #expect(canvas.manager.undoActionNames == ["Paint", "Paint"])
    canvas.manager.undo()
    #expect(canvas.color == "red")
  }

  @Test("explicit grouping makes one group of many registrations, nesting included")
  func explicitGrouping() {
    let m = UndoManager()
    var log: [String] = []
    m.beginUndoGrouping()
    m.registerUndo(named: "A") { log.append("undo A") }
    m.beginUndoGrouping()
    m.registerUndo(named: "B") { log.append("undo B") }
    m.endUndoGrouping()
    #expect(m.undoActionNames == ["B"])  // still open: counted as the newest
    m.registerUndo { log.append("undo C") }
    m.setActionName("Move")
    m.endUndoGrouping()
    m.registerUndo(named: "D") { log.append("undo D") }
    m.closeOpenGroups()
    #expect(m.undoActionNames == ["Move", "D"])
    m.undo()
    m.undo()
    #expect(log == ["undo D", "undo C", "undo B", "undo A"])
    #expect(m.canUndo == false)
  }

  @Test("an empty group is not pushed")
  func emptyGroup() {
    let m = UndoManager()
    m.beginUndoGrouping()
    m.endUndoGrouping()
    #expect(m.canUndo == false)
    #expect(m.undoActionNames == [])
  }

  @Test("levelsOfUndo keeps only the newest groups")
  func levels() {
    let f = Figure1()
    let canvas = Canvas(f.window.ownedUndoManager!)
    canvas.manager.levelsOfUndo = 2
    canvas.paint("red", named: "One", app: f.app)
    canvas.paint("green", named: "Two", app: f.app)
    canvas.paint("blue", named: "Three", app: f.app)
    #expect(canvas.manager.undoActionNames == ["Two", "Three"])
    canvas.manager.undo()
    canvas.manager.undo()
    canvas.manager.undo()  // nothing left: the first paint cannot be undone
    #expect(canvas.color == "red")
    #expect(canvas.manager.redoActionNames == ["Three", "Two"])
    canvas.manager.levelsOfUndo = 0
    canvas.manager.redo()
    canvas.manager.redo()
    #expect(canvas.color == "blue")
  }

  @Test("lowering levelsOfUndo trims the stack at once")
  func lowerLevels() {
    let m = UndoManager()
    for name in ["A", "B", "C", "D"] {
      m.registerUndo(named: name) {}
      m.closeOpenGroups()
    }
    m.levelsOfUndo = 1
    #expect(m.undoActionNames == ["D"])
  }

  @Test("a switch toggle registers with the undo manager it finds")
  func switchToggle() {
    let f = Figure1()
    let toggle = f.h.add(Switch(identifier: "toggle", frame: Rect(x: 20, y: 500, width: 60, height: 30)))
    f.h.tap(toggle)
    #expect(toggle.isOn)
    #expect(f.window.ownedUndoManager?.undoActionNames == ["Toggle toggle"])
    ctrlZ(f.h)
    #expect(toggle.isOn == false)
    ctrlZ(f.h, shift: true)
    #expect(toggle.isOn)
  }
}

/// The undo stack is bounded (issue 37, item 5): Foundation keeps every
/// group by default, and 17,000 undoable taps grew past 3 GB.
@Suite("Undo levels")
struct UndoLevelTests {
  func register(_ count: Int, on manager: UndoManager) {
    for k in 0..<count {
      manager.registerUndo(named: "g\(k)") {}
      manager.closeOpenGroups()
    }
  }

  @Test("an undo manager keeps the newest 100 groups unless levelsOfUndo says otherwise")
  func defaultLevels() {
    let manager = UndoManager()
    #expect(manager.levelsOfUndo == GestureConstants.defaultLevelsOfUndo)
    register(150, on: manager)
    #expect(manager.undoActionNames.count == 100)
    #expect(manager.undoActionNames.first == "g50" && manager.undoActionNames.last == "g149")
    manager.levelsOfUndo = 10
    #expect(manager.undoActionNames == (140..<150).map { "g\($0)" })
  }

  @Test("levelsOfUndo 0 (no limit in UIKit) or above 1,000 keeps at most 1,000 groups")
  func cap() {
    let unlimited = UndoManager()
    unlimited.levelsOfUndo = 0
    register(1_200, on: unlimited)
    #expect(unlimited.undoActionNames.count == GestureConstants.maxLevelsOfUndo)
    let huge = UndoManager()
    huge.levelsOfUndo = 1_000_000
    register(1_200, on: huge)
    #expect(huge.undoActionNames.count == 1_000)
  }
}
