import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Ids and references")
struct IDTests {
  @Test("a duplicate id names the line of the first one")
  func duplicate() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a }\n- { id: b }\n- { id: a }"))
    #expect(errors == [SceneError(.duplicateID("a", firstLine: 7), at: place(9, 15))])
  }

  @Test("reserved ids cannot name views or controllers")
  func reservedDeclared() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { id: window }\n- { controller: appDelegate }"))
    #expect(
      errors == [
        SceneError(.reservedID("window"), at: place(7, 15)),
        SceneError(.reservedID("appDelegate"), at: place(8, 23)),
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
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, next: appDelegate }"))
    #expect(errors == [SceneError(.noAppDelegate(key: "next"), at: place(7, 24))])
  }

  @Test("every kind of reference to an unknown id is reported")
  func unknownReferences() {
    let errors = sceneProblems(
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
    func unknown(_ id: String, _ key: String, gestures: [String]? = nil) -> SceneProblem {
      .unknownID(id, key: key, suggestion: nil, gestures: gestures)
    }
    #expect(
      errors == [
        SceneError(unknown("nobody", "firstResponder"), at: place(2, 17)),
        SceneError(unknown("nowhere", "next"), at: place(5, 9)),
        SceneError(unknown("nobdy", "target"), at: place(9, 53)),
        SceneError(unknown("g9", "requireToFail", gestures: []), at: place(11, 49)),
        SceneError(unknown("g8", "simultaneousWith", gestures: []), at: place(11, 73)),
        SceneError(unknown("box", "set"), at: place(14, 24)),
        SceneError(unknown("f1", "becomeFirstResponder"), at: place(15, 39)),
        SceneError(unknown("f2", "resignFirstResponder"), at: place(16, 39)),
        SceneError(unknown("sheet", "present"), at: place(17, 26)),
      ])
  }

  @Test("requireToFail must name a gesture")
  func wrongKind() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { id: a, gestures: [{ type: tap, requireToFail: [root] }] }"))
    #expect(
      errors == [
        SceneError(
          .wrongReference(key: "requireToFail", id: "root", .notAGesture(.view(.view))),
          at: place(7, 58))
      ])
  }

  @Test("ids are letters, digits, underscores and dashes")
  func spelling() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: \"my box\" }"))
    #expect(errors == [SceneError(.malformed(.id, "my box"), at: place(7, 15))])
  }

  @Test("of equally close ids the did-you-mean names the first in order, on every run")
  func tiedSuggestion() {
    // dot0, dot2 and dot3 are each one edit from dot1; the suggestion used
    // to follow the dictionary's order, which changes from run to run.
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: dot3 }
          - { id: dot0 }
          - { id: dot2 }
          - { id: b, on: { touchesEnded: { set: { dot1.alpha: 1 } } } }
          """))
    #expect(errors.map(\.problem) == [.unknownID("dot1", key: "set", suggestion: "dot0", gestures: nil)])
  }
}
