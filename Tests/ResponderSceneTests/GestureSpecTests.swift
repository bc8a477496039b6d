import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Gesture specs")
struct GestureSpecTests {
  @Test("a setting the recognizer kind lacks is refused")
  func inapplicable() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, gestures: [{ type: tap, direction: left }] }"))
    #expect(errors == ["s.yaml:7:42: `direction` applies only to swipe gestures, not tap"])
  }

  @Test("an effect must match its recognizer")
  func effectMismatch() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, gestures: [{ type: pinch, effect: move }] }"))
    #expect(errors == ["s.yaml:7:52: `effect: move` needs a pan gesture, not pinch"])
  }

  @Test("an unknown gesture type suggests the closest")
  func unknownType() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, gestures: [{ type: longpress }] }"))
    #expect(errors == ["s.yaml:7:37: unknown gesture type 'longpress'; did you mean 'longPress'?"])
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
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, gestures: [{ type: tap, taps: 0 }] }"))
    #expect(errors == ["s.yaml:7:48: expected a whole number from 1 to 100, got 0"])
  }
}
