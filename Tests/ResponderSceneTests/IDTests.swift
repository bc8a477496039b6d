import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Ids and references")
struct IDTests {
  @Test("a duplicate id names the line of the first one")
  func duplicate() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a }\n- { id: b }\n- { id: a }"))
    #expect(errors == ["s.yaml:9:15: duplicate id 'a'; first declared at line 7"])
  }

  @Test("reserved ids cannot name views or controllers")
  func reservedDeclared() {
    let errors = sceneErrors(
      sceneWith(subviews: "- { id: window }\n- { controller: appDelegate }"))
    #expect(
      errors == [
        "s.yaml:7:15: 'window' is reserved for the scene's window; choose another id",
        "s.yaml:8:23: 'appDelegate' is reserved for the scene's appDelegate; choose another id",
      ])
  }

  @Test("reserved ids can be targets and next responders")
  func reservedReferenced() {
    let document = loadScene(
      "appDelegate: {}\n"
        + sceneWith(subviews: "- { id: a, type: button, target: application, next: appDelegate }"))
    #expect(rootSubviews(document!).first?.target?.value == "application")
  }

  @Test("naming appDelegate without declaring one is an error")
  func undeclaredDelegate() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, next: appDelegate }"))
    #expect(
      errors == ["s.yaml:7:24: `next` names appDelegate, but the scene declares none; add `appDelegate: {}`"])
  }

  @Test("every kind of reference to an unknown id is reported")
  func unknownReferences() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      firstResponder: nobody
      root:
        controller: main
        next: nowhere
        view:
          id: root
          subviews:
            - { id: ok, type: button, action: go, target: nobdy }
            - id: v
              gestures: [{ type: tap, requireToFail: [g9], simultaneousWith: [g8] }]
              on:
                touchesEnded:
                  - { set: { box.color: "#fff" } }
                  - { becomeFirstResponder: f1 }
                  - { resignFirstResponder: f2 }
                  - { present: sheet }
      """)
    #expect(
      errors == [
        "s.yaml:2:17: unknown id 'nobody' in `firstResponder`",
        "s.yaml:5:9: unknown id 'nowhere' in `next`",
        "s.yaml:9:53: unknown id 'nobdy' in `target`",
        "s.yaml:11:49: unknown id 'g9' in `requireToFail` (the scene declares no gestures; a scroll view's own pan is `ID.pan`)",
        "s.yaml:11:73: unknown id 'g8' in `simultaneousWith` (the scene declares no gestures; a scroll view's own pan is `ID.pan`)",
        "s.yaml:14:24: unknown id 'box' in `set`",
        "s.yaml:15:39: unknown id 'f1' in `becomeFirstResponder`",
        "s.yaml:16:39: unknown id 'f2' in `resignFirstResponder`",
        "s.yaml:17:26: unknown id 'sheet' in `present`",
      ])
  }

  @Test("requireToFail must name a gesture")
  func wrongKind() {
    let errors = sceneErrors(
      sceneWith(subviews: "- { id: a, gestures: [{ type: tap, requireToFail: [root] }] }"))
    #expect(errors == ["s.yaml:7:58: `requireToFail` must name a gesture; 'root' is a view"])
  }

  @Test("ids are letters, digits, underscores and dashes")
  func spelling() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: \"my box\" }"))
    #expect(errors == ["s.yaml:7:15: 'my box' is not a valid id (letters, digits, '_' and '-')"])
  }
}
