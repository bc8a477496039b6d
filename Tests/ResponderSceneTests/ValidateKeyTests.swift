import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// A responder's `validate:` answers (UIResponder.validate(_:)): checked
/// where they are written, run for the command's target when it is about
/// to be performed.
@Suite("validate: answers")
struct ValidateKeyTests {
  @Test("an answer needs its action, and names UICommand attributes")
  func shapes() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, validate: [{ when: { state.n: "== 0" }, attributes: [disabled] }] }
          - { id: b, validate: [{ action: save, attributes: [disabld], colour: 1 }] }
          """))
    #expect(errors.contains { $0.problem == .missingKey(.validationAction) && $0.location == place(7, 29) })
    #expect(errors.contains { $0.location == place(8, 58) })
    #expect(errors.contains { $0.location == place(8, 68) })
  }

  @Test("the answers of the command's target disable it while their conditions hold")
  func disables() throws {
    let doc = try #require(
      loadScene(
        "state: { n: 0 }\n"
          + sceneWith(
            subviews:
              "- { id: a, validate: [{ action: save, when: { state.n: \"== 0\" }, attributes: [disabled] }] }"
          )))
    let built = SceneBuilder().build(doc)
    let a = try #require(built.views["a"])
    let validator = try #require(built.app.commandValidators[ObjectIdentifier(a)])
    var save = KeyCommand(KeyChord("ctrl+s")!, action: "save")
    validator(&save)
    #expect(save.isDisabled)
    built.app.state["n"] = .number(1)
    var again = KeyCommand(KeyChord("ctrl+s")!, action: "save")
    validator(&again)
    #expect(!again.isDisabled)
    var other = KeyCommand(KeyChord("ctrl+o")!, action: "open")
    built.app.state["n"] = .number(0)
    validator(&other)
    #expect(!other.isDisabled)
  }
}
