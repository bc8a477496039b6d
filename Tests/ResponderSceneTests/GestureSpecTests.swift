import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Gesture specs")
struct GestureSpecTests {
  @Test("a setting the recognizer kind lacks is refused")
  func inapplicable() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, gestures: [{ type: tap, direction: left }] }"))
    #expect(
      errors == [
        SceneError(.misplacedKey("direction", .gestureKinds([.swipe], not: .tap)), at: place(7, 42))
      ])
  }

  @Test("an effect must match its recognizer")
  func effectMismatch() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, gestures: [{ type: pinch, effect: move }] }"))
    #expect(
      errors == [SceneError(.rule(.effectGesture(.move, needs: .pan, not: .pinch)), at: place(7, 52))])
  }

  @Test("an unknown gesture type suggests the closest")
  func unknownType() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, gestures: [{ type: longpress }] }"))
    #expect(
      errors == [
        SceneError(.unknownName(.gestureType, "longpress", suggestion: "longPress"), at: place(7, 37))
      ])
  }

  @Test("a swipe takes one direction or a list")
  func directions() {
    let document = loadScene(
      sceneWith(
        subviews: """
          - id: a
            gestures:
              - { id: s1, type: swipe, direction: left }
              - { id: s2, type: swipe, direction: [up, down], touches: 2 }
          """))
    let gestures = rootSubviews(document!).first!.gestures
    #expect(gestures.map(\.directions) == [[.left], [.up, .down]])
    #expect(gestures[1].touches == 2)
  }

  @Test("taps must be a whole number from 1")
  func taps() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, gestures: [{ type: tap, taps: 0 }] }"))
    #expect(errors == [SceneError(.outOfRange(.wholeNumber(from: 1), 0), at: place(7, 48))])
  }
}
