import ResponderCore
import ResponderScene
import Testing

/// `when:` on any property (`ID.property`), `any:` and `all:`: what the
/// loader accepts and refuses, and that every name it accepts is one Core
/// answers.
@Suite("Conditions read any property")
struct ConditionReadTests {
  static let scene = """
    window: { width: 390, height: 844 }
    root:
      controller: main
      on:
        go:
          - when: { KEY: "VALUE" }
            log: yes
      view:
        id: root
        subviews:
          - { id: inbox, type: scrollView, frame: [0, 0, 390, 500], contentSize: [390, 2000] }
          - { id: go, type: button, title: Go, frame: [0, 600, 100, 44], action: go }
          - id: photo
            frame: [0, 700, 100, 100]
            gestures: [{ id: pinch, type: pinch }]
    """

  func scene(_ key: String, _ value: String = "> 1") -> String {
    Self.scene.replacingOccurrences(of: "KEY", with: key).replacingOccurrences(of: "VALUE", with: value)
  }

  @Test("a view's, a recognizer's and a scroll view's pan's properties load")
  func readsLoad() {
    for key in [
      "inbox.contentOffset.y", "inbox.isDecelerating", "photo.transform.scale", "pinch.scale",
      "inbox.pan.state",
      "inbox.pan.velocity.y", "go.enabled", "photo.bounds.width",
    ] {
      #expect(loadScene(scene(key)) != nil, "\(key)")
    }
  }

  @Test("an unknown property names the id's kind, a did-you-mean and the properties it has")
  func unknownPropertyListsKnown() {
    let problems = sceneProblems(scene("inbox.contentOfset.y"))
    #expect(problems.map(\.location) == [place(6, 17)])
    guard case .unknownReadable(let id, _, let property, let suggestion, let known)? = problems.first?.problem
    else {
      Issue.record("expected unknownReadable, got \(problems)")
      return
    }
    #expect(id == "inbox" && property == "contentOfset.y" && suggestion == "contentOffset.y")
    #expect(known.contains("contentOffset.y") && known.contains("isDecelerating"))
    #expect(problems[0].description.contains("(properties: "))
  }

  @Test("a recognizer's property is checked against its kind: a pinch has no translation")
  func recognizerKind() {
    let problems = sceneProblems(scene("pinch.translation.x"))
    guard case .unknownReadable(let id, _, _, _, let known)? = problems.first?.problem else {
      Issue.record("expected unknownReadable, got \(problems)")
      return
    }
    #expect(id == "pinch" && known.contains("scale") && !known.contains("translation.x"))
  }

  @Test("an unknown id in a condition is refused with a did-you-mean")
  func unknownID() {
    let problems = sceneProblems(scene("inbx.contentOffset.y"))
    #expect(problems.map(\.location) == [place(6, 17)])
    #expect(problems.first?.problem == .unknownID("inbx", key: "when", suggestion: "inbox", gestures: nil))
  }

  @Test("any: that is not a list of maps is refused where it is written")
  func badGroup() {
    let problems = sceneProblems(
      Self.scene.replacingOccurrences(of: "{ KEY: \"VALUE\" }", with: "{ any: 3 }"))
    #expect(problems.map(\.location) == [place(6, 22)])
  }

  @Test("every name the loader accepts for a view or recognizer is one Core answers")
  func namesAnswered() throws {
    let views: [(ViewSpec.Kind, View)] = [
      (.view, View()), (.label, Label()), (.button, Button()), (.textField, TextField()), (.switch, Switch()),
      (.slider, Slider()), (.image, ImageView()), (.scrollView, ScrollView()),
      (.segmentedControl, SegmentedControl()),
    ]
    var unanswered: [String] = []
    for (kind, view) in views {
      for name in ReadableProperties.names(ofView: kind) where SceneBuilder.read(name, of: view) == nil {
        unanswered.append("\(kind).\(name)")
      }
    }
    #expect(unanswered == [])
    let recognizers: [(GestureSpec.Kind, GestureRecognizer)] = [
      (.tap, TapGestureRecognizer()), (.pan, PanGestureRecognizer()), (.pinch, PinchGestureRecognizer()),
      (.rotation, RotationGestureRecognizer()), (.longPress, LongPressGestureRecognizer()),
      (.swipe, SwipeGestureRecognizer()),
    ]
    for (kind, g) in recognizers {
      #expect(Set(ReadableProperties.names(ofGesture: kind)) == Set(g.propertyNames), "\(kind)")
    }
  }
}
