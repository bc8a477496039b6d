import Testing

@testable import ResponderCore

/// `isExclusiveTouch`, both ways round.
///
///     root
///     ├─ a [0, 0, 100, 100]     exclusiveTouch
///     ├─ b [200, 0, 100, 100]
///     └─ c [0, 200, 100, 100]
@Suite("exclusiveTouch blocks touches both ways")
struct ExclusiveTouchTests {
  func lab() -> (Harness, TouchLogView, TouchLogView, TouchLogView) {
    let h = Harness()
    let a = h.add(TouchLogView(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let b = h.add(TouchLogView(identifier: "b", frame: Rect(x: 200, y: 0, width: 100, height: 100)))
    let c = h.add(TouchLogView(identifier: "c", frame: Rect(x: 0, y: 200, width: 100, height: 100)))
    a.isExclusiveTouch = true
    for v in [a, b, c] { v.handledEvents.insert(.touches) }
    return (h, a, b, c)
  }

  @Test("while the exclusive view tracks a touch another view gets no new touch")
  func exclusiveTracking() {
    let (h, _, b, _) = lab()
    h.down(Point(x: 50, y: 50), finger: 0)
    _ = h.takeCalls()
    h.down(Point(x: 250, y: 50), finger: 1)
    #expect(h.takeCalls() == [])
    #expect(h.records.last?.exclusiveTouchBlock?.by.identifier == "a")
    h.up(Point(x: 250, y: 50), finger: 1)
    #expect(h.takeCalls() == [])
    _ = b
  }

  @Test("the exclusive view gets no new touch while another view tracks one")
  func exclusiveBlocked() {
    let (h, _, _, _) = lab()
    h.down(Point(x: 250, y: 50), finger: 0)
    _ = h.takeCalls()
    h.down(Point(x: 50, y: 50), finger: 1)
    #expect(h.takeCalls() == [])
    #expect(h.records.last?.exclusiveTouchBlock?.by.identifier == "a")
  }

  @Test("recognizers do not see a blocked touch either")
  func recognizersBlocked() {
    let (h, _, b, _) = lab()
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: b)
    h.down(Point(x: 50, y: 50), finger: 0)
    h.tap(Point(x: 250, y: 50), finger: 1)
    #expect(h.states(of: tap) == [])
  }

  @Test("once the exclusive touch ends other views get touches again; ordinary views share")
  func afterwards() {
    let (h, _, _, _) = lab()
    h.tap(Point(x: 50, y: 50), finger: 0)
    _ = h.takeCalls()
    h.down(Point(x: 250, y: 50), finger: 0)
    h.down(Point(x: 50, y: 250), finger: 1)
    #expect(h.takeCalls() == ["b.touchesBegan", "c.touchesBegan"])
  }
}
