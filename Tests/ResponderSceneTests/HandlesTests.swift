import ResponderScene
import ResponderTestSupport
import Testing

@Suite("handles")
struct HandlesTests {
  @Test("kinds and actions parse from the list form")
  func listForm() {
    let document = loadScene(
      sceneWith(subviews: "- { id: a, handles: [touches, motion, { actions: [copy, submit] }] }"))
    let handles = rootSubviews(document!).first?.handles
    #expect(handles?.touches == true)
    #expect(handles?.motion == true)
    #expect(handles?.presses == false)
    #expect(handles?.actions == ["copy", "submit"])
  }

  @Test("absent handles stays nil so the builder applies the type's default")
  func absent() {
    let document = loadScene(sceneWith(subviews: "- { id: a, type: button }"))
    #expect(rootSubviews(document!).first?.handles == nil)
  }

  @Test("an unknown event kind suggests the closest")
  func unknownKind() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, handles: [touch] }"))
    #expect(
      errors == [
        SceneError(.unknownName(.eventKind, "touch", suggestion: "touches"), at: place(7, 28))
      ])
  }
}
