import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Value types, frames and colours")
struct ValueTests {
  @Test("a string where a number belongs says what was expected and found")
  func wrongType() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, alpha: \"half\" }"))
    #expect(errors == [SceneError(.wrongKind(expected: .number, found: .string), at: place(7, 25))])
  }

  @Test("plain numbers read alike on the integer fast path and the general one")
  func numberForms() throws {
    let doc = try #require(
      loadScene(
        sceneWith(
          subviews: """
            - { id: a, frame: [123456789012345, -0, 007, 1000000] }
            - { id: a2, frame: [1234567890123456, 0, 0, 0] }
            - { id: b, frame: [-12, 1.5, 1e2, +3] }
            - { id: c, type: label, text: 12abc, frame: [0, 0, 1, 1] }
            - { id: d, type: label, text: "-", frame: [0, 0, 1, 1] }
            """)))
    let views = rootSubviews(doc)
    // Lengths stop at SceneLimits.maxLength (issue 37), so the long integers are positions.
    #expect(views[0].frame == SceneRect(x: 123_456_789_012_345, y: 0, width: 7, height: 1_000_000))
    #expect(views[0].frame?.y.sign == .minus)
    #expect(views[1].frame == SceneRect(x: 1_234_567_890_123_456, y: 0, width: 0, height: 0))
    #expect(views[2].frame == SceneRect(x: -12, y: 1.5, width: 100, height: 3))
    #expect(views[3].text == "12abc" && views[4].text == "-")
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, frame: [0, 0, 1-2, 10] }"))
    #expect(errors == [SceneError(.wrongKind(expected: .number, found: .string), at: place(7, 32))])
  }

  @Test("a boolean must be true or false, not yes")
  func boolean() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, hidden: yes }"))
    #expect(
      errors == [SceneError(.wrongKind(expected: .bool, found: .string), at: place(7, 26))])
  }

  @Test("a frame needs four numbers")
  func frameCount() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, frame: [0, 0, 10] }"))
    #expect(errors == [SceneError(.rule(.frameCount(3)), at: place(7, 25))])
  }

  @Test("a frame's size cannot be negative")
  func frameNegative() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, frame: [0, 0, 10, -1] }"))
    #expect(errors == [SceneError(.outOfRange(.frameSide("height"), -1), at: place(7, 36))])
  }

  @Test("a frame's numbers must be finite")
  func frameInfinite() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, frame: [.inf, 0, 10, 10] }"))
    #expect(errors == [SceneError(.notFinite, at: place(7, 26))])
  }

  @Test("colours take only the three hex forms")
  func colours() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, color: "#ff00" }
          - { id: b, color: red }
          - { id: c, color: "#ABC" }
          - { id: d, color: "#11223344" }
          """))
    #expect(
      errors == [
        SceneError(.malformed(.colour, "#ff00"), at: place(7, 25)),
        SceneError(.malformed(.colour, "red"), at: place(8, 25)),
      ])
  }

  @Test("views in a row each get their own colour, the same one read once or a new one")
  func repeatedColours() throws {
    let doc = try #require(
      loadScene(
        sceneWith(
          subviews: """
            - { id: a, color: "#3366cc" }
            - { id: b, color: "#3366cc" }
            - { id: c, color: "#ff0000" }
            - { id: d, color: "#3366cc" }
            """)))
    #expect(
      rootSubviews(doc).map(\.color) == [
        SceneColor(red: 0x33, green: 0x66, blue: 0xCC), SceneColor(red: 0x33, green: 0x66, blue: 0xCC),
        SceneColor(red: 0xFF, green: 0, blue: 0), SceneColor(red: 0x33, green: 0x66, blue: 0xCC),
      ])
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, color: "#3366cc" }
          - { id: b, color: "#3366c" }
          - { id: c, color: "#3366c" }
          """))
    #expect(
      errors == [
        SceneError(.malformed(.colour, "#3366c"), at: place(8, 25)),
        SceneError(.malformed(.colour, "#3366c"), at: place(9, 25)),
      ])
  }

  @Test("an unquoted colour is a comment, and the error says so")
  func unquotedColour() {
    let errors = sceneProblems(sceneWith(subviews: "- id: a\n  color: #ff0000"))
    #expect(
      errors == [
        SceneError(.unquotedColour, at: place(8, 15))
      ])
  }

  @Test("alpha outside 0...1 is refused")
  func alphaRange() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, alpha: 1.5 }"))
    #expect(errors == [SceneError(.outOfRange(.alpha, 1.5), at: place(7, 25))])
  }

  @Test("parsed colours print as lower-case #rrggbb")
  func colourValue() {
    #expect(SceneColor(hex: "#ABC")?.description == "#aabbcc")
    #expect(SceneColor(hex: "#11223344")?.description == "#11223344")
    #expect(SceneColor(hex: "#1122334") == nil)
  }

  @Test("scenes and scripts parse colours alike: full-width digits are no colour in either")
  func oneColourParser() {
    for text in ["#ABC", "#a0b1c2", "#11223344", "#ＦＦ0000", "#１２３", "#12g", "#", "abc", "#123456789"] {
      let core = Color(hex: text)
      let scene = SceneColor(hex: text)
      #expect(core?.description == scene?.description, "\(text)")
    }
    #expect(Color(hex: "#ＦＦ0000") == nil)
    #expect(Color(hex: "#１２３") == nil)
    #expect(Color(hex: "#a0b1c2") == Color(r: 0xa0, g: 0xb1, b: 0xc2))
  }
}
