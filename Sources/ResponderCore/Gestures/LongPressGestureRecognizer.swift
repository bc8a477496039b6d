/// Recognizes fingers held still long enough (`UILongPressGestureRecognizer`).
///
/// Continuous: it begins once `minimumPressDuration` (0.5 s) passes with the
/// fingers within `allowableMovement` (10 pt), reports changes as they move,
/// and ends when they lift. Lifting or moving too far before then fails it.
///
/// `numberOfTapsRequired` (UIKit's default 0) is "the number of taps on the
/// view necessary for the gesture to be recognized"
/// (UILongPressGestureRecognizer.numberOfTapsRequired): that many taps come
/// first, and the press that is held is the touch after them — `1` is the
/// "tap and a half". Each tap lifts within the multi-tap interval of the
/// next touch going down (0.35 s, as for a tap recognizer; UIKit does not
/// document a figure for long presses), and moves no more than
/// `allowableMovement`; otherwise the gesture fails.
open class LongPressGestureRecognizer: GestureRecognizer {
  public var minimumPressDuration: Double = GestureConstants.longPressDuration
  public var allowableMovement: Double = GestureConstants.longPressAllowableMovement
  public var numberOfTouchesRequired = 1
  public var numberOfTapsRequired = 0

  private var startPoints: [ObjectIdentifier: Point] = [:]
  /// Taps completed before the press.
  private var tapsDone = 0
  /// The most fingers down at once during the current tap or press.
  private var maxFingers = 0
  private var betweenTaps = false

  open override var kindName: String { "longPress" }
  open override var isContinuous: Bool { true }
  open override var isWaitingForMoreTouches: Bool { betweenTaps }

  /// Whether the touches down now are a tap that comes before the press.
  private var isTapping: Bool { tapsDone < numberOfTapsRequired }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if betweenTaps {
      betweenTaps = false
      cancelTimers()
    }
    for t in touches { startPoints[ObjectIdentifier(t)] = t.location(in: nil) }
    maxFingers = max(maxFingers, trackedTouches.count)
    if trackedTouches.count > numberOfTouchesRequired {
      if state == .possible { state = .failed } else if state.isActive { state = .cancelled }
      return
    }
    if !isTapping, trackedTouches.count == numberOfTouchesRequired, state == .possible {
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
    } else if state == .possible, isTapping {
      // A tap completes when its last finger lifts, with the right count.
      guard trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
      guard maxFingers == numberOfTouchesRequired else {
        state = .failed
        return
      }
      tapsDone += 1
      maxFingers = 0
      betweenTaps = true
      schedule(after: GestureConstants.multiTapInterval) { [weak self] in
        guard let self, self.state == .possible, self.betweenTaps else { return }
        self.betweenTaps = false
        self.state = .failed
      }
    } else if state == .possible {
      state = .failed
    }
  }

  open override func reset() {
    startPoints.removeAll()
    tapsDone = 0
    maxFingers = 0
    betweenTaps = false
  }
}
