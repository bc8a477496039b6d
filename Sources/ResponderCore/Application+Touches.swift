/// The finger table: which `Touch` each finger is, its tap count, and the
/// event that carries it.
extension Application {
  func handleTouch(_ finger: FingerID, _ phase: TouchPhase, _ point: Point) {
    guard point.isFinite, let window = keyWindow else {
      droppedInputCount += 1
      return
    }
    let touch: Touch
    switch phase {
    case .began:
      guard touchesByFinger[finger] == nil else {
        droppedInputCount += 1
        return
      }
      var taps = 1
      if let last = lastTap, time - last.time <= GestureConstants.multiTapInterval,
        last.point.distance(to: point) <= GestureConstants.multiTapSlop
      {
        taps = last.count + 1
      }
      touchSerial &+= 1
      touch = Touch(finger: finger, location: point, timestamp: time, tapCount: taps, serial: touchSerial)
      touchesByFinger[finger] = touch
    case .moved, .stationary:
      guard let t = touchesByFinger[finger] else {
        droppedInputCount += 1
        return
      }
      touch = t
      // "A finger is touching the surface but hasn't moved since the
      // previous event" is `UITouch.Phase.stationary`, and such a touch is
      // not reported to `touchesMoved`.
      touch.phase = point == touch.locationInWindow ? .stationary : .moved
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      touch.timestamp = time
    case .ended, .cancelled:
      guard let t = touchesByFinger.removeValue(forKey: finger) else {
        droppedInputCount += 1
        return
      }
      touch = t
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = point
      touch.phase = phase
      touch.timestamp = time
      if phase == .ended { lastTap = (point, time, touch.tapCount) }
    }
    withRecord(kind: .touch, detail: touch.phase.rawValue, point: point) { record in
      let e = Event(type: .touches, timestamp: time)
      e.record = record
      e.changedTouches = [touch]
      if touchesByFinger.count <= 1 {
        e.allTouches = e.changedTouches
      } else {
        var all = Set(touchesByFinger.values)
        all.insert(touch)
        e.allTouches = all
        // The other fingers did not change in this event: each is stationary.
        for other in all where other !== touch && !other.phase.isTerminal { other.phase = .stationary }
      }
      (touch.window ?? window).sendEvent(e)
      if touch.phase == .began, record.hitView == nil { record.hitView = touch.view }
    }
  }

  /// An event to carry touch messages sent outside a touch dispatch (a
  /// recognizer cancelling touches, held phases released by a timer).
  func makeSyntheticTouchEvent(touches: [Touch]) -> Event {
    let e = Event(type: .touches, timestamp: time)
    e.record = currentRecord
    let set = Set(touches)
    e.allTouches = set
    e.changedTouches = set
    return e
  }
}
