/// Holds a scroll view's content touches back for 0.15 s
/// (UIKit's private `UIScrollViewDelayedTouchesBeganGestureRecognizer`).
///
/// With `delaysTouchesBegan` (the scroll view's `delaysContentTouches`) the
/// window keeps `touchesBegan` from the content while this recognizer is
/// possible. It recognizes when the delay passes or the finger lifts, which
/// releases the held phase; if the pan begins first, the pan fails it and
/// takes the touches, so the content never sees them. It recognizes
/// alongside every other recognizer and cancels nothing itself.
public final class ScrollViewDelayedTouchesGestureRecognizer: GestureRecognizer {
  override init(identifier: String = "") {
    super.init(identifier: identifier)
    delaysTouchesBegan = true
    delaysTouchesEnded = false
    cancelsTouchesInView = false
    recognizesWithEveryRecognizer = true
  }

  public override var kindName: String { "delayedTouches" }

  private var scrollView: ScrollView? { view as? ScrollView }

  public override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard let scrollView, state == .possible else { return }
    if scrollView.isDecelerating {
      scrollView.catchScrolling(touches)
      state = .failed
      return
    }
    guard delaysTouchesBegan else {
      scrollView.releaseDelayedTouches(trackedTouches, with: event, why: "delaysContentTouches is false")
      state = .failed
      return
    }
    guard trackedTouches.count == touches.count else { return }
    scrollView.note(
      .delayed, content: touches.first?.view === scrollView ? nil : touches.first?.view,
      why:
        "delaysContentTouches: touchesBegan waits \(formatPoints(ScrollView.Constants.contentTouchDelay)) s for scrolling"
    )
    schedule(after: ScrollView.Constants.contentTouchDelay) { [weak self] in
      guard let self, self.state == .possible, let scrollView = self.scrollView else { return }
      scrollView.releaseDelayedTouches(
        self.sequenceTouches, with: nil,
        why: "\(formatPoints(ScrollView.Constants.contentTouchDelay)) s passed without scrolling")
      self.state = .recognized
    }
  }

  /// A finger lifted before scrolling began: everything held is released
  /// now (UIKit delivers a quick tap's began and ended together on lift),
  /// for the other fingers too, so no phase reaches a view after its
  /// touch has ended.
  public override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard let scrollView, state == .possible else { return }
    scrollView.releaseDelayedTouches(
      sequenceTouches, with: event, why: "the finger lifted before scrolling began")
    state = .recognized
  }
}
