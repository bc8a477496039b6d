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
    let errors = sceneErrors(
      sceneWith(
        subviews: """
          - { id: a, hitShape: [[0, 0], [1, 1]] }
          - { id: b, hitShape: [[0, 0], [1, 1], [2]] }
          """))
    #expect(
      errors == [
        "s.yaml:7:28: a polygon hitShape has 3 to 64 points [[x, y], ...]",
        "s.yaml:8:45: expected a point [x, y], got a list",
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
    let errors = sceneErrors(
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
        "s.yaml:7:32: unknown key 'hitTestInset' in a view; did you mean 'hitTestInsets'?",
        "s.yaml:8:42: unknown hitShape 'cirle' (rectangle, circle, or a polygon [[x, y], ...]); did you mean 'circle'?",
        "s.yaml:9:43: unknown control event 'touchUpInsde'; did you mean 'touchUpInside'?",
        "s.yaml:10:55: unknown key 'retrun' in `input` (a character such as \"s\", or a named key); did you mean 'return'?",
        "s.yaml:11:38: unknown event 'touchUpOutsde'; did you mean 'touchUpOutside'?",
        "s.yaml:12:38: unknown remote command 'paus'; did you mean 'pause'?",
        "s.yaml:13:42: unknown key 'shouldBegn' in a gesture; did you mean 'shouldBegin'?",
      ])
  }

  @Test("a control event that could never fire is refused, on controls and elsewhere")
  func neverFires() {
    let errors = sceneErrors(
      sceneWith(
        subviews: """
          - { id: a, type: button, actions: { valueChanged: go } }
          - { id: b, on: { touchUpOutside: [{ log: x }] } }
          - { id: c, type: slider, on: { editingDidEnd: [{ log: x }] } }
          - { id: d, on: { pressesChanged: [{ log: x }] } }
          """))
    #expect(errors.count == 4)
    #expect(errors[0].hasPrefix("s.yaml:7:43: a button never sends valueChanged; it sends touchDown"))
    #expect(
      errors[1]
        == "s.yaml:8:24: `touchUpOutside` is a control event: only controls (button, textField, switch, slider) send it"
    )
    #expect(errors[2].hasPrefix("s.yaml:9:38: a slider never sends editingDidEnd"))
    #expect(errors[3].hasPrefix("s.yaml:10:24: pressesChanged never fires here"))
  }

  @Test("references must name what the key needs")
  func references() {
    let errors = sceneErrors(
      sceneWith(
        subviews: """
          - { id: a, hitTestTarget: main }
          - { id: b, gestures: [{ id: t, type: tap, ignoresTouchesIn: [t], shouldRequireFailureOf: [a] }] }
          - { id: c, gestures: [{ type: pan, minimumTouches: 3, maximumTouches: 2 }] }
          """))
    #expect(
      errors == [
        "s.yaml:7:33: `hitTestTarget` must name a view; 'main' is a controller",
        "s.yaml:8:68: `ignoresTouchesIn` must name a view; 't' is a gesture",
        "s.yaml:8:97: `shouldRequireFailureOf` must name a gesture; 'a' is a view",
        "s.yaml:9:29: minimumTouches 3 is more than maximumTouches 2",
      ])
  }
}
