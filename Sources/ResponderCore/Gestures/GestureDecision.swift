/// A decision about a recognizer and its view's touches, recorded in the
/// dispatch record where the window makes it (`DispatchRecord.gestureDecisions`),
/// so that the overlay's timeline and the quiz read what happened instead
/// of working it out again from the flags.
///
/// From "Gesture recognizers": `delaysTouchesBegan` keeps `touchesBegan`
/// from the view while the recognizer may still recognize,
/// `delaysTouchesEnded` keeps `touchesEnded` likewise, and with
/// `cancelsTouchesInView` a recognizer that recognizes has the view's
/// touches cancelled.
public enum GestureDecision {
  /// `delaysTouchesBegan`: `view`'s `touchesBegan` was held back while the recognizer decided.
  case heldBegan(GestureRecognizer, view: View)
  /// `delaysTouchesEnded`: `view`'s `touchesEnded` was held back while the recognizer decided.
  case heldEnded(GestureRecognizer, view: View)
  /// `cancelsTouchesInView`: the recognizer recognized, and `view` got `touchesCancelled`.
  case cancelledTouchesInView(GestureRecognizer, view: View)

  /// The recognizer the decision is about.
  public var recognizer: GestureRecognizer {
    switch self {
    case .heldBegan(let r, _), .heldEnded(let r, _), .cancelledTouchesInView(let r, _): r
    }
  }

  /// The view whose touches it concerns.
  public var view: View {
    switch self {
    case .heldBegan(_, let v), .heldEnded(_, let v), .cancelledTouchesInView(_, let v): v
    }
  }
}

extension GestureDecision {
  /// Which of the three a decision is, without its recognizer and view.
  enum Kind: UInt8, BitwiseCopyable {
    case heldBegan, heldEnded, cancelledTouchesInView
  }
}

extension Window {
  /// Appends a decision about `recognizer` and `view` to the record of the
  /// dispatch under way, if any. Out of line, so the delivery functions that
  /// call it stay small on their common path; the record is borrowed and
  /// keeps the pair as plain values, each retained once (made as an enum
  /// and appended to an array through the optional chain, it cost flat10k
  /// about 70 instructions an event in callgrind).
  @inline(never)
  func appendGestureDecision(_ kind: GestureDecision.Kind, _ recognizer: GestureRecognizer, _ view: View) {
    application?.withCurrentRecord { $0.noteGestureDecision(kind, recognizer, view) }
  }
}
