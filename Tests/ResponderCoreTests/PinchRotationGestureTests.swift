import Testing

@testable import ResponderCore

/// Two-finger recognizers on `pad` (see `padHarness`). The fingers start
/// 40 pt left and right of (200, 200), as the `pinch` script step puts them.
@Suite("Pinch and rotation gesture recognizers")
struct PinchRotationGestureTests {
  let centre = Point(200, 200)

  @Test("spreading two fingers begins a pinch whose scale follows their distance")
  func pinchRecognizes() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    var scales: [Double] = []
    pinch.stateObservers.append { scales.append(($0 as! PinchGestureRecognizer).scale) }
    h.twoFingers(at: centre, scale: 2, lift: false)
    #expect(pinch.state == .changed)
    #expect(abs(pinch.scale - 2) < 1e-9)
    #expect(pinch.velocity > 0)
    h.up(Point(120, 200), finger: 0)
    h.up(Point(280, 200), finger: 1)
    let states = h.states(of: pinch)
    #expect(states.first == .began)
    #expect(states.last == .ended)
    #expect(scales.first.map { $0 > 1 && $0 < 1.2 } == true)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
    expectSettled([pinch])
    #expect(pinch.scale == 1)
  }

  @Test("pinching in gives a scale below 1")
  func pinchIn() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    h.twoFingers(at: centre, scale: 0.5, lift: false)
    #expect(abs(pinch.scale - 0.5) < 1e-9)
    h.up(Point(180, 200), finger: 0)
    h.up(Point(220, 200), finger: 1)
    expectSettled([pinch])
  }

  @Test("two fingers lifted without spreading fail a pinch")
  func pinchFails() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    h.twoFingers(at: centre, scale: 1.05)  // 4 pt: under the hysteresis
    #expect(h.states(of: pinch) == [.failed])
    expectSettled([pinch])
  }

  @Test("one finger alone never pinches")
  func pinchOneFinger() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    h.drag(from: Point(150, 200), to: Point(300, 200), duration: 0.2)
    #expect(h.states(of: pinch) == [.failed])
    expectSettled([pinch])
  }

  @Test("an interruption cancels a pinch in progress")
  func pinchCancelled() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    h.twoFingers(at: centre, scale: 1.5, lift: false)
    h.app.handle(.interruption("background"))
    #expect(h.states(of: pinch).last == .cancelled)
    #expect(h.states(of: pinch).filter { $0 == .cancelled }.count == 1)
    expectSettled([pinch])
  }

  @Test("turning two fingers begins a rotation that follows their angle")
  func rotationRecognizes() {
    let (h, pad) = padHarness()
    let rotation = h.attach(RotationGestureRecognizer(identifier: "rotation"), to: pad)
    h.twoFingers(at: centre, degrees: 45, lift: false)
    #expect(rotation.state == .changed)
    #expect(abs(rotation.rotation - Double.pi / 4) < 1e-9)
    #expect(rotation.velocity > 0)
    h.up(Point(0, 0), finger: 0)
    h.up(Point(0, 0), finger: 1)
    #expect(h.states(of: rotation).first == .began)
    #expect(h.states(of: rotation).last == .ended)
    expectSettled([rotation])
  }

  @Test("turning the other way gives a negative rotation")
  func rotationBack() {
    let (h, pad) = padHarness()
    let rotation = h.attach(RotationGestureRecognizer(identifier: "rotation"), to: pad)
    h.twoFingers(at: centre, degrees: -90, lift: false)
    #expect(abs(rotation.rotation + Double.pi / 2) < 1e-9)
    h.up(Point(0, 0), finger: 0)
    h.up(Point(0, 0), finger: 1)
    expectSettled([rotation])
  }

  @Test("spreading without turning fails a rotation")
  func rotationFails() {
    let (h, pad) = padHarness()
    let rotation = h.attach(RotationGestureRecognizer(identifier: "rotation"), to: pad)
    h.twoFingers(at: centre, scale: 2)
    #expect(h.states(of: rotation) == [.failed])
    expectSettled([rotation])
  }

  @Test("an interruption cancels a rotation in progress")
  func rotationCancelled() {
    let (h, pad) = padHarness()
    let rotation = h.attach(RotationGestureRecognizer(identifier: "rotation"), to: pad)
    h.twoFingers(at: centre, degrees: 30, lift: false)
    h.app.handle(.interruption("focusLost"))
    #expect(h.states(of: rotation).last == .cancelled)
    expectSettled([rotation])
  }

  @Test("pinch and rotation recognize together when allowed to")
  func simultaneous() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    let rotation = h.attach(RotationGestureRecognizer(identifier: "rotation"), to: pad)
    pinch.recognizeSimultaneously(with: rotation)
    h.twoFingers(at: centre, scale: 2, degrees: 45, lift: false)
    #expect(pinch.state == .changed)
    #expect(rotation.state == .changed)
    #expect(abs(pinch.scale - 2) < 1e-9)
    #expect(abs(rotation.rotation - Double.pi / 4) < 1e-9)
    h.up(Point(0, 0), finger: 0)
    h.up(Point(0, 0), finger: 1)
    #expect(h.states(of: pinch).last == .ended)
    #expect(h.states(of: rotation).last == .ended)
    expectSettled([pinch, rotation])
  }

  @Test("without simultaneous recognition only one of pinch and rotation recognizes")
  func exclusive() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    let rotation = h.attach(RotationGestureRecognizer(identifier: "rotation"), to: pad)
    h.twoFingers(at: centre, scale: 2, degrees: 45)
    let p = h.states(of: pinch)
    let r = h.states(of: rotation)
    #expect(p.contains(.began) != r.contains(.began))
    #expect((p == [.failed]) != (r == [.failed]))
    // The pinch crosses its 8 pt hysteresis before the rotation turns 0.1 rad.
    #expect(p.last == .ended)
    #expect(r == [.failed])
    expectSettled([pinch, rotation])
  }

  /// A delegate that lets its recognizer recognize with the pinch.
  final class WithPinch: GestureRecognizerDelegate {
    weak var pinch: GestureRecognizer?
    func gestureRecognizer(
      _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
    ) -> Bool { other === pinch }
  }

  @Test("a delegate's shouldRecognizeSimultaneouslyWith yes allows both")
  func delegateDecision() {
    let (h, pad) = padHarness()
    let pinch = h.attach(PinchGestureRecognizer(identifier: "pinch"), to: pad)
    let rotation = h.attach(RotationGestureRecognizer(identifier: "rotation"), to: pad)
    let delegate = WithPinch()
    delegate.pinch = pinch
    rotation.delegate = delegate
    h.twoFingers(at: centre, scale: 2, degrees: 45)
    #expect(h.states(of: pinch).last == .ended)
    #expect(h.states(of: rotation).last == .ended)
    expectSettled([pinch, rotation])
    withExtendedLifetime(delegate) {}
  }
}
