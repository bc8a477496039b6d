/// Whether the touches of a gesture are still being decided: the quiz waits
/// for this before it asks, so that a double tap can be made.
///
/// UIKit does not decide a touch sequence when its first touch ends: a tap
/// recognizer with `numberOfTapsRequired` 2 stays `.possible` between the
/// taps until its timer fails it, a single tap that `require(toFail:)` it
/// holds its recognition until then, a long press waits for its duration, and
/// a scroll view holds `touchesBegan` until it knows whether it scrolls
/// ("Gesture recognizers": "a gesture recognizer's state", "preferring one
/// gesture over another"; `UIScrollView.delaysContentTouches`).
extension Window {
  /// A finger is down, or a recognizer that saw this sequence's touches has
  /// not reached the end of it (still possible with touches seen, waiting
  /// for others to fail, or not yet reset after it began).
  public var isTouchSequenceInPlay: Bool {
    !activeTouches.isEmpty || activeRecognizers.contains(where: \.isDeciding)
  }

  /// The recognizers still deciding the sequence in play, in the order they
  /// joined it.
  public var recognizersDeciding: [GestureRecognizer] { activeRecognizers.filter(\.isDeciding) }
}

extension Application {
  /// A touch sequence is in play in one of the windows.
  public var isTouchSequenceInPlay: Bool { windows.contains(where: \.isTouchSequenceInPlay) }
}

extension GestureRecognizer {
  /// It has not reached the end of the sequence in play: still possible with
  /// touches seen, waiting for others to fail, or not yet reset after it began.
  var isDeciding: Bool { state != .possible || pendingState != nil || !sequenceTouches.isEmpty }

  /// It wants to recognize but waits for the recognizers it requires to fail
  /// (`require(toFail:)`, `shouldRequireFailureOf`).
  public var isWaitingForFailures: Bool { pendingState != nil }
}
