import ResponderCore

extension SceneDecoder {
  static let effectKeys =
    [
      "set", "present", "dismiss", "log", "becomeFirstResponder", "resignFirstResponder", "undo",
      "beginUndoGrouping", "endUndoGrouping", "removeAllActionsWithTarget", "setTranslation", "after",
      "push", "pop", "popTo", "zoom",
    ] + addRemoveKeys
  /// `on: { "photo.animationEnded": [...] }`.
  static let animationEndedSuffix = ".animationEnded"
  static let afterKeys = ["seconds", "do"]
  static let zoomKeys = ["view", "to", "scale", "around", "animated"]

  /// Decodes `on:`, a map from event or action name to effects (a list, or
  /// one effect map).
  func decodeOn(_ node: Node) -> OnSpec {
    guard let entries = entries(node, expected: .onMap) else {
      return OnSpec()
    }
    var on = OnSpec()
    for entry in entries {
      var name = entry.key
      if let specific = specificEventName(entry) {
        guard let n = specific else { continue }
        name = n
      } else if entry.key.hasSuffix(Self.animationEndedSuffix) {
        // `photo.animationEnded`: UIView.animate's completion for that view.
        let id = String(entry.key.dropLast(Self.animationEndedSuffix.count))
        guard isID(id) else {
          error(.malformed(.eventOrAction, entry.key), at: entry.keyNode)
          continue
        }
        idTable.references.append(
          Reference(id: Located(id, at: location(entry.keyNode)), key: "on", role: .view))
      } else if isGesturePhaseKey(entry.key, at: entry.keyNode) {
        // `drag.began`, `drag.ended`…: the phase of a recognizer's action.
      } else if !isName(entry.key) {
        error(.malformed(.eventOrAction, entry.key), at: entry.keyNode)
        continue
      } else if entry.key == "pressesChanged" {
        error(.rule(.pressesChanged), at: entry.keyNode)
        continue
      }
      var effects: [EffectSpec] = []
      if case .scalar(let s) = entry.value, YAMLScalar(s) == .null {
        effects = []
      } else {
        effects = items(entry.value).compactMap(decodeEffect)
      }
      let changes = effects.reduce(0) { $0 + $1.changeCount }
      guard changes <= limits.maxChangesPerEntry else {
        error(.tooMany(.changesPerEntry(max: limits.maxChangesPerEntry, got: changes)), at: entry.keyNode)
        continue
      }
      let item = OnSpec.Entry(name: name, effects: effects, location: location(entry.keyNode))
      actionTable.onEntries.append(item)
      on.entries.append(item)
    }
    return on
  }

  /// Decodes one effect map: exactly one action key, plus an optional `undo`.
  /// (`EffectSpec.changeCount` says how much one run of it can register.)
  func decodeEffect(_ node: Node) -> EffectSpec? {
    guard let entries = entries(node, expected: .effectMap) else { return nil }
    var action: EffectSpec.Action?
    var actionKey: Entry?
    var undoName: String?
    var conditions: [GestureCondition] = []
    var otherwise: [EffectSpec] = []
    var animation: AnimationSpec?
    var hasCondition = false
    for entry in entries {
      if entry.key == "undo" {
        undoName = string(entry.value)
        continue
      }
      switch entry.key {
      case "when":
        hasCondition = true
        conditions = decodeConditions(entry.value)
        continue
      case "else":
        otherwise = items(entry.value).compactMap(decodeEffect)
        continue
      case "animate":
        animation = decodeAnimation(entry.value)
        continue
      default: break
      }
      guard Self.effectKeys.contains(entry.key) else {
        unknownKey(entry, in: .effect, allowed: Self.effectKeys + Self.effectExtraKeys)
        continue
      }
      if let first = actionKey {
        error(.rule(.twoActions(entry.key, after: first.key)), at: entry.keyNode)
        continue
      }
      actionKey = entry
      action = decodeEffectAction(entry)
    }
    if action == nil, actionKey == nil, hasCondition { action = EffectSpec.Action.none }
    switch action {
    case .set?, .add?, .remove?: break
    default:
      // On `add` and `remove` it animates the stack views that make room
      // or close the gap (UIKit: the change inside `UIView.animate`).
      if animation != nil { error(.misplacedKey("animate", .animatedEffectsOnly), at: node) }
    }
    guard let action else {
      if actionKey == nil {
        error(
          .missingKey(.effectAction),
          at: node)
      }
      return nil
    }
    var effect = EffectSpec(action, undoName: undoName, location: location(node))
    effect.conditions = conditions
    effect.otherwise = otherwise
    effect.animation = animation
    return effect
  }

