import Foundation
import ResponderCore
import ResponderOverlay
import ResponderScene
import Testing

/// The overlay names the rule that decided: a hit-test override, a key
/// command, control events, an exclusiveTouch block, canPerform answers,
/// a delegate answer — in the model and in the sidebar's text.
///
///     window 390×600
///     └─ root (main: save, copy; ctrl+s → save)
///        ├─ small [100,100,24,24] button, hitTestInsets -10, exclusiveTouch
///        ├─ hud [0,0,390,300] passThrough
///        └─ pad [0,300,390,300] tap ignoring touches in knob
///           └─ knob [20,20,60,60] button
@Suite("overlay: which rule decided")
struct DecidingRuleTests {
  let yaml = """
    window: { width: 390, height: 600 }
    root:
      controller: main
      handles: [{ actions: [save, copy] }]
      keyCommands: [{ input: "s", modifiers: [ctrl], action: save }]
      view:
        id: root
        subviews:
          - { id: small, type: button, frame: [100, 100, 24, 24], hitTestInsets: [-10, -10, -10, -10], exclusiveTouch: true }
          - { id: hud, frame: [0, 0, 390, 300], passThrough: true }
          - id: pad
            frame: [0, 300, 390, 300]
            gestures: [{ id: padTap, type: tap, ignoresTouchesIn: [knob] }]
            subviews:
              - { id: knob, type: button, frame: [20, 20, 60, 60], refuses: [copy] }
    """

  @Test("a hit-test row says hitTestInsets enlarged it, and passThrough on the overlay")
  func hitRules() throws {
    let lab = try OverlayLab(yaml)
    lab.tap(95, 112)
    let rows = Dictionary(uniqueKeysWithValues: lab.model.hitRows.map { ($0.id, $0) })
    #expect(rows["small"]?.rule == "inside: enlarged by hitTestInsets")
    #expect(rows["small"]?.isHitView == true)
    #expect(rows["hud"]?.rule == "passThrough: not itself, only its subviews")
    #expect(rows["root"]?.rule == nil)
    let text = texts(OverlayLayout(sceneSize: Size(width: 390, height: 600)).sidebar(lab.model))
    #expect(text.contains("↳ passThrough: not itself, only its subviews"))
  }

  @Test("control events sent by a tap are listed beside the chain")
  func controlEvents() throws {
    let lab = try OverlayLab(yaml)
    let f = lab.down(110, 110)
    #expect(lab.model.decisions == ["small sent touchDown"])
    lab.up(f, 110, 110)
    #expect(lab.model.decisions == ["small sent touchUpInside, primaryActionTriggered"])
  }

  @Test("a key command names where it was found")
  func keyCommand() throws {
    let lab = try OverlayLab(yaml)
    lab.scene.views["knob"]!.sceneOverrides.canBecomeFirstResponder = true
    lab.scene.views["knob"]!.becomeFirstResponder()
    lab.key("s", .control)
    #expect(lab.model.decisions == ["key command ctrl+s → save(_:), found in main's keyCommands"])
    #expect(lab.model.chain.filter { $0.state != .notReached }.map(\.id) == ["knob", "pad", "root", "main"])
  }

  @Test("Ctrl's own key-up afterwards does not hide the key command from the overlay")
  func modifierKeyUp() throws {
    let lab = try OverlayLab(yaml)
    lab.scene.views["knob"]!.sceneOverrides.canBecomeFirstResponder = true
    lab.scene.views["knob"]!.becomeFirstResponder()
    lab.app.handle(.key(Key("lctrl"), [.control], down: true))
    // Ctrl alone is named once: no "key ctrl+lctrl".
    #expect(lab.model.log.last?.detail == "lctrl down")
    #expect(!(lab.model.log.last.map { "\($0.kind) \($0.detail)" } ?? "").contains("ctrl+lctrl"))
    lab.key("s", .control)
    lab.app.handle(.key(Key("lctrl"), [], down: false))
    #expect(lab.model.decisions == ["key command ctrl+s → save(_:), found in main's keyCommands"])
    #expect(lab.model.log.last?.detail == "lctrl up")
  }

  @Test("an exclusiveTouch block explains the empty chain")
  func exclusive() throws {
    let lab = try OverlayLab(yaml)
    lab.down(110, 110)
    lab.down(200, 500)
    #expect(lab.model.chainNote == "exclusiveTouch: small blocks this touch; no view or recognizer gets it")
  }

  @Test("the delegate's shouldReceive answer shows on the recognizer's row")
  func delegateNote() throws {
    let lab = try OverlayLab(yaml)
    lab.tap(50, 350)
    let row = lab.model.gestures.first { $0.id == "padTap" }
    #expect(row?.note == "shouldReceive: false for a touch in knob")
  }

  @Test("a recognizer's note is dropped once a later event changes its state (no stale \"took a scroll\")")
  func staleNote() throws {
    // The swipe prototype as a designer plays it: the wheel scrolls the
    // list, then a row is dragged sideways (its pan waits for the list's).
    let swipe = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Scenes/prototypes/swipe.yaml")
    let lab = try OverlayLab(try String(contentsOf: swipe, encoding: .utf8))
    lab.app.handle(.scroll(Point(x: 195, y: 442), delta: Point(x: 0, y: 40)))
    #expect(lab.model.gestures.first { $0.id == "inbox.pan" }?.note == "took a scroll of 0, 40 pt")
    lab.app.advance(by: 1, tickCount: 60)  // the scroll's pan ends once the wheel stops
    lab.perform(.drag(from: Point(x: 300, y: 380), to: Point(x: 100, y: 380), duration: 0.1))
    let row = try #require(lab.model.gestures.first { $0.id == "inbox.pan" })
    #expect(row.recognizerState == .failed)
    #expect(row.note == nil)
  }

  @Test("canPerformAction answers travel with the action summary")
  func answers() throws {
    let lab = try OverlayLab(yaml)
    lab.scene.views["knob"]!.sceneOverrides.canBecomeFirstResponder = true
    lab.scene.views["knob"]!.becomeFirstResponder()
    lab.app.handle(.editingCommand("copy"))
    #expect(
      lab.model.action?.answers == [
        "knob: refuses by the key refuses: copy", "pad: no", "root: no", "main: implements",
      ])
  }
}
