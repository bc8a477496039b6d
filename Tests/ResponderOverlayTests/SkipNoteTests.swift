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

  @Test("a sidebar short of room drops a row's note with it, never leaving the note under another row")
  func noteGoesWithItsRow() throws {
    let labels = (0..<8).map {
      "          - { id: label\($0), type: label, text: \"L\($0)\", frame: [20, \(200 + 20 * $0), 100, 18] }"
    }
    let lab = try OverlayLab(
      """
      window: { width: 300, height: 400 }
      root:
        controller: main
        view:
          id: root
          subviews:
      \(labels.joined(separator: "\n"))
      """)
    lab.tap(250, 30)
    #expect(lab.model.hitRows.filter { $0.skipNote != nil }.count == 8)
    var shortened = 0
    for height in stride(from: 200.0, through: 700, by: 10) {
      let layout = OverlayLayout(
        sceneSize: lab.scene.size,
        window: WindowLayout(
          windowSize: Size(width: 300 + WindowLayout.sidebarWidth, height: height), sceneSize: lab.scene.size)
      )
      let t = texts(layout.sidebar(lab.model))
      if t.contains(where: { $0.hasPrefix("… ") }) { shortened += 1 }
      for (i, line) in t.enumerated() where line.hasPrefix("↳ labels ignore") {
        #expect(
          i > 0 && t[i - 1].hasSuffix("interactionDisabled"),
          "at \(height) pt a note follows \(i > 0 ? t[i - 1] : "nothing")")
      }
    }
    #expect(shortened > 3)
  }
}
