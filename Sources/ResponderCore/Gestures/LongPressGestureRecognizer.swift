/// Recognizes fingers held still long enough (`UILongPressGestureRecognizer`).
///
/// Continuous: it begins once `minimumPressDuration` (0.5 s) passes with the
/// fingers within `allowableMovement` (10 pt), reports changes as they move,
/// and ends when they lift. Lifting or moving too far before then fails it.
open class LongPressGestureRecognizer: GestureRecognizer {
  public var minimumPressDuration: Double = GestureConstants.longPressDuration
  public var allowableMovement: Double = GestureConstants.longPressAllowableMovement
  public var numberOfTouchesRequired = 1

  private var startPoints: [ObjectIdentifier: Point] = [:]

  open override var kindName: String { "longPress" }
  open override var isContinuous: Bool { true }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    for t in touches { startPoints[ObjectIdentifier(t)] = t.location(in: nil) }
    if trackedTouches.count > numberOfTouchesRequired {
      if state == .possible { state = .failed } else if state.isActive { state = .cancelled }
      return
    }
    if trackedTouches.count == numberOfTouchesRequired, state == .possible {
      cancelTimers()
      schedule(after: minimumPressDuration) { [weak self] in
        guard let self, self.state == .possible, self.trackedTouches.count == self.numberOfTouchesRequired
        else { return }
        self.state = .began
      }
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if state == .possible {
      for t in touches {
        if let s = startPoints[ObjectIdentifier(t)], s.distance(to: t.location(in: nil)) > allowableMovement {
          state = .failed
          return
        }
      }
    } else if state.isActive {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if state.isActive {
      state = .ended
    } else if state == .possible {
      state = .failed
    }
  }

  open override func reset() {
    startPoints.removeAll()
  }
}
