/// How a scroll view moves: following the pan, rubber-banding past its
/// edges, decelerating after the finger lifts, settling on a page.
///
/// All of it runs on the simulation clock (`Animator`), so a script can
/// `wait` and read `contentOffset`.
extension ScrollView {
  /// The smallest and largest content offsets inside the bounds, per axis:
  /// `-inset.left ... contentSize.width + inset.right - bounds.width`.
  public var minimumContentOffset: Point { Point(x: -contentInset.left, y: -contentInset.top) }

  public var maximumContentOffset: Point {
    let m = minimumContentOffset
    return Point(
      x: max(m.x, contentSize.width + contentInset.right - bounds.width),
      y: max(m.y, contentSize.height + contentInset.bottom - bounds.height))
  }

  /// Whether a pan may move the content along `axis`: the content (with its
  /// insets) is larger than the view, or `alwaysBounce…` asks for it.
  public func canScroll(_ axis: Axis) -> Bool {
    switch axis {
    case .horizontal:
      return alwaysBounceHorizontal
        || contentSize.width + contentInset.left + contentInset.right > bounds.width
    case .vertical:
      return alwaysBounceVertical
        || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }
  }

  /// Where the content sits past an edge while dragged: the overshoot `x`
  /// shrinks to `(1 - 1 / (x c / d + 1)) d` for view dimension `d`, so the
  /// further the finger goes the less the content follows, never past `d`.
  public static func rubberBand(_ proposed: Double, min lo: Double, max hi: Double, dimension d: Double)
    -> Double
  {
    guard d > 0 else { return Swift.min(Swift.max(proposed, lo), hi) }
    let c = Constants.rubberBandCoefficient
    func band(_ x: Double) -> Double { (1 - 1 / (x * c / d + 1)) * d }
    if proposed < lo { return lo - band(lo - proposed) }
    if proposed > hi { return hi + band(proposed - hi) }
    return proposed
  }

  /// Whether the pan may begin with translation `d` (window points).
  ///
  /// From the Scroll View Programming Guide, "Nesting Scroll Views": a
  /// scroll view inside another that scrolls the other way takes only the
  /// drags along its own axis; so a pan mostly along an axis this view
  /// cannot scroll fails, and the enclosing scroll view's pan takes the
  /// touch. Then the content rules: see `contentAllowsScrolling`.
  func panShouldBegin(translation d: Point) -> Bool {
    let axis: Axis = abs(d.x) > abs(d.y) ? .horizontal : .vertical
    guard canScroll(axis) else {
      note(
        .wrongAxis, content: nil,
        why: "a \(axis.rawValue) drag; this scroll view does not scroll \(axis.rawValue)ly")
      return false
    }
    return contentAllowsScrolling()
  }

  /// With `keyboardDismissMode = .interactive`, the keyboard's top follows
  /// the finger once the drag reaches it.
  private func followKeyboard() {
    guard keyboardDismissMode == .interactive, let app = window?.application,
      app.keyWindow?.firstResponder is KeyInput
    else { return }
    app.trackKeyboard(toFingerAt: panGestureRecognizer.location(in: nil).y)
  }

