import ResponderScene
import ResponderTestSupport
import Testing

/// `set: { state.t.property: … }` is checked against every name `state.t`
/// is given, as the key written with that name would be (issue 37, item 10:
/// a state holding the window resized and hid it, though `window.frame`
/// is refused).
@Suite("What a state names, checked where it is set")
struct StateTargetTests {
  /// `state.t` starts as `none`; tapping `a` gives it `given` (line 8), and
  /// tapping `b` sets `sets` on whatever it holds (line 9).
  private func scene(given: String, sets: String) -> String {
    "state: { t: none }\n"
      + sceneWith(
        subviews: """
          - { id: a, frame: [0, 0, 100, 100], on: { touchesEnded: { set: { state.t: \(given) } } } }
          - { id: b, frame: [100, 0, 100, 100], on: { touchesEnded: { set: { \(sets) } } } }
          - { id: l, type: label, text: Hi, frame: [200, 0, 100, 100], gestures: [{ id: g, type: tap, action: go }] }
          """)
  }

  @Test("a state given the window cannot resize or hide it, as window.frame cannot")
  func window() {
    let errors = sceneProblems(
      scene(given: "window", sets: "state.t.frame: [0, 0, 10, 10], state.t.hidden: true"))
    #expect(
      errors == [
        SceneError(
          .stateHolds(state: "t", id: "window", givenAtLine: 8, .windowColourOnly), at: place(9, 74)),
        SceneError(
          .stateHolds(state: "t", id: "window", givenAtLine: 8, .windowColourOnly), at: place(9, 105)),
      ])
    #expect(
      errors.first?.description
        == "s.yaml:9:74: `state.t` is given 'window' at line 8, and the window has only `color` to set")
    // Its colour, as `window.color`, is allowed.
    #expect(loadScene(scene(given: "window", sets: "state.t.color: \"#ff0000\"")) != nil)
  }

  @Test("a state given a gesture, the application or a view without the property is refused the same way")
  func others() {
    #expect(
      sceneProblems(scene(given: "g", sets: "state.t.hidden: true")).map(\.problem) == [
        .stateHolds(state: "t", id: "g", givenAtLine: 8, .gestureEnabledOnly)
      ])
    #expect(
      sceneProblems(scene(given: "application", sets: "state.t.alpha: 0.5")).map(\.problem) == [
        .stateHolds(state: "t", id: "application", givenAtLine: 8, .notSettable(.reserved))
      ])
    #expect(
      sceneProblems(scene(given: "a", sets: "state.t.text: x")).map(\.problem) == [
        .stateHolds(state: "t", id: "a", givenAtLine: 8, .noSuchProperty(viewKind: .view, property: .text))
      ])
  }

  @Test("a state given views that have the property, or names that are no id, loads")
  func allowed() {
    #expect(loadScene(scene(given: "l", sets: "state.t.text: x, state.t.frame: [0, 0, 10, 10]")) != nil)
    #expect(loadScene(scene(given: "nothing", sets: "state.t.hidden: true")) != nil)
  }
}
