import ResponderCore
import ResponderOverlay
import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Overlay hit-test rows")
struct HitTestRowTests {
  @Test("rows are numbered in visiting order with their depth below the window")
  func numberingAndDepth() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    let rows = lab.model.hitRows
    #expect(rows.map(\.number) == Array(1...10))
    #expect(
      rows.map(\.id) == ["window", "root", "ok", "field", "card", "off", "ghost", "hiddenBox", "far", "box"])
    #expect(rows.map(\.depth) == [0, 1, 2, 2, 2, 3, 3, 3, 3, 3])
    #expect(
      rows.map(\.kind) == [
        "window", "view", "button", "textField", "view", "view", "view", "view", "view", "view",
      ])
  }

  @Test("skipped views carry their reason; views the point is in carry none")
  func skipReasons() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    let byID = Dictionary(uniqueKeysWithValues: lab.model.hitRows.map { ($0.id, $0) })
    #expect(byID["off"]?.skipped == "interactionDisabled")
    #expect(byID["ghost"]?.skipped == "transparent")
    #expect(byID["hiddenBox"]?.skipped == "hidden")
    #expect(byID["far"]?.skipped == "outside")
    #expect(byID["ok"]?.skipped == "outside")
    for id in ["window", "root", "card", "box"] {
      #expect(byID[id]?.skipped == nil, "\(id)")
      #expect(byID[id]?.inside == true, "\(id)")
    }
    #expect(byID["off"]?.inside == false)
  }

  @Test("only the hit-test view is flagged, and rows carry window frames")
  func hitViewFlag() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    let rows = lab.model.hitRows
    #expect(rows.filter(\.isHitView).map(\.id) == ["box"])
    #expect(rows.first { $0.id == "box" }?.frame == Rect(x: 40, y: 40, width: 100, height: 100))
    #expect(rows.first { $0.id == "far" }?.frame == Rect(x: 170, y: 170, width: 40, height: 40))
  }

  @Test("a touch's later phases and later key presses keep the hit test of its beginning")
  func laterPhasesKeepTheHitTest() throws {
    let lab = try OverlayLab(labScene)
    let f = lab.down(80, 80)
    lab.move(f, 200, 380)
    lab.up(f, 200, 380)
    lab.key("q")
    let m = lab.model
    #expect(m.hitRows.last?.id == "box")
    #expect(m.hitRows.last?.isHitView == true)
    #expect(m.eventTitle == "key q up")
  }

  @Test("a tap elsewhere replaces the rows")
  func newTouchReplacesRows() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    lab.tap(50, 320)
    let rows = lab.model.hitRows
    #expect(rows.map(\.id) == ["window", "root", "ok"])
    #expect(rows.last?.isHitView == true)
  }

  @Test("no touch yet: no rows, and the sidebar says so")
  func noTouchYet() throws {
    let lab = try OverlayLab(labScene)
    let m = lab.model
    #expect(m.hitRows.isEmpty)
    let items = OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(m)
    #expect(texts(items).contains("no touch yet"))
  }

  @Test("the sidebar lists each row with the hit view marked and skip reasons spelled out")
  func sidebarRows() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model))
    #expect(t.contains("10. box (view) ← hit-test view"))
    #expect(t.contains("6. off (view) skipped: interactionDisabled"))
    #expect(t.contains("9. far (view) skipped: outside"))
  }

  @Test("scene marks stroke every visited frame, the hit view in its own colour")
  func sceneMarks() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    let items = OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.hitTest]).sceneMarks(
      lab.model)
    #expect(
      items.contains(
        .stroke(Rect(x: 40, y: 40, width: 100, height: 100), OverlayLayout.Ink.hitView, width: 3)))
    #expect(
      items.contains(.stroke(Rect(x: 20, y: 20, width: 200, height: 200), OverlayLayout.Ink.passed, width: 2))
    )
    #expect(
      items.contains(
        .stroke(Rect(x: 170, y: 170, width: 40, height: 40), OverlayLayout.Ink.skipped, width: 1)))
    // A reason that fits its view is on the tag; one wider than the view leaves the number alone.
    #expect(texts(items).contains("h8 hidden"))
    #expect(texts(items).contains("h6"))
    #expect(!texts(items).contains { $0.hasSuffix("interactionDisabled") })
    let hidden = OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: []).sceneMarks(lab.model)
    #expect(hidden.isEmpty)
  }

  @Test("a hit view that a remove effect took out is still listed, and no box is drawn where it is not")
  func removedHitView() throws {
    let lab = try OverlayLab(
      sceneWith(
        width: 300, height: 400,
        subviews: """
          - { id: row, frame: [0, 100, 300, 60], on: { touchesEnded: [{ remove: row }] } }
          """))
    lab.tap(150, 130)
    let row = try #require(lab.model.hitRows.last)
    #expect(row.id == "row" && row.isHitView && !row.isOnScreen)
    let layout = OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.hitTest])
    let strokes = layout.sceneMarks(lab.model).filter { (item: DisplayItem) -> Bool in
      if case .stroke(_, let color, _, _) = item { return color == OverlayLayout.Ink.hitView }
      return false
    }
    #expect(strokes.isEmpty)
    #expect(!layout.tags(lab.model).contains { $0.text.hasPrefix(OverlayLayout.tagNumber(row.number)) })
    #expect(texts(layout.sidebar(lab.model)).contains("3. row (view) ← hit-test view"))
  }
}
