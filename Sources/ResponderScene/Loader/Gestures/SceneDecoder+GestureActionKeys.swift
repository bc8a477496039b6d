/// `on:` phase keys no recognizer sends, and `when:` conditions on a
/// gesture's value that can never hold.
///
/// A phase key (`dragged.ended`) runs when a recognizer sends the action
/// `dragged` in that state (`SceneBuilder.installPhaseHandlers`); written
/// with a recognizer's id instead of its action, or an action no
/// recognizer sends, it never runs.
///
/// A condition such as `scale: "> 1"` reads the recognizer that sent the
/// action (`SceneBuilder.value(_:of:moved:)`): a pinch's scale, a pan's
/// translation, a scroll view's page. Under an `on:` key whose action no
/// recognizer of that kind sends (a pan's `moved.ended`, a button's
/// `login`, `touchesEnded`) it is false every time, and the prototype's
/// branch silently never runs; it is refused at load instead.
extension SceneDecoder {
  /// The sender kind of a scroll view's own pan (`panAction`).
  static let scrollViewPan = "scrollView pan"
  /// The sender of an `ID.animationEnded` handler: the animation's end.
  static let animationEnd = "animation"

  /// Which senders have `value`: every recognizer has a view whose
  /// position and center a condition may read.
  static func sender(_ kind: String, has value: GestureCondition.Value) -> Bool {
    switch value {
    case .translationX, .translationY, .velocityX, .velocityY:
      [GestureSpec.Kind.pan.rawValue, GestureSpec.Kind.screenEdgePan.rawValue, scrollViewPan].contains(kind)
    case .scale: kind == GestureSpec.Kind.pinch.rawValue
    case .rotation: kind == GestureSpec.Kind.rotation.rawValue
    case .page: kind == scrollViewPan
    case .positionX, .positionY, .centerX, .centerY, .numberOfTouches, .locationX, .locationY:
      kind != animationEnd
    case .finished: kind == animationEnd
    }
  }

  func checkGestureActionKeys() {
    // A Swift class may add recognizers the file does not declare.
    guard !actionTable.namesSwiftClass else { return }
    for entry in actionTable.onEntries {
      var action = entry.name
      if let dot = action.lastIndex(of: "."),
        GesturePhase(rawValue: String(action[action.index(after: dot)...])) != nil
      {
        action = String(action[..<dot])
        if actionTable.recognizerSenders[action] == nil {
          errors.append(
            SceneError(
              .rule(
                .phaseOfNoRecognizer(
                  entry.name, action: action, actionOfID: actionTable.recognizerActionByID[action])),
              at: entry.location))
          continue
        }
      }
      let senders: Set<String> =
        action.hasSuffix(Self.animationEndedSuffix)
        ? [Self.animationEnd] : actionTable.recognizerSenders[action] ?? []
      var effects = entry.effects
      while let effect = effects.popLast() {
        effects += effect.otherwise
        for c in effect.conditions.flatMap(\.senderReads) {
          guard !senders.contains(where: { Self.sender($0, has: c.value) }) else { continue }
          errors.append(
            SceneError(
              .rule(.conditionNeverHolds(c.value.rawValue, action: action, senders: senders.sorted())),
              at: c.location))
        }
      }
    }
  }
}
