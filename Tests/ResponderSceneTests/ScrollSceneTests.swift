import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// `type: scrollView` in a scene: its keys, their errors and the defaults.
@Suite("Scroll view scene keys")
struct ScrollSceneTests {
  @Test("a misspelt scroll key suggests the right one")
  func misspelt() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, type: scrollView, contentSise: [1, 2] }"))
    #expect(errors == ["s.yaml:7:36: unknown key 'contentSise' in a view; did you mean 'contentSize'?"])
  }

  @Test("contentOffset.y is for set effects; a view map writes contentOffset")
  func dottedKey() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, type: scrollView, contentOffset.y: 3 }"))
    #expect(errors == ["s.yaml:7:36: unknown key 'contentOffset.y' in a view; did you mean 'contentOffset'?"])
    let setErrors = sceneErrors(
      sceneWith(subviews: "- { id: a, on: { go: { set: { a.contentOffset.y: 3 } } } }"))
    #expect(setErrors == ["s.yaml:7:37: 'a' is a view, which has no `contentOffset.y`"])
  }

  @Test("a scroll key on another kind of view is refused")
  func wrongKind() {
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, pagingEnabled: true }"))
    #expect(errors == ["s.yaml:7:18: `pagingEnabled` applies only to scrollView views, not view"])
  }

  @Test("shapes and ranges are checked at the value")
  func shapes() {
    let errors = sceneErrors(
      sceneWith(
        subviews:
          "- { id: a, type: scrollView, contentSize: [1], contentOffset: 3, contentInset: [0, 0, -1, 0], decelerationRate: normall }"
      ))
    #expect(
      errors == [
        "s.yaml:7:49: expected 2 numbers [width, height], got 1",
        "s.yaml:7:69: expected a list [x, y], got a number",
        "s.yaml:7:93: expected a number ≥ 0, got -1",
        "s.yaml:7:119: unknown deceleration rate 'normall'; did you mean 'normal'?",
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
    let errors = sceneErrors(sceneWith(subviews: "- { id: a, on: { dragged.endd: { log: x } } }"))
    #expect(errors == ["s.yaml:7:24: unknown gesture phase 'endd'; did you mean 'ended'?"])
  }

  @Test("conditions name a gesture value and compare it with a number")
  func conditions() {
    let errors = sceneErrors(
      sceneWith(
        subviews:
          "- { id: a, on: { dragged.ended: { when: { translaton.x: \"> 1\", scale: \"big\" }, log: x } } }"))
    #expect(
      errors == [
        "s.yaml:7:49: unknown key 'translaton.x' in a condition; did you mean 'translation.x'?",
        "s.yaml:7:77: 'big' is not a comparison; write \"> 100\", \"<= -50\", \"== 1\" or \"!= 0\"",
      ])
  }

  @Test("animate takes a known curve and applies to set, add and remove effects only")
  func animate() {
    let errors = sceneErrors(
      sceneWith(
        subviews:
          "- { id: a, on: { go: [{ set: { a.alpha: 0 }, animate: { curve: sprung } }, { log: x, animate: { duration: 1 } }] } }"
      ))
    #expect(
      errors == [
        "s.yaml:7:70: unknown curve 'sprung'; did you mean 'spring'?",
        "s.yaml:7:82: `animate` applies to `set`, `add` and `remove` effects",
      ])
  }
}

/// `add`, `remove`, a gesture's `axis` and `undo`.
@Suite("Add, remove and gesture effect keys")
struct AddRemoveKeyTests {
  @Test("add needs to: and view:, suggests its keys, and remove names a view")
  func addRemove() {
    let errors = sceneErrors(
      sceneWith(subviews: "- { id: a, on: { go: [{ add: { too: a, view: { id: b } } }, { remove: nope }] } }")
    )
    #expect(
      errors == [
        "s.yaml:7:36: `add` needs `to: id` and `view: {...}`",
        "s.yaml:7:38: unknown key 'too' in an add effect; did you mean 'to'?",
        "s.yaml:7:77: unknown id 'nope' in `remove`",
      ])
  }

  @Test("a misspelt axis suggests the right one; undo takes true or false")
  func axis() {
    let errors = sceneErrors(
      sceneWith(subviews: "- { id: a, gestures: [{ type: pan, effect: move, axis: vertcal, undo: no }] }"))
    #expect(
      errors == [
        "s.yaml:7:62: unknown axis 'vertcal'; did you mean 'vertical'?",
        "s.yaml:7:77: expected true or false, got a string",
      ])
  }
}
