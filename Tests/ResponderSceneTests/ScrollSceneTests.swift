import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// `type: scrollView` in a scene: its keys, their errors and the defaults.
@Suite("Scroll view scene keys")
struct ScrollSceneTests {
  @Test("a misspelt scroll key suggests the right one")
  func misspelt() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, type: scrollView, contentSise: [1, 2] }"))
    #expect(
      errors == [
        SceneError(.unknownKey("contentSise", in: .view, suggestion: "contentSize"), at: place(7, 36))
      ])
  }

  @Test("contentOffset.y is for set effects; a view map writes contentOffset")
  func dottedKey() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, type: scrollView, contentOffset.y: 3 }"))
    #expect(
      errors == [
        SceneError(
          .unknownKey("contentOffset.y", in: .view, suggestion: "contentOffset"), at: place(7, 36))
      ])
    let setErrors = sceneProblems(
      sceneWith(subviews: "- { id: a, on: { go: { set: { a.contentOffset.y: 3 } } } }"))
    #expect(
      setErrors == [
        SceneError(
          .wrongReference(
            key: "set", id: "a", .noSuchProperty(viewKind: .view, property: .contentOffsetY)),
          at: place(7, 37))
      ])
  }

  @Test("a scroll key on another kind of view is refused")
  func wrongKind() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, pagingEnabled: true }"))
    #expect(
      errors == [
        SceneError(.misplacedKey("pagingEnabled", .viewKinds([.scrollView], not: .view)), at: place(7, 18))
      ])
  }

  @Test("shapes and ranges are checked at the value")
  func shapes() {
    let errors = sceneProblems(
      sceneWith(
        subviews:
          "- { id: a, type: scrollView, contentSize: [1], contentOffset: 3, contentInset: [0, 0, -1, 0], decelerationRate: normall }"
      ))
    #expect(
      errors == [
        SceneError(.rule(.numberCount(2, shape: .widthHeight, got: 1)), at: place(7, 49)),
        SceneError(.wrongKind(expected: .numberList(.xy), found: .number), at: place(7, 69)),
        SceneError(.outOfRange(.nonNegative, -1), at: place(7, 93)),
        SceneError(.unknownName(.decelerationRate, "normall", suggestion: "normal"), at: place(7, 119)),
      ])
  }

  @Test("the builder applies the keys and UIKit's defaults; the content size defaults to the content")
  func builds() throws {
    let doc = try #require(
      loadScene(
        sceneWith(
          subviews:
            "- { id: a, type: scrollView, frame: [0, 0, 100, 100], contentOffset: [0, 20], pagingEnabled: true, subviews: [{ id: b, frame: [0, 0, 100, 250] }] }"
        )))
    let scene = SceneBuilder().build(doc)
    let s = try #require(scene.views["a"] as? ScrollView)
    #expect(s.contentSize == Size(width: 100, height: 250))
    #expect(s.contentOffset == Point(x: 0, y: 20))
    #expect(s.isPagingEnabled)
    #expect(s.delaysContentTouches && s.canCancelContentTouches && s.bounces && s.clipsToBounds)
    #expect(scene.recognizers["a.pan"] === s.panGestureRecognizer)
  }
}