  func panStateChanged(_ state: GestureRecognizer.State) {
    switch state {
    case .began:
      stopMotion()
      zoomAnimation = nil
      isZoomBouncing = false
      isDragging = true
      isTracking = true
      dragStartOffset = contentOffset
      dragStartPage = currentPageOrigin
      beginHandoff()
      let t = panGestureRecognizer.translation(in: nil)
      lockedAxis = isDirectionLockEnabled ? (abs(t.x) > abs(t.y) ? .horizontal : .vertical) : nil
      showIndicators()
      if let sheet = enclosingSheet, canScroll(.vertical) {
        sheet.beginDrag()
        sheetHandoff = SheetHandoff(sheet: sheet, lastTranslation: 0, rawOffset: contentOffset.y)
      } else {
        sheetHandoff = nil
      }
      contentTouchesTaken()
      if keyboardDismissMode == .onDrag, let fr = window?.firstResponder, fr is KeyInput {
        fr.resignFirstResponder()
      }
      note(
        .began, content: nil,
        why: panGestureRecognizer.isScrolling
          ? "a wheel or trackpad scroll"
          : "the finger moved \(formatPoints(panGestureRecognizer.minimumDistance)) pt")
      followPan()
      followKeyboard()
    case .changed:
      followPan()
      followKeyboard()
    case .ended, .cancelled:
      isDragging = false
      isTracking = false
      var v = state == .cancelled ? .zero : liftVelocity()
      endHandoff(velocity: &v)
      // The finger's speed down as it lifts (none after a rest): the
      // content's lift velocity, turned round.
      if keyboardDismissMode == .interactive { window?.application?.endKeyboardTracking(velocityY: -v.y) }
      // A sheet that moved during the drag takes the throw (UISheetPresentationController).
      // A wheel's scroll ends 0.15 s after its last event, which would read as
      // a finger at rest: the sheet takes the speed of its last events instead
      // (a trackpad's momentum in UIKit), so notches in a row carry it on.
      let fingerV =
        state == .cancelled
        ? 0 : panGestureRecognizer.isScrolling ? panGestureRecognizer.velocity(in: nil).y : -v.y
      if let sheet = sheetHandoff?.sheet,
        sheet.endDrag(velocity: fingerV, byScroll: state != .cancelled && panGestureRecognizer.isScrolling)
      {
        v.y = 0
      }
      sheetHandoff = nil
      if isZooming {
        // The pinch goes on with the other fingers: it settles when it ends.
      } else if zoomView != nil, zoomScale < minimumZoomScale || zoomScale > maximumZoomScale {
        settleZoom(about: panGestureRecognizer.location(in: self) - contentOffset)
      } else {
        startMotion(velocity: v)
      }
      let why: String
      if isPagingEnabled {
        why =
          "settling on the page at \(formatPoints(motionX.target ?? contentOffset.x)), \(formatPoints(motionY.target ?? contentOffset.y))"
      } else if v != .zero {
        why = "decelerating from \(formatPoints(v.x)), \(formatPoints(v.y)) pt/s"
      } else {
        why =
          panGestureRecognizer.isScrolling
          ? "the scroll stopped: no momentum" : "the finger rested before lifting: no momentum"
      }
      note(.ended, content: nil, why: why)
    case .possible, .failed:
      break
    }
  }

  /// Whether the drag moves the content along `axis` now.
  func moves(_ axis: Axis) -> Bool {
    if let lockedAxis, lockedAxis != axis { return false }
    return canScroll(axis)
  }

  /// Puts the content under the finger, rubber-banded past the edges (or
  /// clamped when `bounces` is false).
  private func followPan() {
    // While two fingers pinch, the pinch places the content (it keeps the
    // point under their centroid there, which pans it too).
    if isZooming { return }
    let t = panGestureRecognizer.translation(in: nil)
    let lo = minimumContentOffset
    let hi = maximumContentOffset
    var o = contentOffset
    if moves(.horizontal) {
      var x = dragStartOffset.x - t.x
      x = handOff(x, min: lo.x, max: hi.x, axis: .horizontal)
      o.x =
        bounces ? Self.rubberBand(x, min: lo.x, max: hi.x, dimension: bounds.width) : min(max(x, lo.x), hi.x)
    }
    if moves(.vertical) {
      var y = dragStartOffset.y - t.y
      y = handOff(y, min: lo.y, max: hi.y, axis: .vertical)
      if var handoff = sheetHandoff, let sheet = handoff.sheet {
        // Each move is shared with the sheet: what it takes, the content does not scroll.
        let sheetTop = sheet.currentTop
        let before = handoff.rawOffset
        handoff.rawOffset = sheet.share(
          t.y - handoff.lastTranslation, from: self, rawOffset: handoff.rawOffset)
        // Noted when the drag passes from the content to the sheet or back:
        // who took the end of this move (up, the sheet goes first; down, the content).
        let sheetMoved = sheet.currentTop != sheetTop
        let contentMoved = handoff.rawOffset != before
        let sheetLast = sheetMoved && (!contentMoved || t.y > handoff.lastTranslation)
        handoff.lastTranslation = t.y
        if sheetMoved || contentMoved, sheetLast != (handoff.sheetTaking ?? false) {
          handoff.sheetTaking = sheetLast
          note(
            .handedOff, content: nil,
            why: sheetLast
              ? "the sheet \(sheet.presentedViewController.identifier) takes the drag (the content at its top, or the sheet below its largest detent)"
              : "the content scrolls (the sheet at its largest detent, or the content below its top)")
        }
        sheetHandoff = handoff
        y = handoff.rawOffset
      }
      o.y =
        bounces ? Self.rubberBand(y, min: lo.y, max: hi.y, dimension: bounds.height) : min(max(y, lo.y), hi.y)
    }
    if o != contentOffset { contentOffset = o }
  }

