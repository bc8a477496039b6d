import ResponderCore
import Testing

@testable import ResponderOverlay

/// The sidebar names the editing menu UIKit would show over the first
/// responder (`canPerformAction(_:withSender:)` up its chain), so a user who
/// taps actions.yaml's "the menu hides cut and delete" sees which commands
/// are offered.
@Suite("The editing menu in the sidebar")
struct EditingMenuLineTests {
  static let scene = """
    name: menu
    window: { width: 300, height: 400 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - id: document
            frame: [20, 20, 200, 200]
            canBecomeFirstResponder: true
            handles: [touches, { actions: [copy, paste, selectAll] }]
            on:
              touchesEnded: [{ becomeFirstResponder: document }]
          - id: quiet
            frame: [20, 240, 200, 100]
            canBecomeFirstResponder: true
            handles: [touches]
            on:
              touchesEnded: [{ becomeFirstResponder: quiet }]
    """

  /// The menu's entry, its wrapped lines joined.
  func menuLines(_ lab: OverlayLab) -> [String] {
    let t = texts(OverlayLayout(sceneSize: lab.scene.size).sidebar(lab.model))
    guard let start = t.firstIndex(where: { $0.hasPrefix("Editing menu") }) else { return [] }
    let end = t[start...].firstIndex { $0.hasPrefix("Undo stack") || $0.hasPrefix("Gestures") } ?? t.endIndex
    return [t[start..<end].joined(separator: " ")]
  }

  @Test("a first responder's menu lists only what its chain can perform, with the shortcut keys")
  func listsPerformable() throws {
    let lab = try OverlayLab(Self.scene)
    #expect(menuLines(lab).isEmpty)
    lab.tap(100, 100)
    #expect(lab.model.firstResponder == "document")
    let line = try #require(menuLines(lab).first)
    #expect(line.contains("document"))
    #expect(line.contains("copy (\(PlatformKeys.shortcut("C")))"))
    #expect(line.contains("paste (\(PlatformKeys.shortcut("V")))"))
    #expect(line.contains("selectAll"))
    #expect(!line.contains("cut"))
    #expect(!line.contains("delete"))
  }

  @Test("a first responder nobody on whose chain can edit gets an empty menu")
  func emptyMenu() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(100, 290)
    #expect(lab.model.firstResponder == "quiet")
    #expect(menuLines(lab) == ["Editing menu for quiet: empty"])
  }
}
