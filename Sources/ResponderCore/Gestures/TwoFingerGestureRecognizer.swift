/// The shared shape of pinch and rotation: two fingers, a threshold to
/// cross before beginning, then a change on every move, and an end (or a
/// failure, when it never began) once fewer than two fingers remain.
open class TwoFingerGestureRecognizer: GestureRecognizer {
  open override var isContinuous: Bool { true }

  /// Whether the gesture under way follows a trackpad's transform events
  /// rather than touches (`Application+Trackpad.swift`).
  public internal(set) var isTransforming = false
  /// Counts transform steps: the end timer of an older step does nothing.
  private var transformSerial = 0

  /// Applies one transform step (`UIEvent.EventType.transform`): the
  /// first begins the gesture (if its delegate agrees), the next change
  /// it, and `trackpadGestureEndDelay` after the last it ends. False when
  /// the delegate refused to begin.
  func transform(_ gesture: TrackpadGesture) -> Bool {
    let beginning = state == .possible
    if beginning, let d = delegateIfSet, !d.gestureRecognizerShouldBegin(self) {
      performReset()
      return false
    }
    applyTransform(gesture, beginning: beginning)
    if beginning {
      isTransforming = true
      applyState(.began)
    } else {
      applyState(.changed)
    }
    transformSerial &+= 1
    let serial = transformSerial
    schedule(after: GestureConstants.trackpadGestureEndDelay) { [weak self] in
      guard let self, self.transformSerial == serial, self.isTransforming, self.state.isActive else { return }
      self.applyState(.ended)
      self.isTransforming = false
      self.performReset()
    }
    return true
  }

  /// Stores one transform step's value (the pinch's scale, the rotation's
  /// angle); `beginning` when it starts the gesture.
  func applyTransform(_ gesture: TrackpadGesture, beginning: Bool) {}

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
