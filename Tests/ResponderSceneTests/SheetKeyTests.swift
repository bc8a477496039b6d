import ResponderCore
import ResponderScene
import Testing

/// `sheet:` (UISheetPresentationController), `isModalInPresentation`
/// (UIViewController) and `CONTROLLER.selectedDetent`: what loads, what is
/// refused where, and the sheet the builder configures.
@Suite("Sheet keys")
struct SheetKeyTests {
  static func scene(
    style: String = "pageSheet",
    sheet: String = "{ detents: [medium, large], largestUndimmedDetent: medium }",
    effect: String = "{ set: { details.selectedDetent: large } }"
  ) -> String {
    """
    window: { width: 390, height: 844 }
    root:
      controller: main
      on:
        go: [\(effect)]
      view: { id: root }
    controllers:
      - controller: details
        modalPresentationStyle: \(style)
        sheet: \(sheet)
        view: { id: detailsView }
    """
  }

  @Test(
    "sheet: gives the controller's UISheetPresentationController its detents, grabber and dimming settings")
  func builds() throws {
    let text = Self.scene(
      sheet:
        "{ detents: [medium, { identifier: peek, height: 120 }, large], prefersGrabberVisible: true, largestUndimmedDetent: peek, prefersScrollingExpandsWhenScrolledToEdge: false, selectedDetent: large }"
    )
    let scene = SceneBuilder().build(try #require(loadScene(text)))
    let details = try #require(scene.controllers["details"])
    let sheet = try #require(details.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == ["medium", "peek", "large"])
    #expect(sheet.detents[1].height == 120)
    #expect(sheet.prefersGrabberVisible && !sheet.prefersScrollingExpandsWhenScrolledToEdge)
    #expect(sheet.largestUndimmedDetentIdentifier == "peek")
    #expect(details.value(forProperty: "selectedDetent") == .string("large"))
    #expect(scene.recognizers["details.sheetPan"] === sheet.panGestureRecognizer)
    // Presented, a custom detent's constant height: its top is 844 − 120.
    #expect(try #require(scene.controllers["main"]).present(details))
    sheet.selectDetent("peek", animated: false)
    #expect(details.view.frame.origin.y == 724)
  }

  @Test("sheet: on a controller that is not a page or form sheet is refused where written")
  func wrongStyle() {
    let problems = sceneProblems(Self.scene(style: "fullScreen"))
    #expect(problems.map(\.problem) == [.misplacedKey("sheet", .sheetStylesOnly)])
    #expect(problems.map(\.location.line) == [10])
  }

  @Test(
    "an unknown detent, a largestUndimmedDetent that is no detent and a custom detent without height are refused"
  )
  func detentErrors() {
    let unknown = sceneProblems(Self.scene(sheet: "{ detents: [meduim, large] }"))
    #expect(
      unknown.map(\.problem) == [
        .unknownName(.choice("detents", ["medium", "large"]), "meduim", suggestion: "medium")
      ])
    let undimmed = sceneProblems(
      Self.scene(sheet: "{ detents: [medium, large], largestUndimmedDetent: half }"))
    #expect(
      undimmed.map(\.problem) == [
        .unknownName(.choice("largestUndimmedDetent", ["medium", "large"]), "half", suggestion: nil)
      ])
    let many = sceneProblems(
      Self.scene(sheet: "{ detents: [" + Array(repeating: "large", count: 65).joined(separator: ", ") + "] }")
    )
    #expect(many.map(\.problem) == [.outOfRange(.detentCount, 65)])
    let custom = sceneProblems(Self.scene(sheet: "{ detents: [{ identifier: peek }] }"))
    #expect(custom.map(\.problem) == [.missingKey(.detentIdentifierAndHeight)])
    let key = sceneProblems(Self.scene(sheet: "{ detents: [large], prefersGraberVisible: true }"))
    #expect(
      key.map(\.problem) == [
        .unknownKey("prefersGraberVisible", in: .sheet, suggestion: "prefersGrabberVisible")
      ])
  }

  @Test("selectedDetent is set on a controller and read in when:; on a view it is refused")
  func selectedDetentReads() {
    #expect(
      loadScene(Self.scene(effect: "{ when: { details.selectedDetent: \"== large\" }, log: big }")) != nil)
    let onView = sceneProblems(Self.scene(effect: "{ set: { root.selectedDetent: large } }"))
    #expect(onView.count == 1)
    let misspelt = sceneProblems(
      Self.scene(effect: "{ when: { details.selectedDetant: \"== large\" }, log: x }"))
    #expect(misspelt.count == 1)
    #expect(
      misspelt.first.map { "\($0.problem)".contains("selectedDetent") } == true)
  }
}

extension SheetKeyTests {
  @Test(
    "a detent name given to selectedDetent in set: or when: that the sheet lacks is refused with a did-you-mean"
  )
  func detentValues() {
    let set = sceneProblems(Self.scene(effect: "{ set: { details.selectedDetent: lage } }"))
    #expect(
      set.map(\.problem) == [
        .unknownName(.choice("details.selectedDetent", ["medium", "large"]), "lage", suggestion: "large")
      ])
    #expect(set.map(\.location.line) == [5])
    let when = sceneProblems(
      Self.scene(effect: "{ when: { details.selectedDetent: \"== meduim\" }, log: x }"))
    #expect(
      when.map(\.problem) == [
        .unknownName(.choice("details.selectedDetent", ["medium", "large"]), "meduim", suggestion: "medium")
      ])
  }
}
