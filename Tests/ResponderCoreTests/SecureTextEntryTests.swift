import Testing

@testable import ResponderCore

/// `UITextInputTraits.isSecureTextEntry`: "Identifies whether the text
/// object should disable text copying and in some cases hide the text being
/// entered." A secure field draws a dot per character and refuses copy and
/// cut; its `text` is what was typed.
@Suite("Secure text entry")
struct SecureTextEntryTests {
  @Test("a secure field shows a dot per character and keeps the typed text")
  func dots() {
    let f = Figure1()
    f.field.isSecureTextEntry = true
    f.h.tap(f.field)
    f.h.type("pw1")
    #expect(f.field.text == "pw1")
    #expect(f.field.displayedText == "\u{2022}\u{2022}\u{2022}")
    f.field.isSecureTextEntry = false
    #expect(f.field.displayedText == "pw1")
  }

  @Test("a secure field's selection offers no copy or cut, and copying it leaves the pasteboard as it was")
  func noCopy() {
    let f = Figure1()
    f.field.isSecureTextEntry = true
    f.h.tap(f.field)
    f.h.type("pw1")
    f.h.app.handle(.editingCommand("selectAll"))
    #expect(!f.field.canPerformAction("copy", withSender: nil))
    #expect(!f.field.canPerformAction("cut", withSender: nil))
    #expect(f.field.canPerformAction("delete", withSender: nil))
    f.h.app.handle(.editingCommand("copy"))
    #expect((Pasteboard.general(of: f.field)?.string ?? "") == "")
    f.h.app.handle(.editingCommand("cut"))
    #expect(f.field.text == "pw1")
  }
}
