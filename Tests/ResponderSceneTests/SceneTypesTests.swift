import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// A view whose `hitTest` sends every hit inside it to itself: its subviews never get touches.
final class Shield: View, SceneConstructible {
  required init() { super.init() }
  override func hitTest(_ point: Point, with event: Event?) -> View? {
    self.point(inside: point, with: event) && !isHidden ? self : nil
  }
}

/// A button subclass: it takes a button's keys (`title`, `action`).
final class BigButton: Button, SceneConstructible {
  required init() { super.init() }
}

/// A view that sets its own frame when the scene gives none.
final class Badge: View, SceneConstructible {
  required init() { super.init(identifier: "badge", frame: Rect(x: 1, y: 2, width: 30, height: 40)) }
}

final class MainController: ViewController, SceneConstructible {
  required init() { super.init(view: View()) }
}

final class Delegate: Responder, SceneConstructible {
  required init() { super.init() }
}

/// `type:` and `class:` naming Swift classes registered with `SceneTypes`,
/// from the file to the built objects, and the errors for names nobody registered.
@Suite("Swift classes named in scenes")
struct SceneTypesTests {
  var types: SceneTypes {
    var t = SceneTypes()
    t.register(Shield.self, as: "Shield")
    t.register(BigButton.self, as: "BigButton")
    t.register(Badge.self, as: "Badge")
    t.register(MainController.self, as: "MainController")
    t.register(Delegate.self, as: "Delegate")
    return t
  }

  func load(_ yaml: String, types: SceneTypes) throws -> SceneDocument {
    switch SceneLoader.parse(text: yaml, file: "s.yaml", baseDirectory: "/nonexistent", types: types) {
    case .success(let doc): return doc
    case .failure(let e):
      Issue.record("expected the scene to load:\n\(e)")
      throw e
    }
  }

  /// The errors as cases (`SceneProblemTextTests` pins their words).
  func errors(_ yaml: String, types: SceneTypes) -> [SceneError] {
    switch SceneLoader.parse(text: yaml, file: "s.yaml", baseDirectory: "/nonexistent", types: types) {
    case .success:
      Issue.record("expected errors, the scene loaded")
      return []
    case .failure(let e): return e.errors
    }
  }

  /// The names `types` registers for a view's `type:`.
  static let viewNames = ["Badge", "BigButton", "Shield"]

  @Test("a registered class is built for its type: and its base kind's keys apply")
  func builtWithKeys() throws {
    //     window 300×300
    //     └─ root
    //        ├─ shield [0, 0, 100, 100]  Shield (hitTest returns itself)
    //        │  └─ inner [10, 10, 50, 50]
    //        └─ big [150, 0, 100, 40]    BigButton, title "Go", action go
    let yaml = sceneWith(
      width: 300, height: 300,
      subviews: """
        - id: shield
          type: Shield
          frame: [0, 0, 100, 100]
          color: "#ff0000"
          subviews:
            - { id: inner, frame: [10, 10, 50, 50] }
        - { id: big, type: BigButton, frame: [150, 0, 100, 40], title: Go, action: go }
        """)
    let doc = try load(yaml, types: types)
    let scene = SceneBuilder(types: types).build(doc)
    let shield = try #require(scene.views["shield"] as? Shield)
    #expect(shield.frame == Rect(x: 0, y: 0, width: 100, height: 100))
    #expect(shield.backgroundColor != nil)
    #expect(scene.window.hitTest(Point(x: 20, y: 20), with: nil) === shield)
    let big = try #require(scene.views["big"] as? BigButton)
    #expect(big.title == "Go")
    #expect(rootSubviews(doc).map { $0.typeName?.value } == ["Shield", "BigButton"])
  }

  @Test("a view without frame: keeps the frame its init() gave it; an id replaces its own")
  func ownFrame() throws {
    let yaml = sceneWith(subviews: "- { id: mine, type: Badge }")
    let scene = SceneBuilder(types: types).build(try load(yaml, types: types))
    let badge = try #require(scene.views["mine"] as? Badge)
    #expect(badge.frame == Rect(x: 1, y: 2, width: 30, height: 40))
    #expect(badge.identifier == "mine")
  }

