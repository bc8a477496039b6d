import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// `next: null`, controllers that can become first responder, and scenes
/// without an app delegate, from the file to the built chain.
@Suite("Chain ends and controller first responders in scenes")
struct ChainEndSceneTests {
  @Test("next: null ends the chain after that responder")
  func nextNull() throws {
    let yaml = sceneWith(
      subviews: """
        - id: island
          frame: [0, 0, 100, 100]
          next: null
          subviews:
            - { id: leaf, frame: [0, 0, 10, 10] }
        """)
    let doc = try #require(loadScene(yaml))
    let scene = SceneBuilder().build(doc)
    let leaf = try #require(scene.responder("leaf"))
    #expect(leaf.responderChain.map(\.identifier) == ["leaf", "island"])
  }

  @Test("a controller takes canBecomeFirstResponder and can be the scene's first responder")
  func controllerFirstResponder() throws {
    let yaml = """
      window: { width: 390, height: 844 }
      firstResponder: main
      root:
        controller: main
        canBecomeFirstResponder: true
        view: { id: root }
      """
    let doc = try #require(loadScene(yaml))
    let scene = SceneBuilder().build(doc)
    #expect(scene.window.firstResponder?.identifier == "main")
  }

  @Test("without appDelegate the application ends the chain; with one, the delegate does")
  func appDelegate() throws {
    let bare = """
      window: { width: 390, height: 844 }
      root: { controller: main, view: { id: root } }
      """
    let without = SceneBuilder().build(try #require(loadScene(bare)))
    #expect(without.app.delegate == nil)
    #expect(without.responder("root")?.responderChain.last?.identifier == "application")
    let with = SceneBuilder().build(try #require(loadScene("appDelegate: {}\n" + bare)))
    #expect(with.responder("root")?.responderChain.last?.identifier == "appDelegate")
  }
}
