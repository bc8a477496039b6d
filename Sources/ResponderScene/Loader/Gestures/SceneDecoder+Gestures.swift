import ResponderCore

extension SceneDecoder {
  static let gestureKeys = [
    "id", "type", "action", "target", "taps", "touches", "direction", "minimumPressDuration", "requireToFail",
    "simultaneousWith", "cancelsTouchesInView", "delaysTouchesBegan", "delaysTouchesEnded", "effect",
    "shouldBegin", "ignoresTouchesIn", "shouldRequireFailureOf", "shouldBeRequiredToFailBy", "minimumTouches",
    "maximumTouches", "undo", "axis",
    "edges", "limits", "moves", "allowableMovement", "allowedPressTypes", "allowedScrollTypes", "enabled",
    "buttonMaskRequired", "allowedTouchTypes", "requiresExclusiveTouchType",
  ]

  /// Decodes one recognizer, refusing settings its kind does not have (a
  /// `direction` on a tap would silently do nothing).
  func decodeGesture(_ node: Node) -> GestureSpec? {
    guard let entries = entries(node, expected: .gestureMap), let kind = gestureKind(node, entries) else {
      return nil
    }
    var gesture = GestureSpec(kind: kind, location: location(node))
    for entry in entries {
      if let kinds = Self.gestureKeyKinds[entry.key], !kinds.contains(kind) {
        error(
          .misplacedKey(entry.key, .gestureKinds(kinds, not: kind)),
          at: entry.keyNode)
        continue
      }
      decodeGestureKey(entry, into: &gesture)
    }
    checkGesture(gesture, entries, at: node)
    return gesture
  }

  /// The recognizer's `type`, or nil after saying why not.
  private func gestureKind(_ node: Node, _ entries: [Entry]) -> GestureSpec.Kind? {
    guard let typeEntry = entries.first(where: { $0.key == "type" }) else {
      error(
        .missingKey(.gestureType),
        at: node)
      return nil
    }
    guard let text = string(typeEntry.value) else { return nil }
    guard let kind = GestureSpec.Kind(rawValue: text) else {
      error(
        .unknownName(
          .gestureType, text,
          suggestion: Suggestion.closest(to: text, in: GestureSpec.Kind.allCases.map(\.rawValue))),
        at: typeEntry.value)
      // Its id is still declared, so the recognizers that name it
      // (`simultaneousWith: [zoom]`) are not reported as naming an unknown id.
      if let id = entries.first(where: { $0.key == "id" }) {
        _ = declare(id.value, as: .gesture, responder: nil)
      }
      return nil
    }
    return kind
  }