  /// The action of an effect's one action key (`set`, `present`, `push`…),
  /// or nil after its value's error.
  private func decodeEffectAction(_ entry: Entry) -> EffectSpec.Action? {
    switch entry.key {
    case "set":
      return decodeAssignments(entry.value).map(EffectSpec.Action.set)
    case "present":
      return reference(entry.value, key: "present", role: .presentable).map(EffectSpec.Action.present)
    case "dismiss":
      guard let flag = bool(entry.value) else { return nil }
      guard flag else {
        error(.rule(.dismissFalse), at: entry.value)
        return nil
      }
      return .dismiss
    case "log":
      return string(entry.value).map(EffectSpec.Action.log)
    case "beginUndoGrouping", "endUndoGrouping":
      guard let flag = bool(entry.value) else { return nil }
      guard flag else {
        error(.rule(.groupingFalse(entry.key)), at: entry.value)
        return nil
      }
      return entry.key == "beginUndoGrouping" ? .beginUndoGrouping : .endUndoGrouping
    case "setTranslation":
      guard let v = numbers(entry.value, count: 2, shape: .xy, nonNegative: false) else { return nil }
      return .setTranslation(x: v[0], y: v[1])
    case "removeAllActionsWithTarget":
      return reference(entry.value, key: entry.key, role: .view).map(
        EffectSpec.Action.removeAllActionsWithTarget)
    case "after": return decodeAfter(entry.value)
    case "push":
      return reference(entry.value, key: "push", role: .presentable).map(EffectSpec.Action.push)
    case "pop":
      guard let flag = bool(entry.value) else { return nil }
      guard flag else {
        error(.rule(.groupingFalse("pop")), at: entry.value)
        return nil
      }
      return .pop
    case "popTo":
      return reference(entry.value, key: "popTo", role: .controller).map(EffectSpec.Action.popTo)
    case "zoom": return decodeZoom(entry.value)
    case "add": return decodeAdd(entry.value)
    case "remove":
      return reference(entry.value, key: "remove", role: .view).map(EffectSpec.Action.remove)
    case "becomeFirstResponder":
      return reference(entry.value, key: entry.key, role: .responder).map(
        EffectSpec.Action.becomeFirstResponder)
    default:
      return reference(entry.value, key: entry.key, role: .responder).map(
        EffectSpec.Action.resignFirstResponder)
    }
  }

  /// Decodes `set: { "id.property": value, ... }` in file order: a view's
  /// property, a state value (`state.openRow: row3`), or a property of the
  /// view a state value names (`state.openRow.frame.x: 0`).
  func decodeAssignments(_ node: Node) -> [PropertyAssignment]? {
    guard let entries = entries(node, expected: .setMap) else { return nil }
    return entries.compactMap(decodeAssignment)
  }

  /// One entry of a `set:` map; nil after its error.
  private func decodeAssignment(_ entry: Entry) -> PropertyAssignment? {
    let keyLocation = location(entry.keyNode)
    var key = Substring(entry.key)
    var viaState: String?
    if key.hasPrefix("state.") {
      let rest = key.dropFirst("state.".count)
      let name = rest.firstIndex(of: ".").map { String(rest[..<$0]) } ?? String(rest)
      stateTable.stateReferences.append(Located(name, at: keyLocation))
      guard let dot = rest.firstIndex(of: ".") else {
        guard let value = stateValue(entry.value) else { return nil }
        var a = PropertyAssignment(
          target: Located("state", at: keyLocation), property: .text, value: value, location: keyLocation)
        a.stateName = name
        if case .string(let given) = value {
          stateTable.stateNamesGiven[name, default: []].append(Located(given, at: location(entry.value)))
        }
        return a
      }
      viaState = name
      key = rest[rest.index(after: dot)...]
      key = "state." + key  // keeps the property after a dot below
    }
    if viaState == nil, key.hasSuffix(".pan.enabled"), key.count > ".pan.enabled".count {
      // A scroll view's own pan (`inbox.pan.enabled: false`): its id holds a dot.
      guard let value = propertyValue(.enabled, entry.value) else { return nil }
      let target = Located(String(key.dropLast(".enabled".count)), at: keyLocation)
      idTable.references.append(Reference(id: target, key: "set", role: .settable(.enabled)))
      return PropertyAssignment(target: target, property: .enabled, value: value, location: keyLocation)
    }
    guard let dot = key.firstIndex(of: "."), dot != key.startIndex else {
      error(.malformed(.propertyPath(orState: false), entry.key), at: entry.keyNode)
      return nil
    }
    let name = String(key[key.index(after: dot)...])
    if viaState == nil, ViewController.readableProperties.contains(name) {
      // A controller's own property (UISheetPresentationController.selectedDetentIdentifier,
      // UIViewController.isModalInPresentation).
      let value: SceneValue?
      if name == "selectedDetent" {
        value = string(entry.value).map(SceneValue.string)
        if let text = string(entry.value) {
          chainTable.detentNames.append((String(key[..<dot]), Located(text, at: location(entry.value))))
        }
      } else {
        value = bool(entry.value).map(SceneValue.bool)
      }
      guard let value else { return nil }
      let target = Located(String(key[..<dot]), at: keyLocation)
      idTable.references.append(Reference(id: target, key: "set", role: .controller))
      var a = PropertyAssignment(target: target, property: .text, value: value, location: keyLocation)
      a.controllerProperty = name
      return a
    }
    guard let property = ViewSpec.Property(rawValue: name) else {
      error(
        .unknownName(
          .property, name,
          suggestion: Suggestion.closest(to: name, in: ViewSpec.Property.allCases.map(\.rawValue))),
        at: entry.keyNode)
      return nil
    }
    guard let value = propertyValue(property, entry.value) else { return nil }
    let target = Located(String(key[..<dot]), at: keyLocation)
    if let viaState {
      stateTable.stateTargets.append((viaState, property, keyLocation))
    } else {
      idTable.references.append(Reference(id: target, key: "set", role: .settable(property)))
    }
    var a = PropertyAssignment(target: target, property: property, value: value, location: keyLocation)
    a.targetFromState = viaState
    return a
  }

