/// Why a recognizer failed or never saw a touch, as the record keeps it
/// (`DispatchRecord.gestureNotes`): its delegate's answers and the rules of
/// the recognizer kinds that refuse a gesture on their own, typed so that a
/// reader matches the case, and written out only as `description` (the
/// overlay's and the trace's `note` text).
public enum GestureNote: Hashable, Sendable, CustomStringConvertible {
  /// `gestureRecognizer(_:shouldReceive:)` answered false for a touch that
  /// began in the view `hitView` (its id).
  case shouldReceiveRefused(hitView: String)
  /// `gestureRecognizerShouldBegin(_:)` answered false.
  case shouldBeginRefused
  /// A pan took a wheel or trackpad scroll of `dx`, `dy` points.
  case tookScroll(dx: Double, dy: Double)
  /// A screen-edge pan's first touch began `distance` points from the edges
  /// it watches, farther than `GestureConstants.screenEdgeDistance`.
  case beganAwayFromEdge(distance: Double)
  /// A screen-edge pan's touch moved along its edge rather than away from it.
  case movedAlongEdge
  /// The touch was not of a kind it receives (`allowedTouchTypes`,
  /// `requiresExclusiveTouchType`, `buttonMaskRequired`).
  case touchKindRefused(TouchKindRefusal)

  public var description: String {
    switch self {
    case .shouldReceiveRefused(let hit): "shouldReceive: false for a touch in \(hit)"
    case .shouldBeginRefused: "gestureRecognizerShouldBegin: false"
    case .tookScroll(let dx, let dy): "took a scroll of \(formatPoints(dx)), \(formatPoints(dy)) pt"
    case .beganAwayFromEdge(let d):
      "began \(formatPoints(d)) pt from its edge; a screen-edge pan starts within "
        + "\(formatPoints(GestureConstants.screenEdgeDistance)) pt"
    case .movedAlongEdge: "moved along the edge, not away from it"
    case .touchKindRefused(let why): "not received: \(why)"
    }
  }
}

/// One entry of `DispatchRecord.gestureNotes`: the recognizer and what
/// decided about it.
public struct GestureNoteEntry {
  public let recognizer: GestureRecognizer
  public let answer: GestureNote
  /// `answer` as text.
  public var note: String { answer.description }
}
