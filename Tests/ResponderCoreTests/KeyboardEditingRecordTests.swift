import Testing

@testable import ResponderCore

/// A keyboard editing command or undo is performed by a responder up the
/// chain from the first responder (UIKeyCommand; UIResponder
/// `canPerformAction(_:withSender:)`), so the key's record names it: the
/// event log, the chain panel, the trace and `handledBy:` read that record.
@Suite("Keyboard editing commands record who performed them")
struct KeyboardEditingRecordTests {
  func press(_ h: Harness, _ name: String, _ mods: KeyModifiers = [.control]) -> DispatchRecord? {
    h.app.handle(.key(Key(name), mods, down: true))
    let record = h.records.last
    h.app.handle(.key(Key(name), mods, down: false))
    return record
  }

  /// Figure 1 with "ab" typed in the focused field.
  func typed() -> Figure1 {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("ab")
    return f
  }

  @Test("ctrl+a and ctrl+c are handled by the field that performed them")
  func copyHandledByField() throws {
    let f = typed()
    let all = try #require(press(f.h, "a"))
    #expect(all.handledBy === f.field)
    let copy = try #require(press(f.h, "c"))
    #expect(copy.detail == "ctrl+c")
    #expect(copy.handledBy === f.field)
    #expect(ids(copy.chain) == ["field"])
    #expect(copy.actions.map(\.action) == ["copy"])
    #expect(copy.actions.first?.handledBy === f.field)
  }

  @Test("a key record says typed what the key did: a command's chord, a press going down or up")
  func recordsTheKeyTyped() throws {
    let f = typed()
    let copy = try #require(press(f.h, "c"))
    #expect(copy.key == RecordedKey(KeyChord(Key("c"), modifiers: .control), .command))
    #expect(copy.pressedKey == nil)
    f.h.app.handle(.key(Key("lshift"), [.shift], down: true))
    let shift = try #require(f.h.records.last)
    #expect(shift.key?.isLoneModifier == true)
    #expect(shift.key?.transition == .down)
    f.h.app.handle(.key(Key("left"), [.shift], down: true))
    let left = try #require(f.h.records.last)
    #expect(left.key == RecordedKey(KeyChord(Key("left"), modifiers: .shift), .down))
    #expect(left.key?.text == left.detail)
    #expect(left.pressedKey == Key("left"))
    #expect(left.touchPhase == nil)
    f.h.tap(f.field)
    #expect(f.h.records.last?.touchPhase == .ended)
    #expect(f.h.records.last?.key == nil)
  }

  @Test("ctrl+x is handled by the field and its Cut is undone by ctrl+z, handled by the field too")
  func cutAndUndo() throws {
    let f = typed()
    _ = press(f.h, "a")
    let cut = try #require(press(f.h, "x"))
    #expect(cut.handledBy === f.field)
    #expect(f.field.text == "")
    let undo = try #require(press(f.h, "z"))
    #expect(undo.handledBy === f.field)
    #expect(ids(undo.chain) == ["field"])
    #expect(f.field.text == "ab")
  }

  @Test("with nothing to undo, ctrl+z is handled by nobody and shows the walk it took")
  func undoWithNothingToUndo() throws {
    let f = Figure1()
    let undo = try #require(press(f.h, "z"))
    #expect(undo.handledBy == nil)
    #expect(undo.chain.first === f.window)
  }

  @Test("ctrl+c with nobody able to copy is handled by nobody")
  func copyUnhandled() throws {
    let f = Figure1()
    let copy = try #require(press(f.h, "c"))
    #expect(copy.handledBy == nil)
    // Nothing is first responder: the walk starts at the key window, not
    // at the application that sends it (issue 38).
    #expect(copy.chain.first === f.window, "the walk it took from the key window, discarded")
  }

  @Test("releasing ctrl before c leaves no unhandled 'c up' after the copy")
  func releaseOrder() {
    let f = typed()
    let before = f.h.records.count
    f.app.handle(.key(Key("lctrl"), [.control], down: true))
    f.app.handle(.key(Key("c"), [.control], down: true))
    f.app.handle(.key(Key("lctrl"), [], down: false))
    f.app.handle(.key(Key("c"), [], down: false))
    let details = f.h.records[before...].map(\.detail)
    #expect(details.contains("ctrl+c"))
    #expect(!details.contains("c up"), "\(details)")
  }
}
