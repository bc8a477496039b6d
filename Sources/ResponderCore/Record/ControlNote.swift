/// Why a control did not track a touch it got (`beginTracking(_:with:)`
/// returned false), kept in the dispatch record for the overlay and the
/// trace: the control and its reason as plain values.
///
/// The case people meet: a slider's `touchesBegan` arrives, but the touch is
/// not on its thumb, so nothing moves and no `valueChanged` is sent
/// (UISlider: "As you move the thumb of a slider, it passes its updated
/// value" — only the thumb is dragged). Inside a scroll view that delays
/// content touches, the finger may have left the thumb by the time the
/// held `touchesBegan` arrives.
public struct ControlNote: Hashable, Sendable {
  public enum Reason: Hashable, Sendable {
    /// The touch was this far (points, along the track) from the thumb's
    /// touch area when the slider got `touchesBegan`.
    case offThumb(distance: Double)
  }

  /// The control's identifier.
  public let control: String
  public let reason: Reason

  public init(control: String, reason: Reason) {
    self.control = control
    self.reason = reason
  }

  /// The sentence the overlay and the trace show.
  public var why: String {
    switch reason {
    case .offThumb(let d):
      "touchesBegan came \(formatPoints(d)) pt off its thumb, so beginTracking(_:with:) returned false: "
        + "a slider moves only when the touch begins on its thumb"
    }
  }
}
