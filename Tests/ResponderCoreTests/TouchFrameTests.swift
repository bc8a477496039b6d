import Testing

@testable import ResponderCore

/// Fingers that change in one frame arrive in one event: UIKit delivers
/// every touch that changed in a frame in one `UIEvent` (`allTouches`), and
/// a view gets one `touchesMoved(_:with:)` with the set of its touches that
/// moved (UIResponder; `UITouch.Phase.stationary` for those that did not).
///
///     window 400×800
///     └─ root
///        ├─ pad  [0, 0, 200, 200]      (a TouchLogView, multi-touch)
///        ├─ side [200, 0, 200, 200]    (a TouchLogView)
///        └─ photo [0, 300, 400, 300]   (multi-touch, a pinch `zoom`)
@Suite("Fingers that change in one frame")
struct TouchFrameTests {
  func scene() -> (Harness, TouchLogView, TouchLogView, PinchGestureRecognizer) {
    let h = Harness()
    let pad = h.add(TouchLogView(identifier: "pad", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    pad.isMultipleTouchEnabled = true
    let side = h.add(TouchLogView(identifier: "side", frame: Rect(x: 200, y: 0, width: 200, height: 200)))
    let photo = h.add(View(identifier: "photo", frame: Rect(x: 0, y: 300, width: 400, height: 300)))
    photo.isMultipleTouchEnabled = true
    let zoom = h.attach(PinchGestureRecognizer(identifier: "zoom"), to: photo)
    return (h, pad, side, zoom)
  }

  /// The calls on `pad` and `side` (each view forwards to the chain above).
  func viewCalls(_ h: Harness) -> [String] {
    h.takeCalls().filter { $0.hasPrefix("pad.") || $0.hasPrefix("side.") }
  }

  func change(_ finger: Int64, _ phase: TouchPhase, _ p: Point) -> TouchChange {
    TouchChange(FingerID(device: 1, finger: finger), phase, p)
  }

  @Test("two fingers moved together: one event, one touchesMoved carrying both")
  func movedTogether() {
    let (h, pad, _, _) = scene()
    h.app.handleTouches([change(0, .began, Point(50, 50)), change(1, .began, Point(150, 50))])
    #expect(pad.log.map(\.method) == ["touchesBegan"])
    #expect(pad.log[0].touches.count == 2)
    // The set goes up the chain as it is: every hop's call carried both.
    #expect(
      h.takeCalls() == [
        "pad.touchesBegan(2 touches)", "root.touchesBegan(2 touches)", "main.touchesBegan(2 touches)",
        "window.touchesBegan(2 touches)", "application.touchesBegan(2 touches)",
        "appDelegate.touchesBegan(2 touches)",
      ])
    let before = h.records.count
    h.app.handleTouches([change(0, .moved, Point(40, 60)), change(1, .moved, Point(160, 60))])
    #expect(h.records.count == before + 1)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved"])
    #expect(pad.log[1].touches.map(\.phase) == [.moved, .moved])
    #expect(pad.log[1].locations == [Point(40, 60), Point(160, 60)])
    #expect(h.takeCalls().first == "pad.touchesMoved(2 touches)")
    let record = h.records.last
    #expect(record?.frameTouches.map(\.point) == [Point(40, 60), Point(160, 60)])
    #expect(record?.detail == "moved")
  }

  @Test("a finger that did not move in the frame is stationary and left out of touchesMoved")
  func stationaryInFrame() {
    let (h, pad, _, _) = scene()
    h.app.handleTouches([change(0, .began, Point(50, 50)), change(1, .began, Point(150, 50))])
    h.app.handleTouches([change(0, .moved, Point(50, 50)), change(1, .moved, Point(160, 60))])
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved"])
    #expect(pad.log[1].touches.map(\.finger.finger) == [1])
    #expect(h.app.latestTouch(ofFinger: 0)?.phase == .stationary)
  }

  @Test("fingers in two views: one event, each view gets only its own touches")
  func twoViews() {
    let (h, pad, side, _) = scene()
    h.app.handleTouches([change(0, .began, Point(50, 50)), change(1, .began, Point(250, 50))])
    h.app.handleTouches([change(0, .moved, Point(60, 50)), change(1, .moved, Point(260, 50))])
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved"])
    #expect(side.log.map(\.method) == ["touchesBegan", "touchesMoved"])
    #expect(pad.log[1].touches.count == 1 && side.log[1].touches.count == 1)
    #expect(
      viewCalls(h) == ["pad.touchesBegan", "side.touchesBegan", "pad.touchesMoved", "side.touchesMoved"])
    #expect(h.records.count == 2)
  }

