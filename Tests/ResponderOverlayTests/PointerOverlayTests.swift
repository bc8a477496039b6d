import ResponderCore
import ResponderTestSupport
import Testing

@testable import ResponderOverlay

/// What the overlay shows of the pointer (issue 42): the event log and the
/// title name a secondary click, and the context menu UIKit shows
/// (`UIContextMenuInteraction`) is drawn over the scene with its items, a
/// destructive one in red and a disabled one grey (`UIMenuElement.Attributes`).
@Suite("The pointer in the overlay")
struct PointerOverlayTests {
  let yaml = """
    window: { width: 300, height: 400 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - id: row
            frame: [10, 10, 280, 60]
            contextMenu:
              items:
                - { title: Flag, action: flag }
                - { title: Archive, attributes: [disabled] }
                - { title: Delete, attributes: [destructive] }
    """

  @Test("a secondary click is named in the title and the log, and opens the menu the overlay draws")
  func secondaryClickAndMenu() throws {
    let lab = try OverlayLab(yaml)
    lab.perform(SyntheticGesture.rightClick(at: Point(x: 40, y: 40)))
    let m = lab.model
    #expect(m.contextMenu?.items.map(\.title) == ["Flag", "Archive", "Delete"])
    #expect(
      m.log.map(\.detail) == [
        "began (secondary click): context menu over row: Flag, Archive, Delete", "ended (secondary click)",
      ])
    let items = coloredTexts(OverlayLayout.contextMenuItems(m))
    #expect(items.map(\.0) == ["Flag", "Archive", "Delete"])
    #expect(items.first { $0.0 == "Delete" }?.1 == Palette.contextMenuDestructive)
    #expect(items.first { $0.0 == "Archive" }?.1 == Palette.contextMenuDisabled)
  }

  @Test("with no menu shown, nothing is drawn for it")
  func noMenu() throws {
    let lab = try OverlayLab(yaml)
    lab.tap(40, 40)
    #expect(OverlayLayout.contextMenuItems(lab.model).isEmpty)
  }
}
