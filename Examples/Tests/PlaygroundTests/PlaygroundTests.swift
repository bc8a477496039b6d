import PlaygroundViews
import ResponderCore
import ResponderTesting
import Testing

/// Scenes/playground.yaml with its two Swift views, through
/// `SceneHarness(path:types:)`:
///
///   window 390 × 600
///   └─ root (main)
///      ├─ album [20, 80, 350, 220]  Album: hitTest(_:with:) keeps every hit
///      │  ├─ cover   [20, 20, 140, 140]   → window [40, 100, 140, 140]
///      │  └─ caption [180, 60, 150, 40]
///      └─ tray [20, 340, 350, 200]  handles touches
///         └─ shortcut [20, 40, 310, 100]  Shortcut: next is main → window [40, 380, 310, 100]
@Suite("Playground: Swift views named in a scene", .serialized)
struct PlaygroundTests {
  func harness() throws -> SceneHarness {
    try SceneHarness(path: PlaygroundTypes.scene("playground.yaml"), types: PlaygroundTypes.all)
  }

  @Test("the scene's type: names build the registered classes")
  func classes() throws {
    let h = try harness()
    #expect(h.scene.views["album"] is Album)
    #expect(h.scene.views["shortcut"] is Shortcut)
  }

  @Test("a tap on the cover hits the album: Album's hitTest override decided")
  func albumKeepsHits() throws {
    let h = try harness()
    try h.send("tap: [100, 160]")
    #expect(h.lastHitTest?.hitView?.identifier == "album")
    #expect(
      h.lastHitTest?.overrideDecisions.map(\.description) == ["album: Album.hitTest(_:with:) returned album"])
    #expect(try h.check("expect: { handledBy: album, logs: [album got it] }").isEmpty)
  }

  @Test("a tap on the shortcut skips the tray: Shortcut's next override decided")
  func shortcutSkipsTray() throws {
    let h = try harness()
    try h.send("tap: shortcut")
    #expect(h.lastRecord?.chain.map(\.identifier).prefix(2) == ["shortcut", "main"])
    #expect(h.lastRecord?.handledBy?.identifier == "main")
    #expect(
      h.lastRecord?.overrideDecisions.map(\.description) == [
        "shortcut: Shortcut.next returned main (UIKit's rule: tray)"
      ])
    #expect(try h.check("expect: { logs: [main got it] }").isEmpty)
  }

  @Test("the tray itself still takes its own touches")
  func trayKeepsItsOwn() throws {
    let h = try harness()
    try h.send("tap: [60, 360]")
    #expect(h.lastRecord?.handledBy?.identifier == "tray")
    #expect(h.lastRecord?.overrideDecisions == [])
  }
}

/// Scenes/playground.test.yaml, the YAML tests over Album and Shortcut that
/// `swift run mylab test Scenes/` runs, through the script runner with the
/// same classes.
@Suite("Playground: YAML tests over Swift classes", .serialized)
struct PlaygroundScriptTests {
  @Test("ScriptRunner(types:) runs the script whose scene names the Swift classes")
  func scriptPasses() {
    let outcomes = ScriptRunner(types: PlaygroundTypes.all).run(
      scriptAt: PlaygroundTypes.scene("playground.test.yaml"))
    #expect(outcomes.count == 4)
    #expect(outcomes.allSatisfy { $0.status == .passed }, "\(outcomes.flatMap(\.failures))")
  }

  @Test("without the classes the scene does not load: the script is an error naming Album")
  func scriptNeedsTheClasses() {
    let outcomes = ScriptRunner().run(scriptAt: PlaygroundTypes.scene("playground.test.yaml"))
    #expect(outcomes.map(\.status) == [.error])
    #expect(outcomes.first?.failures.contains { $0.contains("Album") } == true)
  }
}
