import ResponderScene
import Testing

@testable import ResponderCore

/// A recognizer's action is sent like a control's. The tree is `padHarness`'s:
/// pad → root → main → window → application → appDelegate.
@Suite("Gesture recognizer actions")
struct GestureActionTests {
  @Test("a nil-targeted recognizer action walks the chain from the recognizer's view")
  func nilTarget() {
    let (h, pad) = padHarness()
    var performed = 0
    h.main.sceneOverrides.actionHandlers["tapped"] = { _ in performed += 1 }
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    tap.addTarget(nil, action: "tapped")
    h.tap(Point(200, 200))
    #expect(performed == 1)
    #expect(ids(h.app.lastActionRecord!.chain) == ["pad", "root", "main"])
    #expect(h.app.lastActionRecord?.sender === tap)
    #expect(h.takeCalls().contains("main.tapped"))
  }

  @Test("a nil-targeted recognizer action starts at the first responder when there is one")
  func nilTargetFirstResponder() {
    let (h, pad) = padHarness()
    let field = h.add(TextField(identifier: "field", frame: Rect(x: 0, y: 400, width: 200, height: 40)))
    field.becomeFirstResponder()
    var performed = 0
    h.main.sceneOverrides.actionHandlers["tapped"] = { _ in performed += 1 }
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    tap.addTarget(nil, action: "tapped")
    h.tap(Point(200, 200))
    #expect(performed == 1)
    #expect(ids(h.app.lastActionRecord!.chain) == ["field", "root", "main"])
  }

  @Test("an action nobody implements is discarded with the whole chain")
  func discarded() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    tap.addTarget(nil, action: "nobody")
    h.tap(Point(200, 200))
    #expect(
      ids(h.app.lastActionRecord!.chain) == ["pad", "root", "main", "window", "application", "appDelegate"])
    #expect(h.app.lastActionRecord?.handledBy == nil)
  }

  @Test("a targeted recognizer action goes to its target only")
  func targeted() {
    let (h, pad) = padHarness()
    var atPad = 0
    var atMain = 0
    pad.sceneOverrides.actionHandlers["tapped"] = { _ in atPad += 1 }
    h.main.sceneOverrides.actionHandlers["tapped"] = { _ in atMain += 1 }
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    tap.addTarget(pad, action: "tapped")
    h.tap(Point(200, 200))
    #expect(atPad == 1)
    #expect(atMain == 0)
  }

  @Test("a continuous recognizer sends its action on began, every change and end; a failed one sends none")
  func continuous() {
    let (h, pad) = padHarness()
    var sent = 0
    h.main.sceneOverrides.actionHandlers["panned"] = { _ in sent += 1 }
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    pan.addTarget(nil, action: "panned")
    h.drag(from: Point(100, 200), to: Point(200, 200), duration: 0.1)
    #expect(sent == h.states(of: pan).count)
    #expect(sent >= 3)
    let before = sent
    h.tap(Point(200, 200))
    #expect(h.states(of: pan).last == .failed)
    #expect(sent == before)
  }

  @Test("states reset to possible after every terminal state, with no illegal transition")
  func resets() {
    let (h, pad) = padHarness()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: pad)
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    press.recognizeSimultaneously(with: pan)
    // recognized, failed, cancelled in turn
    h.tap(Point(200, 200))
    expectSettled([tap, press, pan])
    h.drag(from: Point(100, 200), to: Point(150, 200), duration: 0.1)
    expectSettled([tap, press, pan])
    h.down(Point(200, 200))
    h.wait(0.6)
    h.app.handle(.interruption("focusLost"))
    expectSettled([tap, press, pan])
    #expect(
      Set(h.gestureLog).isSuperset(of: [
        GestureChange("tap", .ended), GestureChange("tap", .failed), GestureChange("press", .cancelled),
        GestureChange("pan", .ended),
      ]))
  }

  @Test("the state machine allows only UIKit's transitions")
  func transitions() {
    typealias S = GestureRecognizer.State
    #expect(S.possible.canTransition(to: .began))
    #expect(S.possible.canTransition(to: .recognized))
    #expect(S.possible.canTransition(to: .failed))
    #expect(!S.possible.canTransition(to: .changed))
    #expect(!S.possible.canTransition(to: .cancelled))
    #expect(S.began.canTransition(to: .changed))
    #expect(S.changed.canTransition(to: .changed))
    #expect(S.changed.canTransition(to: .cancelled))
    #expect(!S.began.canTransition(to: .failed))
    #expect(!S.ended.canTransition(to: .began))
    #expect(!S.failed.canTransition(to: .possible))
    #expect(S.recognized == .ended)
  }
}
