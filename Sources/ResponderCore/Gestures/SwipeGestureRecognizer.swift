/// The directions a swipe can take.
public struct SwipeDirection: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let right = SwipeDirection(rawValue: 1)
  public static let left = SwipeDirection(rawValue: 2)
  public static let up = SwipeDirection(rawValue: 4)
  public static let down = SwipeDirection(rawValue: 8)

  /// The single directions by the names scenes and scripts write.
  public static let named: [(name: String, direction: SwipeDirection)] = [
    ("right", .right), ("left", .left), ("up", .up), ("down", .down),
  ]

  /// One direction by its written name, or nil for any other text.
  public init?(name: String) {
    guard let hit = Self.named.first(where: { $0.name == name }) else { return nil }
    self = hit.direction
  }

  /// The written name of a single direction; nil for a set of several.
  public var name: String? { Self.named.first { $0.direction == self }?.name }
}

/// Recognizes a quick straight stroke in a direction (`UISwipeGestureRecognizer`).
///
/// Discrete: it recognizes once the fingers travel `minimumDistance` (50 pt)
/// in an allowed direction within `maximumDuration` (0.5 s), at no less than
/// `minimumSpeed`, staying mostly along that axis; it fails otherwise.
open class SwipeGestureRecognizer: GestureRecognizer {
  public var direction: SwipeDirection = .right
  public var numberOfTouchesRequired = 1
  public var minimumDistance: Double = GestureConstants.swipeMinimumDistance
  public var minimumSpeed: Double = GestureConstants.swipeMinimumSpeed
  public var maximumDuration: Double = GestureConstants.swipeMaximumDuration

  private var start = Point.zero
  private var startTime = 0.0

  open override var kindName: String { "swipe" }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if trackedTouches.count > numberOfTouchesRequired {
      state = .failed
      return
    }
    start = touchCentroid(in: nil)
    startTime = currentTime
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard state == .possible, trackedTouches.count == numberOfTouchesRequired else { return }
    let d = touchCentroid(in: nil) - start
    let elapsed = currentTime - startTime
    if elapsed > maximumDuration {
      state = .failed
      return
    }
    let dist = max(abs(d.x), abs(d.y))
    guard dist >= minimumDistance else { return }
    let horizontal = abs(d.x) >= abs(d.y)
    let offAxis = horizontal ? abs(d.y) : abs(d.x)
    let dir: SwipeDirection = horizontal ? (d.x > 0 ? .right : .left) : (d.y > 0 ? .down : .up)
    let speed = dist / max(elapsed, 1e-6)
    if direction.contains(dir), offAxis <= dist * 0.5, speed >= minimumSpeed {
      state = .recognized
    } else {
      state = .failed
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if state == .possible { state = .failed }
  }

  /// Where the swipe began: UISwipeGestureRecognizer, "You may determine
  /// the location where a swipe began by calling … location(in:) and
  /// location(ofTouch:in:). The former method gives you the centroid if
  /// more than one touch was involved in the gesture".
  open override func location(in view: View?) -> Point {
    guard !sequenceTouches.isEmpty else { return .zero }
    var sum = Point.zero
    for t in sequenceTouches { sum = sum + t.initialLocation(in: view) }
    return sum * (1 / Double(sequenceTouches.count))
  }

  /// Where one touch of the swipe began.
  open override func location(ofTouch index: Int, in view: View?) -> Point {
    guard sequenceTouches.indices.contains(index) else { return .zero }
    return sequenceTouches[index].initialLocation(in: view)
  }
}