  @Test("the same finger twice in a batch splits it: one touch has one phase in an event")
  func sameFingerTwice() {
    let (h, pad, _, _) = scene()
    h.app.handleTouches([change(0, .began, Point(50, 50)), change(0, .moved, Point(60, 50))])
    #expect(h.records.count == 2)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved"])
  }

  @Test("a change that does not fit the finger table is dropped alone; the others arrive")
  func dropsOne() {
    let (h, pad, _, _) = scene()
    h.app.handleTouches([change(0, .began, Point(50, 50))])
    let dropped = h.app.droppedInputCount
    h.app.handleTouches([change(0, .moved, Point(60, 50)), change(5, .moved, Point(70, 50))])
    #expect(h.app.droppedInputCount == dropped + 1)
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved"])
    #expect(viewCalls(h) == ["pad.touchesBegan", "pad.touchesMoved"])
  }

  @Test("a pinch sees both fingers move in one update: it begins once, at the frame's scale")
  func pinchOneUpdate() {
    let (h, _, _, zoom) = scene()
    h.app.handleTouches([change(0, .began, Point(160, 450)), change(1, .began, Point(240, 450))])
    h.app.handleTouches([change(0, .moved, Point(140, 450)), change(1, .moved, Point(260, 450))])
    #expect(h.states(of: zoom) == [.began])
    #expect(abs(zoom.scale - 1.5) < 1e-12)
  }

  @Test("moved one event at a time, the same pinch begins at the half-way scale and changes again")
  func pinchTwoUpdates() {
    let (h, _, _, zoom) = scene()
    h.app.handleTouches([change(0, .began, Point(160, 450)), change(1, .began, Point(240, 450))])
    h.app.handleTouches([change(0, .moved, Point(140, 450))])
    #expect(abs(zoom.scale - 1.25) < 1e-12)
    h.app.handleTouches([change(1, .moved, Point(260, 450))])
    #expect(h.states(of: zoom) == [.began, .changed])
  }

  @Test("inputs handled together gather runs of one phase, and other inputs split them")
  func together() {
    let (h, pad, _, _) = scene()
    let f0 = FingerID(device: 1, finger: 0)
    let f1 = FingerID(device: 1, finger: 1)
    h.app.handleTogether([
      .touch(f0, .began, Point(50, 50)), .touch(f1, .began, Point(150, 50)),
      .touch(f0, .moved, Point(60, 50)), .text("x"), .touch(f1, .moved, Point(160, 50)),
    ])
    #expect(pad.log.map(\.method) == ["touchesBegan", "touchesMoved", "touchesMoved"])
    #expect(pad.log.map(\.touches.count) == [2, 1, 1])
    #expect(h.records.map(\.kind) == [.touch, .touch, .text, .touch])
  }

  @Test("the synthetic pinch moves both fingers in each frame: one event per frame")
  func syntheticPinch() {
    let (h, _, _, zoom) = scene()
    h.perform(.pinch(at: Point(200, 450), scale: 2))
    let touchRecords = h.records.filter { $0.kind == .touch }
    #expect(touchRecords.count == 1 + 36 + 1)
    #expect(touchRecords.allSatisfy { $0.frameTouches.count == 2 })
    #expect(h.states(of: zoom).first == .began)
    #expect(h.states(of: zoom).last == .ended)
  }

  @Test("a two-finger pan sees both fingers move in one update: it begins once, at the whole translation")
  func twoFingerPan() {
    let (h, _, _, _) = scene()
    let photo = h.root.subviews.first { $0.identifier == "photo" }!
    let pan = h.attach(PanGestureRecognizer(identifier: "pan"), to: photo)
    pan.minimumNumberOfTouches = 2
    h.app.handleTouches([change(0, .began, Point(160, 450)), change(1, .began, Point(240, 450))])
    h.app.handleTouches([change(0, .moved, Point(180, 450)), change(1, .moved, Point(260, 450))])
    #expect(h.states(of: pan) == [.began])
    #expect(pan.translation(in: nil) == Point(20, 0))
  }

  @Test("a rotation sees both fingers turn in one update")
  func rotationOneUpdate() {
    let (h, _, _, _) = scene()
    let photo = h.root.subviews.first { $0.identifier == "photo" }!
    let turn = h.attach(RotationGestureRecognizer(identifier: "turn"), to: photo)
    // 40 pt either side of (200, 450), then a quarter turn in one frame.
    h.app.handleTouches([change(0, .began, Point(160, 450)), change(1, .began, Point(240, 450))])
    h.app.handleTouches([change(0, .moved, Point(200, 410)), change(1, .moved, Point(200, 490))])
    #expect(h.states(of: turn) == [.began])
    #expect(abs(turn.rotation - Double.pi / 2) < 1e-9)
  }
}
