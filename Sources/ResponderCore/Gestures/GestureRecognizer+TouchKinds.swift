/// Which touches a recognizer receives by their kind and buttons.
///
/// UIKit filters touches before a recognizer sees them: a touch whose type
/// is not in `allowedTouchTypes` is not delivered ("an array of touch types
/// used to distinguish type of touches", UIGestureRecognizer), nor one of
/// another type than the gesture's first while `requiresExclusiveTouchType`
/// holds ("a Boolean indicating whether the gesture recognizer considers
/// touches of different types simultaneously"), nor a click whose buttons
/// are not the ones it needs (`UITapGestureRecognizer.buttonMaskRequired`;
/// every other kind recognizes the primary button only).
extension GestureRecognizer {
  /// The buttons held by the touches of this gesture
  /// (`UIGestureRecognizer.buttonMask`, "a bit mask of the buttons in the
  /// gesture").
  public var buttonMask: ButtonMask {
    let touches = trackedTouches.isEmpty ? sequenceTouches : trackedTouches
    return touches.reduce(into: ButtonMask()) { $0.formUnion($1.buttonMask) }
  }

  /// Whether a new `touch` is of a kind this recognizer receives; nil when
  /// it is, else why not.
  func refusal(ofKind touch: Touch) -> TouchKindRefusal? {
    if !receives(buttons: touch.buttonMask) {
      return .buttons(touch.buttonMask, required: requiredButtonMask)
    }
    if !allowedTouchTypes.contains(touch.type) { return .type(touch.type) }
    if requiresExclusiveTouchType, let first = sequenceTouches.first, first.type != touch.type {
      return .notExclusive(touch.type, gesture: first.type)
    }
    return nil
  }

  /// Whether this recognizer could refuse some touch by its kind (a list
  /// that holds only plain finger touches then needs no filtering).
  var restrictsTouchKinds: Bool {
    allowedTouchTypes.count != TouchType.allCases.count || !receives(buttons: .primary)
      || self is HoverGestureRecognizer
  }
}

/// Why a recognizer did not receive a touch of its kind (`GestureNote`).
public enum TouchKindRefusal: Hashable, Sendable, CustomStringConvertible {
  case buttons(ButtonMask, required: ButtonMask)
  case type(TouchType)
  case notExclusive(TouchType, gesture: TouchType)

  public var description: String {
    switch self {
    case .buttons(let held, let required):
      "a \(held) click; it needs buttonMaskRequired \(required)"
    case .type(let t): "a \(t) touch is not in its allowedTouchTypes"
    case .notExclusive(let t, let g): "a \(t) touch in a \(g) gesture (requiresExclusiveTouchType)"
    }
  }
}

extension Touch {
  /// Whether every recognizer receives this touch unless it restricts
  /// kinds: a finger pressing the primary button.
  var isPlainFinger: Bool { type == .direct && buttonMask == .primary }
}

extension Event {
  /// The buttons held in this event (`UIEvent.buttonMask`): those of its
  /// touches; none for an event without touches.
  public var buttonMask: ButtonMask {
    allTouches.reduce(into: ButtonMask()) { $0.formUnion($1.buttonMask) }
  }
}
