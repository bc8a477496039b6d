import ResponderScene
import Testing

@testable import ResponderCore

/// Responders' own answers: `canPerformAction` overrides (`canPerform`,
/// `refuses`), `keyCommands`, and `on:` reactions to one press or remote
/// command.
///
///     window → application → appDelegate
///     └─ root (main)
///        └─ form
///           └─ field (text field, first responder)
@Suite("responders' own answers")
struct ResponderAnswersTests {
  final class Lab {
    let h = Harness()
    let form = View(identifier: "form", frame: Rect(x: 0, y: 0, width: 400, height: 400))
    let field = TextField(identifier: "field", frame: Rect(x: 10, y: 10, width: 200, height: 40))
    var log: [String] = []

    init() {
      h.add(form)
      h.add(field, to: form)
      field.text = "secret"
      field.becomeFirstResponder()
    }

    func implement(_ action: String, on r: Responder) {
      r.sceneOverrides.actionHandlers[action] = { [unowned self, unowned r] _ in
        self.log.append("\(r.identifier).\(action)")
      }
    }
  }

  @Test("refuses makes a responder say no even for a command it implements; the question moves on")
  func refuses() {
    let lab = Lab()
    lab.implement("copy", on: lab.h.main)
    lab.h.app.handle(.editingCommand("selectAll"))
    #expect(lab.field.coreCanPerformAnswer(to: "copy") == .implements)
    lab.field.sceneOverrides.refusedActions = ["copy"]
    #expect(lab.field.coreCanPerformAnswer(to: "copy") == .refuses)
    lab.h.app.handle(.editingCommand("copy"))
    #expect(lab.log == ["main.copy"])
    let a = lab.h.app.lastActionRecord!
    #expect(ids(a.chain) == ["field", "form", "root", "main"])
    #expect(a.answers == [.refuses, .no, .no, .implements])
  }

  @Test("canPerform makes any responder say yes, and the menu shows the command")
  func canPerform() {
    let lab = Lab()
    lab.field.resignFirstResponder()
    #expect(!lab.h.app.availableEditingCommands().contains("paste"))
    lab.h.window.sceneOverrides.declaredCanPerform = ["paste"]
    #expect(lab.h.app.availableEditingCommands().contains("paste"))
    #expect(lab.h.window.target(forAction: "paste", withSender: nil) === lab.h.window)
  }

  @Test("a key command is found from the first responder up the chain and its action sent nil-targeted")
  func keyCommand() {
    let lab = Lab()
    lab.implement("save", on: lab.h.main)
    lab.h.main.keyCommands = [KeyCommand(KeyChord("ctrl+s")!, action: "save")]
    lab.h.key("s", .control)
    #expect(lab.log == ["main.save"])
    let r = lab.h.records.last { $0.keyCommand != nil }!
    #expect(r.keyCommand?.owner === lab.h.main)
    #expect(ids(r.chain) == ["field", "form", "root", "main"])
    #expect(r.handledBy === lab.h.main)
    #expect(ids(lab.h.app.lastActionRecord!.chain) == ["field", "form", "root", "main"])
  }

  @Test("a key command nobody can perform is passed over, and the key becomes a press")
  func keyCommandPassedOver() {
    let lab = Lab()
    lab.h.main.keyCommands = [KeyCommand(KeyChord("ctrl+s")!, action: "save")]
    lab.h.key("s", .control)
    #expect(lab.h.records.allSatisfy { $0.keyCommand == nil })
    #expect(lab.h.takeCalls().contains("field.pressesBegan"))
  }

  /// A responder subclass whose `validate(_:)` disables `save` while it
  /// has nothing to save (UIResponder.validate(_:)).
  final class Document: View {
    var dirty = false
    override func validate(_ command: inout KeyCommand) {
      if command.action == "save", !dirty { command.attributes.insert(.disabled) }
    }
  }