  var currentPageOrigin: Point {
    Point(
      x: bounds.width > 0 ? (contentOffset.x / bounds.width).rounded() : 0,
      y: bounds.height > 0 ? (contentOffset.y / bounds.height).rounded() : 0)
  }

  /// The content's velocity if the finger lifts now: the pan's last
  /// velocity (reversed: content moves against the finger), none along an
  /// axis the drag does not move, none after a rest.
  func liftVelocity() -> Point {
    var v = panGestureRecognizer.velocity(in: nil) * -1
    if panGestureRecognizer.currentTime - panGestureRecognizer.lastMoveTime > Constants.restBeforeLift {
      v = .zero
    }
    if !moves(.horizontal) { v.x = 0 }
    if !moves(.vertical) { v.y = 0 }
    return v
  }

  /// With `pagingEnabled`, the offset a lift at velocity `v` settles on:
  /// the page the content is thrown towards (its position 0.15 s ahead),
  /// at most one page from where the drag began, as UIKit's paging does.
  func pageTarget(velocity v: Point) -> Point {
    let lo = minimumContentOffset
    let hi = maximumContentOffset
    func page(_ pos: Double, _ vel: Double, _ size: Double, _ start: Double, _ lo: Double, _ hi: Double)
      -> Double
    {
      guard size > 0 else { return pos }
      var p = ((pos + vel * 0.15) / size).rounded()
      p = min(max(p, start - 1), start + 1)
      return min(max(p * size, lo), hi)
    }
    return Point(
      x: page(contentOffset.x, v.x, bounds.width, dragStartPage.x, lo.x, hi.x),
      y: page(contentOffset.y, v.y, bounds.height, dragStartPage.y, lo.y, hi.y))
  }

  /// The page the content rests on, or will settle on if the finger
  /// lifts now (what a pager's dots show); horizontal pages when the
  /// content is wider than the view, else vertical.
  public var projectedPage: Double {
    var target = contentOffset
    if isPagingEnabled {
      if isDragging || panGestureRecognizer.state == .ended {
        target = pageTarget(velocity: liftVelocity())
      } else if isDecelerating {
        target = Point(x: motionX.target ?? contentOffset.x, y: motionY.target ?? contentOffset.y)
      }
    }
    if contentSize.width > bounds.width {
      return bounds.width > 0 ? (target.x / bounds.width).rounded() : 0
    }
    return bounds.height > 0 ? (target.y / bounds.height).rounded() : 0
  }

  /// After the finger lifts: decelerate from `velocity` (points per second
  /// of content offset), or with `pagingEnabled` spring to `pageTarget`.
  func startMotion(velocity v: Point) {
    motionX = AxisMotion(velocity: v.x)
    motionY = AxisMotion(velocity: v.y)
    if isPagingEnabled {
      let target = pageTarget(velocity: v)
      motionX.target = target.x
      motionY.target = target.y
    } else if !snapOffsetsX.isEmpty || !snapOffsetsY.isEmpty {
      // Held inside the content, as UIKit holds a target offset that a
      // delegate sets past the edge: a snap offset past the end rested
      // there on blank space, and one at 1e308 made the offset NaN (issue 37).
      let rest = restingOffset(velocity: v)
      let lo = minimumContentOffset
      let hi = maximumContentOffset
      if let x = Self.nearest(rest.x, in: snapOffsetsX) { motionX.target = min(max(x, lo.x), hi.x) }
      if let y = Self.nearest(rest.y, in: snapOffsetsY) { motionY.target = min(max(y, lo.y), hi.y) }
    }
    isDecelerating = true
    window?.application?.addAnimator(self)
  }

