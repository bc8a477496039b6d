import ResponderCore
import Testing

@testable import ResponderScene

/// A hot reload keeps what still exists; template numbers print as a person
/// writes them; `textAlignment` and `fontWeight` take UIKit's names.
@Suite("Reload keeps state, text keys, template numbers")
struct ReloadAndTextTests {
  static func scene(list: String = "inbox", state: String = "{ mode: browse, count: 0 }") -> String {
    """
    window: { width: 390, height: 844 }
    state: \(state)
    root:
      controller: main
      view:
        id: root
        subviews:
          - { id: \(list), type: scrollView, frame: [0, 0, 390, 400], contentSize: [390, 1200] }
    """
  }

  @Test("a reload keeps state values and scroll offsets whose names and ids still exist")
  func keeps() throws {
    let old = SceneBuilder().build(try #require(loadScene(Self.scene())))
    old.app.state["mode"] = .string("edit")
    old.app.state["count"] = .number(3)
    (old.views["inbox"] as? ScrollView)?.contentOffset = Point(x: 0, y: 300)
    let new = SceneBuilder().build(try #require(loadScene(Self.scene(state: "{ mode: browse, other: 1 }"))))
    new.keep(from: old)
    #expect(new.app.state["mode"] == .string("edit"))
    #expect(new.app.state["other"] == .number(1))
    #expect(new.app.state["count"] == nil)
    #expect((new.views["inbox"] as? ScrollView)?.contentOffset == Point(x: 0, y: 300))
    let renamed = SceneBuilder().build(try #require(loadScene(Self.scene(list: "mail"))))
    renamed.keep(from: old)
    #expect((renamed.views["mail"] as? ScrollView)?.contentOffset == Point(x: 0, y: 0))
  }

  @Test("a kept offset past the new content's end is clamped to it")
  func clamps() throws {
    let old = SceneBuilder().build(try #require(loadScene(Self.scene())))
    (old.views["inbox"] as? ScrollView)?.contentOffset = Point(x: 0, y: 800)
    let shorter = Self.scene().replacingOccurrences(of: "[390, 1200]", with: "[390, 600]")
    let new = SceneBuilder().build(try #require(loadScene(shorter)))
    new.keep(from: old)
    #expect((new.views["inbox"] as? ScrollView)?.contentOffset == Point(x: 0, y: 200))
  }

  @Test("template numbers print as written: 1.1, 0.3, -0.7, 2, 1e-20 as Swift writes it")
  func numbers() {
    #expect(TemplateExpression.format(3 * 0.3 + 0.2) == "1.1")
    #expect(TemplateExpression.format(0.1 + 0.2) == "0.3")
    #expect(TemplateExpression.format(-0.7) == "-0.7")
    #expect(TemplateExpression.format(2.0) == "2")
    #expect(TemplateExpression.format(1.0 / 3.0) == "0.333333333333")
    #expect(TemplateExpression.format(1e-20) == String(1e-20))
  }

  @Test("a misspelt textAlignment or fontWeight is refused with a did-you-mean and the choices")
  func textKeyErrors() {
    let yaml = """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: t, type: label, text: Hi, frame: [0, 0, 100, 20], textAlignment: centre, fontWeight: bolder }
      """
    let problems = sceneProblems(yaml)
    #expect(problems.count == 2)
    #expect(problems.first?.description.contains("did you mean 'center'") == true)
    #expect(problems.last?.description.contains("did you mean 'bold'") == true)
    #expect(problems.first?.description.contains("left, center, right, natural, justified") == true)
  }
}
