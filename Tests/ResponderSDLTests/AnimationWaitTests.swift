import Foundation
import ResponderSDL
import Testing

@testable import ResponderTesting

extension SDLRendering {
  /// Waiting for animations (issue 44): `animations: settled | running`,
  /// `waitUntil: { animations: settled }`, `isAnimating` and
  /// `presentation.*` beside the model value (CALayer.presentation()), and
  /// `image:` goldens taken once animations settle unless `settle: false`.
  @Suite("waiting for animations") struct AnimationWaitTests {
    //   window 300 × 300
    //   └─ root
    //      ├─ go [0, 0, 100, 50]   button: box.frame.x → 200, animated 1 s
    //      └─ box [0, 100, 50, 50]
    static let scene = """
      window: { width: 300, height: 300 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - id: go
              type: button
              title: Go
              frame: [0, 0, 100, 50]
              on: { touchUpInside: [{ set: { box.frame.x: 200 }, animate: { duration: 1 } }] }
            - { id: box, frame: [0, 100, 50, 50], color: "#ff0000" }
      """

    func run(_ steps: String) throws -> TestOutcome {
      try runOneTest(scene: Self.scene, steps: steps).0
    }

    @Test(
      "mid-animation the model is at the end, the presentation on its way, and settled fails naming what runs"
    )
    func midAnimation() throws {
      let o = try run(
        """
              - tap: go
              - wait: 0.5
              - expect: { props: { box.frame.x: 200, box.isAnimating: true } }
              - expect: { animations: settled }

        """)
      #expect(o.status == .failed)
      #expect(o.failures.count == 1, "\(o.failures)")
      #expect(o.failures.first?.contains("expect animations") == true, "\(o.failures)")
      #expect(o.failures.first?.contains("seen:     running (box.frame)") == true, "\(o.failures)")
    }

    @Test("the presented x is between the ends halfway through, and the end once settled")
    func presentedValue() throws {
      let half = try run(
        """
              - tap: go
              - wait: 0.5
              - expect: { props: { box.presentation.frame.x: 200 } }

        """)
      #expect(half.status == .failed, "halfway, the presentation is not at the end yet")
      let settled = try run(
        """
              - tap: go
              - waitUntil: { animations: settled, timeout: 2 }
              - expect: { animations: settled, props: { box.presentation.frame.x: 200, box.isAnimating: false } }

        """)
      #expect(settled.passed, "\(settled.failures)")
    }

    @Test("waitUntil animations settled gives up at its timeout with the why-not")
    func timeout() throws {
      let o = try run(
        """
              - tap: go
              - waitUntil: { animations: settled, timeout: 0.2 }

        """)
      #expect(o.status == .failed)
      #expect(o.failures.first?.contains("still not true after 0.2 s") == true, "\(o.failures)")
      #expect(o.failures.first?.contains("running (box.frame)") == true, "\(o.failures)")
    }

    @Test("a bad animations word and a bad settle are errors at their place")
    func badWords() throws {
      let script = """
        scene: a.yaml
        tests:
          - name: t
            steps:
              - expect: { animations: done }
              - expect: { image: { file: x.png, settle: maybe } }
              - waitUntil: { timeout: 1 }
        """
      let messages: [String]
      switch TestScriptParser.parse(text: script, file: "a.test.yaml") {
      case .failure(let f): messages = f.messages
      case .success(let s): messages = s.tests.flatMap(\.problems).map(\.description)
      }
      #expect(
        messages.contains { $0.hasPrefix("a.test.yaml:5:31:") && $0.contains("`settled`") }, "\(messages)")
      #expect(
        messages.contains { $0.hasPrefix("a.test.yaml:6:49:") && $0.contains("`settle` is true") },
        "\(messages)")
      #expect(
        messages.contains { $0.hasPrefix("a.test.yaml:7:20:") && $0.contains("expect or animations") },
        "\(messages)")
    }
  }
}