  /// Where the content would come to rest if it decelerated freely from
  /// velocity `v`: each millisecond keeps `rate` of the speed, so it travels
  /// `v / 1000 · rate / (1 − rate)` points further (UIKit's
  /// `targetContentOffset` before an app changes it), inside the bounds.
  public func restingOffset(velocity v: Point) -> Point {
    let r = min(max(decelerationRate, 0), 0.9999)
    let k = r / (1 - r) / 1000
    let lo = minimumContentOffset
    let hi = maximumContentOffset
    return Point(
      x: min(max(contentOffset.x + v.x * k, lo.x), hi.x), y: min(max(contentOffset.y + v.y * k, lo.y), hi.y))
  }

  static func nearest(_ value: Double, in candidates: [Double]) -> Double? {
    candidates.min { abs($0 - value) < abs($1 - value) }
  }

  /// Moves the content to `offset` (`setContentOffset(_:animated:)`):
  /// at once, or animated by the same spring paging uses. Unlike a view
  /// animation this moves the model: UIKit scrolls the bounds step by
  /// step, so hit-testing follows the content.
  public func setContentOffset(_ offset: Point, animated: Bool) {
    stopMotion()
    guard animated, offset != contentOffset else {
      contentOffset = offset
      return
    }
    motionX = AxisMotion(target: offset.x)
    motionY = AxisMotion(target: offset.y)
    isDecelerating = true
    showIndicators()
    indicatorsHideTime = -Double.infinity
    window?.application?.addAnimator(self)
  }

  /// Stops any motion where the content is now (a touch caught it, or a
  /// new offset was set).
  public func stopScrolling() {
    stopMotion()
  }

  /// The finger lifted without scrolling: content caught past an edge
  /// goes back in.
  func settleIfOutOfBounds() {
    let lo = minimumContentOffset
    let hi = maximumContentOffset
    let o = contentOffset
    if o.x < lo.x || o.x > hi.x || o.y < lo.y || o.y > hi.y, !isDragging, !isDecelerating {
      startMotion(velocity: .zero)
    }
  }

  func stopMotion() {
    isDecelerating = false
    motionX = AxisMotion()
    motionY = AxisMotion()
  }

  func showIndicators() {
    if !indicatorsVisible {
      indicatorsVisible = true
      setNeedsDisplay()
    }
    indicatorsHideTime = .infinity
    window?.application?.addAnimator(self)
  }

  /// One step of motion: each axis decelerates (`velocity *= rate^ms`) or,
  /// past an edge or with a page to reach, follows a critically damped
  /// spring to it; then the indicators linger and go.
  public func step(by dt: Double, now: Double) -> Bool {
    if zoomAnimation != nil {
      if stepZoomAnimation(now: now) { return true }
      // The scale has arrived; content left past an edge goes back in.
      indicatorsHideTime = now + Constants.indicatorLinger
      settleIfOutOfBounds()
      return true
    }
    if isZooming { return true }
    if isDecelerating {
      let lo = minimumContentOffset
      let hi = maximumContentOffset
      var o = contentOffset
      let doneX = motionX.step(&o.x, min: lo.x, max: hi.x, dt: dt, rate: decelerationRate, bounces: bounces)
      let doneY = motionY.step(&o.y, min: lo.y, max: hi.y, dt: dt, rate: decelerationRate, bounces: bounces)
      if o != contentOffset { contentOffset = o }
      if doneX && doneY {
        stopMotion()
        indicatorsHideTime = now + Constants.indicatorLinger
      }
      return true
    }
    if isDragging { return true }
    if indicatorsHideTime == .infinity { indicatorsHideTime = now + Constants.indicatorLinger }
    if now >= indicatorsHideTime {
      indicatorsVisible = false
      setNeedsDisplay()
      return false
    }
    return true
  }

