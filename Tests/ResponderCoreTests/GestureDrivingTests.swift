import ResponderTestSupport
import Testing

@testable import ResponderCore

/// The test-support gesture driver: it plays Core's `SyntheticGesture`
/// straight into the application, and a gesture that cannot mean what the
/// test wrote is an issue at the test's own line.
@Suite("gesture driver for tests")
struct GestureDrivingTests {
  @Test("a tap is a down and an up 0.05 s apart at one point, and the gesture ends a tick later")
  func tapTiming() {
    let (h, _) = padHarness()
    let start = h.app.time
    h.tap(Point(200, 200))
    let touches = h.records.filter { $0.kind == .touch }
    #expect(touches.map(\.detail) == ["began", "ended"])
    #expect(touches.map(\.point) == [Point(200, 200), Point(200, 200)])
    #expect(abs(touches[1].time - touches[0].time - 0.05) < 1e-9)
    #expect(abs(h.app.time - start - 0.05 - tick) < 1e-9)
  }

  @Test("a finger coming down outside every window is an issue at the caller's line")
  func outsideWindow() {
    let h = Harness(width: 100, height: 100)
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      h.tap(Point(150, 50))
    } matching: { issue in
      issue.sourceLocation?.line == line && "\(issue)".contains("outside every window")
    }
  }

  @Test("a tap on a view in no window is an issue at the caller's line")
  func viewInNoWindow() {
    let h = Harness()
    let loose = View(identifier: "loose", frame: Rect(x: 10, y: 10, width: 20, height: 20))
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      h.tap(loose)
    } matching: { issue in
      issue.sourceLocation?.line == line && "\(issue)".contains("`loose` is in no window")
    }
  }

  @Test("a key name scripts cannot press is an issue at the caller's line")
  func unknownKey() {
    let h = Harness()
    let line = #_sourceLocation.line + 2
    withKnownIssue {
      h.key("f01")
    } matching: { issue in
      issue.sourceLocation?.line == line && "\(issue)".contains("`f01`")
    }
    h.key("f1")
  }
}
