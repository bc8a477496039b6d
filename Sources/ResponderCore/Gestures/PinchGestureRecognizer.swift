/// Recognizes two fingers moving apart or together (`UIPinchGestureRecognizer`).
///
/// Continuous: it begins when the distance between two fingers has changed
/// by `hysteresis` points, then `scale` is the current distance over the
/// starting one and `velocity` its rate per second.
open class PinchGestureRecognizer: TwoFingerGestureRecognizer {
  public var scale: Double = 1
  public private(set) var velocity: Double = 0
  public var hysteresis: Double = 8

  private var startDistance = 0.0
  private var baseScale = 1.0
  private var lastTime = 0.0

  open override var kindName: String { "pinch" }

  private var spread: Double {
    guard trackedTouches.count >= 2 else { return 0 }
    return trackedTouches[0].location(in: nil).distance(to: trackedTouches[1].location(in: nil))
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if trackedTouches.count == 2 {
      startDistance = spread
      baseScale = scale
      lastTime = currentTime
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard trackedTouches.count >= 2, startDistance > 0 else { return }
    let d = spread
    let now = currentTime
    let newScale = baseScale * d / startDistance
    if now > lastTime { velocity = (newScale - scale) / (now - lastTime) }
    lastTime = now
    advance(crossedThreshold: abs(d - startDistance) >= hysteresis) { scale = newScale }
  }

  /// A trackpad's pinch multiplies the scale by its factor (UIKit's pinch
  /// reads a transform event's scale the same way it reads two fingers').
  override func applyTransform(_ gesture: TrackpadGesture, beginning: Bool) {
    guard case .pinch(let f) = gesture else { return }
    let now = currentTime
    let newScale = scale * f
    if !beginning, now > lastTime { velocity = (newScale - scale) / (now - lastTime) }
    lastTime = now
    scale = newScale
  }

  open override func reset() {
    isTransforming = false
    scale = 1
    velocity = 0
    startDistance = 0
  }
}
