import Foundation
import ResponderCore
import ResponderOverlay
import ResponderScene
import Testing

@Suite("Overlay action and undo summaries")
struct ActionUndoSummaryTests {
  @Test("a nil-targeted action walks from the sender to the responder that implements it")
  func nilTargetedAction() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(50, 320)
    let a = try #require(lab.model.action)
    #expect(a.action == "submit")
    #expect(!a.targeted)
    #expect(a.handledBy == "main")
    #expect(a.rows.prefix(3).map(\.id) == ["ok", "root", "main"])
    #expect(a.rows.prefix(3).map(\.state) == [.visited, .visited, .handled])
    #expect(a.rows.dropFirst(3).allSatisfy { $0.state == .notReached })
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model))
    #expect(t.contains("Action submit(_:) nil-targeted, up the chain"))
    #expect(t.contains("ok → root → [main]"))
  }

  @Test("a targeted action's rows are just its target")
  func targetedAction() throws {
    let lab = try OverlayLab(
      labScene.replacingOccurrences(of: "action: submit }", with: "action: submit, target: main }"))
    lab.tap(50, 320)
    let a = try #require(lab.model.action)
    #expect(a.targeted)
    #expect(a.rows.map(\.id) == ["main"])
    #expect(a.rows.map(\.state) == [.handled])
    #expect(a.handledBy == "main")
  }

  @Test("an editing command nobody implements is discarded, with the whole chain visited")
  func unhandledEditingCommand() throws {
    let lab = try OverlayLab(labScene)
    lab.app.handle(.editingCommand("copy"))
    let m = lab.model
    let a = try #require(m.action)
    #expect(a.action == "copy")
    #expect(a.handledBy == nil)
    #expect(!a.rows.isEmpty)
    #expect(a.rows.allSatisfy { $0.state == .visited })
    #expect(m.eventTitle == "action copy")
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(m))
    #expect(t.contains("nobody implements it: discarded"))
  }

  @Test("with no first responder the window's manager collects the action")
  func windowUndo() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(50, 320)
    let u = try #require(lab.model.undo)
    #expect(u.owner == "window")
    #expect(u.undo == ["Paint Box"])
    #expect(u.redo == [])
  }

  @Test("typing in a field fills the field's own stack; an undo moves it to redo")
  func fieldUndo() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(100, 260)
    lab.app.handle(.text("hi"))
    var u = try #require(lab.model.undo)
    #expect(u.owner == "field")
    #expect(u.undo == ["Typing"])
    #expect(u.redo == [])
    lab.app.handle(.key(Key("z"), [.control], down: true))
    lab.app.handle(.key(Key("z"), [.control], down: false))
    u = try #require(lab.model.undo)
    #expect(u.undo == [])
    #expect(u.redo == ["Typing"])
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model))
    #expect(t.contains("Undo stack of field's manager  (F4)"))
    #expect(t.contains("↻ Typing"))
  }

  @Test("a shake undoes on the first responder's manager once its alert's Undo is tapped")
  func shakeUndo() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(50, 320)
    lab.app.handle(.shake(began: true))
    lab.app.handle(.shake(began: false))
    #expect(lab.model.log.last?.kind == .motion)
    let undo = try #require(lab.app.keyWindow?.shakeToEditAlert?.descendant(withIdentifier: "undoAlertUndo"))
    let p = undo.frameInWindow.center
    lab.tap(p.x, p.y)
    let u = try #require(lab.model.undo)
    #expect(u.undo == [])
    #expect(u.redo == ["Paint Box"])
  }
}

@Suite("Overlay gestures, log, fingers and first responder")
struct OverlayStateTests {
  static let padScene = """
    window: { width: 300, height: 400 }
    root:
      controller: main
      handles: [{ actions: [panned] }]
      view:
        id: root
        subviews:
          - id: pad
            frame: [0, 0, 300, 300]
            gestures: [{ id: padPan, type: pan, action: panned }]
    """

