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

  @Test("a recognizer with an unknown type keeps its id: one error, not one per recognizer naming it")
  func unknownTypeKeepsID() {
    let errors = sceneProblems(
      sceneWith(
        subviews:
          "- { id: a, gestures: [{ id: zoom, type: pinh }, { id: spin, type: rotation, simultaneousWith: [zoom] }] }"
      ))
    #expect(errors.map(\.problem) == [.unknownName(.gestureType, "pinh", suggestion: "pinch")])
  }

  @Test("a recognizer that requires its own failure is refused where it names itself")
  func requiresItself() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - id: a
            gestures:
              - { id: move, type: pan, requireToFail: [swipe, move] }
              - { id: swipe, type: swipe, shouldRequireFailureOf: [swipe] }
          """))
    #expect(
      errors.map(\.problem) == [
        .rule(.requiresItself("move", key: "requireToFail")),
        .rule(.requiresItself("swipe", key: "shouldRequireFailureOf")),
      ])
    #expect(
      errors.first?.description
        == "s.yaml:9:59: `move` names itself in `requireToFail`: a recognizer that waits for its own failure never recognizes"
    )
  }

  @Test("an unknown curve, direction, edge, axis or deceleration rate lists what it could be")
  func listsChoices() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - id: a
            gestures:
              - { type: swipe, direction: lft }
              - { type: screenEdgePan, edges: [side] }
              - { type: pan, effect: move, axis: diagonal }
            on: { go: [{ set: { a.alpha: 0 }, animate: { curve: bouncy } }] }
          """))
    let messages = errors.map(\.message)
    #expect(messages.contains { $0.contains("'lft'") && $0.contains("right, left, up, down") }, "\(messages)")
    #expect(
      messages.contains { $0.contains("'side'") && $0.contains("left, right, top, bottom") }, "\(messages)")
    #expect(messages.contains { $0.contains("'diagonal'") && $0.contains("horizontal") }, "\(messages)")
    #expect(
      messages.contains { $0.contains("'bouncy'") && $0.contains("easeInOut, linear, spring") }, "\(messages)"
    )
    let rate = sceneProblems(sceneWith(subviews: "- { id: s, type: scrollView, decelerationRate: slow }"))
    #expect(
      rate.first?.message.contains("(normal, fast, or a number per ms such as 0.995)") == true, "\(rate)")
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
