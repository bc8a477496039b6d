import Foundation
import ResponderSDL
import Testing

@testable import ResponderTesting

extension SDLRendering {
  /// `waitUntil` behaves as the `expect` it waits for (issue 37, items 3
  /// and 7): a golden nobody wrote fails, and the wait still sees a change
  /// that a timer makes, at the tick it makes it.
  @Suite("waitUntil goldens and quiet spans") struct WaitUntilTests {
    //   window 300 × 300
    //   └─ root
    //      └─ pad [0, 0, 300, 300]   long press (0.5 s) sends `held`
    static let scene = """
      window: { width: 300, height: 300 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: pad, frame: [0, 0, 300, 300], gestures: [{ id: lp, type: longPress, action: held }] }
      """

    /// Writes the scene and `steps` as one test into a fresh folder and runs it.
    func run(_ steps: String, in folder: String? = nil) throws -> (TestOutcome, String) {
      try runOneTest(scene: Self.scene, steps: steps, in: folder)
    }

    @Test("a waitUntil on a route golden that does not exist fails once and writes it, as an expect does")
    func missingGolden() throws {
      let steps = "      - tap: pad\n      - waitUntil: { expect: { route: r.jsonl }, timeout: 2 }\n"
      let (first, dir) = try run(steps)
      #expect(first.status == .failed)
      #expect(
        first.failures.first?.contains("w.test.yaml:6:9: waitUntil: expect route") == true,
        "\(first.failures)")
      #expect(
        first.failures.first?.contains("no route golden at \(dir)/r.jsonl") == true, "\(first.failures)")
      #expect(FileManager.default.fileExists(atPath: dir + "/r.jsonl"))
      // Once written (and reviewed), the same wait passes.
      let (second, _) = try run(steps, in: dir)
      #expect(second.passed, "\(second.failures)")
    }

    @Test("a wait over a quiet scene still sees the long press its timer begins")
    func timerDuringWait() throws {
      let (outcome, _) = try run(
        """
              - touch: { finger: 0, down: [100, 100] }
              - waitUntil: { expect: { gestures: { lp: began }, actionHandledBy: null }, timeout: 60 }
              - touch: { finger: 0, up: [100, 100] }
              - expect: { gestures: { lp: ended } }

        """)
      #expect(outcome.passed, "\(outcome.failures)")
    }
  }
}