  @Test("a recognizer has one row holding its latest state")
  func gestureRows() throws {
    let lab = try OverlayLab(Self.padScene)
    let f = lab.down(100, 100)
    #expect(lab.model.gestures.map(\.recognizerState) == [.possible])
    lab.app.advance(by: 0.02)
    lab.move(f, 130, 100)
    #expect(lab.model.gestures.count == 1)
    #expect(lab.model.gestures.first?.recognizerState?.isActive == true)  // began or changed
    lab.app.advance(by: 0.02)
    lab.move(f, 160, 100)
    #expect(lab.model.gestures.first?.recognizerState == .changed)
    lab.up(f, 160, 100)
    let g = try #require(lab.model.gestures.first)
    #expect(lab.model.gestures.count == 1)
    #expect(g.id == "padPan")
    #expect(g.kind == "pan")
    #expect(g.view == "pad")
    #expect(g.recognizerState == .ended)
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model))
    // A continuous recognizer ends; `recognized` is the discrete ones' name (UIGestureRecognizer.State).
    #expect(t.contains("padPan (pan on pad): ended"))
  }

  @Test("the event log keeps the last 40 events, newest last, numbered from the first")
  func eventLog() throws {
    let lab = try OverlayLab(labScene)
    for i in 0..<42 { lab.app.handle(.text("t\(i)")) }
    let log = lab.model.log
    #expect(log.map(\.detail) == (2..<42).map { "t\($0)" })
    #expect(log.map(\.number) == Array(3...42))
    #expect(log.allSatisfy { $0.kind == .text && $0.handler == "—" })
  }

  @Test("log rows carry the touch point and the handler")
  func logRowDetails() throws {
    let lab = try OverlayLab(labScene)
    lab.app.advance(by: 0.1)
    lab.down(80, 80)
    let row = try #require(lab.model.log.last)
    #expect(row.kind == .touch)
    #expect(row.detail == "began")
    #expect(row.point == Point(x: 80, y: 80))
    #expect(row.handler == "box")
    #expect(row.tick == lab.app.tick)
  }

  @Test("an interruption is logged as the latest event")
  func interruption() throws {
    let lab = try OverlayLab(labScene)
    lab.down(80, 80)
    lab.app.handle(.interruption("focusLost"))
    let m = lab.model
    #expect(m.eventTitle == "interruption focusLost")
    #expect(m.log.map(\.kind) == [.touch, .interruption])
  }

  @Test("fingers pass through to the model and are drawn, a ghost fainter")
  func fingers() throws {
    let lab = try OverlayLab(labScene)
    let marks = [
      OverlayModel.FingerMark(label: "1", point: Point(x: 50, y: 60), ghost: false),
      OverlayModel.FingerMark(label: "2", point: Point(x: 250, y: 340), ghost: true),
    ]
    let m = lab.recorder.model(fingers: marks)
    #expect(m.fingers == marks)
    let items = OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.touches]).sceneMarks(m)
    let circles: [(Point, Color?)] = items.compactMap {
      if case .circle(let c, _, let fill, _, _) = $0 { return (c, fill) }
      return nil
    }
    #expect(circles.map(\.0) == [Point(x: 50, y: 60), Point(x: 250, y: 340)])
    #expect(circles[0].1 == OverlayLayout.Ink.finger)
    #expect(circles[1].1 == OverlayLayout.Ink.finger.withAlpha(50))
    #expect(texts(items) == ["1", "2"])
  }

  @Test("the first responder's frame is marked")
  func firstResponderFrame() throws {
    let lab = try OverlayLab(labScene)
    #expect(lab.model.firstResponder == nil)
    #expect(lab.model.firstResponderFrame == nil)
    lab.tap(100, 260)
    let m = lab.model
    #expect(m.firstResponder == "field")
    #expect(m.firstResponderFrame == Rect(x: 20, y: 240, width: 200, height: 40))
    let items = OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.touches]).sceneMarks(m)
    #expect(
      items.contains(
        .stroke(
          Rect(x: 18, y: 238, width: 204, height: 44), OverlayLayout.Ink.firstResponder, width: 2,
          cornerRadius: 4)))
  }

  @Test("an error shows a banner with its text over the scene")
  func errorBanner() throws {
    let lab = try OverlayLab(labScene)
    #expect(
      !texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sceneMarks(lab.model)).contains {
        $0.hasPrefix("Scene error")
      })
    let m = lab.recorder.model(error: "lab.yaml:3:5: unknown key 'colour'")
    #expect(m.error == "lab.yaml:3:5: unknown key 'colour'")
    let t = texts(OverlayLayout(sceneSize: Size(width: 500, height: 400), panels: []).errorCard(m.error!))
    #expect(t == ["Scene error — showing the last good scene", "lab.yaml:3:5: unknown key 'colour'"])
  }

  @Test("the recorder keeps a bounded history and the name and description")
  func recorderHistory() throws {
    let lab = try OverlayLab(labScene)
    lab.recorder.capacity = 5
    for i in 0..<11 { lab.app.handle(.text("t\(i)")) }
    #expect(lab.recorder.history.count <= 10)
    #expect(lab.recorder.history.last?.detail == "t10")
    let m = lab.model
    #expect(m.sceneName == "Lab")
    #expect(m.sceneDescription == "The overlay's test scene.")
    #expect(m.log.last?.detail == "t10")
  }

  @Test("the menu lists the editing commands the first responder can perform")
  func menu() throws {
    let lab = try OverlayLab(labScene)
    #expect(lab.model.menu.isEmpty)
    lab.tap(100, 260)
    lab.app.handle(.text("hi"))
    // While typing the menu waits (EditingMenuTypingTests); the next tap on
    // the field shows it.
    #expect(lab.model.menu.isEmpty)
    lab.tap(100, 260)
    #expect(lab.model.menu.contains("selectAll"))
  }
}
