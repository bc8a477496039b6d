import ResponderCore
import ResponderScene
import Testing

/// `after:`, `animate: { delay: }` and `ID.animationEnded` with
/// `finished`: what the loader refuses and where
/// (UIView.animate(withDuration:delay:options:animations:completion:)).
@Suite("Time keys")
struct TimeKeyTests {
  static func scene(_ effect: String, entry: String = "go") -> String {
    """
    window: { width: 390, height: 844 }
    root:
      controller: main
      on:
        \(entry):
          - \(effect)
      view:
        id: root
        subviews:
          - { id: box, frame: [0, 0, 10, 10] }
          - { id: go, type: button, title: Go, frame: [0, 600, 100, 44], action: go }
    """
  }

  @Test("after, a delay and an animationEnded handler with finished load")
  func load() {
    #expect(loadScene(Self.scene("{ after: { seconds: 1.5, do: [{ log: hi }] } }")) != nil)
    #expect(loadScene(Self.scene("{ set: { box.alpha: 0 }, animate: { duration: 0.2, delay: 1 } }")) != nil)
    #expect(
      loadScene(Self.scene("{ when: { finished: \"== false\" }, log: cut }", entry: "box.animationEnded"))
        != nil)
  }

  @Test("after without seconds, and a misspelt key in it, are refused at the after map")
  func afterErrors() {
    let missing = sceneProblems(Self.scene("{ after: { do: [{ log: hi }] } }"))
    #expect(missing.map(\.problem) == [.missingKey(.afterSeconds)])
    #expect(missing.map(\.location) == [place(6, 18)])
    let misspelt = sceneProblems(Self.scene("{ after: { seconds: 1, doo: [] } }"))
    #expect(misspelt.map(\.problem) == [.unknownKey("doo", in: .after, suggestion: "do")])
    let negative = sceneProblems(Self.scene("{ after: { seconds: -1 } }"))
    #expect(negative.map(\.location) == [place(6, 29)])
  }

  @Test("a misspelt delay gets a did-you-mean; a delay over 60 s is refused")
  func delayErrors() {
    let misspelt = sceneProblems(Self.scene("{ set: { box.alpha: 0 }, animate: { dealy: 1 } }"))
    #expect(misspelt.map(\.problem) == [.unknownKey("dealy", in: .animation, suggestion: "delay")])
    let long = sceneProblems(Self.scene("{ set: { box.alpha: 0 }, animate: { delay: 61 } }"))
    #expect(long.map(\.problem) == [.outOfRange(.animationDuration, 61)])
  }

  @Test("finished outside an animationEnded handler can never hold and is refused")
  func finishedElsewhere() {
    let problems = sceneProblems(Self.scene("{ when: { finished: \"== true\" }, log: x }"))
    guard case .rule(.conditionNeverHolds("finished", _, _))? = problems.first?.problem else {
      Issue.record("expected conditionNeverHolds, got \(problems)")
      return
    }
  }

  @Test("animationEnded of an unknown view is refused with a did-you-mean")
  func unknownView() {
    let problems = sceneProblems(Self.scene("{ log: x }", entry: "bx.animationEnded"))
    #expect(problems.map(\.problem) == [.unknownID("bx", key: "on", suggestion: "box", gestures: nil)])
  }
}
