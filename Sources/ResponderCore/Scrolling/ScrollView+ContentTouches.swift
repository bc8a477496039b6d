/// UIKit's rules for the touches of a scroll view's content.
///
/// From the `UIScrollView` documentation (Overview): "Because a scroll view
/// has no scroll bars, it must know whether a touch signals an intent to
/// scroll versus an intent to track a subview in the content. To make this
/// determination, it temporarily intercepts a touch-down event by starting
/// a timer and, before the timer fires, seeing if the touching finger makes
/// any movement. If the timer fires without a significant change in
/// position, the scroll view sends tracking events to the touched subview
/// of the content view. If the user then drags their finger far enough
/// before the timer elapses, the scroll view cancels any tracking in the
/// subview and performs the scrolling itself."
extension ScrollView {
  /// The content views of `touches` that have had `touchesBegan` and not
  /// yet an end: what scrolling would have to cancel.
  func trackingContent(_ touches: [Touch]) -> [(Touch, View)] {
    touches.compactMap { t in
      guard let v = t.view, v !== self, t.isDeliveredToView, t.viewSawBegan, !t.viewSawEnd,
        !t.isCancelledInView
      else { return nil }
      return (t, v)
    }
  }

  /// Whether scrolling may start given what the content is tracking.
  ///
  /// `canCancelContentTouches`: "If the value of this property is false,
  /// the scroll view does not scroll regardless of finger movement once the
  /// content view starts tracking." `touchesShouldCancel(in:)`: "If you
  /// return false, the scroll view does not scroll and the content view
  /// continues tracking" — false by default for controls.
  func contentAllowsScrolling() -> Bool {
    for (_, content) in trackingContent(panGestureRecognizer.sequenceTouches) {
      if !canCancelContentTouches {
        note(
          .keptByContent, content: content,
          why: "canCancelContentTouches is false and \(content.identifier) is tracking")
        return false
      }
      if !touchesShouldCancel(in: content) {
        note(
          .keptByContent, content: content,
          why: "touchesShouldCancel(in: \(content.identifier)) is false"
            + (touchesShouldCancelAnswer == nil
              ? " (a control)" : " (the scene's touchesShouldCancel answer)"))
        return false
      }
    }
    return true
  }

  /// Scrolling began: says what happens to each content touch (the pan's
  /// `cancelsTouchesInView` then takes them).
  func contentTouchesTaken() {
    let touches = panGestureRecognizer.sequenceTouches
    for (_, content) in trackingContent(touches) {
      note(
        .cancelled, content: content,
        why: "scrolling began; touchesShouldCancel(in: \(content.identifier)) is true")
    }
    for t in touches where t.heldBegan && !t.isCancelledInView {
      note(
        .dropped, content: t.view,
        why:
          "scrolling began within \(formatPoints(Constants.contentTouchDelay)) s: \(t.view?.identifier ?? "content") never gets touchesBegan"
      )
    }
    let delayed = delayedTouchesGestureRecognizer
    if delayed.isStillDeciding { delayed.state = .failed }
  }

  /// The pan failed before scrolling began (a drag along an axis this view
  /// cannot scroll): scrolling is no longer the intent, so the held
  /// `touchesBegan` goes to the content now, not when the 0.15 s run out.
  ///
  /// UIScrollView.delaysContentTouches: the scroll view "delays handling the
  /// touch-down gesture until it can determine if scrolling is the intent";
  /// UIGestureRecognizer.delaysTouchesBegan (what the scroll view's private
  /// delayed-touches recognizer sets): "If the gesture recognizer, however,
  /// doesn't recognize its gesture, the window delivers these objects to the
  /// view in a touchesBegan(_:with:) message (and possibly a follow-up
  /// touchesMoved(_:with:) message to inform it of the touches' current
  /// locations)". A slider's thumb dragged across a vertical list is then
  /// still under the finger when the slider sees the touch.
  func panFailedBeforeScrolling(_ event: Event?) {
    let delayed = delayedTouchesGestureRecognizer
    guard delayed.isStillDeciding, delayed.state == .possible else { return }
    // An enclosing scroll view still deciding (a pager in a list, dragged
    // along the list) holds the touch too: it is delivered when that one
    // decides, so this one keeps holding and says nothing yet.
    var outer = superview
    while let v = outer {
      if let s = v as? ScrollView, s.delaysContentTouches, s.delayedTouchesGestureRecognizer.isStillDeciding {
        return
      }
      outer = v.superview
    }
    releaseDelayedTouches(
      delayed.sequenceTouches, with: event, why: "the pan failed, so scrolling is not the intent")
    delayed.state = .recognized
  }

  /// The delay is over (0.15 s without scrolling, or the finger lifted):
  /// asks `touchesShouldBegin(_:with:in:)` for each content view; refused
  /// touches never reach it.
  func releaseDelayedTouches(_ touches: [Touch], with event: Event?, why: String) {
    var byView = TouchesByView()
    for t in touches where !t.isCancelledInView && !t.viewSawBegan {
      if let v = t.view, v !== self { byView.add(t, to: v) }
    }
    for (view, ts) in byView.groups {
      if touchesShouldBegin(ts, with: event, in: view) {
        if delaysContentTouches { note(.delivered, content: view, why: why) }
      } else {
        for t in ts {
          t.isCancelledInView = true
          t.heldBegan = false
          t.heldEnded = false
        }
        note(.refused, content: view, why: "touchesShouldBegin(_:with:in: \(view.identifier)) returned false")
      }
    }
  }

  /// A touch came down while the content was moving on its own: the
  /// scroll stops where it is and the touch is not a tap — the content
  /// never sees it and its recognizers fail, as in UIKit (a tap on a
  /// flicked list stops it without selecting a row). The pan stays
  /// possible, so the finger may carry on scrolling.
  func catchScrolling(_ touches: Set<Touch>) {
    stopScrolling()
    isTracking = true
    guard let window else { return }
    var cancelled = TouchesByView()
    var content: View?
    for t in touches.sorted(by: Touch.deliveryOrder) {
      if let v = t.view, v !== self { content = content ?? v }
      t.isCancelledInView = true
      t.heldBegan = false
      t.heldEnded = false
      if t.viewSawBegan, !t.viewSawEnd, let v = t.view {
        t.viewSawEnd = true
        cancelled.add(t, to: v)
      }
      for r in t.gestureRecognizers where r.state == .possible {
        guard let rv = r.view, rv !== self, rv.isDescendant(of: self) else { continue }
        r.applyState(.failed)
        window.recognizerDidFail(r)
      }
    }
    note(.stopped, content: content, why: "a touch during deceleration stops the scroll and is not a tap")
    if !cancelled.isEmpty {
      let e =
        window.application?.makeSyntheticTouchEvent(touches: Array(touches))
        ?? Event(type: .touches, timestamp: 0)
      for (v, ts) in cancelled.groups { v.touchesCancelled(ts, with: e) }
    }
  }
}
