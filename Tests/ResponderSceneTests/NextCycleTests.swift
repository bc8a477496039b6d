import ResponderScene
import Testing

@Suite("next cycles")
struct NextCycleTests {
  @Test("two views naming each other as next form a loop, reported once")
  func twoViews() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, next: b }\n- { id: b, next: a }"))
    #expect(errors == ["s.yaml:7:24: `next` makes a loop in the responder chain: a → b → a"])
  }

  @Test("a superview whose next is its own subview loops through the default chain")
  func throughDefault() {
    //   root
    //   └─ outer (next: inner)
    //      └─ inner          (default next: outer)
    let errors = sceneErrors(
      sceneWith(
        subviews: """
          - id: outer
            next: inner
            subviews:
              - { id: inner }
          """))
    #expect(errors == ["s.yaml:8:15: `next` makes a loop in the responder chain: outer → inner → outer"])
  }

  @Test("the window's next pointing back into the tree loops")
  func windowLoop() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844, next: root }
      root:
        controller: main
        view: { id: root }
      """)
    #expect(
      errors == ["s.yaml:1:42: `next` makes a loop in the responder chain: window → root → main → window"])
  }

  @Test("an override that skips ahead without looping is fine")
  func noLoop() {
    let document = loadScene(sceneWith(subviews: "- { id: a, next: window }"))
    #expect(rootSubviews(document!).first?.next?.value == "window")
  }

  @Test("a loop that closes only when a listed controller is presented over the root is found")
  func presentedListed() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        next: inner
        view:
          id: root
          subviews:
            - { id: open, frame: [0, 0, 100, 40], on: { touchesBegan: { present: inner } } }
      controllers:
        - controller: inner
          view: { id: innerView }
      """)
    #expect(errors == ["s.yaml:4:9: `next` makes a loop in the responder chain: main → inner → main"])
  }

  @Test("a loop that closes when one listed controller is presented over another is found")
  func presentedStacked() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view: { id: root }
      controllers:
        - controller: first
          next: second
          view: { id: firstView }
        - controller: second
          view: { id: secondView }
      """)
    #expect(
      errors == [
        "s.yaml:7:11: `next` makes a loop in the responder chain once 'second' is presented over 'first': second → first → second"
      ])
  }
}
