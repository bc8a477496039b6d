import Testing

@testable import ResponderCore

/// Editing commands are undo steps of their own, named as UIKit's text views
/// name them (`Paste`, `Cut`, `Delete`; the shake-to-undo alert reads "Undo
/// Paste"); typing after one starts a new `Typing` step.
@Suite("Editing commands as undo steps")
struct EditingCommandUndoTests {
  func menu(_ h: Harness, _ command: String) { h.app.handle(.editingCommand(command)) }

  func undo(_ h: Harness) {
    h.app.handle(.key(Key("z"), [.control], down: true))
    h.app.handle(.key(Key("z"), [.control], down: false))
  }

  /// Figure 1 with "ab" typed and copied, the caret at the end.
  func typedAndCopied() -> Figure1 {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("ab")
    menu(f.h, "selectAll")
    menu(f.h, "copy")
    f.h.key("end")
    return f
  }

  @Test("a paste registers Paste, and typing after it is a new Typing step")
  func paste() {
    let f = typedAndCopied()
    menu(f.h, "paste")
    f.h.type("c")
    f.h.type("d")
    #expect(f.field.text == "ababcd")
    #expect(f.field.undoManager?.undoActionNames == ["Typing", "Paste", "Typing"])
    undo(f.h)
    #expect(f.field.text == "abab")
    undo(f.h)
    #expect(f.field.text == "ab")
    #expect(f.field.undoManager?.redoActionNames == ["Typing", "Paste"])
  }

  @Test("a cut registers Cut and a delete registers Delete")
  func cutAndDelete() {
    let f = typedAndCopied()
    menu(f.h, "selectAll")
    menu(f.h, "cut")
    #expect(f.field.text == "")
    #expect(f.field.undoManager?.undoActionNames == ["Typing", "Cut"])
    f.h.type("xy")
    menu(f.h, "selectAll")
    menu(f.h, "delete")
    #expect(f.field.undoManager?.undoActionNames == ["Typing", "Cut", "Typing", "Delete"])
    undo(f.h)
    #expect(f.field.text == "xy")
  }

  @Test("typing right after typing still coalesces")
  func typingStillCoalesces() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("a")
    f.h.type("b")
    #expect(f.field.undoManager?.undoActionNames == ["Typing"])
  }
}
