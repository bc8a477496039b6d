/// The questions a recognizer asks its delegate (`UIGestureRecognizerDelegate`).
///
/// Every method has UIKit's default answer, so a delegate states only the
/// ones it changes.
public protocol GestureRecognizerDelegate: AnyObject {
  /// Asked when the recognizer is about to leave `.possible`; false fails it
  /// (`gestureRecognizerShouldBegin(_:)`).
  func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool
  /// Asked before a new touch is delivered to the recognizer; false keeps the
  /// touch from it (`gestureRecognizer(_:shouldReceive:)`). The view still
  /// gets the touch.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
  /// Asked before a press is delivered to the recognizer; false keeps the
  /// press from it (`gestureRecognizer(_:shouldReceive:)` for a `UIPress`).
  /// The responder still gets the press.
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
  /// Asked when the recognizer or `other` is about to keep the other from
  /// recognizing; true from either one's delegate lets both recognize
  /// (`gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)`: "returning
  /// true is guaranteed to allow simultaneous recognition").
  func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool
  /// Asked about each other recognizer in the same gesture; true makes the
  /// recognizer wait for that one to fail, as `require(toFail:)` does
  /// (`gestureRecognizer(_:shouldRequireFailureOf:)`).
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer)
    -> Bool
  /// Asked about each other recognizer in the same gesture; true makes
  /// `other` wait for the recognizer to fail, as `other.require(toFail:
  /// recognizer)` does (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`).
  func gestureRecognizer(_ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer)
    -> Bool
}

/// UIKit's default answers: begin, receive everything, recognize alone,
/// wait for no one.
extension GestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { true }
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive press: Press) -> Bool { true }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  ) -> Bool { false }
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool { false }
}

/// A delegate whose answers are data: what a scene declares in place of a
/// delegate's code (`shouldBegin: false`, `ignoresTouchesIn: [ids]`,
/// `shouldRequireFailureOf: [ids]`).
public final class DeclaredGestureAnswers: GestureRecognizerDelegate {
  /// The answer to `gestureRecognizerShouldBegin(_:)`.
  public var shouldBegin = true
  /// `shouldBegin: { axis: horizontal }`: the answer apps write from the
  /// pan's velocity (`abs(v.x) > abs(v.y)`), failing a pan whose movement
  /// is mostly along the other axis; nil asks nothing of the movement.
  public var beginAxis: Axis?
  /// Touches that begin in one of these views or below it are not received.
  public var ignoredViews: [Weak<View>] = []
  /// Recognizers this one waits on, asked for by the delegate.
  public var requiredFailures: [Weak<GestureRecognizer>] = []
  /// Recognizers that wait on this one (`shouldBeRequiredToFailBy`).
  public var requiredToFailBy: [Weak<GestureRecognizer>] = []

  public init() {}

  public func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool {
    guard shouldBegin else { return false }
    guard let beginAxis, let pan = recognizer as? PanGestureRecognizer else { return true }
    // The velocity of the last move, as apps read it; a pan that begins
    // on its first move has none yet, so the translation decides.
    var d = pan.velocity(in: nil)
    if d == .zero { d = pan.translation(in: nil) }
    let horizontal = abs(d.x) > abs(d.y)
    return beginAxis == .horizontal ? horizontal : !horizontal && d != .zero
  }

  /// The usual override: `return !(touch.view?.isDescendant(of: button) ?? false)`.
  public func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
    guard let v = touch.view else { return true }
    return !ignoredViews.contains { w in w.value.map { v.isDescendant(of: $0) } ?? false }
  }

  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldRequireFailureOf other: GestureRecognizer
  )
    -> Bool
  {
    requiredFailures.contains { $0.value === other }
  }

  /// `shouldBeRequiredToFailBy: [ids]`: those recognizers wait for this one
  /// to fail, as if each had called `require(toFail:)` on it.
  public func gestureRecognizer(
    _ recognizer: GestureRecognizer, shouldBeRequiredToFailBy other: GestureRecognizer
  ) -> Bool {
    requiredToFailBy.contains { $0.value === other }
  }
}
