import ResponderCore
import ResponderScene
import Testing

/// The keyboard's scene keys (issue 41): `keyboard.NAME` in `when:` and
/// `bind: { from }`, `keyboardDismissMode: interactive`, `returnKeyType`,
/// `window: { hardwareKeyboard }`, a button's `contentEdgeInsets`; what the
/// loader takes and refuses, and what the builder makes of it.
@Suite("Keyboard scene keys")
struct KeyboardKeyTests {
  static let scene = """
    window: { width: 390, height: 844 WINDOW }
    BIND
    root:
      controller: main
      on:
        go:
          - when: { KEY: "== true" }
            log: yes
      view:
        id: root
        subviews:
          - { id: list, type: scrollView, frame: [0, 0, 390, 500], contentSize: [390, 2000], keyboardDismissMode: MODE }
          - { id: field, type: textField, frame: [16, 600, 358, 44], returnKeyType: RETURN }
          - { id: row, type: button, title: Row, frame: [0, 700, 390, 44], textAlignment: left, contentEdgeInsets: [0, 16, 0, 16] }
          - { id: bar, frame: [0, 788, 390, 56] }
    """

  func scene(
    key: String = "keyboard.isVisible", mode: String = "interactive", returnKey: String = "send",
    window: String = "", bind: String = ""
  ) -> String {
    Self.scene.replacingOccurrences(of: "KEY", with: key).replacingOccurrences(of: "MODE", with: mode)
      .replacingOccurrences(of: "RETURN", with: returnKey).replacingOccurrences(of: " WINDOW", with: window)
      .replacingOccurrences(of: "BIND", with: bind)
  }

  @Test(
    "keyboardDismissMode interactive, returnKeyType, contentEdgeInsets and hardwareKeyboard load and build (UIScrollView.KeyboardDismissMode, UITextInputTraits, UIButton)"
  )
  func keysBuild() throws {
    let doc = try #require(loadScene(scene(window: ", hardwareKeyboard: true")))
    let built = SceneBuilder().build(doc)
    #expect((built.views["list"] as? ScrollView)?.keyboardDismissMode == .interactive)
    #expect((built.views["field"] as? TextField)?.returnKeyType == .send)
    #expect(
      (built.views["row"] as? Button)?.contentEdgeInsets == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
    )
    #expect(built.app.hasHardwareKeyboard)
  }

  @Test("every keyboard property a condition may read loads")
  func keyboardReadsLoad() {
    for key in ReadableProperties.keyboardNames {
      #expect(loadScene(scene(key: "keyboard." + key)) != nil, "\(key)")
    }
  }

  @Test("a misspelt keyboard property is refused with the keyboard's properties")
  func unknownKeyboardProperty() {
    let problems = sceneProblems(scene(key: "keyboard.isVisibel"))
    guard case .unknownReadable(let id, _, let property, let suggestion, let known)? = problems.first?.problem
    else {
      Issue.record("expected unknownReadable, got \(problems)")
      return
    }
    #expect(id == "keyboard" && property == "isVisibel" && suggestion == "isVisible")
    #expect(known.contains("frame.y"))
  }

  @Test("an unknown return key type is refused with the names UITextInputTraits has")
  func unknownReturnKey() {
    let errors = sceneErrors(scene(returnKey: "sned"))
    #expect(errors.count == 1)
    #expect(errors.first?.contains("send") == true)
  }

  @Test("a misspelt dismiss mode lists none, onDrag and interactive")
  func unknownMode() {
    let errors = sceneErrors(scene(mode: "interactiv"))
    #expect(errors.first?.contains("none, onDrag, interactive") == true)
  }

  @Test("bind may follow keyboard.frame.y (keyboardLayoutGuide), and builds a binding that reads it")
  func bindFromKeyboard() throws {
    let yaml = scene(
      bind: "bind: [{ set: bar.frame.y, from: keyboard.frame.y, in: [0, 844], out: [-56, 788] }]")
    let doc = try #require(loadScene(yaml))
    let built = SceneBuilder().build(doc)
    #expect(built.app.bindings.count == 1)
    #expect(built.views["bar"]?.frame.minY == 788)
  }

  @Test("the keyboard is read, not set: a bind that sets it is refused")
  func bindSetsKeyboard() {
    let errors = sceneErrors(
      scene(bind: "bind: [{ set: keyboard.frame.y, from: bar.frame.y, in: [0, 1], out: [0, 1] }]"))
    #expect(errors.count == 1)
    #expect(errors.first?.contains("the keyboard is read, not set") == true)
  }

  @Test("keyboard is a reserved id")
  func reserved() {
    let errors = sceneErrors(
      Self.scene.replacingOccurrences(of: "id: bar,", with: "id: keyboard,").replacingOccurrences(
        of: "KEY", with: "bar.hidden"
      ).replacingOccurrences(of: "MODE", with: "none").replacingOccurrences(of: "RETURN", with: "done")
        .replacingOccurrences(of: " WINDOW", with: "").replacingOccurrences(of: "BIND", with: ""))
    #expect(errors.contains { $0.contains("'keyboard' is reserved") })
  }
}
