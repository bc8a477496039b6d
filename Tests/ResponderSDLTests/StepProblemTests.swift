import Foundation
import ResponderCore
import ResponderScene
import Testing

@testable import ResponderTesting

private let figure1 =
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Scenes/figure1.yaml").path

extension SDLRendering {
  /// A step that cannot be played is kept as a case with its step's
  /// location, besides the line `rlab test` prints.
  @Suite("Steps that cannot be played") struct StepProblemTests {
    @Test("a tap outside the window and one on text nobody shows fail as cases, at their steps")
    func typedFailures() throws {
      let doc = try SceneLoader.load(path: figure1).get()
      let ctx = TestContext.fresh(doc)
      let outside = ScriptLocation(file: "t.test.yaml", line: 5, column: 9)
      let noText = ScriptLocation(file: "t.test.yaml", line: 6, column: 9)
      var failures: [String] = []
      ctx.play(
        [
          LocatedStep(step: .tap(.point(Point(x: 5000, y: 5))), location: outside),
          LocatedStep(step: .tap(.text("Nope")), location: noText),
        ], shooter: nil, failures: &failures, stopAtStepError: false)
      #expect(ctx.stepErrors.map(\.location) == [outside, noText])
      #expect(
        ctx.stepErrors.first?.problem == .step(.outsideWindow(Point(x: 5000, y: 5), window: ctx.scene.size)))
      guard case .step(.noViewShowing("Nope", _, _))? = ctx.stepErrors.last?.problem else {
        Issue.record("expected no view showing 'Nope', got \(ctx.stepErrors)")
        return
      }
      #expect(failures.count == 2)
      #expect(
        failures.first?.hasPrefix("t.test.yaml:5:9: the point (5000, 5) is outside the window (") == true)
    }
  }
}
