import ResponderCore
import ResponderOverlay
import ResponderScene
import ResponderTestSupport
import Testing

/// The hit-test panel teaches why a label or image was skipped: UIKit turns
/// their interaction off by default.
///
///     window 300×400
///     └─ root
///        ├─ caption [20, 20, 200, 30]   label
///        ├─ picture [20, 60, 100, 100]  image
///        └─ off     [150, 60, 100, 100] plain view, userInteractionEnabled: false
@Suite("Overlay skip notes")
struct SkipNoteTests {
  static let scene = sceneWith(
    width: 300, height: 400,
    subviews: """
      - { id: caption, type: label, text: "Name", frame: [20, 20, 200, 30] }
      - { id: picture, type: image, frame: [20, 60, 100, 100] }
      - { id: off, frame: [150, 60, 100, 100], userInteractionEnabled: false }
      """)

  @Test("a label or image skipped by default says that kind ignores touches by default")
  func labelAndImage() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(50, 35)
    let byID = Dictionary(uniqueKeysWithValues: lab.model.hitRows.map { ($0.id, $0) })
    #expect(byID["caption"]?.skipped == "interactionDisabled")
    #expect(byID["caption"]?.skipNote == "labels ignore touches by default")
    #expect(byID["picture"]?.skipNote == "image views ignore touches by default")
    #expect(byID["off"]?.skipped == "interactionDisabled")
    #expect(byID["off"]?.skipNote == nil)
    #expect(lab.model.hitRows.first(where: \.isHitView)?.id == "root")
  }
}
