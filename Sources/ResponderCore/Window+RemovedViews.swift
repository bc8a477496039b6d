/// Touches in a view that leaves the window.
///
/// UIKit sends `touchesCancelled` to a view that is removed while it
/// tracks a touch, and the gesture recognizers on the removed views stop
/// (an active one is cancelled, one still deciding fails). (The `fidelity`
/// branch implements this rule in full; this is the minimum the `remove`
/// effect needs, kept to this file.)
extension Window {
  func cancelTouches(leaving view: View) {
    var cancelled = TouchesByView()
    var touches: [Touch] = []
    for t in activeTouches where !t.phase.isTerminal {
      guard let v = t.view, v.isDescendant(of: view) else { continue }
      touches.append(t)
      let sawBegan = t.viewSawBegan && !t.viewSawEnd && !t.isCancelledInView
      t.isCancelledInView = true
      t.heldBegan = false
      t.heldEnded = false
      if sawBegan {
        t.viewSawEnd = true
        cancelled.add(t, to: v)
      }
    }
    for r in activeRecognizers {
      guard let rv = r.view, rv.isDescendant(of: view) else { continue }
      if r.state.isActive {
        r.state = .cancelled
      } else if r.state == .possible, !r.sequenceTouches.isEmpty {
        r.applyState(.failed)
        recognizerDidFail(r)
      }
    }
    guard !cancelled.isEmpty else { return }
    let e = application?.makeSyntheticTouchEvent(touches: touches) ?? Event(type: .touches, timestamp: 0)
    for (v, ts) in cancelled.groups { v.touchesCancelled(ts, with: e) }
  }
}
