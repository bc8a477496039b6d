import ResponderCore

/// The keys that stand for UIKit overrides a learner would write in code:
/// responders' own answers (`canPerform`, `refuses`, `keyCommands`), a
/// control's per-event `actions`, custom hit areas, and `on:` names for one
/// kind of press or remote command.
extension SceneDecoder {
  static let answerKeys = ["canPerform", "refuses", "keyCommands", "validate"]
  static let validationKeys = ["action", "when", "attributes"]
  static let keyCommandKeys = [
    "input", "modifiers", "action", "title", "discoverabilityTitle", "attributes",
    "wantsPriorityOverSystemBehavior",
  ]
  static let modifierWords = KeyChord.modifierNames.map(\.name)

  /// Decodes `canPerform`, `refuses` or `keyCommands` into `answers`.
  func decodeAnswer(_ entry: Entry, into answers: inout AnswersSpec) {
    switch entry.key {
    case "canPerform": answers.canPerform += items(entry.value).compactMap { actionName($0) }
    case "refuses": answers.refuses += items(entry.value).compactMap { actionName($0) }
    case "validate": answers.validations += items(entry.value).compactMap { decodeValidation($0) }
    default:
      for item in items(entry.value) {
        actionTable.keyCommandCount += 1
        if actionTable.keyCommandCount == limits.maxKeyCommands + 1 {
          error(.tooMany(.keyCommands(max: limits.maxKeyCommands)), at: item)
        }
        if actionTable.keyCommandCount > limits.maxKeyCommands { continue }
        if let command = decodeKeyCommand(item) { answers.keyCommands.append(command) }
      }
    }
    let both = Set(answers.canPerform).intersection(answers.refuses)
    if entry.key != "keyCommands", let clash = both.sorted().first {
      error(.rule(.canPerformAndRefuses(clash)), at: entry.keyNode)
    }
  }

  /// `{ action: save, when: { state.dirty: "== 0" }, attributes: [disabled] }`: one
  /// answer of the responder's `validate(_:)`.
  func decodeValidation(_ node: Node) -> ValidationSpec? {
    guard let entries = entries(node, expected: .validationMap) else { return nil }
    var action: String?
    var conditions: [GestureCondition] = []
    var attributes: Set<KeyCommand.Attribute> = []
    for entry in entries {
      switch entry.key {
      case "action": action = actionName(entry.value)
      case "when": conditions = decodeConditions(entry.value)
      case "attributes": attributes = keyCommandAttributes(entry.value)
      default: unknownKey(entry, in: .validation, allowed: Self.validationKeys)
      }
    }
    guard let action else {
      if !entries.contains(where: { $0.key == "action" }) { error(.missingKey(.validationAction), at: node) }
      return nil
    }
    var spec = ValidationSpec(action: action, location: location(node))
    spec.conditions = conditions
    spec.attributes = attributes
    return spec
  }

  /// `attributes: [disabled]` (UIMenuElement.Attributes).
  func keyCommandAttributes(_ node: Node) -> Set<KeyCommand.Attribute> {
    var attributes: Set<KeyCommand.Attribute> = []
    for item in items(node) {
      guard let name = string(item) else { continue }
      if let a = KeyCommand.Attribute(rawValue: name) {
        attributes.insert(a)
      } else {
        error(
          .unknownName(
            .keyCommandAttribute, name,
            suggestion: Suggestion.closest(to: name, in: KeyCommand.Attribute.allCases.map(\.rawValue))),
          at: item)
      }
    }
    return attributes
  }

  /// `{ input: "s", modifiers: [ctrl], action: save, title: "Save" }`.
  func decodeKeyCommand(_ node: Node) -> KeyCommandSpec? {
    guard
      let entries = entries(node, expected: .keyCommandMap)
    else { return nil }
    var input: Key?
    var mods: KeyModifiers = []
    var action: String?
    var title: String?
    var discoverabilityTitle: String?
    var attributes: Set<KeyCommand.Attribute> = []
    var priority = false
    var ok = true
    for entry in entries {
      switch entry.key {
      case "input":
        guard let text = string(entry.value) else {
          ok = false
          continue
        }
        let name = text.lowercased()
        guard KeyChord.isKnownKey(name) else {
          error(
            .unknownName(.inputKey, text, suggestion: Suggestion.closest(to: name, in: KeyChord.namedKeys)),
            at: entry.value)
          ok = false
          continue
        }
        input = Key(name)
      case "modifiers":
        for item in items(entry.value) {
          guard let word = string(item) else {
            ok = false
            continue
          }
          guard let m = KeyChord.modifierNames.first(where: { $0.name == word || $0.synonyms.contains(word) })
          else {
            error(
              .unknownName(.modifier, word, suggestion: Suggestion.closest(to: word, in: Self.modifierWords)),
              at: item)
            ok = false
            continue
          }
          mods.insert(m.flag)
        }
      case "action":
        action = actionName(entry.value)
        if action == nil { ok = false }
      case "title": title = string(entry.value)
      case "discoverabilityTitle": discoverabilityTitle = string(entry.value)
      case "attributes": attributes = keyCommandAttributes(entry.value)
      case "wantsPriorityOverSystemBehavior": priority = bool(entry.value) ?? false
      default: unknownKey(entry, in: .keyCommand, allowed: Self.keyCommandKeys)
      }
    }
    guard ok else { return nil }
    guard let input, let action else {
      error(.missingKey(.keyCommandInputAndAction), at: node)
      return nil
    }
    var spec = KeyCommandSpec(
      chord: KeyChord(input, modifiers: mods), action: action, title: title, location: location(node))
    spec.attributes = attributes
    spec.discoverabilityTitle = discoverabilityTitle
    spec.wantsPriorityOverSystemBehavior = priority
    return spec
  }

