import ResponderScene
import ResponderTestSupport
import Testing

@Suite("on: effects")
struct EffectTests {
  @Test("set keeps assignments in order and carries the undo name")
  func setWithUndo() {
    let document = loadScene(
      sceneWith(
        subviews: """
          - id: box
            frame: [0, 0, 50, 50]
            on:
              touchesEnded:
                set: { box.color: "#ff0000", box.frame: [1, 2, 3, 4], box.hidden: false }
                undo: Paint Box
          """))
    let effect = rootSubviews(document!).first!.on["touchesEnded"]!.first!
    #expect(effect.undoName == "Paint Box")
    guard case .set(let assignments) = effect.action else {
      Issue.record("expected a set effect")
      return
    }
    #expect(assignments.map(\.property) == [.color, .frame, .hidden])
    #expect(
      assignments.map(\.value) == [
        .color(SceneColor(red: 255, green: 0, blue: 0)), .frame(SceneRect(x: 1, y: 2, width: 3, height: 4)),
        .bool(false),
      ])
    #expect(assignments.allSatisfy { $0.target.value == "box" })
  }

  @Test("an effect map does one thing")
  func oneAction() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { id: a, on: { touchesBegan: { log: x, dismiss: true } } }"))
    #expect(errors == [SceneError(.rule(.twoActions("dismiss", after: "log")), at: place(7, 48))])
  }

  @Test("set checks the property exists and fits the value")
  func setChecks() {
    let errors = sceneProblems(
      sceneWith(
        subviews: "- { id: a, on: { touchesBegan: { set: { a.colr: \"#fff\", a.alpha: \"x\", nodot: 1 } } } }"
      ))
    #expect(
      errors == [
        SceneError(.unknownName(.property, "colr", suggestion: "color"), at: place(7, 47)),
        SceneError(.wrongKind(expected: .number, found: .string), at: place(7, 72)),
        SceneError(.malformed(.propertyPath(orState: false), "nodot"), at: place(7, 77)),
      ])
  }

  @Test("the window can only have its colour set")
  func windowColour() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { id: a, on: { touchesBegan: { set: { window.alpha: 0.5 } } } }"))
    #expect(
      errors == [SceneError(.wrongReference(key: "set", id: "window", .windowColourOnly), at: place(7, 47))])
  }

  @Test("every effect kind parses")
  func allKinds() {
    let document = loadScene(
      """
      window: { width: 390, height: 844 }
      controllers: [{ controller: sheet }]
      root:
        controller: main
        view:
          id: root
          on:
            touchesBegan:
              - { log: "hello" }
              - { present: sheet }
              - { dismiss: true }
              - { becomeFirstResponder: root }
              - { resignFirstResponder: root }
      """)
    let actions = document?.root.view?.on["touchesBegan"]?.map(\.action)
    #expect(actions?.count == 5)
    #expect(actions?.first == .log("hello"))
    #expect(actions?[2] == .dismiss)
  }
}
