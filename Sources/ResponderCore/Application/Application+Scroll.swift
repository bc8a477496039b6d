/// Wheel and trackpad scrolls (`UIEvent.EventType.scroll`): no touches,
/// delivered to the pan recognizers that accept them.
///
/// "Scroll events are delivered to gesture recognizers that allow them by
/// their `allowedScrollTypesMask`" (UIPanGestureRecognizer). The event is
/// hit-tested like a touch at the pointer; from the hit view up, the first
/// pan that accepts scrolls and, for a scroll view's own pan, can move its
/// content along the scroll takes it. Its state goes began, changed on each
/// further scroll, and ended `GestureConstants.scrollEndDelay` after the
/// last one (the wheel has no phases), sending its action each time.
extension Application {
  func handleScroll(at point: Point, delta: Point) {
    guard point.isFinite, delta.isFinite, delta != .zero else {
      droppedInputCount += 1
      return
    }
    withRecord(kind: .scroll, detail: "by \(formatPoints(delta.x)), \(formatPoints(delta.y))", point: point) {
      record in
      guard let window = windows.last(where: { $0.frame.contains(point) }) ?? keyWindow else { return }
      let e = Event(type: .scroll, timestamp: time)
      e.record = record
      let hit = window.hitTest(point, with: e)
      record.hitView = hit
      var v = hit
      while let view = v {
        record.visit(view, method: .scroll)
        for g in view.gestureRecognizers.reversed() {
          guard let pan = g as? PanGestureRecognizer, pan.acceptsScroll(delta), pan.scroll(by: delta) else {
            continue
          }
          record.markHandled(by: view)
          noteGestureDecision(pan, .tookScroll(dx: delta.x, dy: delta.y))
          return
        }
        v = view.superview
      }
    }
  }
}

extension PanGestureRecognizer {
  /// Whether this pan takes a scroll of `delta` now: enabled, its mask
  /// allows scrolls, not tracking touches, and a scroll view's pan only
  /// when its content can move that way.
  func acceptsScroll(_ delta: Point) -> Bool {
    guard isEnabled, !allowedScrollTypesMask.isEmpty, trackedTouches.isEmpty else { return false }
    guard state == .possible || (state.isActive && isScrolling) else { return false }
    guard let scrollView = view as? ScrollView else { return true }
    return (delta.x != 0 && scrollView.canScroll(.horizontal))
      || (delta.y != 0 && scrollView.canScroll(.vertical))
  }
}
