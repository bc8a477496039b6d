/// The shared shape of pinch and rotation: two fingers, a threshold to
/// cross before beginning, then a change on every move, and an end (or a
/// failure, when it never began) once fewer than two fingers remain.
open class TwoFingerGestureRecognizer: GestureRecognizer {
  open override var isContinuous: Bool { true }

  /// Moves the state on after a move: `.began` once `crossedThreshold`,
  /// `.changed` while active; `apply` stores the new value just before.
  func advance(crossedThreshold: Bool, apply: () -> Void) {
    if state == .possible {
      if crossedThreshold {
        apply()
        state = .began
      }
    } else if state.isActive {
      apply()
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if state.isActive {
      state = .ended
    } else if state == .possible, trackedTouches.count - touches.count < 2 {
      state = .failed
    }
  }
}