  /// A control's `actions: { touchDown: press, touchUpInside: submit }`;
  /// an event the kind never sends is refused, since it would never fire.
  func decodeControlActions(_ node: Node, kind: ViewSpec.Kind) -> [ControlActionSpec] {
    guard let entries = entries(node, expected: .controlActionsMap) else { return [] }
    var out: [ControlActionSpec] = []
    for entry in entries {
      guard controlEventFits(entry.key, kind: kind, at: entry.keyNode) else { continue }
      guard let action = actionName(entry.value) else { continue }
      out.append(ControlActionSpec(event: entry.key, action: action, location: location(entry.keyNode)))
    }
    return out
  }

  /// Whether `name` is a control event this kind sends; reports why not.
  func controlEventFits(_ name: String, kind: ViewSpec.Kind, at node: Node) -> Bool {
    guard let event = ControlEvents(named: name) else {
      error(
        .unknownName(
          .controlEvent, name, suggestion: Suggestion.closest(to: name, in: ControlEvents.named.map(\.name))),
        at: node)
      return false
    }
    guard kind.controlEvents.contains(event) else {
      if !kind.isControl {
        error(.rule(.controlEventOffControl(name)), at: node)
      } else {
        error(
          .rule(.controlEventNotSent(name, control: kind, sends: kind.controlEvents.names)), at: node
        )
      }
      return false
    }
    return true
  }

  /// Refuses `on:` entries named after control events on a responder that
  /// never sends them (any but a control of a kind that does).
  func refuseControlEvents(_ on: OnSpec, _ node: Node, kind: ViewSpec.Kind?) {
    guard case .mapping(let mapping) = node else { return }
    for (key, _) in mapping {
      guard case .scalar(let s) = key, ControlEvents(named: s.string) != nil else { continue }
      if let kind, kind.isControl, kind.controlEvents.contains(ControlEvents(named: s.string)!) { continue }
      _ = controlEventFits(s.string, kind: kind ?? .view, at: key)
    }
  }

  /// `press.ctrl+s` or `remote.play` as an `on:` name: nil when the key has
  /// neither prefix; `.some(nil)` after reporting a bad one; else the name in
  /// its written form (`press.` + the chord as `KeyChord` prints it).
  func specificEventName(_ entry: Entry) -> String?? {
    if entry.key.hasPrefix("press.") {
      let text = String(entry.key.dropFirst("press.".count))
      switch KeyChord.parse(text) {
      case .success(let chord): return .some("press." + chord.description)
      case .failure(.unknownModifier(let m)):
        error(
          .unknownName(
            .modifierIn(entry.key), m, suggestion: Suggestion.closest(to: m, in: Self.modifierWords)),
          at: entry.keyNode)
      case .failure(.unknownKey(let k)):
        error(
          .unknownName(.keyIn(entry.key), k, suggestion: Suggestion.closest(to: k, in: KeyChord.namedKeys)),
          at: entry.keyNode)
      case .failure(.empty):
        error(.malformed(.keyChord, entry.key), at: entry.keyNode)
      }
      return .some(nil)
    }
    if entry.key.hasPrefix("remote.") {
      let name = String(entry.key.dropFirst("remote.".count))
      if EventSubtype(remoteCommand: name) != nil { return .some(entry.key) }
      error(
        .unknownName(
          .remoteCommand, name,
          suggestion: Suggestion.closest(to: name, in: EventSubtype.remoteCommands.map(\.name))),
        at: entry.keyNode)
      return .some(nil)
    }
    return nil
  }

  /// A polygon `hitShape: [[x, y], ...]`: 3 to 64 points of finite numbers.
  func hitPolygon(_ node: Node) -> [[Double]]? {
    guard case .sequence(let sequence) = node, (3...64).contains(sequence.count) else {
      error(.rule(.polygonPoints), at: node)
      return nil
    }
    var points: [[Double]] = []
    for element in sequence {
      guard case .sequence(let pair) = element, pair.count == 2 else {
        mismatch(.point, element)
        return nil
      }
      guard let x = number(pair[pair.startIndex]), let y = number(pair[pair.index(after: pair.startIndex)])
      else { return nil }
      guard abs(x) <= 16384, abs(y) <= 16384 else {
        error(.rule(.pointTooFar), at: element)
        return nil
      }
      points.append([x, y])
    }
    return points
  }

  /// `hitTestInsets: [top, left, bottom, right]`, finite numbers.
  func hitTestInsets(_ node: Node) -> [Double]? {
    guard case .sequence(let sequence) = node, sequence.count == 4 else {
      mismatch(.insets, node)
      return nil
    }
    var values: [Double] = []
    for element in sequence {
      guard let v = number(element) else { return nil }
      guard abs(v) <= 16384 else {
        error(.outOfRange(.inset, v), at: element)
        return nil
      }
      values.append(v)
    }
    return values
  }
}