  /// `after: { seconds: 1.5, do: [effects] }`: the effects run that many
  /// seconds later on the simulation clock (a `Timer` or
  /// `DispatchQueue.main.asyncAfter` in an app), from the same responder;
  /// a reload drops them with the scene.
  func decodeAfter(_ node: Node) -> EffectSpec.Action? {
    guard let entries = entries(node, expected: .afterMap) else { return nil }
    var seconds: Double?
    var effects: [EffectSpec] = []
    for entry in entries {
      switch entry.key {
      case "seconds":
        seconds = seconds ?? -1  // written: a bad value is its own error
        guard let s = nonNegative(entry.value) else { continue }
        guard s <= 3600 else {
          error(.outOfRange(.afterSeconds, s), at: entry.value)
          continue
        }
        seconds = s
      case "do": effects = items(entry.value).compactMap(decodeEffect)
      default: unknownKey(entry, in: .after, allowed: Self.afterKeys)
      }
    }
    guard let seconds else {
      error(.missingKey(.afterSeconds), at: node)
      return nil
    }
    return seconds < 0 ? nil : .after(seconds: seconds, effects)
  }

  /// `zoom: { view: SCROLLVIEW, to: [x, y, w, h] }` (zoom(to:animated:),
  /// the rect in the zoomed view's coordinates) or `zoom: { view, scale: S,
  /// around: location | [x, y] }` (the rect of that scale centred there:
  /// double-tap-to-zoom at the tapped point); `animated` defaults to true.
  func decodeZoom(_ node: Node) -> EffectSpec.Action? {
    guard let entries = entries(node, expected: .zoomMap) else { return nil }
    var view: Located<String>?
    var rect: SceneRect?
    var scale: Double?
    var around: EffectSpec.ZoomAround?
    var animated = true
    var bad = false
    for entry in entries {
      switch entry.key {
      case "view":
        view = reference(entry.value, key: "zoom", role: .settable(.zoomScale))
      case "to":
        rect = frame(entry.value)
        bad = bad || rect == nil
      case "scale":
        guard let v = number(entry.value) else {
          bad = true
          continue
        }
        guard v > 0, v <= 1000 else {
          error(.outOfRange(.zoomScale, v), at: entry.value)
          bad = true
          continue
        }
        scale = v
      case "around":
        if case .string("location") = scalar(entry.value) {
          around = .location
        } else if let p = numbers(entry.value, count: 2, shape: .xy, nonNegative: false) {
          around = .point(x: p[0], y: p[1])
        } else {
          bad = true
        }
      case "animated":
        if let b = bool(entry.value) { animated = b } else { bad = true }
      default:
        // Reported once: what the misspelt key was meant to be is unknown.
        unknownKey(entry, in: .zoom, allowed: Self.zoomKeys)
        bad = true
      }
    }
    guard let view else {
      error(.missingKey(.zoomView), at: node)
      return nil
    }
    if bad { return nil }
    switch (rect, scale) {
    case (let r?, nil):
      if around != nil {
        error(.rule(.zoomTarget), at: node)
        return nil
      }
      return .zoom(view: view, target: .rect(r), animated: animated)
    case (nil, let s?): return .zoom(view: view, target: .scale(s, around: around), animated: animated)
    default:
      error(.rule(.zoomTarget), at: node)
      return nil
    }
  }

  /// A state value: a number, or a name taken as written.
  func stateValue(_ node: Node) -> SceneValue? {
    guard let s = scalar(node) else {
      mismatch(.numberOrName, node)
      return nil
    }
    if case .number(let n) = s, n.isFinite { return .number(n) }
    guard let text = string(node) else { return nil }
    guard text.count <= 200 else {
      error(.tooMany(.stateValue(count: text.count, max: 200)), at: node)
      return nil
    }
    return .string(text)
  }
}
