/// Recognizes fingers dragging (`UIPanGestureRecognizer`).
///
/// Continuous: it begins once the centroid has moved `minimumDistance`
/// (10 pt) with between `minimumNumberOfTouches` and `maximumNumberOfTouches`
/// fingers down, then reports every move; `translation(in:)` and
/// `velocity(in:)` describe the drag.
open class PanGestureRecognizer: GestureRecognizer {
  public var minimumNumberOfTouches: Int {
    get { minimumNumberOfTouchesStorage }
    set { minimumNumberOfTouchesStorage = newValue }
    _modify { yield &minimumNumberOfTouchesStorage }
  }
  @exclusivity(unchecked) final var minimumNumberOfTouchesStorage: Int = 1
  public var maximumNumberOfTouches: Int {
    get { maximumNumberOfTouchesStorage }
    set { maximumNumberOfTouchesStorage = newValue }
    _modify { yield &maximumNumberOfTouchesStorage }
  }
  @exclusivity(unchecked) final var maximumNumberOfTouchesStorage = Int.max
  public var minimumDistance: Double {
    get { minimumDistanceStorage }
    set { minimumDistanceStorage = newValue }
    _modify { yield &minimumDistanceStorage }
  }
  @exclusivity(unchecked) final var minimumDistanceStorage: Double = GestureConstants.panThreshold
  /// The scroll inputs this pan takes (`allowedScrollTypesMask`): none by
  /// default, as UIKit's; a scroll view's pan takes both.
  public var allowedScrollTypesMask: ScrollTypes {
    get { allowedScrollTypesMaskStorage }
    set { allowedScrollTypesMaskStorage = newValue }
    _modify { yield &allowedScrollTypesMaskStorage }
  }
  @exclusivity(unchecked) final var allowedScrollTypesMaskStorage: ScrollTypes = []
  /// Whether the current gesture is driven by scroll events, not touches.
  public internal(set) var isScrolling: Bool {
    get { isScrollingStorage }
    set { isScrollingStorage = newValue }
    _modify { yield &isScrollingStorage }
  }
  @exclusivity(unchecked) final var isScrollingStorage: Bool = false
  @exclusivity(unchecked) private var scrollSerial = 0

  @exclusivity(unchecked) private var start = Point.zero
  @exclusivity(unchecked) private var offset = Point.zero
  @exclusivity(unchecked) private var lastCentroid = Point.zero
  @exclusivity(unchecked) private var lastTime = 0.0
  @exclusivity(unchecked) private var currentVelocity = Point.zero
  /// The recent moves (time, centroid with joining fingers' jumps taken
  /// out), oldest first, for the smoothed velocity.
  @exclusivity(unchecked) private var samples: [(time: Double, point: Point)] = []

  open override var kindName: String { "pan" }
  open override var isContinuous: Bool { true }

  private var centroid: Point { location(in: nil) }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if trackedTouches.count > maximumNumberOfTouches {
      // "The maximum number of fingers that can touch the view for this
      // gesture to be recognized" (maximumNumberOfTouches): too many before
      // it began, it fails; once begun, the fingers past the maximum are
      // not part of the gesture — ignored, so they move nothing and reach
      // their view as any touch does.
      if state == .possible {
        state = .failed
      } else {
        for t in touches.sorted(by: Touch.deliveryOrder) where trackedTouches.count > maximumNumberOfTouches {
          ignore(t, for: event)
        }
      }
      return
    }
    // A finger joining or leaving moves the centroid: keep the translation continuous.
    let c = centroid
    if state == .possible, trackedTouches.count == touches.count {
      start = c
      lastTime = currentTime
      samples.removeAll(keepingCapacity: true)
      addSample(c, at: lastTime)
    } else {
      offset = offset + (lastCentroid - c)
    }
    lastCentroid = c
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    let c = centroid
    let now = currentTime
    let dt = now - lastTime
    addSample(c + offset, at: now)
    if let v = smoothedVelocity() {
      currentVelocity = v
    } else if dt > 0 {
      currentVelocity = (c - lastCentroid) * (1 / dt)
    }
    lastCentroid = c
    lastTime = now
    if state == .possible {
      guard trackedTouches.count >= minimumNumberOfTouches else { return }
      if start.distance(to: c + offset) >= minimumDistance { state = .began }
    } else if state.isActive {
      state = .changed
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    let remaining = trackedTouches.filter { !touches.contains($0) }
    if remaining.isEmpty {
      // A finger that rested before lifting is not moving: with no move in
      // the last `panVelocityWindow` the velocity at the end is zero, as a
      // scroll view's pan leaves no momentum after a rest (issue 41: a
      // Photos pull held still, then released, read the speed of its last
      // move and closed the viewer).
      if currentTime - lastTime > GestureConstants.panVelocityWindow + 1e-9 { currentVelocity = .zero }
      if state.isActive { state = .ended } else if state == .possible { state = .failed }
      return
    }
    var sum = Point.zero
    for t in remaining { sum = sum + t.location(in: nil) }
    let c = sum * (1 / Double(remaining.count))
    offset = offset + (lastCentroid - c)
    lastCentroid = c
  }

