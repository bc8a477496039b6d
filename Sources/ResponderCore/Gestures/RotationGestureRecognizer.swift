/// Recognizes two fingers turning about each other (`UIRotationGestureRecognizer`).
///
/// Continuous: it begins once the line between the fingers has turned by
/// `hysteresis` radians; `rotation` is the angle since it began (radians,
/// clockwise positive in screen coordinates) and `velocity` its rate.
open class RotationGestureRecognizer: TwoFingerGestureRecognizer {
  public var rotation: Double = 0
  public private(set) var velocity: Double = 0
  public var hysteresis: Double = 0.1

  private var startAngle = 0.0
  private var lastAngle = 0.0
  private var turned = 0.0
  private var lastTime = 0.0

  open override var kindName: String { "rotation" }

  private var angle: Double {
    guard trackedTouches.count >= 2 else { return 0 }
    let a = trackedTouches[0].location(in: nil)
    let b = trackedTouches[1].location(in: nil)
    return _atan2(b.y - a.y, b.x - a.x)
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if trackedTouches.count == 2 {
      startAngle = angle
      lastAngle = startAngle
      turned = 0
      lastTime = currentTime
    }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard trackedTouches.count >= 2 else { return }
    let a = angle
    var delta = a - lastAngle
    // Unwrap across ±π so that a turn never jumps by a full circle.
    while delta > Double.pi { delta -= 2 * Double.pi }
    while delta < -Double.pi { delta += 2 * Double.pi }
    lastAngle = a
    turned += delta
    let now = currentTime
    if now > lastTime { velocity = delta / (now - lastTime) }
    lastTime = now
    advance(crossedThreshold: abs(turned) >= hysteresis) { rotation = turned }
  }

  /// A trackpad's rotation turns by its angle.
  override func applyTransform(_ gesture: TrackpadGesture, beginning: Bool) {
    guard case .rotate(let a) = gesture else { return }
    let now = currentTime
    if !beginning, now > lastTime { velocity = a / (now - lastTime) }
    lastTime = now
    turned += a
    rotation = turned
  }

  open override func reset() {
    isTransforming = false
    rotation = 0
    velocity = 0
    turned = 0
  }
}
