/// A trackpad's pinch and rotation (`PointerInput.trackpad`).
///
/// "UIKit delivers transform events to gesture recognizers that handle
/// pinch and rotation gestures" for apps that opt into indirect input
/// (`UIEvent.EventType.transform`, iOS 13.4, with
/// `UIApplicationSupportsIndirectInputEvents`): no touches, hit-tested at
/// the pointer, taken by the first pinch (or rotation) recognizer from the
/// hit-test view up. An app that did not opt in gets what it has always
/// got from a trackpad, as UIKit keeps compatibility: two touches about the
/// pointer, moving apart or turning, which travel the ordinary touch path
/// (hit-testing, every recognizer, the view's touches).
extension Application {
  func handleTrackpad(_ gesture: TrackpadGesture, at point: Point) {
    switch gesture {
    case .pinch(let f) where !(f.isFinite && f > 0), .rotate(let f) where !f.isFinite:
      droppedInputCount += 1
      return
    default: break
    }
    guard point.isFinite else {
      droppedInputCount += 1
      return
    }
    if supportsIndirectInputEvents {
      deliverTransform(gesture, at: point)
    } else {
      simulateTrackpadTouches(gesture, at: point)
    }
  }

  /// One `transform` event: the first recognizer of its kind from the
  /// hit-test view up that can take it.
  ///
  /// The views are offered it (`transform` in `calls`), but the recognizer
  /// takes it, not a responder: the record names the recognizer
  /// (`PointerNote.transformTaken`) and no handler, since no touch reached
  /// the view ("UIKit delivers transform events to gesture recognizers").
  private func deliverTransform(_ gesture: TrackpadGesture, at point: Point) {
    withRecord(kind: .transform, detail: gesture.detail, point: point) { record in
      record?.pointerNotes.append(.input(.trackpadTransform))
      guard let window = windows.last(where: { $0.frame.contains(point) }) ?? keyWindow else { return }
      let e = Event(type: .transform, timestamp: time)
      e.record = record
      let hit = window.hitTest(point, with: e)
      record?.hitView = hit
      var v = hit
      while let view = v {
        record?.visit(view, method: .transform)
        for case let r as TwoFingerGestureRecognizer in view.gestureRecognizers.reversed()
        where r.acceptsTransform(gesture) && r.transform(gesture) {
          record?.pointerNotes.append(
            .transformTaken(recognizer: r.identifier, kind: r.kindName, view: view.identifier))
          return
        }
        v = view.superview
      }
    }
  }

  /// Two touches about the pointer, as a trackpad's fingers would be for
  /// an app that does not take transform events: the first step puts them
  /// down `GestureConstants.trackpadTouchRadius` either side, each step
  /// moves both in one event, and `trackpadGestureEndDelay` after the last
  /// both lift.
  private func simulateTrackpadTouches(_ gesture: TrackpadGesture, at point: Point) {
    var pose = pointer.trackpadPose ?? TrackpadPose(center: point)
    let beginning = pointer.trackpadPose == nil
    switch gesture {
    case .pinch(let f): pose.radius = min(max(pose.radius * f, 1), 100_000)
    case .rotate(let a): pose.angle += a
    }
    pointer.trackpadPose = pose
    let (a, b) = pose.fingers
    withRecord(kind: .touch, detail: beginning ? "began" : "moved", point: point) { record in
      record?.pointerNotes.append(.input(.trackpadSimulatedTouches))
      if beginning {
        let start = TrackpadPose(center: point).fingers
        handleTouches([
          TouchChange(TrackpadPose.first, .began, start.0), TouchChange(TrackpadPose.second, .began, start.1),
        ])
      }
      handleTouches([TouchChange(TrackpadPose.first, .moved, a), TouchChange(TrackpadPose.second, .moved, b)])
    }
    pointer.trackpadSerial &+= 1
    let serial = pointer.trackpadSerial
    _ = timers.schedule(at: time + GestureConstants.trackpadGestureEndDelay) { [weak self] in
      guard let self, self.pointer.trackpadSerial == serial, let pose = self.pointer.trackpadPose else {
        return
      }
      self.pointer.trackpadPose = nil
      let (a, b) = pose.fingers
      self.withRecord(kind: .touch, detail: "ended", point: pose.center) { record in
        record?.pointerNotes.append(.input(.trackpadSimulatedTouches))
        self.handleTouches([
          TouchChange(TrackpadPose.first, .ended, a), TouchChange(TrackpadPose.second, .ended, b),
        ])
      }
    }
  }
}

/// Where the two simulated touches of a trackpad gesture are: about a
/// fixed centre, at a radius and an angle.
struct TrackpadPose {
  static let first = FingerID(device: FingerID.trackpadDevice, finger: 0)
  static let second = FingerID(device: FingerID.trackpadDevice, finger: 1)
  var center: Point
  var radius = GestureConstants.trackpadTouchRadius
  var angle = 0.0

  var fingers: (Point, Point) {
    let d = Point(x: radius * _cos(angle), y: radius * _sin(angle))
    return (center - d, center + d)
  }
}

extension TrackpadGesture {
  /// The record's detail: `pinch ×1.1`, `rotate 15°`.
  var detail: String {
    switch self {
    case .pinch(let f): "pinch ×\(formatPoints(f))"
    case .rotate(let a): "rotate \(formatPoints(a * 180 / Double.pi))°"
    }
  }
}

extension TwoFingerGestureRecognizer {
  /// Whether this recognizer takes a transform of `gesture`'s kind now:
  /// enabled, of the right kind, tracking no touches, and either idle or
  /// already following transforms.
  func acceptsTransform(_ gesture: TrackpadGesture) -> Bool {
    guard isEnabled, trackedTouches.isEmpty else { return false }
    switch gesture {
    case .pinch: guard self is PinchGestureRecognizer else { return false }
    case .rotate: guard self is RotationGestureRecognizer else { return false }
    }
    return state == .possible || (state.isActive && isTransforming)
  }
}
