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

/// A reload keeps pushed controllers and presented sheets whose ids still
/// exist (issue 41: "a hot reload keeps … the pushed controllers, the
/// presented sheets").
@Suite("Reload keeps navigation stacks and sheets")
struct ReloadKeepsContainersTests {
  static func scene(extra: String = "", detents: String = "[medium, large]") -> String {
    """
    window: { width: 390, height: 844 }
    root:
      navigationController: { id: nav, root: first }
    controllers:
      - controller: first
        view: { id: firstView }
      - controller: second
        view: { id: secondView }
      - controller: details
        modalPresentationStyle: pageSheet
        sheet: { detents: \(detents) }
        view: { id: detailsView }
    \(extra)
    """
  }

  @Test("a pushed controller and a sheet at its large detent are still there after a reload")
  func keepsPushAndSheet() throws {
    let old = SceneBuilder().build(try #require(loadScene(Self.scene())))
    let oldNav = try #require(old.controllers["nav"] as? NavigationController)
    oldNav.push(try #require(old.controllers["second"]), animated: false)
    #expect(oldNav.present(try #require(old.controllers["details"])))
    old.controllers["details"]?.sheetPresentationController?.selectDetent("large", animated: false)
    let new = SceneBuilder().build(try #require(loadScene(Self.scene())))
    new.keep(from: old)
    let nav = try #require(new.controllers["nav"] as? NavigationController)
    #expect(nav.viewControllers.map(\.identifier) == ["first", "second"])
    #expect(new.views["secondView"]?.window === new.window)
    let details = try #require(new.controllers["details"])
    #expect(details.presentingViewController === nav)
    #expect(details.value(forProperty: "selectedDetent") == .string("large"))
    #expect(details.view.frame.origin.y == 57)
  }

  @Test("a sheet whose detent is gone opens at its smallest; one whose id is gone is not presented")
  func dropsWhatIsGone() throws {
    let old = SceneBuilder().build(try #require(loadScene(Self.scene())))
    let oldNav = try #require(old.controllers["nav"] as? NavigationController)
    #expect(oldNav.present(try #require(old.controllers["details"])))
    old.controllers["details"]?.sheetPresentationController?.selectDetent("large", animated: false)
    let mediumOnly = SceneBuilder().build(try #require(loadScene(Self.scene(detents: "[medium]"))))
    mediumOnly.keep(from: old)
    #expect(mediumOnly.controllers["details"]?.value(forProperty: "selectedDetent") == .string("medium"))
    let renamed = Self.scene().replacingOccurrences(of: "controller: details", with: "controller: info")
      .replacingOccurrences(of: "detailsView", with: "infoView")
    let gone = SceneBuilder().build(try #require(loadScene(renamed)))
    gone.keep(from: old)
    #expect(gone.controllers["nav"]?.presentedViewController == nil)
  }
}
