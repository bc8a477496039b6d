import Testing

@testable import ResponderCore

/// The window records what it did to a view's touches for a recognizer
/// (`DispatchRecord.gestureDecisions`) where it does it.
///
///     root (400×800)   the recognizer under test
@Suite("Gesture decisions in the dispatch record")
struct GestureDecisionTests {
  /// Recognizes as soon as a touch begins.
  final class Instant: GestureRecognizer {
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { state = .recognized }
  }

  func decisions(_ h: Harness) -> [String] {
    h.records.flatMap(\.gestureDecisions).map { d in
      switch d {
      case .heldBegan(let r, let v): "\(r.identifier) held \(v.identifier) began"
      case .heldEnded(let r, let v): "\(r.identifier) held \(v.identifier) ended"
      case .cancelledTouchesInView(let r, let v): "\(r.identifier) cancelled \(v.identifier)"
      }
    }
  }

  @Test(
    "a possible recognizer with delaysTouchesBegan holds the began; recognizing cancels the view's touches")
  func heldThenCancelled() {
    let h = Harness()
    let press = h.attach(LongPressGestureRecognizer(identifier: "press"), to: h.root)
    press.delaysTouchesBegan = true
    h.down(Point(x: 100, y: 100))
    #expect(decisions(h) == ["press held root began"])
    h.wait(1)
    h.up(Point(x: 100, y: 100))
    // The view never saw the began, so there is nothing to cancel.
    #expect(decisions(h) == ["press held root began"])
  }

  @Test("a tap that recognizes on touch up cancels the view's touches")
  func cancelled() {
    let h = Harness()
    h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    h.tap(Point(x: 100, y: 100))
    #expect(decisions(h) == ["tap cancelled root"])
  }

  @Test("delaysTouchesBegan on a recognizer that already recognized holds nothing and records nothing")
  func flagWithoutHold() {
    let h = Harness()
    let instant = h.attach(Instant(identifier: "instant"), to: h.root)
    instant.delaysTouchesBegan = true
    h.tap(Point(x: 100, y: 100))
    #expect(instant.delaysTouchesBegan)
    #expect(decisions(h) == [])
  }
}
