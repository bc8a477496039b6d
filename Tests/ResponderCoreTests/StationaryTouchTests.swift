import Testing

@testable import ResponderCore

/// UITouch.Phase.stationary: "a finger is touching the surface but hasn't
/// moved since the previous event"; `touchesMoved` gets only touches that moved.
///
///     window 400×800
///     └─ root
///        ├─ pad  [0, 0, 200, 200]      (a TouchLogView, multi-touch)
///        └─ side [200, 0, 200, 200]    (a TouchLogView)
@Suite("Stationary touches")
struct StationaryTouchTests {
  func pads() -> (Harness, TouchLogView, TouchLogView) {
    let h = Harness()
    let pad = h.add(TouchLogView(identifier: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    pad.isMultipleTouchEnabled = true
    let side = h.add(TouchLogView(identifier: "side", frame: Rect(x: 200, y: 0, width: 200, height: 200)))
    return (h, pad, side)
  }

  @Test("a finger reported where it already was is stationary and gets no touchesMoved")
  func sameSpot() {
    let (h, pad, _) = pads()
    h.down(Point(50, 50))
    h.move(Point(50, 50))
    #expect(pad.log.map(\.method) == ["touchesBegan"])
    #expect(pad.log[0].touches[0].phase == .stationary)
    #expect(h.records.last?.detail == "stationary")
    h.move(Point(60, 50))
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved"])
    #expect(pad.log[1].touches[0].phase == .moved)
  }

  @Test("the other fingers of a multi-touch event are stationary, one that just began too")
  func otherFingers() {
    let (h, pad, side) = pads()
    h.down(Point(50, 50), finger: 0)
    h.down(Point(250, 50), finger: 1)
    let first = pad.log[0].touches[0]
    #expect(first.phase == .stationary)
    h.move(Point(260, 50), finger: 1)
    #expect(side.log.map(\.method) == ["touchesBegan", "touchesMoved"])
    #expect(pad.log.map(\.method) == ["touchesBegan"])
    #expect(first.phase == .stationary)
  }

  @Test("a view none of whose touches moved gets no touchesMoved")
  func noneMoved() {
    let (h, pad, side) = pads()
    h.down(Point(50, 50), finger: 0)
    h.down(Point(250, 50), finger: 1)
    h.move(Point(50, 50), finger: 0)
    h.move(Point(250, 50), finger: 1)
    #expect(pad.log.map(\.method) == ["touchesBegan"])
    #expect(side.log.map(\.method) == ["touchesBegan"])
  }
}
