import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Unknown keys")
struct UnknownKeyTests {
  @Test("a misspelt top-level key suggests the right one")
  func topLevel() {
    let errors = sceneProblems(
      """
      windw: { width: 390, height: 844 }
      root: { controller: main }
      """)
    #expect(
      errors == [SceneError(.unknownKey("windw", in: .scene, suggestion: "window"), at: place(1, 1))])
  }

  @Test("a misspelt view key suggests the right one")
  func viewKey() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, colour: \"#ff0000\" }"))
    #expect(
      errors == [SceneError(.unknownKey("colour", in: .view, suggestion: "color"), at: place(7, 18))])
  }

  @Test("two swapped neighbouring letters are one slip: `fraem` suggests `frame`")
  func swappedLetters() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, fraem: [0, 0, 10, 10] }"))
    #expect(errors == [SceneError(.unknownKey("fraem", in: .view, suggestion: "frame"), at: place(7, 18))])
  }

  @Test("a key far from every known key gets no suggestion")
  func noSuggestion() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, zebra: 1 }"))
    #expect(errors == [SceneError(.unknownKey("zebra", in: .view, suggestion: nil), at: place(7, 18))])
  }

  @Test("an unknown view type suggests the closest type")
  func viewType() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, type: textfield }"))
    #expect(
      errors == [
        SceneError(
          .unknownClass("textfield", place: .view, suggestion: "textField", registered: []), at: place(7, 24))
      ])
  }

  @Test("a misspelt event name in on: is caught, an action name is not")
  func eventName() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { id: a, on: { touchBegan: { log: x }, submit: { log: y } } }"))
    #expect(errors == [SceneError(.unknownEvent("touchBegan", suggestion: "touchesBegan"), at: place(7, 24))])
  }

  @Test("a key that belongs to another view type names the types that have it")
  func wrongTypeKey() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, type: label, isOn: true }"))
    #expect(
      errors == [SceneError(.misplacedKey("isOn", .viewKinds([.switch], not: .label)), at: place(7, 31))])
  }

  @Test("action on a plain view points at gestures")
  func actionOnView() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, action: go }"))
    #expect(
      errors == [SceneError(.misplacedKey("action", .controlsOnly(viewKind: .view)), at: place(7, 18))])
  }
}
