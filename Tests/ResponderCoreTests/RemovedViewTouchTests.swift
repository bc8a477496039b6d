import Testing

@testable import ResponderCore

/// A view removed while it tracks a touch (the `remove` effect's rule).
@Suite("Removed views cancel their touches")
struct RemovedViewTouchTests {
  @Test("the removed view gets touchesCancelled and later phases reach nobody")
  func cancelled() {
    let h = Harness()
    let box = h.add(TouchLogView(identifier: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    box.handledEvents.insert(.touches)
    h.down(Point(50, 50))
    box.removeFromSuperview()
    #expect(box.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
    h.move(Point(60, 60))
    h.up(Point(60, 60))
    #expect(box.log.map(\.method) == ["touchesBegan", "touchesCancelled"])
  }

  @Test("a pan on the removed view is cancelled")
  func recognizerCancelled() {
    let h = Harness()
    let box = h.add(View(identifier: "box", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: box)
    h.drag(from: Point(50, 50), to: Point(120, 50), duration: 0.1, lift: false)
    #expect(pan.state == .changed)
    box.removeFromSuperview()
    #expect(h.states(of: pan).last == .cancelled)
    h.up(Point(120, 50))
  }
}
