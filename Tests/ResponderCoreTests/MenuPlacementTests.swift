import Testing

@testable import ResponderCore

/// A context menu opens at the pointer and stays inside the window, off its
/// edges (UIContextMenuInteraction places its menu where it fits the screen).
@Suite("context menu placement")
struct MenuPlacementTests {
  let items = [
    MenuElement(title: "Flag", action: "flag"), MenuElement(title: "Delete", action: "delete"),
  ]

  @Test("a right click near the right and bottom edges keeps the menu a margin inside the window")
  func nearTheEdges() {
    let m = MenuPresentation(
      kind: .context, sourceID: "row", items: items, at: Point(x: 380, y: 395),
      in: Size(width: 390, height: 400))
    #expect(m.frame.maxX == 390 - MenuPresentation.margin)
    #expect(m.frame.maxY == 400 - MenuPresentation.margin)
    #expect(m.location == Point(x: 380, y: 395))
  }

  @Test("in the open the menu's corner is at the pointer; in a window narrower than it, at the left edge")
  func openAndNarrow() {
    let open = MenuPresentation(
      kind: .context, sourceID: "row", items: items, at: Point(x: 40, y: 60),
      in: Size(width: 390, height: 400))
    #expect(open.frame.minX == 40 && open.frame.minY == 60)
    let narrow = MenuPresentation(
      kind: .context, sourceID: "row", items: items, at: Point(x: 100, y: 10),
      in: Size(width: 200, height: 400))
    #expect(narrow.frame.minX == 0 && narrow.frame.width == 200)
  }
}
