import CustomHitTest
import Foundation
import ResponderCore
import ResponderTesting
import Testing

/// The scene: a 200 × 200 window, a panel, and (added in code, since a scene
/// file runs no code) a 24 × 24 `GenerousButton` at [88, 88] in the panel.
///
///   window 200 × 200
///   └─ root
///      └─ panel [0, 0, 200, 200]
///         └─ icon [88, 88, 24, 24]  GenerousButton, 10 pt of slop → takes [78, 78, 44, 44]
private let scene = """
  window: { width: 200, height: 200 }
  root:
    controller: main
    view:
      id: root
      subviews:
        - { id: panel, frame: [0, 0, 200, 200] }
  """

private func harness() throws -> SceneHarness {
  let h = try SceneHarness(yaml: scene)
  try h.add(GenerousButton(identifier: "icon", frame: Rect(x: 88, y: 88, width: 24, height: 24)), to: "panel")
  return h
}

/// Harnesses may run in parallel tests: each call holds SDL's queue alone
/// (docs/SWIFT-API.md, "Several harnesses at once").
@Suite("A button that overrides hitTest(_:with:)")
struct GenerousButtonTests {
  @Test("a tap just outside the icon's bounds still hits it")
  func slopIsHit() throws {
    let h = try harness()
    try h.send("tap: [80, 100]")
    #expect(h.lastHitTest?.hitView?.identifier == "icon")
    #expect(h.lastRecord?.handledBy?.identifier == "icon")
    #expect(try h.check("expect: { hitPath: [window, root, panel, icon], handledBy: icon }").isEmpty)
  }

  @Test("beyond the slop the panel gets the touch")
  func beyondSlop() throws {
    let h = try harness()
    try h.send("tap: [70, 100]")
    #expect(h.lastHitTest?.hitView?.identifier == "panel")
    let failures = try h.check("expect: { hitView: icon }")
    #expect(failures.count == 1)
    #expect(failures.first?.contains("seen:     panel") == true)
  }

  @Test("a hidden icon is skipped, slop or not, as the seeds' rule says")
  func hiddenIsSkipped() throws {
    let h = try harness()
    h.scene.views["icon"]?.isHidden = true
    try h.send("tap: [100, 100]")
    #expect(h.lastHitTest?.hitView?.identifier == "panel")
  }

  @Test("the harness renders the window as a PNG")
  func rendersPNG() throws {
    let h = try harness()
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("generous-\(UUID()).png").path
    try h.renderPNG(to: path)
    let data = try #require(FileManager.default.contents(atPath: path))
    #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4e, 0x47])
  }
}