  /// Where the scroll indicators are, in the coordinates of `rect` (the
  /// scroll view's frame as drawn): a bar along the right edge whose
  /// length is the visible fraction of the content and whose position
  /// follows the offset; one along the bottom likewise.
  public func indicatorRects(in rect: Rect) -> [Rect] {
    guard indicatorsVisible else { return [] }
    var out: [Rect] = []
    let w = Constants.indicatorWidth
    let inset = Constants.indicatorInset
    let lo = minimumContentOffset
    let hi = maximumContentOffset
    func bar(_ visible: Double, _ content: Double, _ pos: Double, _ lo: Double, _ hi: Double, _ track: Double)
      -> (Double, Double)
    {
      let total = max(content, visible)
      var length = max(Constants.indicatorMinimumLength, track * visible / max(total, 1))
      var fraction = hi > lo ? (pos - lo) / (hi - lo) : 0
      // Past an edge the bar shrinks, as UIKit's does.
      if fraction < 0 {
        length = max(w * 2, length + fraction * (hi - lo + visible))
        fraction = 0
      } else if fraction > 1 {
        length = max(w * 2, length - (fraction - 1) * (hi - lo + visible))
        fraction = 1
      }
      length = min(length, track)
      return ((track - length) * fraction, length)
    }
    if showsVerticalScrollIndicator, canScroll(.vertical) {
      let track = rect.height - 2 * inset
      let (y, h) = bar(bounds.height, contentSize.height, contentOffset.y, lo.y, hi.y, track)
      out.append(Rect(x: rect.maxX - inset - w, y: rect.minY + inset + y, width: w, height: h))
    }
    if showsHorizontalScrollIndicator, canScroll(.horizontal) {
      let track = rect.width - 2 * inset
      let (x, l) = bar(bounds.width, contentSize.width, contentOffset.x, lo.x, hi.x, track)
      out.append(Rect(x: rect.minX + inset + x, y: rect.maxY - inset - w, width: l, height: w))
    }
    return out
  }

  func note(_ decision: ScrollNote.Decision, content: View?, why: String) {
    let n = ScrollNote(scrollView: self, decision: decision, content: content, why: why)
    lastNote = n
    window?.application?.currentRecord?.scrollNotes.append(n)
  }
}

/// One axis of a scroll view's motion after the finger lifts.
struct AxisMotion {
  /// Points per second of content offset.
  var velocity = 0.0
  /// A page to settle on, if paging.
  var target: Double?

  /// Steps `pos`; returns true once the axis is at rest.
  mutating func step(
    _ pos: inout Double, min lo: Double, max hi: Double, dt: Double, rate: Double, bounces: Bool
  )
    -> Bool
  {
    let goal: Double?
    if let target {
      goal = target
    } else if pos < lo || pos > hi {
      goal = pos < lo ? lo : hi
      if !bounces {
        pos = goal!
        velocity = 0
        return true
      }
    } else {
      goal = nil
    }
    if let goal {
      let w = ScrollView.Constants.springFrequency
      let a = -w * w * (pos - goal) - 2 * w * velocity
      velocity += a * dt
      pos += velocity * dt
      if abs(pos - goal) < 0.5, abs(velocity) < ScrollView.Constants.minimumVelocity * 4 {
        pos = goal
        velocity = 0
        return true
      }
      return false
    }
    velocity *= _pow(rate, dt * 1000)
    pos += velocity * dt
    if !bounces, pos < lo || pos > hi {
      pos = Swift.min(Swift.max(pos, lo), hi)
      velocity = 0
      return true
    }
    if abs(velocity) < ScrollView.Constants.minimumVelocity {
      velocity = 0
      return !(pos < lo || pos > hi)
    }
    return false
  }
}

/// A drag a scroll view shares with the sheet that holds it: the finger's
/// translation already shared and the content's unbanded offset.
struct SheetHandoff {
  weak var sheet: SheetPresentationController?
  var lastTranslation: Double
  var rawOffset: Double
  /// Who took the last move that only one of them took (nil: none yet).
  var sheetTaking: Bool? = nil
}
