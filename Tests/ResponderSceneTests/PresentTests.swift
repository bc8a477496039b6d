import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Presented controllers")
struct PresentTests {
  @Test("present: on a controller declares a presented controller")
  func declared() {
    let document = loadScene(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view: { id: root }
        present:
          controller: sheet
          view: { id: sheetView, color: "#ffffff" }
      """)
    #expect(document?.root.present?.id.value == "sheet")
    #expect(document?.root.present?.view?.id?.value == "sheetView")
  }

  @Test("present effects may name controllers under controllers:")
  func pending() {
    let document = loadScene(
      """
      window: { width: 390, height: 844 }
      controllers:
        - { controller: later, view: { id: laterView } }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: b, type: button, action: show }
        handles: [{ actions: [show] }]
        on: { show: { present: later } }
      """)
    #expect(document?.controllers.map(\.id.value) == ["later"])
    #expect(
      document?.root.on["show"]?.first?.action
        == .present(Located("later", at: SceneLocation(file: "s.yaml", line: 11, column: 26))))
  }

  @Test("present cannot name a controller that is already on screen")
  func onScreen() {
    let errors = sceneProblems(
      sceneWith(subviews: "- { controller: child, on: { touchesBegan: { present: main } } }"))
    #expect(
      errors == [
        SceneError(.wrongReference(key: "present", id: "main", .alreadyOnScreen), at: place(7, 61))
      ])
  }

  @Test("a subviews entry with a controller key is a child controller")
  func childController() {
    let document = loadScene(
      sceneWith(subviews: "- { controller: child, view: { id: childView, frame: [0, 0, 100, 100] } }"))
    guard case .controller(let child)? = document?.root.view?.subviews.first else {
      Issue.record("expected a child controller")
      return
    }
    #expect(child.id.value == "child")
    #expect(child.view?.frame == SceneRect(x: 0, y: 0, width: 100, height: 100))
  }
}

@Suite("Presentation style keys")
struct PresentationStyleKeyTests {
  @Test("modalPresentationStyle and definesPresentationContext are read on controllers")
  func read() {
    let document = loadScene(
      sceneWith(
        controllers: """
          - { controller: sheet, modalPresentationStyle: pageSheet, definesPresentationContext: true }
          - { controller: over, modalPresentationStyle: overCurrentContext }
          """))
    #expect(document?.controllers.map(\.modalPresentationStyle) == [.pageSheet, .overCurrentContext])
    #expect(document?.controllers.map(\.definesPresentationContext) == [true, nil])
  }

  @Test("a misspelt style is an error at its value with a did-you-mean; UIKit's other styles are unsupported")
  func badValues() {
    #expect(
      sceneProblems(sceneWith(controllers: "- { controller: sheet, modalPresentationStyle: pagesheet }"))
        == [
          SceneError(
            .unknownName(.modalPresentationStyle, "pagesheet", suggestion: "pageSheet"), at: place(6, 50))
        ])
    #expect(
      sceneProblems(sceneWith(controllers: "- { controller: sheet, modalPresentationStyle: popover }"))
        == [SceneError(.unsupportedName(.modalPresentationStyle, "popover"), at: place(6, 50))])
  }
}
