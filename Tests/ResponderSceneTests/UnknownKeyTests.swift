import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Unknown keys")
struct UnknownKeyTests {
  @Test("a misspelt top-level key suggests the right one")
  func topLevel() {
    let errors = sceneErrors(
      """
      windw: { width: 390, height: 844 }
      root: { controller: main }
      """)
    #expect(errors == ["s.yaml:1:1: unknown key 'windw' in the scene; did you mean 'window'?"])
  }

  @Test("a misspelt view key suggests the right one")
  func viewKey() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, colour: \"#ff0000\" }"))
    #expect(errors == ["s.yaml:7:18: unknown key 'colour' in a view; did you mean 'color'?"])
  }

  @Test("two swapped neighbouring letters are one slip: `fraem` suggests `frame`")
  func swappedLetters() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, fraem: [0, 0, 10, 10] }"))
    #expect(errors == ["s.yaml:7:18: unknown key 'fraem' in a view; did you mean 'frame'?"])
  }

  @Test("a key far from every known key gets no suggestion")
  func noSuggestion() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, zebra: 1 }"))
    #expect(errors == ["s.yaml:7:18: unknown key 'zebra' in a view"])
  }

  @Test("an unknown view type suggests the closest type")
  func viewType() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, type: textfield }"))
    #expect(errors == ["s.yaml:7:24: unknown view type 'textfield'; did you mean 'textField'?"])
  }

  @Test("a misspelt event name in on: is caught, an action name is not")
  func eventName() {
    let errors = sceneErrors(
      sceneWith(subviews: "- { id: a, on: { touchBegan: { log: x }, submit: { log: y } } }"))
    #expect(errors == ["s.yaml:7:24: unknown event 'touchBegan'; did you mean 'touchesBegan'?"])
  }

  @Test("a key that belongs to another view type names the types that have it")
  func wrongTypeKey() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, type: label, isOn: true }"))
    #expect(errors == ["s.yaml:7:31: `isOn` applies only to switch views, not label"])
  }

  @Test("action on a plain view points at gestures")
  func actionOnView() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, action: go }"))
    #expect(
      errors == [
        "s.yaml:7:18: `action` applies only to controls (button, textField, switch, slider); add a tap gesture to a view"
      ])
  }
}