  @Test("validate(_:) on the responder that would perform a key command can disable it")
  func validateDisables() {
    let lab = Lab()
    let doc = Document(identifier: "doc", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    lab.h.add(doc, to: lab.form)
    lab.implement("save", on: doc)
    doc.sceneOverrides.canBecomeFirstResponder = true
    doc.becomeFirstResponder()
    lab.h.main.keyCommands = [KeyCommand(KeyChord("ctrl+s")!, action: "save")]
    lab.h.key("s", .control)
    #expect(lab.log == [])
    doc.dirty = true
    lab.h.key("s", .control)
    #expect(lab.log == ["doc.save"])
  }

  /// UIKeyCommand.wantsPriorityOverSystemBehavior: text input first.
  @Test("a text field takes its editing keys before key commands unless one wants priority")
  func textInputFirst() {
    let lab = Lab()
    lab.implement("back", on: lab.h.main)
    lab.h.main.keyCommands = [KeyCommand(KeyChord("left")!, action: "back")]
    lab.h.key("left")
    #expect(lab.log == [])
    lab.h.main.keyCommands[0].wantsPriorityOverSystemBehavior = true
    lab.h.key("left")
    #expect(lab.log == ["main.back"])
  }

  @Test("a key command's key-up is no press either")
  func keyUpSwallowed() {
    let lab = Lab()
    lab.implement("save", on: lab.form)
    lab.form.keyCommands = [KeyCommand(KeyChord("ctrl+s")!, action: "save")]
    _ = lab.h.takeCalls()
    lab.h.key("s", .control)
    #expect(!lab.h.takeCalls().contains { $0.hasSuffix("pressesEnded") })
  }

  @Test("press.ctrl+p consumes that chord only; other keys travel on")
  func pressReaction() {
    let lab = Lab()
    lab.form.sceneOverrides.specificReactions["press.ctrl+p"] = { [unowned lab] _ in
      lab.log.append("form: print")
    }
    lab.h.key("p", .control)
    #expect(lab.log == ["form: print"])
    #expect(lab.h.records.last?.handledBy === lab.form)
    lab.h.key("q", .control)
    #expect(lab.log == ["form: print"])
    #expect(lab.h.records.last?.handledBy == nil)
  }

  @Test("remote.play and remote.pause are told apart")
  func remote() {
    let lab = Lab()
    lab.h.main.sceneOverrides.specificReactions["remote.play"] = { [unowned lab] _ in lab.log.append("play") }
    lab.h.app.handle(.remote(.remoteControlPause))
    #expect(lab.log == [] && lab.h.records.last?.handledBy == nil)
    lab.h.app.handle(.remote(.remoteControlPlay))
    #expect(lab.log == ["play"] && lab.h.records.last?.handledBy === lab.h.main)
  }

  @Test("motionCancelled reaches the first responder when focus is lost mid-shake")
  func motionCancelled() {
    let lab = Lab()
    lab.h.main.handledEvents.insert(.motion)
    lab.h.main.sceneOverrides.eventReactions["motionCancelled"] = { [unowned lab] _ in
      lab.log.append("cancelled")
    }
    lab.h.main.sceneOverrides.eventReactions["motionEnded"] = { [unowned lab] _ in lab.log.append("ended") }
    for _ in 0..<6 {
      lab.h.app.handle(.sensor(.accelerometer, [3, 0, 0]))
      lab.h.wait(0.02)
      lab.h.app.handle(.sensor(.accelerometer, [-3, 0, 0]))
      lab.h.wait(0.02)
    }
    #expect(lab.h.app.shakeDetector.isShaking)
    lab.h.app.handle(.interruption("focus lost"))
    #expect(lab.log == ["cancelled"])
  }
}

@Suite("KeyChord: one key vocabulary")
struct KeyChordTests {
  @Test("modifiers print in one order whatever order they were written in")
  func canonical() {
    #expect(KeyChord("shift+ctrl+z")?.description == "ctrl+shift+z")
    #expect(KeyChord("Cmd+Alt+S")?.description == "alt+cmd+s")
    #expect(KeyChord("control+s") == KeyChord("ctrl+s"))
  }

  @Test("the plus key is written as itself: `+` alone, `ctrl++` with a modifier")
  func plusKey() {
    #expect(KeyChord("+") == KeyChord(Key("+")))
    #expect(KeyChord("ctrl++") == KeyChord(Key("+"), modifiers: .control))
    #expect(KeyChord("ctrl+shift++")?.description == "ctrl+shift++")
    #expect(
      KeyChord(KeyChord(Key("+"), modifiers: .command).description) == KeyChord(Key("+"), modifiers: .command)
    )
    #expect(KeyChord("ctrl+s") == KeyChord(Key("s"), modifiers: .control))
    #expect(KeyChord.parse("ctrl+") == .failure(.empty))
    #expect(KeyChord.parse("ctrl+++") == .failure(.unknownModifier("")))
  }

  @Test("a huge finite coordinate prints as a number, not inf")
  func hugeCoordinate() {
    #expect(formatPoints(1e308) == "1e+308")
    #expect(formatPoints(-1e308) == "-1e+308")
    #expect(Point(1e308, 5).description == "(1e+308, 5)")
    #expect(formatPoints(12) == "12" && formatPoints(0.5) == "0.5" && formatPoints(-3.25) == "-3.25")
  }

  @Test("unknown parts are refused with what was wrong")
  func refused() {
    #expect(KeyChord.parse("ctlr+s") == .failure(.unknownModifier("ctlr")))
    #expect(KeyChord.parse("ctrl+retrun") == .failure(.unknownKey("retrun")))
    #expect(KeyChord.parse("ctrl+") == .failure(.empty))
    #expect(KeyChord("f13") == nil && KeyChord("f12") != nil)
  }

  @Test("a press reads as press. plus its chord")
  func reactionName() {
    let e = Event(type: .presses, timestamp: 0)
    e.allPresses = [Press(key: Key("s"), modifiers: [.shift, .control])]
    #expect(e.reactionName == "press.ctrl+shift+s")
    #expect(
      Event(type: .remoteControl, subtype: .remoteControlNextTrack, timestamp: 0).reactionName
        == "remote.next")
  }
}

@Suite("pressesCancelled")
struct PressesCancelledTests {
  @Test("a key held when focus is lost is cancelled at the first responder; a released one is not")
  func held() {
    let h = Harness()
    h.main.handledEvents.insert(.presses)
    h.root.sceneOverrides.canBecomeFirstResponder = true
    h.root.becomeFirstResponder()
    h.app.handle(.key(Key("a"), [], down: true))
    h.app.handle(.key(Key("b"), [], down: true))
    h.app.handle(.key(Key("b"), [], down: false))
    _ = h.takeCalls()
    h.app.handle(.interruption("focus lost"))
    #expect(h.takeCalls() == ["root.pressesCancelled", "main.pressesCancelled"])
    h.app.handle(.interruption("focus lost"))
    #expect(h.takeCalls() == [])
  }
}
