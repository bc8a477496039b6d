import ResponderScene
import Testing

@testable import ResponderCore

@Suite("First responder")
struct FirstResponderTests {
  @Test("a plain responder cannot become first responder by default")
  func defaultRefuses() {
    let f = Figure1()
    #expect(f.label.canBecomeFirstResponder == false)
    #expect(f.label.becomeFirstResponder() == false)
    #expect(f.window.firstResponder == nil)
    #expect(f.main.becomeFirstResponder() == false)
  }

  @Test("a text field can become first responder; controls and views resign by default")
  func defaults() {
    let f = Figure1()
    #expect(f.field.canBecomeFirstResponder)
    #expect(f.label.canResignFirstResponder)
    #expect(f.ok.canBecomeFirstResponder == false)
  }

  @Test("a refusing responder is not made first responder")
  func refusal() {
    let f = Figure1()
    f.field.sceneOverrides.canBecomeFirstResponder = false
    #expect(f.field.becomeFirstResponder() == false)
    #expect(f.field.isFirstResponder == false)
    f.h.tap(f.field)
    #expect(f.window.firstResponder == nil)
  }

  @Test("a responder that cannot resign keeps first-responder status")
  func cannotResign() {
    let f = Figure1()
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.sceneOverrides.canResignFirstResponder = false
    #expect(f.label.becomeFirstResponder())
    #expect(f.label.resignFirstResponder() == false)
    #expect(f.field.becomeFirstResponder() == false)
    #expect(f.window.firstResponder === f.label)
    #expect(f.label.isFirstResponder)
  }

  @Test("becoming first responder resigns the previous one")
  func switching() {
    let f = Figure1()
    var resigned = 0
    f.field.addTarget(nil, action: "fieldDidEnd", for: .editingDidEnd)
    f.main.sceneOverrides.actionHandlers["fieldDidEnd"] = { _ in resigned += 1 }
    #expect(f.field.becomeFirstResponder())
    f.label.sceneOverrides.canBecomeFirstResponder = true
    #expect(f.label.becomeFirstResponder())
    #expect(f.field.isFirstResponder == false)
    #expect(f.label.isFirstResponder)
    #expect(f.window.firstResponder === f.label)
    #expect(resigned == 1)
  }

  @Test("becoming first responder again is a no-op that succeeds")
  func again() {
    let f = Figure1()
    var began = 0
    f.field.addTarget(nil, action: "began", for: .editingDidBegin)
    f.main.sceneOverrides.actionHandlers["began"] = { _ in began += 1 }
    #expect(f.field.becomeFirstResponder())
    #expect(f.field.becomeFirstResponder())
    #expect(began == 1)
  }

  @Test("a text field becomes first responder when tapped")
  func tapField() {
    let f = Figure1()
    var seen: [String] = []
    f.app.firstResponderObservers.append { seen.append($0?.identifier ?? "nil") }
    f.h.down(f.h.center(of: f.field))
    #expect(f.window.firstResponder == nil)  // on touch up, not down
    f.h.up(f.h.center(of: f.field))
    #expect(f.window.firstResponder === f.field)
    #expect(seen == ["field"])
  }

  @Test("resigning clears the first responder")
  func resign() {
    let f = Figure1()
    f.field.becomeFirstResponder()
    #expect(f.field.resignFirstResponder())
    #expect(f.window.firstResponder == nil)
    #expect(f.field.isFirstResponder == false)
  }

  @Test("removing the first responder from the window clears it")
  func removal() {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.field.removeFromSuperview()
    #expect(f.window.firstResponder == nil)
    #expect(f.field.isFirstResponder == false)
  }

  @Test("removing an ancestor of the first responder clears it")
  func ancestorRemoval() {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.h.type("x")
    f.background.removeFromSuperview()
    #expect(f.window.firstResponder == nil)
    // It resigned: its undo manager was emptied.
    #expect(f.field.ownedUndoManager?.canUndo == false)
  }

  @Test("a responder outside any window cannot become first responder")
  func detached() {
    let field = TextField(identifier: "loose")
    #expect(field.becomeFirstResponder() == false)
    #expect(field.isFirstResponder == false)
  }
}