/// `action.phase` keys in `on:`, and the `when:`, `else:`, `animate:` keys of an effect.
@Suite("Gesture phase and condition keys")
struct GesturePhaseKeyTests {
  @Test("a misspelt phase suggests the right one")
  func phase() {
    let errors = sceneProblems(sceneWith(subviews: "- { id: a, on: { dragged.endd: { log: x } } }"))
    #expect(
      errors == [SceneError(.unknownName(.gesturePhase, "endd", suggestion: "ended"), at: place(7, 24))])
  }

  @Test("conditions name a gesture value and compare it with a number")
  func conditions() {
    let errors = sceneProblems(
      sceneWith(
        subviews:
          "- { id: a, on: { dragged.ended: { when: { translaton.x: \"> 1\", scale: \"big\" }, log: x } }, "
          + "gestures: [{ type: pinch, action: dragged }] }"))
    #expect(
      errors == [
        SceneError(
          .unknownKey("translaton.x", in: .condition, suggestion: "translation.x"), at: place(7, 49)),
        SceneError(.malformed(.comparison(onState: false), "big"), at: place(7, 77)),
      ])
  }

  @Test("a phase key written with a recognizer's id, not its action, is refused with the key to write")
  func phaseOfID() {
    let errors = sceneProblems(
      sceneWith(
        subviews:
          "- { id: a, gestures: [{ id: move, type: pan, action: moved }], on: { move.ended: { log: x } } }"))
    #expect(
      errors.map(\.problem) == [
        .rule(.phaseOfNoRecognizer("move.ended", action: "move", actionOfID: "moved"))
      ])
    #expect(errors.first?.message.hasSuffix("write `moved.ended`") == true, "\(errors)")
  }

  @Test("a condition on a value no sender of the action has is refused; one a sender has passes")
  func conditionSenders() {
    let errors = sceneProblems(
      "state: { n: 0 }\n"
        + sceneWith(
          subviews: """
            - id: a
              gestures: [{ id: move, type: pan, action: moved }]
              on:
                moved.ended: [{ when: { scale: "> 1", translation.x: "> 1", position.x: "> 0" }, log: x }]
                touchesEnded: [{ when: { velocity.y: "> 1", state.n: "> 0" }, log: y }]
            """))
    #expect(
      errors.map(\.problem) == [
        .rule(.conditionNeverHolds("scale", action: "moved", senders: ["pan"])),
        .rule(.conditionNeverHolds("velocity.y", action: "touchesEnded", senders: [])),
      ])
    let scroll = sceneProblems(
      sceneWith(
        subviews: """
          - id: list
            type: scrollView
            panAction: scrolled
            on: { scrolled.ended: [{ when: { page: "> 0", rotation: "> 1" }, log: x }] }
          """))
    #expect(errors.count == 2)
    #expect(
      scroll.map(\.problem) == [
        .rule(.conditionNeverHolds("rotation", action: "scrolled", senders: ["scrollView pan"]))
      ])
  }

  @Test("animate takes a known curve and applies to set, add and remove effects only")
  func animate() {
    let errors = sceneProblems(
      sceneWith(
        subviews:
          "- { id: a, on: { go: [{ set: { a.alpha: 0 }, animate: { curve: sprung } }, { log: x, animate: { duration: 1 } }] } }"
      ))
    #expect(
      errors == [
        SceneError(.unknownName(.curve, "sprung", suggestion: "spring"), at: place(7, 70)),
        SceneError(.misplacedKey("animate", .animatedEffectsOnly), at: place(7, 82)),
      ])
  }
}

/// `add`, `remove`, a gesture's `axis` and `undo`.
@Suite("Add, remove and gesture effect keys")
struct AddRemoveKeyTests {
  @Test("add needs to: and view:, suggests its keys, and remove names a view")
  func addRemove() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { id: a, on: { go: [{ add: { too: a, view: { id: b } } }, { remove: nope }] } }")
    )
    #expect(
      errors == [
        SceneError(.missingKey(.addTargetAndView), at: place(7, 36)),
        SceneError(.unknownKey("too", in: .addEffect, suggestion: "to"), at: place(7, 38)),
        SceneError(.unknownID("nope", key: "remove", suggestion: nil, gestures: nil), at: place(7, 77)),
      ])
  }

  @Test("a misspelt axis suggests the right one; undo takes true or false")
  func axis() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { id: a, gestures: [{ type: pan, effect: move, axis: vertcal, undo: no }] }"))
    #expect(
      errors == [
        SceneError(.unknownName(.axis, "vertcal", suggestion: "vertical"), at: place(7, 62)),
        SceneError(.wrongKind(expected: .bool, found: .string), at: place(7, 77)),
      ])
  }
}
