/// What a view takes with it when it leaves the window.
extension Window {
  /// Cancels the touches and gestures of a view subtree that is leaving.
  ///
  /// UIKit ends a touch sequence whose view leaves the window with
  /// `touchesCancelled(_:with:)` (the UIResponder reference: the system
  /// calls it when an interruption requires cancelling the sequence), and
  /// cancels the gesture recognizers of views that leave. Each view that
  /// saw a touch begin gets `touchesCancelled` once and nothing more of that
  /// touch; recognizers attached in the subtree are cancelled (failed when
  /// they had not begun). Recognizers of views that stay keep the touch.
  func cancelTouches(leaving view: View) {
    var byView = TouchesByView()
    var involved: [Touch] = []
    for t in activeTouches where !t.phase.isTerminal {
      guard let v = t.view, v.isDescendant(of: view), !t.isCancelledInView else { continue }
      t.isCancelledInView = true
      t.heldBegan = false
      t.heldEnded = false
      if t.viewSawBegan, !t.viewSawEnd, t.isDeliveredToView {
        t.viewSawEnd = true
        byView.add(t, to: v)
        involved.append(t)
      }
    }
    if !byView.isEmpty {
      let event =
        application?.makeSyntheticTouchEvent(touches: involved) ?? Event(type: .touches, timestamp: 0)
      for (v, ts) in byView.groups { v.touchesCancelled(ts, with: event) }
    }
    for r in activeRecognizers {
      guard let rv = r.view, rv.isDescendant(of: view) else { continue }
      if r.state.isActive {
        r.state = .cancelled
      } else if r.state == .possible, !r.sequenceTouches.isEmpty || r.pendingState != nil {
        r.applyState(.failed)
        recognizerDidFail(r)
      }
    }
  }
}
