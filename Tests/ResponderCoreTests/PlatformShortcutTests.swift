import Testing

@testable import ResponderCore

/// Cmd is the Mac's Ctrl: the built-in key commands answer both on every
/// platform, so scripts and users on either get the same undo, redo and
/// editing commands (UIKit on Mac Catalyst maps `UIKeyCommand`s with
/// `.command` the same way).
@Suite("Platform shortcuts")
struct PlatformShortcutTests {
  func press(_ f: Figure1, _ key: String, _ mods: KeyModifiers) {
    f.app.handle(.key(Key(key), mods, down: true))
    f.app.handle(.key(Key(key), mods, down: false))
  }

  @Test("cmd+z undoes and cmd+shift+z redoes, as ctrl does")
  func commandUndoRedo() {
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("hi")
    press(f, "z", [.command])
    #expect(f.field.text == "")
    press(f, "z", [.command, .shift])
    #expect(f.field.text == "hi")
    #expect(f.field.undoManager?.redoActionNames == [])
    #expect(!f.h.takeCalls().contains { $0.contains("presses") })
  }

  @Test(
    "cmd+x, c, v and a send the same editing actions as ctrl",
    arguments: [
      ("x", "cut"), ("c", "copy"), ("v", "paste"), ("a", "selectAll"),
    ])
  func commandEditing(key: String, action: String) {
    for mods: KeyModifiers in [[.command], [.control]] {
      let f = Figure1()
      f.h.tap(f.field)
      press(f, key, mods)
      #expect(f.app.lastActionRecord?.action == action, "\(mods)")
      #expect(f.app.lastActionRecord?.sender === f.app)
    }
  }

  @Test("the platform's shortcut modifier is one the key commands answer, and its name says which")
  func platformNames() {
    #expect(PlatformKeys.shortcut == .command || PlatformKeys.shortcut == .control)
    #expect(PlatformKeys.shortcut("Z") == (PlatformKeys.shortcut == .command ? "Cmd+Z" : "Ctrl+Z"))
    let f = Figure1()
    f.h.tap(f.field)
    f.h.type("hi")
    press(f, "z", PlatformKeys.shortcut)
    #expect(f.field.text == "")
  }
}
