import ResponderCore
import ResponderScene
import Testing

/// `navigationController: { id, root }`, `push`, `pop`, `popTo` and
/// `title` (UINavigationController): what loads, what is refused where,
/// and the chain UIKit gives a pushed controller.
@Suite("Navigation controller keys")
struct NavigationKeyTests {
  static func scene(nav: String = "{ id: nav, root: first }", effect: String = "{ push: second }") -> String {
    """
    window: { width: 390, height: 844 }
    root:
      navigationController: \(nav)
    controllers:
      - controller: first
        title: First
        on:
          go: [\(effect)]
        view:
          id: firstView
          subviews:
            - { id: go, type: button, title: Go, frame: [0, 100, 100, 44], action: go }
      - controller: second
        title: Second
        view: { id: secondView }
    """
  }

  @Test(
    "push puts the controller on the stack at once; its view's chain runs through the navigation controller")
  func pushAndChain() throws {
    let scene = SceneBuilder().build(try #require(loadScene(Self.scene())))
    let nav = try #require(scene.controllers["nav"] as? NavigationController)
    #expect(nav.viewControllers.map(\.identifier) == ["first"])
    #expect(nav.navigationBar.titleLabel.text == "First" && nav.navigationBar.backButton.isHidden)
    let second = try #require(scene.controllers["second"])
    nav.push(second, animated: true)
    #expect(nav.viewControllers.map(\.identifier) == ["first", "second"])
    #expect(nav.navigationBar.titleLabel.text == "Second" && nav.navigationBar.backButton.title == "‹ First")
    // UIKit: the pushed view's next is its controller, whose next is the
    // view's superview (the navigation controller's view), then the
    // navigation controller, then the window.
    let view = try #require(scene.views["secondView"])
    var chain: [String] = []
    var r: Responder? = view
    while let current = r, chain.count < 8 {
      chain.append(current.identifier)
      r = current.next
    }
    #expect(chain == ["secondView", "second", "nav.view", "nav", "window", "application"])
    scene.app.advance(by: 0.5)
    #expect(scene.views["firstView"]?.superview == nil)
    #expect(nav.pop(animated: false) === second)
    #expect(scene.views["firstView"]?.superview === nav.view)
  }

  @Test("a navigationController without root, or with another key, is refused where written")
  func navErrors() {
    let missing = sceneProblems(Self.scene(nav: "{ id: nav }"))
    #expect(missing.map(\.problem) == [.missingKey(.navigationIDAndRoot)])
    #expect(missing.map(\.location) == [place(3, 25)])
    let extra = sceneProblems(Self.scene(nav: "{ id: nav, root: first, rooot: x }"))
    #expect(extra.map(\.problem) == [.unknownKey("rooot", in: .navigation, suggestion: "root")])
    let unknownRoot = sceneProblems(Self.scene(nav: "{ id: nav, root: frist }"))
    #expect(
      unknownRoot.map(\.problem) == [.unknownID("frist", key: "root", suggestion: "first", gestures: nil)])
  }

  @Test("push of an unknown controller has a did-you-mean; pop takes true; popTo names a controller")
  func effectErrors() {
    let push = sceneProblems(Self.scene(effect: "{ push: secnd }"))
    #expect(push.map(\.problem) == [.unknownID("secnd", key: "push", suggestion: "second", gestures: nil)])
    let pop = sceneProblems(Self.scene(effect: "{ pop: false }"))
    #expect(pop.count == 1 && pop[0].location.line == 8)
    let popTo = sceneProblems(Self.scene(effect: "{ popTo: go }"))
    #expect(
      popTo.map(\.problem) == [.wrongReference(key: "popTo", id: "go", .notAController(.view(.button)))])
    #expect(loadScene(Self.scene(effect: "{ popTo: first }")) != nil)
    #expect(loadScene(Self.scene(effect: "{ pop: true }")) != nil)
  }
}
