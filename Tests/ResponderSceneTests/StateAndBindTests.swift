import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

private final class Driver: GestureDriving {
  let scene: BuiltScene
  var app: Application { scene.app }
  init(_ scene: BuiltScene) {
    self.scene = scene
    scene.app.recordsEvents = true  // the tests read `lastEventRecord`
  }
}

@Suite("State values")
struct StateTests {
  private let scene = """
    state: { open: none, count: 0 }
    window: { width: 300, height: 300 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - { id: a, frame: [0, 0, 100, 100], gestures: [{ type: tap, action: tapA }] }
          - { id: b, frame: [100, 0, 100, 100], gestures: [{ type: tap, action: tapB }] }
        on:
          tapA:
            - { when: { state.open: "== none" }, set: { state.open: a, a.frame.x: 10 }, else: [{ log: "a: busy" }] }
          tapB:
            - { when: { state.open: "!= none" }, set: { state.open.frame.x: 0, state.open: none, state.count: 1 } }
            - { when: { state.count: ">= 1" }, log: "counted" }
    """

  @Test("effects set state, when: reads it by name or number, and state.X.path sets the view it names")
  func behaves() throws {
    let doc = try #require(loadScene(scene))
    let d = Driver(SceneBuilder().build(doc))
    let a = try #require(d.scene.views["a"])
    #expect(d.app.state["open"] == .string("none"))
    d.tap(Point(x: 50, y: 50))
    #expect(d.app.state["open"] == .string("a") && a.frame.origin.x == 10)
    d.tap(Point(x: 150, y: 50))
    #expect(d.app.state["open"] == .string("none") && a.frame.origin.x == 0)
    #expect(d.app.state["count"] == .number(1))
    #expect(d.app.lastEventRecord?.logs == ["counted"])
    #expect(d.app.state.lines == ["open = none", "count = 1"])
  }

  @Test("an undeclared state name is refused with a did-you-mean")
  func unknown() {
    let errors = sceneProblems(
      "state: { openRow: none }\n"
        + sceneWith(
          subviews: "- { id: a, on: { go: { when: { state.opnRow: \"== a\" }, set: { state.openRw: b } } } }")
    )
    #expect(
      errors == [
        SceneError(.unknownState("opnRow", suggestion: "openRow", noneDeclared: false), at: place(8, 38)),
        SceneError(.unknownState("openRw", suggestion: "openRow", noneDeclared: false), at: place(8, 69)),
      ])
  }
}

@Suite("Bindings")
struct BindTests {
  private func scene(_ binds: String) -> String {
    "bind:\n" + binds + "\n"
      + sceneWith(
        width: 300, height: 300,
        subviews: """
          - { id: drawer, frame: [-200, 0, 200, 300], gestures: [{ id: p, type: pan, effect: move, axis: horizontal, limits: { x: [-200, 0] }, undo: false }] }
          - { id: dim, frame: [0, 0, 300, 300], color: "#000", alpha: 0.5 }
          """)
  }

  @Test("a bound value follows its source during a drag and an animation, and hit-testing sees it")
  func follows() throws {
    let doc = try #require(
      loadScene(scene("  - { set: dim.alpha, from: drawer.frame.x, in: [-200, 0], out: [0, 0.5] }")))
    let built = SceneBuilder().build(doc)
    let d = Driver(built)
    let dim = try #require(built.views["dim"])
    let drawer = try #require(built.views["drawer"])
    #expect(dim.alpha == 0)
    #expect(built.window.hitTest(Point(x: 250, y: 150), with: nil)?.identifier == "root")
    drawer.frame.origin.x = -180
    d.drag(from: Point(x: 10, y: 150), to: Point(x: 110, y: 150), duration: 0.3)
    #expect(drawer.frame.origin.x == -80)
    #expect(abs(dim.alpha - 0.3) < 1e-9)
    #expect(built.window.hitTest(Point(x: 250, y: 150), with: nil)?.identifier == "dim")
    PropertyAnimation(
      view: drawer, property: "frame", from: .rect(drawer.frame),
      to: .rect(Rect(x: -200, y: 0, width: 200, height: 300)),
      duration: 0.2, curve: .linear)?.start(in: built.app)
    drawer.frame.origin.x = -200
    built.app.advance(by: 0.1)
    #expect(abs(dim.alpha - 0.15) < 0.01)
    built.app.advance(by: 0.2)
    #expect(dim.alpha == 0)
  }

  @Test("a binding whose source depends on its own target is refused, and so is a value bound twice")
  func cycles() {
    let errors = sceneProblems(
      scene(
        """
          - { set: dim.alpha, from: drawer.frame.x, in: [-200, 0], out: [0, 0.5] }
          - { set: drawer.frame.y, from: dim.alpha, in: [0, 1], out: [0, 10] }
          - { set: dim.alpha, from: drawer.frame.x, in: [0, 1], out: [0, 1] }
        """))
    #expect(
      errors == [
        SceneError(.bindCycle(["dim.alpha", "drawer.frame.y", "dim.alpha"]), at: place(3, 5)),
        SceneError(.boundTwice("dim.alpha", firstLine: 2), at: place(4, 12)),
      ])
  }

  @Test("a binding from a state that starts as a name is refused; from a number state it loads")
  func fromNameState() {
    let named = sceneProblems(
      "state: { mode: closed }\n"
        + scene("  - { set: dim.alpha, from: state.mode, in: [0, 1], out: [0, 0.5] }"))
    #expect(named.map(\.problem) == [.rule(.bindFromName(state: "mode", value: "closed"))])
    #expect(named.first?.location == place(3, 29))
    #expect(
      loadScene(
        "state: { n: 0 }\n" + scene("  - { set: dim.alpha, from: state.n, in: [0, 1], out: [0, 0.5] }"))
        != nil)
  }

  @Test("paths, ranges and keys are checked")
  func shapes() {
    let errors = sceneProblems(
      scene(
        """
          - { set: dim.color, from: drawer.frame.x, in: [1, 1], out: [0, 2] }
          - { set: dim.alpha, from: drawr.frame.x, in: [0, 1], ot: [0, 1] }
        """))
    #expect(
      errors.contains {
        if case .rule(.numberProperty(key: "set", "color", suggestion: _)) = $0.problem {
          $0.location == place(2, 12)
        } else {
          false
        }
      })
    #expect(errors.contains(SceneError(.rule(.emptyInputRange(1)), at: place(2, 49))))
    #expect(
      errors.contains(SceneError(.unknownKey("ot", in: .binding, suggestion: "out"), at: place(3, 56))))
    #expect(errors.contains(SceneError(.missingKey(.bindingKeys(["out"])), at: place(3, 5))))
  }
}
