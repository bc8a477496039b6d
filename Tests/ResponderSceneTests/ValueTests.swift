import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Value types, frames and colours")
struct ValueTests {
  @Test("a string where a number belongs says what was expected and found")
  func wrongType() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, alpha: \"half\" }"))
    #expect(errors == ["s.yaml:7:25: expected a number, got a string"])
  }

  @Test("plain numbers read alike on the integer fast path and the general one")
  func numberForms() throws {
    let doc = try #require(
      loadScene(
        sceneWith(
          subviews: """
            - { id: a, frame: [007, -0, 123456789012345, 1234567890123456] }
            - { id: b, frame: [-12, 1.5, 1e2, +3] }
            - { id: c, type: label, text: 12abc, frame: [0, 0, 1, 1] }
            - { id: d, type: label, text: "-", frame: [0, 0, 1, 1] }
            """)))
    let views = rootSubviews(doc)
    #expect(
      views[0].frame == SceneRect(x: 7, y: 0, width: 123_456_789_012_345, height: 1_234_567_890_123_456))
    #expect(views[0].frame?.y.sign == .minus)
    #expect(views[1].frame == SceneRect(x: -12, y: 1.5, width: 100, height: 3))
    #expect(views[2].text == "12abc" && views[3].text == "-")
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, frame: [0, 0, 1-2, 10] }"))
    #expect(errors == ["s.yaml:7:32: expected a number, got a string"])
  }

  @Test("a boolean must be true or false, not yes")
  func boolean() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, hidden: yes }"))
    #expect(errors == ["s.yaml:7:26: expected true or false, got a string"])
  }

  @Test("a frame needs four numbers")
  func frameCount() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, frame: [0, 0, 10] }"))
    #expect(errors == ["s.yaml:7:25: a frame has 4 numbers [x, y, width, height], got 3"])
  }

  @Test("a frame's size cannot be negative")
  func frameNegative() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, frame: [0, 0, 10, -1] }"))
    #expect(errors == ["s.yaml:7:36: a frame's height cannot be negative, got -1"])
  }

  @Test("a frame's numbers must be finite")
  func frameInfinite() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, frame: [.inf, 0, 10, 10] }"))
    #expect(errors == ["s.yaml:7:26: expected a finite number"])
  }

  @Test("colours take only the three hex forms")
  func colours() {
    let errors = sceneErrors(
      sceneWith(
        subviews: """
          - { id: a, color: "#ff00" }
          - { id: b, color: red }
          - { id: c, color: "#ABC" }
          - { id: d, color: "#11223344" }
          """))
    #expect(
      errors == [
        "s.yaml:7:25: '#ff00' is not a colour; write \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\"",
        "s.yaml:8:25: 'red' is not a colour; write \"#rgb\", \"#rrggbb\" or \"#rrggbbaa\"",
      ])
  }

  @Test("an unquoted colour is a comment, and the error says so")
  func unquotedColour() {
    let errors = sceneErrors(sceneWith(subviews: "- id: a\n  color: #ff0000"))
    #expect(
      errors == [
        "s.yaml:8:15: expected a colour like \"#ff8800\", got nothing (quote colours: an unquoted # starts a comment)"
      ])
  }

  @Test("alpha outside 0...1 is refused")
  func alphaRange() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, alpha: 1.5 }"))
    #expect(errors == ["s.yaml:7:25: alpha is from 0 to 1, got 1.5"])
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