  /// One setting of a recognizer whose kind has it.
  private func decodeGestureKey(_ entry: Entry, into gesture: inout GestureSpec) {
    let kind = gesture.kind
    switch entry.key {
    case "type": return
    case "id":
      gesture.id = declare(entry.value, as: .gesture, responder: nil)
      if let id = gesture.id { actionTable.gestureKinds[id.value] = kind }
    case "action": gesture.action = actionName(entry.value)
    case "target": gesture.target = reference(entry.value, key: "target", role: .responder)
    // A long press's `numberOfTapsRequired` defaults to 0 (a plain hold).
    case "taps": gesture.taps = positiveInt(entry.value, from: kind == .longPress ? 0 : 1)
    case "touches": gesture.touches = positiveInt(entry.value)
    case "direction":
      gesture.directions += names(entry.value, as: GestureSpec.Direction.self, .direction)
    case "minimumPressDuration":
      gesture.minimumPressDuration = seconds(entry.value, "`minimumPressDuration`")
    case "allowableMovement": gesture.allowableMovement = nonNegative(entry.value)
    case "allowedPressTypes":
      gesture.allowedPressTypes += names(entry.value, as: PressType.self, .pressType)
    case "requireToFail", "simultaneousWith":
      let ids = items(entry.value).compactMap { reference($0, key: entry.key, role: .gesture) }
      if entry.key == "requireToFail" {
        gesture.requireToFail = ids
      } else {
        gesture.simultaneousWith = ids
      }
    case "shouldBegin": decodeShouldBegin(entry.value, into: &gesture)
    case "edges":
      gesture.edges += names(entry.value, as: GestureSpec.Edge.self, .edge)
    case "limits": decodeMoveLimits(entry.value, into: &gesture)
    // UIGestureRecognizer.isEnabled: false starts it disabled (a `set`
    // of `ID.enabled` turns it on later).
    case "enabled": gesture.enabled = bool(entry.value)
    case "buttonMaskRequired": if let m = buttonMask(entry.value) { gesture.buttonMaskRequired = m }
    case "allowedTouchTypes": gesture.allowedTouchTypes = names(entry.value, as: TouchType.self, .touchType)
    case "requiresExclusiveTouchType": gesture.requiresExclusiveTouchType = bool(entry.value)
    case "allowedScrollTypes":
      gesture.allowedScrollTypes += names(entry.value, as: GestureSpec.ScrollType.self, .scrollType)
    case "moves": gesture.moves = reference(entry.value, key: "moves", role: .view)
    case "ignoresTouchesIn":
      gesture.ignoresTouchesIn = items(entry.value).compactMap {
        reference($0, key: "ignoresTouchesIn", role: .view)
      }
    case "shouldBeRequiredToFailBy":
      gesture.shouldBeRequiredToFailBy = items(entry.value).compactMap {
        reference($0, key: "shouldBeRequiredToFailBy", role: .gesture)
      }
    case "shouldRequireFailureOf":
      gesture.shouldRequireFailureOf = items(entry.value).compactMap {
        reference($0, key: "shouldRequireFailureOf", role: .gesture)
      }
    case "minimumTouches": gesture.minimumTouches = positiveInt(entry.value)
    case "maximumTouches": gesture.maximumTouches = positiveInt(entry.value)
    case "cancelsTouchesInView": gesture.cancelsTouchesInView = bool(entry.value)
    case "delaysTouchesBegan": gesture.delaysTouchesBegan = bool(entry.value)
    case "delaysTouchesEnded": gesture.delaysTouchesEnded = bool(entry.value)
    case "effect": if let e = gestureEffect(entry.value, for: kind) { gesture.effect = e }
    case "undo": gesture.effectUndo = bool(entry.value)
    case "axis": gesture.axis = axisValue(entry.value)
    default: unknownKey(entry, in: .gesture, allowed: Self.gestureKeys)
    }
  }

  /// `shouldBegin`: a flag, or `{ axis }` (pans only): the delegate's
  /// `gestureRecognizerShouldBegin(_:)` answering by the drag's direction.
  private func decodeShouldBegin(_ value: Node, into gesture: inout GestureSpec) {
    let kind = gesture.kind
    if case .mapping = value {
      guard kind.isPan else {
        error(.rule(.velocityAxis(gesture: kind)), at: value)
        return
      }
      for sub in self.entries(value) ?? [] {
        guard sub.key == "axis" else {
          unknownKey(sub, in: .shouldBegin, allowed: ["axis"])
          continue
        }
        gesture.shouldBeginAxis = axisValue(sub.value)
      }
    } else {
      gesture.shouldBegin = bool(value)
    }
  }

  /// `buttonMaskRequired`: a button name or a list of them, nil when none is valid.
  private func buttonMask(_ value: Node) -> ButtonMask? {
    var mask = ButtonMask()
    for item in items(value) {
      guard let name = string(item) else { continue }
      if let hit = ButtonMask.named.first(where: { $0.name == name }) {
        mask.insert(hit.mask)
      } else {
        error(
          .unknownName(
            .buttonMask, name, suggestion: Suggestion.closest(to: name, in: ButtonMask.named.map(\.name))),
          at: item)
      }
    }
    return mask.isEmpty ? nil : mask
  }

  /// `effect`: a built-in effect of a recognizer of `kind`.
  private func gestureEffect(_ value: Node, for kind: GestureSpec.Kind) -> GestureSpec.Effect? {
    guard let name = string(value) else { return nil }
    guard let effect = GestureSpec.Effect(rawValue: name) else {
      error(
        .unknownName(
          .gestureEffect, name,
          suggestion: Suggestion.closest(to: name, in: GestureSpec.Effect.allCases.map(\.rawValue))),
        at: value)
      return nil
    }
    guard Self.effectKind[effect] == (kind == .screenEdgePan ? .pan : kind) else {
      error(
        .rule(.effectGesture(effect, needs: Self.effectKind[effect]!, not: kind)),
        at: value)
      return nil
    }
    return effect
  }

