/// A scroll view's own pan (`UIScrollView.panGestureRecognizer`).
///
/// A pan that, at the moment it would begin, asks its scroll view whether
/// it may: not along an axis the view cannot scroll (nested scroll views),
/// not while content that may not be cancelled is tracking
/// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
public final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
  /// When a finger last moved: a finger that rests before lifting throws nothing.
  var lastMoveTime = 0.0

  public override var kindName: String { "scrollPan" }

  public override init(identifier: String = "") {
    super.init(identifier: identifier)
    allowedScrollTypesMask = .all
  }

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if state == .possible, trackedTouches.count == touches.count {
      (view as? ScrollView)?.isTracking = true
    }
    super.touchesBegan(touches, with: event)
  }

  public override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    lastMoveTime = currentTime
    if state == .possible, trackedTouches.count >= minimumNumberOfTouches,
      let scrollView = view as? ScrollView
    {
      // The axis rule reads the fingers' drag, not the jump of the
      // centroid when a second finger lands: with it, a vertical
      // two-finger drag began a horizontal-only pan (issue 25).
      let d = dragSoFar
      if (d.x * d.x + d.y * d.y).squareRoot() >= minimumDistance, !scrollView.panShouldBegin(translation: d) {
        state = .failed
        scrollView.panFailedBeforeScrolling(event)
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }

  public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    super.touchesEnded(touches, with: event)
    if trackedTouches.allSatisfy({ touches.contains($0) }), let scrollView = view as? ScrollView,
      !scrollView.isDragging
    {
      scrollView.isTracking = false
      scrollView.settleIfOutOfBounds()
    }
  }
}
