import ResponderScene
import Testing

@testable import ResponderCore

/// Where each kind of event goes, on the figure-1 tree (`Figure1`).
@Suite("Event routing")
struct EventRoutingTests {
  static let fullChain = ["label", "background", "root", "main", "window", "application", "appDelegate"]

  @Test("an unhandled touch walks from the label to the app delegate and is discarded")
  func unhandledTouch() {
    let f = Figure1()
    f.h.down(f.h.center(of: f.label))
    expectChain(f.app, Self.fullChain, handledBy: nil)
    #expect(f.app.lastEventRecord?.hitView === f.label)
    #expect(ids(f.app.lastEventRecord!.hitPath) == ["window", "root", "background", "label"])
    #expect(f.h.takeCalls() == Self.fullChain.map { "\($0).touchesBegan" })
    f.h.up(f.h.center(of: f.label))
    #expect(f.h.takeCalls() == Self.fullChain.map { "\($0).touchesEnded" })
  }

  @Test("a responder that handles touches consumes them")
  func handledTouch() {
    let f = Figure1()
    f.background.handledEvents = [.touches]
    var reactions = 0
    f.background.sceneOverrides.eventReactions["touchesEnded"] = { _ in reactions += 1 }
    f.h.tap(f.label)
    expectChain(f.app, ["label", "background"], handledBy: "background")
    #expect(
      f.h.takeCalls() == [
        "label.touchesBegan", "background.touchesBegan", "label.touchesEnded", "background.touchesEnded",
      ])
    #expect(reactions == 1)
  }

  @Test("a subclass above the hit view gets each touch through its own override, then the walk goes on")
  func overrideAboveHitViewIsCalled() {
    let h = Harness()
    let logger = h.add(TouchLogView(identifier: "logger", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    let inner = h.add(View(identifier: "inner", frame: Rect(x: 10, y: 10, width: 50, height: 50)), to: logger)
    h.down(h.center(of: inner))
    h.move(Point(x: 36, y: 35))
    h.up(Point(x: 36, y: 35))
    // The plain views' hops run in place; the logger's class overrides the
    // touch methods, so the walk calls them and they forward with `super`.
    #expect(logger.log.map(\.method) == ["touchesBegan", "touchesMoved", "touchesEnded"])
    let chain = ["inner", "logger", "root", "main", "window", "application", "appDelegate"]
    #expect(
      h.takeCalls()
        == ["touchesBegan", "touchesMoved", "touchesEnded"].flatMap { m in chain.map { "\($0).\(m)" } })
  }

  @Test("a button consumes its touches itself")
  func controlConsumesTouches() {
    let f = Figure1()
    f.h.tap(f.ok)
    expectChain(f.app, ["ok"], handledBy: "ok")
  }

  @Test("presses go to the window when there is no first responder")
  func pressesWithoutFirstResponder() {
    let f = Figure1()
    f.h.key("a")
    expectChain(f.app, ["window", "application", "appDelegate"], handledBy: nil)
    #expect(
      f.h.takeCalls() == [
        "window.pressesBegan", "application.pressesBegan", "appDelegate.pressesBegan",
        "window.pressesEnded", "application.pressesEnded", "appDelegate.pressesEnded",
      ])
  }

  @Test("presses go to the first responder and up its chain")
  func pressesToFirstResponder() {
    let f = Figure1()
    f.label.sceneOverrides.canBecomeFirstResponder = true
    #expect(f.label.becomeFirstResponder())
    f.main.handledEvents = [.presses]
    f.app.handle(.key(Key("a"), [], down: true))
    expectChain(f.app, ["label", "background", "root", "main"], handledBy: "main")
    #expect(f.app.lastEventRecord?.hitTest.isEmpty == true)
  }

  @Test("a shake goes to the first responder as motionBegan and motionEnded")
  func shakeToFirstResponder() {
    let f = Figure1()
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.becomeFirstResponder()
    f.main.handledEvents = [.motion]
    f.h.shake()
    expectChain(f.app, ["label", "background", "root", "main"], handledBy: "main")
    #expect(
      f.h.takeCalls() == [
        "label.motionBegan", "background.motionBegan", "root.motionBegan", "main.motionBegan",
        "label.motionEnded", "background.motionEnded", "root.motionEnded", "main.motionEnded",
      ])
  }

  /// A key is a press (UIPress); a shake is a motion event. The live
  /// window's Ctrl+Shift+S shake is the window's shortcut, not the
  /// application's, so the application sees that chord as the press it is.
  @Test("ctrl+shift+s reaching the application is a press, not a shake")
  func keyboardChordIsAPress() {
    let f = Figure1()
    f.main.handledEvents = [.motion, .presses]
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.becomeFirstResponder()
    f.app.handle(.key(Key("s"), [.control, .shift], down: true))
    f.app.handle(.key(Key("s"), [.control, .shift], down: false))
    let calls = f.h.takeCalls()
    #expect(calls.filter { $0.hasPrefix("main.") } == ["main.pressesBegan", "main.pressesEnded"])
    #expect(!calls.contains { $0.contains("motion") })
  }

  @Test("a shake with no first responder starts at the window")
  func shakeWithoutFirstResponder() {
    let f = Figure1()
    f.app.handle(.shake(began: true))
    expectChain(f.app, ["window", "application", "appDelegate"], handledBy: nil)
  }

  @Test("remote-control events go to the first responder, else the window")
  func remoteControl() {
    let f = Figure1()
    f.window.handledEvents = [.remoteControl]
    f.app.handle(.remote(.remoteControlPlay))
    expectChain(f.app, ["window"], handledBy: "window")
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.becomeFirstResponder()
    f.app.handle(.remote(.remoteControlPause))
    expectChain(f.app, ["label", "background", "root", "main", "window"], handledBy: "window")
    #expect(f.h.takeCalls().last == "window.remoteControlReceived")
  }

  @Test("typed text goes to a text field that is first responder")
  func textToField() {
    let f = Figure1()
    f.h.tap(f.field)
    #expect(f.field.isFirstResponder)
    _ = f.h.takeCalls()
    f.h.type("hi")
    #expect(f.field.text == "hi")
    expectChain(f.app, ["field"], handledBy: "field")
    #expect(f.h.takeCalls() == ["field.insertText"])
  }

  @Test("typed text with no text field first responder changes nothing")
  func textWithoutField() {
    let f = Figure1()
    f.h.type("hi")
    #expect(f.field.text == "")
    #expect(f.app.lastEventRecord?.handledBy == nil)
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.becomeFirstResponder()
    f.h.type("hi")
    #expect(f.field.text == "")
    expectChain(f.app, ["label"], handledBy: nil)
  }

  @Test("sensor samples go only to their subscribers, not along the chain")
  func sensors() {
    let f = Figure1()
    f.main.handledEvents = Set(EventCategory.allCases)
    var accel: [[Double]] = []
    var gyro: [[Double]] = []
    let token = f.app.sensors.subscribe(.accelerometer) { v, _ in accel.append(v) }
    f.app.sensors.subscribe(.gyroscope) { v, _ in gyro.append(v) }
    f.app.handle(.sensor(.gyroscope, [0.1, 0.2, 0.3]))
    f.app.handle(.sensor(.accelerometer, [0, 0, 1]))
    #expect(gyro == [[0.1, 0.2, 0.3]])
    #expect(accel == [[0, 0, 1]])
    #expect(f.app.lastEventRecord == nil)
    #expect(f.h.takeCalls().isEmpty)
    f.app.sensors.unsubscribe(token)
    f.app.handle(.sensor(.accelerometer, [0, 1, 0]))
    #expect(accel.count == 1)
    #expect(f.app.sensors.latest[.accelerometer] == [0, 1, 0])
  }

  @Test("a shake detected from accelerometer samples travels the chain as motion")
  func detectedShake() {
    let f = Figure1()
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.becomeFirstResponder()
    f.main.handledEvents = [.motion]
    f.app.handle(.sensor(.accelerometer, [0, 0, 1]))  // resting: 1 g
    f.h.wait(0.1)
    #expect(f.h.takeCalls().isEmpty)
    f.app.handle(.sensor(.accelerometer, [2.5, 0, 1]))  // a jolt
    #expect(
      f.h.takeCalls() == [
        "label.motionBegan", "background.motionBegan", "root.motionBegan", "main.motionBegan",
      ])
    f.h.wait(0.1)
    f.app.handle(.sensor(.accelerometer, [-2.5, 0, 1]))  // still shaking: no new beginning
    f.h.wait(0.1)
    #expect(f.h.takeCalls().isEmpty)
    f.h.wait(0.4)  // calm for longer than quietTime
    #expect(
      f.h.takeCalls() == [
        "label.motionEnded", "background.motionEnded", "root.motionEnded", "main.motionEnded",
      ])
    #expect(f.app.shakeDetector.isShaking == false)
  }

  @Test("an interruption during a detected shake cancels the motion")
  func shakeInterrupted() {
    let f = Figure1()
    f.main.handledEvents = [.motion]
    f.label.sceneOverrides.canBecomeFirstResponder = true
    f.label.becomeFirstResponder()
    f.app.handle(.sensor(.accelerometer, [3, 0, 1]))
    _ = f.h.takeCalls()
    f.app.handle(.interruption("focusLost"))
    #expect(
      f.h.takeCalls() == [
        "label.motionCancelled", "background.motionCancelled", "root.motionCancelled", "main.motionCancelled",
      ])
    f.h.wait(1)
    #expect(f.h.takeCalls().isEmpty)
  }

  @Test("input is dispatched in arrival order through the queue")
  func queueOrder() {
    let f = Figure1()
    f.app.enqueue(.touch(f.h.finger(0), .began, f.h.center(of: f.label)))
    f.app.enqueue(.touch(f.h.finger(0), .ended, f.h.center(of: f.label)))
    f.app.enqueue(.key(Key("q"), [], down: true))
    #expect(f.app.queuedCount == 3)
    #expect(f.h.takeCalls().isEmpty)
    f.app.dispatchQueuedEvents()
    #expect(f.app.queuedCount == 0)
    #expect(f.h.records.map(\.kind) == [.touch, .touch, .key])
    let calls = f.h.takeCalls()
    #expect(calls.first == "label.touchesBegan")
    #expect(calls.last == "appDelegate.pressesBegan")
  }
}
