/// One decision a scroll view took about its content's touches or its own
/// scrolling, kept in the dispatch record for the trace and the overlay.
///
/// These are the rules people get wrong about `UIScrollView`: why a row did
/// not highlight at once (delayed), why a button kept its touch while the
/// finger moved (not cancelled), why a tap during a fling did nothing.
public struct ScrollNote {
  public enum Decision: String, Sendable, Hashable {
    /// `delaysContentTouches`: content's `touchesBegan` is held back.
    case delayed
    /// The hold ended (no scrolling for 0.15 s, or the finger lifted) and
    /// content got `touchesBegan`.
    case delivered
    /// `touchesShouldBegin(_:with:in:)` returned false: content gets nothing.
    case refused
    /// Scrolling began and took the touches from the content
    /// (`canCancelContentTouches` and `touchesShouldCancel(in:)` true).
    case cancelled
    /// Scrolling began before the delay ended: content never saw the touch.
    case dropped
    /// Content is tracking and may not be cancelled: the pan fails.
    case keptByContent
    /// The pan moved along an axis this scroll view cannot scroll: it fails
    /// and leaves the touch to an enclosing scroll view.
    case wrongAxis
    /// A touch stopped a decelerating scroll; it is not a tap.
    case stopped
    /// The drag passed to another: a sheet holding this scroll view took
    /// it over or gave it back (UISheetPresentationController: at the
    /// content's top edge a drag down moves the sheet; below the largest
    /// detent a drag up expands it), or a zoomed page at its edge passed the
    /// rest of the drag to the paging scroll view around it (Photos: pages
    /// turn only at the edge).
    case handedOff
    case began, ended
    /// The scroll view's pinch began or ended zooming its zoom view
    /// (`viewForZooming(in:)`) about the fingers' centroid.
    case zoomBegan, zoomEnded
  }

  public let scrollView: View
  public let decision: Decision
  /// The content view concerned, if any.
  public let content: View?
  public let why: String

  public init(scrollView: View, decision: Decision, content: View?, why: String) {
    self.scrollView = scrollView
    self.decision = decision
    self.content = content
    self.why = why
  }
}

/// A scroll note as a dispatch record keeps it: the views by identity.
struct RecordedScrollNote {
  let scrollView: RecordedIdentity
  let decision: ScrollNote.Decision
  let content: RecordedIdentity?
  let why: String

  init(_ note: ScrollNote) {
    scrollView = note.scrollView.recordedIdentity
    decision = note.decision
    content = note.content?.recordedIdentity
    why = note.why
  }

  /// The note, while its views live.
  var note: ScrollNote? {
    guard let scroll = scrollView.responder else { return nil }
    return ScrollNote(
      scrollView: unsafeDowncast(scroll, to: View.self), decision: decision,
      content: content?.responder.map { unsafeDowncast($0, to: View.self) }, why: why)
  }
}