  /// What holds between a recognizer's settings, and what it tells the
  /// rest of the scene (the senders of its action).
  private func checkGesture(_ gesture: GestureSpec, _ entries: [Entry], at node: Node) {
    let kind = gesture.kind
    if let low = gesture.minimumTouches ?? gesture.touches, let high = gesture.maximumTouches, low > high {
      error(.rule(.touchBounds(minimum: low, maximum: high)), at: node)
    }
    if kind == .screenEdgePan, gesture.edges.isEmpty, !entries.contains(where: { $0.key == "edges" }) {
      error(
        .missingKey(.screenEdgePanEdges),
        at: node)
    }
    if let action = gesture.action {
      actionTable.recognizerSenders[action, default: []].insert(kind.rawValue)
      if let id = gesture.id?.value { actionTable.recognizerActionByID[id] = action }
    }
    // `require(toFail:)` of itself. UIKit's `require(toFail:)` "delays the
    // receiver's transition out of .possible" until the other recognizer
    // fails; waiting for its own failure it can never recognize, and here it
    // failed silently at the lift.
    if let own = gesture.id?.value {
      for entry in entries
      where ["requireToFail", "shouldRequireFailureOf", "shouldBeRequiredToFailBy"].contains(entry.key) {
        for item in items(entry.value) where string(item) == own {
          error(.rule(.requiresItself(own, key: entry.key)), at: item)
        }
      }
    }
    if gesture.effect != .move {
      for key in ["limits", "moves", "axis"] {
        if let e = entries.first(where: { $0.key == key }) {
          error(.misplacedKey(key, .moveEffectOnly), at: e.keyNode)
        }
      }
    }
  }

  /// A list of names of `type`'s cases, each unknown one reported with the
  /// closest known name.
  private func names<T: RawRepresentable & CaseIterable>(
    _ node: Node, as type: T.Type, _ what: SceneProblem.NameKind
  ) -> [T] where T.RawValue == String {
    var out: [T] = []
    for item in items(node) {
      guard let name = string(item) else { continue }
      if let value = T(rawValue: name) {
        out.append(value)
      } else {
        error(
          .unknownName(what, name, suggestion: Suggestion.closest(to: name, in: T.allCases.map(\.rawValue))),
          at: item)
      }
    }
    return out
  }

  func axisValue(_ node: Node) -> GestureSpec.Axis? {
    guard let name = string(node) else { return nil }
    guard let axis = GestureSpec.Axis(rawValue: name) else {
      error(
        .unknownName(
          .axis, name, suggestion: Suggestion.closest(to: name, in: GestureSpec.Axis.allCases.map(\.rawValue))
        ),
        at: node)
      return nil
    }
    return axis
  }

  /// `limits: { x: [min, max], y: [min, max] }`: ordered, finite pairs.
  func decodeMoveLimits(_ node: Node, into gesture: inout GestureSpec) {
    guard let list = entries(node, expected: .limitsMap) else { return }
    for entry in list {
      guard entry.key == "x" || entry.key == "y" else {
        unknownKey(entry, in: .limits, allowed: ["x", "y"])
        continue
      }
      guard let pair = range(entry.value, shape: .minMax) else { continue }
      if entry.key == "x" { gesture.moveLimitsX = pair } else { gesture.moveLimitsY = pair }
    }
  }

  /// Two finite numbers `[low, high]` with low ≤ high.
  func range(_ node: Node, shape: SceneProblem.ListShape, ordered: Bool = true) -> [Double]? {
    guard case .sequence(let sequence) = node, sequence.count == 2 else {
      error(.rule(.twoNumbers(shape: shape)), at: node)
      return nil
    }
    guard let a = number(sequence[0]), let b = number(sequence[1]) else { return nil }
    if ordered, a > b {
      error(.rule(.reversedRange(a, b, shape: shape)), at: node)
      return nil
    }
    return [a, b]
  }

  /// Settings that only some recognizer kinds have.
  static let gestureKeyKinds: [String: [GestureSpec.Kind]] = [
    "taps": [.tap, .longPress],
    "touches": [.tap, .longPress, .pan, .swipe, .screenEdgePan],
    "direction": [.swipe],
    "minimumPressDuration": [.longPress],
    "allowableMovement": [.tap, .longPress],
    "allowedPressTypes": [.tap],
    // Only UIKit's tap has `buttonMaskRequired`.
    "buttonMaskRequired": [.tap],
    "minimumTouches": [.pan, .screenEdgePan],
    "maximumTouches": [.pan, .screenEdgePan],
    "edges": [.screenEdgePan],
    "allowedScrollTypes": [.pan, .screenEdgePan],
  ]

  /// The recognizer each `effect` reads its amount from.
  static let effectKind: [GestureSpec.Effect: GestureSpec.Kind] = [
    .move: .pan, .scale: .pinch, .rotate: .rotation,
  ]
}
