/// Presses reach gesture recognizers before the responder that gets them.
extension Window {
  /// Gives the presses to the recognizers of `target` (when it is a view)
  /// and of its superviews, nearest first, that are enabled, not finished,
  /// and whose delegate lets them receive each press.
  ///
  /// UIGestureRecognizer: "Gesture recognizers receive touch and press
  /// events before their view does"; presses go to the first responder, so
  /// the recognizers asked are those on its view and above it, and
  /// `gestureRecognizer(_:shouldReceive:)` for a press is asked first, as
  /// for a touch. None of the built-in recognizers reads presses; a Swift
  /// subclass overrides `pressesBegan(_:with:)`/`pressesEnded(_:with:)`.
  func deliverPressesToRecognizers(began: Set<Press>, ended: Set<Press>, from target: Responder, event: Event)
  {
    var level = target as? View
    while let view = level {
      if !view.gestureRecognizers.isEmpty {
        for r in view.gestureRecognizers where r.acceptsTouches {
          let d = r.delegateIfSet
          let b = d.map { d in began.filter { d.gestureRecognizer(r, shouldReceive: $0) } } ?? began
          let e = d.map { d in ended.filter { d.gestureRecognizer(r, shouldReceive: $0) } } ?? ended
          if !b.isEmpty { r.pressesBegan(b, with: event) }
          if !e.isEmpty { r.pressesEnded(e, with: event) }
          // A press-only gesture is over once it ends: back to possible
          // (no touch sequence will settle it).
          if r.state.isTerminal, r.sequenceTouches.isEmpty { r.performReset() }
        }
      }
      level = view.superview
    }
  }
}
