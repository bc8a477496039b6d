import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import Testing

@testable import ResponderTesting

private let swipe =
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Scenes/prototypes/swipe.yaml").path

extension SDLRendering {
  /// `{ text: … }` finds what a person sees (Scenes/prototypes/swipe.yaml:
  /// row k is [0, 110 + 88k, 390, 88] in a 390 × 844 window, its title a
  /// label without an id, its Archive under its face until it opens).
  @Suite("Text targets as a user sees them") struct TextTargetTests {
    func context() throws -> TestContext {
      TestContext.fresh(try SceneLoader.load(path: swipe).get())
    }

    @Test("a row below the window's edge shows nothing: Mail 10 is not found, Mail 9 (partly on screen) is")
    func offScreen() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let ctx = try context()
      #expect(throws: StepProblem.self) { try ctx.view(showing: "Mail 10") }
      #expect(try ctx.view(showing: "Mail 9").superview?.identifier == "row8Face")
    }

    @Test("covered buttons do not count: with every row closed no Archive is seen, and the miss says so")
    func covered() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let ctx = try context()
      do {
        _ = try ctx.view(showing: "Archive")
        Issue.record("found an Archive under a closed row")
      } catch let p as StepProblem {
        guard case .noViewShowing("Archive", let shown, let more) = p else {
          Issue.record("expected no view showing Archive, got \(p)")
          return
        }
        // What can be seen, views without ids named by kind and place.
        #expect(shown.first == "header \"Inbox\"")
        #expect(shown.contains("(a label at [20, 126]) \"Mail 1\""))
        #expect(!shown.contains { $0.contains("Archive") })
        #expect(more)
      }
    }

    @Test("a view hidden by a transparent ancestor is not seen, its visible twin is")
    func transparent() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let doc = try SceneLoader.parse(
        text: """
          window: { width: 300, height: 300 }
          root:
            controller: main
            view:
              id: root
              subviews:
                - { id: ghost, alpha: 0, frame: [0, 0, 300, 100], subviews: [{ type: button, title: Go, frame: [0, 0, 100, 44] }] }
                - { type: button, title: Go, frame: [0, 150, 100, 44] }
          """, file: "t.yaml", baseDirectory: "."
      ).get()
      let ctx = TestContext.fresh(doc)
      #expect(try ctx.view(showing: "Go").frameInWindow.minY == 150)
    }
  }
}