  /// The drag so far in window points, read before `touchesMoved` records
  /// the move: fingers joining or leaving do not count (the same `offset`
  /// as `translation(in:)`), so a second finger beside the first is no
  /// sideways drag.
  var dragSoFar: Point { centroid + offset - start }

  /// How far the fingers moved since the pan began, in `view`'s coordinates.
  public func translation(in view: View?) -> Point {
    let d = lastCentroid + offset - start
    guard let view else { return d }
    let a = view.convert(Point.zero, from: nil)
    let b = view.convert(d, from: nil)
    return b - a
  }

  /// Resets the translation so that it reads `translation` now.
  public func setTranslation(_ translation: Point, in view: View?) {
    var t = translation
    if let view {
      t = view.convert(translation, to: nil) - view.convert(Point.zero, to: nil)
    }
    start = lastCentroid + offset - t
  }

  private func addSample(_ p: Point, at t: Double) {
    samples.append((t, p))
    var drop = 0
    while drop < samples.count - 1,
      samples.count - drop > GestureConstants.panVelocitySamples
        || t - samples[drop].time > GestureConstants.panVelocityWindow + 1e-9
    {
      drop += 1
    }
    if drop > 0 { samples.removeFirst(drop) }
  }

  /// The least-squares slope of the recent samples (points per second),
  /// nil with fewer than two instants to fit. A steady drag reads its own
  /// speed even when its moves arrive one and two ticks apart, where the
  /// last pair alone reads half or twice it.
  private func smoothedVelocity() -> Point? {
    guard samples.count >= 2 else { return nil }
    let n = Double(samples.count)
    var mt = 0.0
    var mp = Point.zero
    for s in samples {
      mt += s.time
      mp = mp + s.point
    }
    mt /= n
    mp = mp * (1 / n)
    var den = 0.0
    var num = Point.zero
    for s in samples {
      let dt = s.time - mt
      den += dt * dt
      num = num + (s.point - mp) * dt
    }
    guard den > 1e-12 else { return nil }
    return num * (1 / den)
  }

  /// Points per second, in `view`'s coordinates: smoothed over the moves
  /// of the last `GestureConstants.panVelocityWindow`.
  public func velocity(in view: View?) -> Point {
    guard let view else { return currentVelocity }
    return view.convert(currentVelocity, from: nil) - view.convert(Point.zero, from: nil)
  }

  /// One scroll event: the translation moves as a finger dragging the
  /// content would (against `delta`); the first begins the pan (if its
  /// delegate agrees), the next change it, and `scrollEndDelay` after the
  /// last it ends. False when the delegate refused to begin.
  @discardableResult
  func scroll(by delta: Point) -> Bool {
    let now = currentTime
    let move = Point(x: -delta.x, y: -delta.y)
    let beginning = state == .possible
    if beginning {
      start = .zero
      offset = .zero
      lastCentroid = .zero
      currentVelocity = .zero
    } else if now > lastTime {
      currentVelocity = move * (1 / (now - lastTime))
    }
    lastCentroid = lastCentroid + move
    lastTime = now
    if let pan = self as? ScrollViewPanGestureRecognizer { pan.lastMoveTime = now }
    if beginning {
      if let d = delegateIfSet, !d.gestureRecognizerShouldBegin(self) {
        reset()
        return false
      }
      isScrolling = true
      applyState(.began)
    } else {
      applyState(.changed)
    }
    scrollSerial &+= 1
    let serial = scrollSerial
    schedule(after: GestureConstants.scrollEndDelay) { [weak self] in
      guard let self, self.scrollSerial == serial, self.isScrolling, self.state.isActive else { return }
      self.applyState(.ended)
      self.isScrolling = false
      self.performReset()
    }
    return true
  }

  open override func reset() {
    samples.removeAll(keepingCapacity: true)
    isScrolling = false
    start = .zero
    offset = .zero
    lastCentroid = .zero
    currentVelocity = .zero
  }
}
