import Foundation
import Testing

/// `rlab check` warns about an `on: ACTION` that can never fire, before a
/// test fails for a property it never set.
@Suite("rlab check: actions that can never fire")
struct ActionReachTests {
  static func scene(handlerOn: String) -> String {
    """
    window: { width: 300, height: 300 }
    appDelegate: {}
    root:
      controller: main
      \(handlerOn == "main" ? "on: { delete3: [{ log: gone }] }" : "")
      view:
        id: root
        subviews:
          - id: rows
            frame: [0, 0, 300, 100]
            \(handlerOn == "rows" ? "on: { delete3: [{ log: gone }] }" : "")
            subviews:
              - id: item3
                frame: [0, 0, 300, 50]
                gestures: [{ id: swipe3, type: swipe, direction: left, action: delete3 }]
          - id: sidebar
            frame: [0, 200, 300, 100]
            \(handlerOn == "sidebar" ? "on: { delete3: [{ log: gone }] }" : "")
    """
  }

  @Test("a handler off every chain the action walks is warned about at its place; on the chain it is not")
  func warns() throws {
    let dir = try temporaryFolder("reach")
    let off = try write(Self.scene(handlerOn: "sidebar"), to: "off.yaml", in: dir)
    let r = try rlab(["check", off])
    #expect(r.code == 0, "\(r.out)")
    #expect(
      r.out.contains(
        "off.yaml:18:15: warning: `on: delete3` on `sidebar` can never fire: `delete3` is sent from item3, "
          + "and `sidebar` is on none of the chains it walks (from item3: item3 → rows → root → main → window → application → appDelegate)"
      ), "\(r.out)")
    for on in ["rows", "main"] {
      let ok = try write(Self.scene(handlerOn: on), to: "\(on).yaml", in: dir)
      let c = try rlab(["check", ok])
      #expect(c.code == 0 && !c.out.contains("warning"), "\(on): \(c.out)")
    }
  }

  @Test("no shipped scene has a handler that can never fire")
  func shippedScenes() throws {
    let scenes = try FileManager.default.subpathsOfDirectory(atPath: repositoryRoot + "/Scenes")
      .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }.map { "Scenes/" + $0 }
    let r = try rlab(["check"] + scenes)
    #expect(!r.out.contains("warning:"), "\(r.out)")
  }
}
