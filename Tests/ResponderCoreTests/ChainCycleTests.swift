import ResponderScene
import Testing

@testable import ResponderCore

/// A `next` cycle made at run time (issue 19, item 1): every walk of the
/// chain ends, each responder visited once.
///
///     root (next: sheetController) → main → window …
///     sheet (presented over main) → sheetController → main → root → sheetController
@Suite("Walks of a cyclic responder chain end")
struct ChainCycleTests {
  func cyclic() -> (h: Harness, sheet: View, controller: ViewController) {
    let h = Harness()
    let sheetView = View(identifier: "sheet")
    let sheet = ViewController(identifier: "sheetController", view: sheetView)
    h.main.sceneOverrides.nextResponder = h.root
    h.root.sceneOverrides.nextResponder = sheet
    h.main.present(sheet)
    return (h, sheetView, sheet)
  }

  @Test("responderChain lists each responder of the loop once")
  func chainOnce() {
    let t = cyclic()
    #expect(ids(t.sheet.responderChain) == ["sheet", "sheetController", "main", "root"])
  }

  @Test("target(forAction:) answers no instead of recursing")
  func actions() {
    let t = cyclic()
    #expect(!t.sheet.canPerformAction("copy", withSender: nil))
    #expect(t.sheet.target(forAction: "copy", withSender: nil) == nil)
    #expect(t.h.app.availableEditingCommands() == [])
    t.h.main.sceneOverrides.actionHandlers["copy"] = { _ in }
    #expect(!t.sheet.canPerformAction("copy", withSender: nil))
    #expect(t.h.main.canPerformAction("copy", withSender: nil))
    #expect(t.sheet.target(forAction: "copy", withSender: nil) === t.h.main)
  }

  @Test("a nil-targeted action walks the loop once and is not performed")
  func sendAction() {
    let t = cyclic()
    _ = t.sheet.becomeFirstResponder()
    #expect(!t.h.app.sendAction("paste", to: nil, from: t.sheet, for: nil))
    #expect(ids(t.h.app.lastActionRecord?.chain ?? []) == ["sheet", "sheetController", "main", "root"])
  }

  @Test("undo lookup and the Ctrl+Z key command end")
  func undo() {
    let t = cyclic()
    #expect(t.sheet.undoManager == nil)
    t.h.key("z", .control)
    t.h.root.ownedUndoManager = UndoManager()
    #expect(t.sheet.undoManager === t.h.root.ownedUndoManager)
  }

  @Test("an unhandled touch is forwarded round the loop once, with a flat stack")
  func touches() {
    let t = cyclic()
    t.h.tap(Point(50, 50))
    let began = t.h.records.first?.calls.filter { $0.hasSuffix("touchesBegan") } ?? []
    #expect(
      began == [
        "sheet.touchesBegan", "sheetController.touchesBegan", "main.touchesBegan", "root.touchesBegan",
      ])
  }

  @Test("a chain longer than the hop limit is cut at the limit")
  func hopLimit() {
    var responders = (0..<50).map { Responder(identifier: "r\($0)") }
    for k in 0..<49 { responders[k].sceneOverrides.nextResponder = responders[k + 1] }
    #expect(Array(responders[0].chain(limit: 10)).count == 10)
    #expect(Array(responders[0].chain()).count == 50)
    responders.removeAll()
  }

  @Test("a deep linear chain forwards an event without deep recursion")
  func deepChain() {
    let h = Harness()
    var last: Responder = h.root
    var keep: [Responder] = []
    for k in 0..<4000 {
      let r = Responder(identifier: "r\(k)")
      last.sceneOverrides.nextResponder = r
      keep.append(r)
      last = r
    }
    h.tap(Point(50, 50))
    let began = h.records.first?.calls.filter { $0.hasSuffix("touchesBegan") } ?? []
    #expect(began.count == 4001)
    #expect(keep.count == 4000)
  }
}
