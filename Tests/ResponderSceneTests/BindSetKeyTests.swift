import ResponderCore
import ResponderScene
import Testing

/// `bind:` setting state and flags (`when:`), `set` of a scroll view's
/// `contentInset`, `scrollEnabled`, `pagingEnabled` and `ID.pan.enabled`,
/// and a gesture's `enabled:` — what loads and what is refused where.
@Suite("Bind and set widened")
struct BindSetKeyTests {
  static func scene(bind: String = "[]", effect: String = "{ log: x }", gesture: String = "") -> String {
    """
    window: { width: 390, height: 844 }
    state: { progress: 0, open: "false" }
    bind: \(bind)
    root:
      controller: main
      on:
        go: [\(effect)]
      view:
        id: root
        subviews:
          - { id: inbox, type: scrollView, frame: [0, 0, 390, 400], contentSize: [390, 1200] }
          - { id: dim, frame: [0, 0, 10, 10]\(gesture) }
          - { id: go, type: button, title: Go, frame: [0, 600, 100, 44], action: go }
    """
  }

  @Test("bind sets a state value, and a flag with when:")
  func bindLoads() throws {
    let doc = try #require(
      loadScene(
        Self.scene(
          bind:
            "[{ set: state.progress, from: inbox.contentOffset.y, in: [0, 100], out: [0, 1] }, { set: dim.hidden, from: inbox.contentOffset.y, when: \"> 50\" }]"
        )))
    #expect(doc.binds.map(\.targetState) == ["progress", nil])
    #expect(doc.binds[1].threshold?.comparison == .greater && doc.binds[1].threshold?.operand == 50)
    let scene = SceneBuilder().build(doc)
    (scene.views["inbox"] as? ScrollView)?.contentOffset = Point(x: 0, y: 80)
    scene.app.applyBindings()
    #expect(scene.app.state["progress"] == .number(0.8))
    #expect(scene.views["dim"]?.isHidden == true)
  }

  @Test("a flag binding names a flag: a number property is refused, with in/out beside when")
  func flagErrors() {
    let number = sceneProblems(
      Self.scene(bind: "[{ set: dim.alpha, from: inbox.contentOffset.y, when: \"> 5\" }]"))
    guard case .rule(.flagProperty("alpha", _))? = number.first?.problem else {
      Issue.record("expected flagProperty, got \(number)")
      return
    }
    #expect(number.first?.location == place(3, 15))
    let both = sceneProblems(
      Self.scene(bind: "[{ set: dim.hidden, from: inbox.contentOffset.y, when: \"> 5\", in: [0, 1] }]"))
    #expect(both.map(\.problem) == [.rule(.bindRangeWithWhen("in"))])
    let bad = sceneProblems(
      Self.scene(bind: "[{ set: dim.hidden, from: inbox.contentOffset.y, when: \"big\" }]"))
    #expect(bad.map(\.problem) == [.malformed(.comparison(onState: false), "big")])
  }

  @Test("set takes contentInset, scrollEnabled, pagingEnabled and ID.pan.enabled on a scroll view")
  func setLoads() {
    for effect in [
      "{ set: { inbox.contentInset: [10, 0, 0, 0] } }", "{ set: { inbox.scrollEnabled: false } }",
      "{ set: { inbox.pagingEnabled: true } }", "{ set: { inbox.pan.enabled: false } }",
      "{ set: { inbox.bounces: false } }",
    ] {
      #expect(loadScene(Self.scene(effect: effect)) != nil, "\(effect)")
    }
  }

  @Test("set refuses a scroll view's keys on another view, and an inset that is not four numbers")
  func setErrors() {
    let wrongKind = sceneProblems(Self.scene(effect: "{ set: { dim.scrollEnabled: false } }"))
    #expect(
      wrongKind.map(\.problem) == [
        .wrongReference(
          key: "set", id: "dim", .noSuchProperty(viewKind: .view, property: .scrollEnabled))
      ])
    let shape = sceneProblems(Self.scene(effect: "{ set: { inbox.contentInset: [10, 0] } }"))
    #expect(shape.count == 1 && shape[0].location.line == 7)
    let panOfView = sceneProblems(Self.scene(effect: "{ set: { dim.pan.enabled: false } }"))
    #expect(
      panOfView.map(\.problem) == [.unknownID("dim.pan", key: "set", suggestion: nil, gestures: nil)])
  }

  @Test("a gesture's enabled: false starts it disabled; a misspelt value is refused")
  func gestureEnabled() throws {
    let doc = try #require(
      loadScene(Self.scene(gesture: ", gestures: [{ id: t, type: tap, enabled: false, action: go }]")))
    let scene = SceneBuilder().build(doc)
    #expect(scene.recognizers["t"]?.isEnabled == false)
    let bad = sceneProblems(Self.scene(gesture: ", gestures: [{ id: t, type: tap, enabled: nope }]"))
    #expect(bad.count == 1 && bad[0].location.line == 12)
  }
}
