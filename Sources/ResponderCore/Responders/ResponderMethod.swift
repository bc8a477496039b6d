/// A method a dispatch called on a responder: `UIResponder`'s event
/// methods, and `UIKeyInput`'s `insertText(_:)`.
///
/// The dispatch record stores calls as this type (one byte, no string built
/// per hop); `name` is the method's name as traces, scripts' `calls:` and
/// scenes' `on:` effects write it.
public enum ResponderMethod: UInt8, Sendable, Hashable, CaseIterable, BitwiseCopyable {
  case touchesBegan, touchesMoved, touchesEnded, touchesCancelled
  case pressesBegan, pressesEnded, pressesCancelled
  case motionBegan, motionEnded, motionCancelled
  case remoteControlReceived
  case insertText
  /// A scroll-wheel or trackpad scroll offered to a view's pan recognizers
  /// (`UIPanGestureRecognizer.allowedScrollTypesMask`): no `UIResponder`
  /// method, written `scroll` in traces.
  case scroll
  /// A trackpad's pinch or rotation offered to a view's pinch and rotation
  /// recognizers (`UIEvent.EventType.transform`): no `UIResponder` method,
  /// written `transform` in traces.
  case transform

  /// The method's name without its arguments (`touchesBegan`).
  public var name: String {
    switch self {
    case .touchesBegan: "touchesBegan"
    case .touchesMoved: "touchesMoved"
    case .touchesEnded: "touchesEnded"
    case .touchesCancelled: "touchesCancelled"
    case .pressesBegan: "pressesBegan"
    case .pressesEnded: "pressesEnded"
    case .pressesCancelled: "pressesCancelled"
    case .motionBegan: "motionBegan"
    case .motionEnded: "motionEnded"
    case .motionCancelled: "motionCancelled"
    case .transform: "transform"
    case .remoteControlReceived: "remoteControlReceived"
    case .insertText: "insertText"
    case .scroll: "scroll"
    }
  }

  /// Whether it is one of the four touch methods.
  public var isTouchMethod: Bool { rawValue <= ResponderMethod.touchesCancelled.rawValue }
}

/// One call a dispatch made on a responder: an event method, or an action
/// message it performed.
public struct ResponderCall {
  public enum Message {
    case event(ResponderMethod)
    case action(ActionRecord)
  }

  public let responder: Responder
  public let message: Message
  /// How many touches a touch method's call carried in its set (1 for the
  /// other calls): a view tracking two fingers that move in one frame gets
  /// one `touchesMoved` carrying both (`UIEvent.allTouches`).
  public let touchCount: Int

  public init(responder: Responder, message: Message, touchCount: Int = 1) {
    self.responder = responder
    self.message = message
    self.touchCount = touchCount
  }

  /// `id.method` or `id.action`, as scripts' `calls:` expectations write
  /// it; a touch method that carried more than one touch says how many,
  /// `pad.touchesMoved(2 touches)`, so that a one-touch call reads as it
  /// always has.
  public var text: String {
    Self.text(responder: responder.identifier, message: message, touchCount: touchCount)
  }

  /// `text` for a responder named by its identifier.
  static func text(responder id: String, message: Message, touchCount: Int) -> String {
    switch message {
    case .event(let m): touchCount > 1 ? "\(id).\(m.name)(\(touchCount) touches)" : "\(id).\(m.name)"
    case .action(let a): "\(id).\(a.action)"
    }
  }
}
