import ResponderScene
import Testing

@Suite("A full valid scene")
struct RoundTripTests {
  static let yaml = """
    name: Everything
    description: Every key the loader knows.
    window: { width: 400, height: 800, color: "#000", undoManager: true, handles: [motion], on: { motionEnded: { log: shake } } }
    application: { handles: [remoteControl] }
    appDelegate: { handles: [{ actions: [quit] }] }
    firstResponder: field
    controllers:
      - controller: sheet
        view: { id: sheetView, color: "#ffffffcc" }
    root:
      controller: main
      undoManager: true
      handles: [presses, { actions: [submit, copy] }]
      on:
        submit: [{ set: { "label.text": "Sent", label.textColor: "#f00" }, undo: Send }, { present: sheet }]
      present:
        controller: alert
        next: main
        view: { id: alertView }
      view:
        id: root
        color: "#f2f2f7"
        subviews:
          - id: panel
            frame: [20, 100, 350, 300.5]
            color: "#ffffff"
            hidden: false
            alpha: 0.5
            userInteractionEnabled: true
            clipsToBounds: true
            multipleTouchEnabled: true
            canBecomeFirstResponder: true
            canResignFirstResponder: false
            undoManager: true
            borderColor: "#336699"
            borderWidth: 2
            cornerRadius: 12
            handles: [touches]
            gestures:
              - { id: double, type: tap, taps: 2, action: zoom, target: main, cancelsTouchesInView: false }
              - { id: single, type: tap, requireToFail: [double], delaysTouchesBegan: true, delaysTouchesEnded: false }
              - { id: press, type: longPress, minimumPressDuration: 0.8, touches: 1 }
              - { id: drag, type: pan, effect: move }
              - { id: pinch, type: pinch, effect: scale, simultaneousWith: [spin] }
              - { id: spin, type: rotation, effect: rotate, simultaneousWith: [pinch] }
            subviews:
              - { id: label, type: label, text: Name, textColor: "#333", fontSize: 17, frame: [20, 20, 310, 30] }
              - { id: field, type: textField, placeholder: Type here, text: "", frame: [20, 60, 310, 40] }
              - { id: ok, type: button, title: OK, frame: [20, 120, 100, 44], action: submit, next: panel }
              - { id: toggle, type: switch, isOn: true, frame: [20, 180, 51, 31], action: flip, target: root }
              - { id: volume, type: slider, value: 5, minimumValue: 0, maximumValue: 10, frame: [20, 230, 200, 30] }
          - controller: child
            handles: [touches]
            view: { id: childView, frame: [0, 500, 390, 100] }
    """

  @Test("every value comes back as written")
  func values() throws {
    let document = try SceneLoader.parse(text: Self.yaml, file: "all.yaml", baseDirectory: "/nonexistent")
      .get()
    #expect(document.name == "Everything")
    #expect(document.description == "Every key the loader knows.")
    #expect(document.window.width == 400 && document.window.height == 800)
    #expect(document.window.color == SceneColor(red: 0, green: 0, blue: 0))
    #expect(document.window.undoManager == true)
    #expect(document.window.handles?.motion == true)
    #expect(document.window.on["motionEnded"]?.first?.action == .log("shake"))
    #expect(document.application?.handles?.remoteControl == true)
    #expect(document.appDelegate?.handles?.actions == ["quit"])
    #expect(document.firstResponder?.value == "field")
    #expect(document.firstResponder?.location == SceneLocation(file: "all.yaml", line: 6, column: 17))
    #expect(
      document.controllers.first?.view?.color == SceneColor(red: 255, green: 255, blue: 255, alpha: 0xcc))
    #expect(document.viewCount == 10)

    let main = document.root
    #expect(main.id.value == "main")
    #expect(main.undoManager == true)
    #expect(main.handles?.presses == true && main.handles?.actions == ["submit", "copy"])
    let submit = try #require(main.on["submit"])
    #expect(submit.count == 2)
    #expect(submit[0].undoName == "Send")
    #expect(
      submit[1].action
        == .present(Located("sheet", at: SceneLocation(file: "all.yaml", line: 15, column: 97))))
    #expect(main.present?.id.value == "alert")
    #expect(main.present?.next?.value == "main")

    let root = try #require(main.view)
    #expect(root.frame == nil)
    #expect(root.color?.description == "#f2f2f7")
    guard case .view(let panel) = root.subviews[0], case .controller(let child) = root.subviews[1] else {
      Issue.record("expected a panel view and a child controller")
      return
    }
    #expect(
      child.id.value == "child" && child.view?.id?.value == "childView" && child.handles?.touches == true)
    #expect(panel.frame == SceneRect(x: 20, y: 100, width: 350, height: 300.5))
    #expect(panel.hidden == false && panel.alpha == 0.5)
    #expect(
      panel.userInteractionEnabled == true && panel.clipsToBounds == true
        && panel.multipleTouchEnabled == true)
    #expect(panel.canBecomeFirstResponder == true && panel.canResignFirstResponder == false)
    #expect(panel.undoManager == true)
    #expect(panel.borderColor?.description == "#336699" && panel.borderWidth == 2 && panel.cornerRadius == 12)
    #expect(panel.handles?.touches == true)

    let gestures = panel.gestures
    #expect(gestures.map(\.kind) == [.tap, .tap, .longPress, .pan, .pinch, .rotation])
    #expect(gestures[0].taps == 2 && gestures[0].action == "zoom" && gestures[0].target?.value == "main")
    #expect(gestures[0].cancelsTouchesInView == false)
    #expect(gestures[1].requireToFail.map(\.value) == ["double"])
    #expect(gestures[1].delaysTouchesBegan == true && gestures[1].delaysTouchesEnded == false)
    #expect(gestures[2].minimumPressDuration == 0.8 && gestures[2].touches == 1)
    #expect(gestures.compactMap(\.effect) == [.move, .scale, .rotate])
    #expect(gestures[4].simultaneousWith.map(\.value) == ["spin"])

    let views = panel.subviews.compactMap { node -> ViewSpec? in
      if case .view(let view) = node { return view }
      return nil
    }
    #expect(views.map(\.kind) == [.label, .textField, .button, .switch, .slider])
    #expect(
      views[0].text == "Name" && views[0].textColor?.description == "#333333" && views[0].fontSize == 17)
    #expect(views[1].placeholder == "Type here" && views[1].text == "")
    #expect(
      views[2].title == "OK" && views[2].action == "submit" && views[2].target == nil
        && views[2].next?.value == "panel")
    #expect(views[3].isOn == true && views[3].target?.value == "root")
    #expect(views[4].value == 5 && views[4].minimumValue == 0 && views[4].maximumValue == 10)
    #expect(views[2].location == SceneLocation(file: "all.yaml", line: 49, column: 13))
  }
}
