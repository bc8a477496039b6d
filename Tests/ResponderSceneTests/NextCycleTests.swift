import ResponderScene
import ResponderTestSupport
import Testing

@Suite("next cycles")
struct NextCycleTests {
  @Test("two views naming each other as next form a loop, reported once")
  func twoViews() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, next: b }\n- { id: b, next: a }"))
    #expect(errors == [SceneError(.chainLoop(["a", "b", "a"], presented: nil, over: nil), at: place(7, 24))])
  }

  @Test("a superview whose next is its own subview loops through the default chain")
  func throughDefault() {
    //   root
    //   └─ outer (next: inner)
    //      └─ inner          (default next: outer)
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - id: outer
            next: inner
            subviews:
              - { id: inner }
          """))
    #expect(
      errors == [
        SceneError(.chainLoop(["outer", "inner", "outer"], presented: nil, over: nil), at: place(8, 15))
      ])
  }

  @Test("the window's next pointing back into the tree loops")
  func windowLoop() {
    let errors = sceneProblems(
      """
      window: { width: 390, height: 844, next: root }
      root:
        controller: main
        view: { id: root }
      """)
    #expect(
      errors == [
        SceneError(
          .chainLoop(["window", "root", "main", "window"], presented: nil, over: nil), at: place(1, 42))
      ])
  }

  @Test("an override that skips ahead without looping is fine")
  func noLoop() {
    let document = loadScene(sceneWith(subviews: "- { id: a, next: window }"))
    #expect(rootSubviews(document!).first?.next?.value == "window")
  }

  @Test("a loop that closes only when a listed controller is presented over the root is found")
  func presentedListed() {
    let errors = sceneProblems(
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
    #expect(
      errors == [
        SceneError(.chainLoop(["main", "inner", "main"], presented: nil, over: nil), at: place(4, 9))
      ])
  }

  @Test("a loop that closes when one listed controller is presented over another is found")
  func presentedStacked() {
    let errors = sceneProblems(
      sceneWith(
        controllers: """
          - controller: first
            next: second
            view: { id: firstView }
          - controller: second
            view: { id: secondView }
          """))
    #expect(
      errors == [
        SceneError(
          .chainLoop(["second", "first", "second"], presented: "second", over: "first"), at: place(7, 11))
      ])
  }

  @Test("a loop through a stack of three presentations is found, as its shortest presentation")
  func presentedDepthThree() {
    // main ← first ← second ← third: third → second → first → third.
    // `first` names `third`, so `third` over `first` already loops.
    let errors = sceneProblems(
      sceneWith(
        controllers: """
          - controller: first
            next: third
            view: { id: firstView }
          - controller: second
            view: { id: secondView }
          - controller: third
            view: { id: thirdView }
          """))
    #expect(
      errors == [
        SceneError(
          .chainLoop(["third", "first", "third"], presented: "third", over: "first"), at: place(7, 11))
      ])
  }

  @Test("a loop through a view deep in a four-controller stack, and one declared at load, are found")
  func presentedDepthFour() {
    // main ← a ← b ← c: c → b → a → bInner → bView → b, a loop that c's
    // chain runs into; `a` names a view inside b's tree, so b over a is
    // the shortest presentation that closes it.
    let errors = sceneProblems(
      sceneWith(
        controllers: """
          - controller: a
            next: bInner
            view: { id: aView }
          - controller: b
            view: { id: bView, subviews: [{ id: bInner }] }
          - controller: c
            view: { id: cView }
          """))
    #expect(
      errors == [
        SceneError(
          .chainLoop(["b", "a", "bInner", "bView", "b"], presented: "b", over: "a"), at: place(7, 11))
      ])
    // The root's `present:` chain is on screen at load: its loop is a loop of fixed edges.
    let atLoad = sceneProblems(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        next: d
        view: { id: root }
        present:
          controller: b
          view: { id: bView }
          present:
            controller: c
            view: { id: cView }
            present:
              controller: d
              view: { id: dView }
      """)
    #expect(
      atLoad == [
        SceneError(.chainLoop(["main", "d", "c", "b", "main"], presented: nil, over: nil), at: place(4, 9))
      ])
  }

  @Test("a controller declared under a listed one is presented on its own, not with its declarer")
  func nestedUnderListed() {
    // `detail` is declared by `menu`'s `present:` but a `present: detail`
    // effect may show it over `settings`, whose next is `detail`.
    let errors = sceneProblems(
      sceneWith(
        controllers: """
          - controller: menu
            view: { id: menuView }
            present:
              controller: detail
              view: { id: detailView }
          - controller: settings
            next: detail
            view: { id: settingsView }
          """))
    #expect(
      errors == [
        SceneError(
          .chainLoop(["detail", "settings", "detail"], presented: "detail", over: "settings"),
          at: place(12, 11))
      ])
  }

  @Test("a long chain of overrides without a loop loads, and one closing at its far end is found")
  func longChain() {
    // c0 → c1 → … → c2999 → window, and a free controller nobody names:
    // every presenter's walk is long, and memoised.
    let n = 3000
    func scene(lastNext: String) -> String {
      var lines = ["- { controller: lonely, view: { id: lonelyView } }"]
      for k in 0..<n {
        let next = k == n - 1 ? lastNext : "c\(k + 1)"
        lines.append("- { controller: c\(k), next: \(next), view: { id: v\(k) } }")
      }
      return sceneWith(controllers: lines.joined(separator: "\n"))
    }
    #expect(loadScene(scene(lastNext: "window")) != nil)
    // The last one names `lonely`: lonely over c2999 loops, and so does
    // lonely over any c; the shortest loop is reported.
    let errors = sceneProblems(scene(lastNext: "lonely"))
    #expect(
      errors == [
        SceneError(
          .chainLoop(["lonely", "c2999", "lonely"], presented: "lonely", over: "c2999"), at: place(3006, 32))
      ])
  }
}