  @Test("a controller's class: makes that ViewController subclass, owning the scene's view")
  func controllerClass() throws {
    let yaml = """
      window: { width: 390, height: 844 }
      root:
        controller: main
        class: MainController
        view: { id: root, subviews: [{ id: leaf, frame: [0, 0, 10, 10] }] }
      """
    let scene = SceneBuilder(types: types).build(try load(yaml, types: types))
    let main = try #require(scene.controllers["main"] as? MainController)
    #expect(main.view === scene.views["root"])
    #expect(scene.window.rootViewController === main)
    let leaf = try #require(scene.responder("leaf"))
    #expect(leaf.responderChain.map(\.identifier) == ["leaf", "root", "main", "window", "application"])
  }

  @Test("appDelegate's class: makes that Responder subclass the application's next responder")
  func delegateClass() throws {
    let yaml = """
      window: { width: 390, height: 844 }
      appDelegate: { class: Delegate }
      root: { controller: main, view: { id: root } }
      """
    let scene = SceneBuilder(types: types).build(try load(yaml, types: types))
    #expect(scene.app.delegate is Delegate)
    #expect(scene.responder("appDelegate") is Delegate)
  }

  @Test("an unregistered type is an error at its line and column, with did-you-mean over registered names")
  func unregisteredDidYouMean() {
    let yaml = sceneWith(subviews: "- { id: s, type: Sheild }")
    #expect(
      errors(yaml, types: types) == [
        SceneError(
          .unknownClass("Sheild", place: .view, suggestion: "Shield", registered: Self.viewNames),
          at: place(7, 24))
      ])
  }

  @Test("a name close to nothing lists what is registered; with nothing registered it says how to register")
  func unregisteredListsNames() {
    let yaml = sceneWith(subviews: "- { id: s, type: SwipeCard }")
    #expect(
      errors(yaml, types: types) == [
        SceneError(
          .unknownClass("SwipeCard", place: .view, suggestion: nil, registered: Self.viewNames),
          at: place(7, 24))
      ])
    #expect(
      errors(yaml, types: SceneTypes()) == [
        SceneError(
          .unknownClass("SwipeCard", place: .view, suggestion: nil, registered: []), at: place(7, 24))
      ])
  }

  @Test("a class registered with another base is refused where it does not fit")
  func wrongBase() {
    let asView = sceneWith(subviews: "- { id: s, type: MainController }")
    #expect(
      errors(asView, types: types) == [
        SceneError(.misplacedClass("MainController", registeredAs: .controller), at: place(7, 24))
      ])
    let asController = """
      window: { width: 390, height: 844 }
      root: { controller: main, class: Shield }
      """
    #expect(
      errors(asController, types: types) == [
        SceneError(.misplacedClass("Shield", registeredAs: .view(.view)), at: place(2, 34))
      ])
  }

  @Test("a View subclass's keys are its base kind's: a button key on a plain view subclass is refused")
  func baseKindKeys() {
    let yaml = sceneWith(subviews: "- { id: s, type: Shield, title: Go }")
    #expect(
      errors(yaml, types: types) == [
        SceneError(.misplacedKey("title", .viewKinds([.button], not: .view)), at: place(7, 32))
      ])
  }

  @Test("SceneTypes.unchecked lets unknown names through, takes any kind's keys and lists the names")
  func unchecked() throws {
    let yaml = """
      window: { width: 390, height: 844 }
      root:
        controller: main
        class: Main
        view:
          id: root
          subviews:
            - { id: card, type: SwipeCard, title: Go, action: go, contentSize: [10, 10] }
      """
    let doc = try load(yaml, types: .unchecked)
    #expect(
      doc.uncheckedTypes.map { "\($0.location): \($0.value)" } == [
        "s.yaml:4:10: Main", "s.yaml:8:27: SwipeCard",
      ])
    // Built without the classes, the names fall back to the Core classes.
    let scene = SceneBuilder().build(doc)
    #expect(type(of: try #require(scene.views["card"])) == View.self)
  }

  @Test("a built-in type is still checked with SceneTypes.unchecked")
  func uncheckedStillChecksBuiltins() {
    let yaml = sceneWith(subviews: "- { id: s, type: buton }")
    #expect(
      errors(yaml, types: .unchecked) == [
        SceneError(
          .unknownClass("buton", place: .view, suggestion: "button", registered: []), at: place(7, 24))
      ])
  }
}
