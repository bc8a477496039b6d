import ResponderScene
import Testing

@testable import ResponderCore

/// A view controller as first responder, and a chain cut short by `endsChain`
/// (a UIKit subclass whose `next` returns nil).
@Suite("Controller first responder and chain ends")
struct ChainEndTests {
  @Test("endsChain cuts the chain after that responder, whatever next would be")
  func cut() {
    let f = Figure1()
    f.background.sceneOverrides.endsChain = true
    #expect(f.ok.responderChain.map(\.identifier) == ["ok", "background"])
    #expect(f.background.next == nil)
    f.background.sceneOverrides.nextResponder = f.main
    #expect(f.background.next == nil)
    f.background.sceneOverrides.endsChain = false
    #expect(f.background.next === f.main)
  }

  @Test("a controller that can become first responder gets shakes and keys")
  func controllerFirstResponder() {
    let f = Figure1()
    #expect(!f.main.becomeFirstResponder())
    f.main.sceneOverrides.canBecomeFirstResponder = true
    f.main.handledEvents = [.motion, .presses]
    #expect(f.main.becomeFirstResponder())
    #expect(f.window.firstResponder === f.main)
    f.app.handle(.shake(began: true))
    f.app.handle(.shake(began: false))
    #expect(f.h.records.last?.handledBy === f.main)
    f.h.key("q")
    #expect(f.h.records.last?.handledBy === f.main)
  }

  @Test("a presented controller that is first responder resigns when dismissed")
  func dismissedResigns() {
    let h = Harness()
    let sheet = ViewController(identifier: "sheet", view: View(identifier: "sheetView"))
    sheet.sceneOverrides.canBecomeFirstResponder = true
    h.main.present(sheet)
    #expect(sheet.becomeFirstResponder())
    sheet.dismiss()
    #expect(h.window.firstResponder == nil)
    #expect(!sheet.isFirstResponder)
  }
}
