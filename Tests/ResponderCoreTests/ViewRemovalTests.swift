import Testing

@testable import ResponderCore

/// A view removed from the window while it tracks a touch gets
/// `touchesCancelled` once; recognizers attached in the removed subtree are
/// cancelled (see `padHarness`).
@Suite("Removed views cancel their touches")
struct ViewRemovalTests {
  @Test("a removed view gets touchesCancelled once and nothing more of that touch")
  func cancelledOnce() {
    let (h, pad) = padHarness()
    h.down(Point(200, 200))
    pad.removeFromSuperview()
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
    h.move(Point(210, 200))
    h.up(Point(210, 200))
    h.app.handle(.interruption("focusLost"))
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
  }

  @Test("removing an ancestor cancels the touches of views inside it")
  func ancestor() {
    let (h, pad) = padHarness()
    let inner = h.add(
      TouchLogView(identifier: "inner", frame: Rect(x: 0, y: 0, width: 100, height: 100)), to: pad)
    h.down(Point(60, 60))
    pad.removeFromSuperview()
    #expect(inner.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
  }

  @Test("a recognizer in the removed subtree is cancelled; one still deciding fails")
  func recognizers() {
    let (h, pad) = padHarness()
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: pad)
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: pad)
    pan.recognizeSimultaneously(with: tap)
    h.drag(from: Point(200, 200), to: Point(200, 205), duration: 0.05, lift: false)
    #expect(pan.state == .possible)
    h.move(Point(200, 230))
    #expect(h.states(of: pan) == [.began])
    pad.removeFromSuperview()
    #expect(h.states(of: pan) == [.began, .cancelled])
    #expect(h.states(of: tap).last == .failed)
    h.up(Point(200, 230))
    #expect(pan.state == .possible)
  }

  @Test("a touch in a view that stays is not cancelled")
  func others() {
    let (h, pad) = padHarness()
    let side = h.add(TouchLogView(identifier: "side", frame: Rect(x: 360, y: 0, width: 40, height: 40)))
    h.down(Point(200, 200))
    side.removeFromSuperview()
    h.up(Point(200, 200))
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesEnded"])
  }
}
