/// Recognizes one or more taps with a number of fingers (`UITapGestureRecognizer`).
///
/// Discrete: it recognizes when the last required tap lifts. It fails when
/// a finger moves more than `allowableMovement`, when more fingers than
/// `numberOfTouchesRequired` come down, or when the next tap does not begin
/// within `maximumTapInterval` (0.35 s) of the previous one lifting.
open class TapGestureRecognizer: GestureRecognizer {
  public var numberOfTapsRequired: Int {
    get { numberOfTapsRequiredStorage }
    set { numberOfTapsRequiredStorage = newValue }
    _modify { yield &numberOfTapsRequiredStorage }
  }
  @exclusivity(unchecked) final var numberOfTapsRequiredStorage: Int = 1
  public var numberOfTouchesRequired: Int {
    get { numberOfTouchesRequiredStorage }
    set { numberOfTouchesRequiredStorage = newValue }
    _modify { yield &numberOfTouchesRequiredStorage }
  }
  @exclusivity(unchecked) final var numberOfTouchesRequiredStorage: Int = 1
  public var allowableMovement: Double {
    get { allowableMovementStorage }
    set { allowableMovementStorage = newValue }
    _modify { yield &allowableMovementStorage }
  }
  @exclusivity(unchecked) final var allowableMovementStorage: Double = GestureConstants.tapSlop
  public var maximumTapInterval: Double {
    get { maximumTapIntervalStorage }
    set { maximumTapIntervalStorage = newValue }
    _modify { yield &maximumTapIntervalStorage }
  }
  @exclusivity(unchecked) final var maximumTapIntervalStorage: Double = GestureConstants.multiTapInterval

  @exclusivity(unchecked) private var tapsDone = 0
  /// Where each touch began, by touch: a few entries searched in order
  /// (hashing cost more than the search; a tap has a finger or two).
  @exclusivity(unchecked) private var startPoints: [(touch: ObjectIdentifier, point: Point)] = []
  @exclusivity(unchecked) private var maxFingers = 0
  @exclusivity(unchecked) private var betweenTaps = false
  /// The fingers of the first tap, where a tap is located: "if there are
  /// multiple taps, this location is the first tap; if there are multiple
  /// touches, this location is the centroid of all fingers tapping the
  /// view" (UITapGestureRecognizer). Kept until the reset, so the action
  /// reads it after the fingers lifted.
  @exclusivity(unchecked) private var firstTapTouches: [Touch] = []

  open override var kindName: String { "tap" }

  /// "The bit mask of the buttons the user must press for gesture
  /// recognition" (UITapGestureRecognizer.buttonMaskRequired, default
  /// `primary`): `secondary` makes a tap of a right click, and such a tap
  /// gets no finger's touch.
  public var buttonMaskRequired: ButtonMask {
    get { buttonMaskRequiredStorage }
    set { buttonMaskRequiredStorage = newValue }
    _modify { yield &buttonMaskRequiredStorage }
  }
  @exclusivity(unchecked) final var buttonMaskRequiredStorage: ButtonMask = .primary

  open override var requiredButtonMask: ButtonMask { buttonMaskRequired }

  open override var isWaitingForMoreTouches: Bool { betweenTaps }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    betweenTaps = false
    cancelTimers()
    for t in touches {
      let id = ObjectIdentifier(t)
      if let i = startPoints.firstIndex(where: { $0.touch == id }) {
        startPoints[i].point = t.location(in: nil)
      } else {
        startPoints.append((id, t.location(in: nil)))
      }
    }
    if tapsDone == 0 {
      for t in touches where !firstTapTouches.containsIdentical(t) { firstTapTouches.append(t) }
    }
    maxFingers = max(maxFingers, trackedTouches.count)
    if maxFingers > numberOfTouchesRequired { state = .failed }
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    for t in touches {
      let id = ObjectIdentifier(t)
      if let start = startPoints.first(where: { $0.touch == id })?.point,
        start.distance(to: t.location(in: nil)) > allowableMovement
      {
        state = .failed
        return
      }
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    // The tap completes when the last finger lifts.
    guard trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
    guard maxFingers == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsDone += 1
    maxFingers = 0
    if tapsDone >= numberOfTapsRequired {
      state = .recognized
    } else {
      betweenTaps = true
      schedule(after: maximumTapInterval) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.betweenTaps = false
        self.state = .failed
      }
    }
  }

  /// A press of an allowed type is a tap (`allowedPressTypes`; UIKit's tap
  /// recognizer on tvOS recognizes the remote's Select click): it counts
  /// when the press ends, and the taps of a multi-tap come within
  /// `maximumTapInterval` of each other as for touches.
  open override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    guard presses.contains(where: { $0.type.map(allowedPressTypes.contains) ?? false }) else { return }
    betweenTaps = false
    cancelTimers()
  }

  open override func pressesEnded(_ presses: Set<Press>, with event: Event?) {
    guard presses.contains(where: { $0.type.map(allowedPressTypes.contains) ?? false }),
      trackedTouches.isEmpty
    else { return }
    tapsDone += 1
    if tapsDone >= numberOfTapsRequired {
      state = .recognized
    } else {
      betweenTaps = true
      schedule(after: maximumTapInterval) { [weak self] in
        guard let self, self.state == .possible else { return }
        self.betweenTaps = false
        self.tapsDone = 0
      }
    }
  }

  /// The centroid of the first tap's fingers (see `firstTapTouches`).
  open override func location(in view: View?) -> Point {
    guard !firstTapTouches.isEmpty else { return super.location(in: view) }
    var sum = Point.zero
    for t in firstTapTouches { sum = sum + t.location(in: view) }
    return sum * (1 / Double(firstTapTouches.count))
  }

  /// One finger of the first tap: "if multiple taps are allowed, this
  /// location is that of the first tap" (UITapGestureRecognizer).
  open override func location(ofTouch index: Int, in view: View?) -> Point {
    guard firstTapTouches.indices.contains(index) else { return super.location(ofTouch: index, in: view) }
    return firstTapTouches[index].location(in: view)
  }

  /// The fingers tapping: those of the first tap, still counted once they lifted.
  open override var numberOfTouches: Int {
    firstTapTouches.isEmpty ? super.numberOfTouches : firstTapTouches.count
  }

  open override func reset() {
    tapsDone = 0
    firstTapTouches.removeAll()
    startPoints.removeAllKeepingStorage()
    maxFingers = 0
    betweenTaps = false
  }
}
