import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// The keys that stand for overrides: each decodes, and each misspelling or
/// event that could never fire is refused at its FILE:LINE:COLUMN.
@Suite("lesson keys: overrides a scene declares")
struct LessonKeyTests {
  @Test("hit-area keys decode into the view")
  func hitKeys() {
    let doc = loadScene(
      sceneWith(
        subviews: """
          - { id: a, type: button, hitTestInsets: [-10, -10, -10, -10], hitShape: circle, exclusiveTouch: true }
          - { id: b, passThrough: true, hitTestTarget: a }
          """))
    guard let doc else { return }
    let views = rootSubviews(doc)
    #expect(views[0].hitTestInsets == [-10, -10, -10, -10])
    #expect(views[0].hitShape == "circle")
    #expect(views[0].exclusiveTouch == true)
    #expect(views[1].passThrough == true)
    #expect(views[1].hitTestTarget?.value == "a")
  }

  @Test("a polygon hit shape decodes as points; a short or malformed one is refused")
  func polygon() {
    let doc = loadScene(sceneWith(subviews: "- { id: a, hitShape: [[0, 0], [80, 50], [0, 100]] }"))
    if let doc { #expect(rootSubviews(doc)[0].hitPolygon == [[0, 0], [80, 50], [0, 100]]) }
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, hitShape: [[0, 0], [1, 1]] }
          - { id: b, hitShape: [[0, 0], [1, 1], [2]] }
          """))
    #expect(
      errors == [
        SceneError(.rule(.polygonPoints), at: place(7, 28)),
        SceneError(.wrongKind(expected: .point, found: .list), at: place(8, 45)),
      ])
  }

  @Test("a control's actions map decodes per event, beside its primary action")
  func controlActions() {
    let doc = loadScene(
      sceneWith(
        subviews: "- { id: a, type: button, action: go, actions: { touchDown: press, touchUpOutside: drop } }"
      ))
    guard let doc else { return }
    let a = rootSubviews(doc)[0]
    #expect(a.action == "go")
    #expect(a.actions.map { "\($0.event)=\($0.action)" } == ["touchDown=press", "touchUpOutside=drop"])
  }

  @Test("key commands decode into chords on any responder")
  func keyCommands() {
    let doc = loadScene(
      """
      window: { width: 390, height: 844, keyCommands: [{ input: "z", modifiers: [ctrl, shift], action: redoIt }] }
      root:
        controller: main
        keyCommands: [{ input: "S", modifiers: [control], action: save, title: "Save" }]
        canPerform: [copy]
        refuses: [paste]
      """)
    guard let doc else { return }
    #expect(doc.root.answers.keyCommands.map(\.chord.description) == ["ctrl+s"])
    #expect(doc.root.answers.keyCommands.first?.title == "Save")
    #expect(doc.window.answers.keyCommands.map(\.chord.description) == ["ctrl+shift+z"])
    #expect(doc.root.answers.canPerform == ["copy"] && doc.root.answers.refuses == ["paste"])
  }

  @Test("on: press and remote names decode, the chord written as KeyChord prints it")
  func specificNames() {
    let doc = loadScene(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        on: { press.Shift+Ctrl+P: [{ log: p }], remote.pause: [{ log: q }] }
      """)
    #expect(doc?.root.on.names == ["press.ctrl+shift+p", "remote.pause"])
  }

  @Test("misspelt lesson keys and values get did-you-mean at their position")
  func misspelt() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, type: button, hitTestInset: [1, 1, 1, 1] }
          - { id: b, type: button, hitShape: cirle }
          - { id: c, type: button, actions: { touchUpInsde: go } }
          - { id: d, type: button, keyCommands: [{ input: "retrun", action: go }] }
          - { id: e, type: button, on: { touchUpOutsde: [{ log: x }] } }
          - { id: f, type: button, on: { remote.paus: [{ log: x }] } }
          - { id: g, gestures: [{ type: tap, shouldBegn: false }] }
          """))
    #expect(
      errors == [
        SceneError(.unknownKey("hitTestInset", in: .view, suggestion: "hitTestInsets"), at: place(7, 32)),
        SceneError(.unknownName(.hitShape, "cirle", suggestion: "circle"), at: place(8, 42)),
        SceneError(
          .unknownName(.controlEvent, "touchUpInsde", suggestion: "touchUpInside"), at: place(9, 43)),
        SceneError(.unknownName(.inputKey, "retrun", suggestion: "return"), at: place(10, 55)),
        SceneError(.unknownEvent("touchUpOutsde", suggestion: "touchUpOutside"), at: place(11, 38)),
        SceneError(.unknownName(.remoteCommand, "paus", suggestion: "pause"), at: place(12, 38)),
        SceneError(.unknownKey("shouldBegn", in: .gesture, suggestion: "shouldBegin"), at: place(13, 42)),
      ])
  }

  @Test("a control event that could never fire is refused, on controls and elsewhere")
  func neverFires() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, type: button, actions: { valueChanged: go } }
          - { id: b, on: { touchUpOutside: [{ log: x }] } }
          - { id: c, type: slider, on: { editingDidEnd: [{ log: x }] } }
          - { id: d, on: { pressesChanged: [{ log: x }] } }
          """))
    #expect(errors.count == 4)
    // A button sends the touch events, never valueChanged.
    let sends = ViewSpec.Kind.button.controlEvents.names
    #expect(
      errors[0]
        == SceneError(
          .rule(.controlEventNotSent("valueChanged", control: .button, sends: sends)), at: place(7, 43)))
    #expect(
      errors[1]
        == SceneError(.rule(.controlEventOffControl("touchUpOutside")), at: place(8, 24))
    )
    guard case .rule(.controlEventNotSent("editingDidEnd", control: .slider, sends: _)) = errors[2].problem
    else {
      Issue.record("expected a slider's control event refused, got \(errors[2])")
      return
    }
    #expect(errors[2].location == place(9, 38))
    #expect(errors[3] == SceneError(.rule(.pressesChanged), at: place(10, 24)))
  }

  @Test("references must name what the key needs")
  func references() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, hitTestTarget: main }
          - { id: b, gestures: [{ id: t, type: tap, ignoresTouchesIn: [t], shouldRequireFailureOf: [a] }] }
          - { id: c, gestures: [{ type: pan, minimumTouches: 3, maximumTouches: 2 }] }
          """))
    #expect(
      errors == [
        SceneError(
          .wrongReference(key: "hitTestTarget", id: "main", .notAView(.controller)),
          at: place(7, 33)),
        SceneError(
          .wrongReference(key: "ignoresTouchesIn", id: "t", .notAView(.gesture)),
          at: place(8, 68)),
        SceneError(
          .wrongReference(key: "shouldRequireFailureOf", id: "a", .notAGesture(.view(.view))),
          at: place(8, 97)),
        SceneError(.rule(.touchBounds(minimum: 3, maximum: 2)), at: place(9, 29)),
      ])
  }
}
