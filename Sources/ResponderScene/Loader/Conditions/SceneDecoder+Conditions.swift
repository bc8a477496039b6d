import ResponderCore

/// `on:` keys with a gesture phase, and the `when:`, `else:` and `animate:`
/// keys of an effect.
extension SceneDecoder {
  static let effectExtraKeys = ["when", "else", "animate"]

  /// Whether `key` is `action.phase` with a known phase; a known-looking
  /// key with a misspelt phase is reported here (and counts as handled).
  func isGesturePhaseKey(_ key: String, at node: Node) -> Bool {
    guard let dot = key.lastIndex(of: "."), dot != key.startIndex else { return false }
    let base = String(key[..<dot])
    let phase = String(key[key.index(after: dot)...])
    guard isName(base), isName(phase) else { return false }
    if GesturePhase(rawValue: phase) == nil {
      error(
        .unknownName(
          .gesturePhase, phase,
          suggestion: Suggestion.closest(to: phase, in: GesturePhase.allCases.map(\.rawValue))),
        at: node)
    }
    actionTable.actionNames.insert(base)
    return true
  }

  /// `when: { translation.x: "> 100", velocity.y: "< -500", state.openRow: "!= row3" }`:
  /// all must hold. A bare gesture value (`translation.x`, `scale`) reads
  /// the recognizer that sent the action; `state.NAME` a state value;
  /// `ID.property` any view's or recognizer's property (`inbox.contentOffset.y`,
  /// `photo.transform.scale`, `pinch.scale`, `inbox.pan.state`), checked
  /// once every id is known (`checkConditionReads`). `any: [{…}, {…}]`
  /// holds when one of its maps does, `all:` when every one does. A number
  /// compares with any comparison; a name or flag with `==` and `!=`.
  func decodeConditions(_ node: Node) -> [GestureCondition] {
    guard let entries = entries(node, expected: .conditionMap) else { return [] }
    return entries.compactMap(decodeCondition)
  }

  /// One entry of a `when:` map (or a group of them); nil after its error.
  private func decodeCondition(_ entry: Entry) -> GestureCondition? {
    var stateName: String?
    var value: GestureCondition.Value?
    var read: String?
    if let join = GestureCondition.Group.Join(rawValue: entry.key) {
      guard case .sequence(let list) = entry.value, !list.isEmpty else {
        error(.malformed(.conditionGroup(join.rawValue), ""), at: entry.value)
        return nil
      }
      let items = list.map { decodeConditions($0) }
      return GestureCondition(group: .init(join: join, items: items), location: location(entry.keyNode))
    }
    if entry.key.hasPrefix("state.") {
      stateName = String(entry.key.dropFirst("state.".count))
      stateTable.stateReferences.append(Located(stateName!, at: location(entry.keyNode)))
    } else if let bare = GestureCondition.Value(rawValue: entry.key) {
      value = bare
    } else if let dot = entry.key.firstIndex(of: "."), dot != entry.key.startIndex,
      entry.key.last != "."
    {
      // `ID.property`: checked at the end (the id may be declared further down).
      read = entry.key
      idTable.conditionReads.append(Located(entry.key, at: location(entry.keyNode)))
    } else {
      unknownKey(
        entry, in: .condition,
        allowed: GestureCondition.Value.allCases.map(\.rawValue) + stateKeys + ["any", "all"])
      return nil
    }
    guard let text = string(entry.value) else { return nil }
    let (comparison, operandText) = Self.comparison(in: text)
    var number = Double(operandText).flatMap { $0.isFinite ? $0 : nil }
    if value == .finished, comparison == .equal || comparison == .notEqual {
      // `finished: "== false"`: a flag, as 1 and 0.
      number = number ?? (operandText == "true" ? 1 : operandText == "false" ? 0 : nil)
    }
    if stateName != nil || read != nil, let comparison {
      // Names (`true`, a title, `ended`) compare with == and !=; numbers with any.
      let named = number == nil && (comparison == .equal || comparison == .notEqual) && !operandText.isEmpty
      if named || number != nil {
        let text = named ? operandText : nil
        let at = location(entry.keyNode)
        if let stateName {
          return GestureCondition(
            state: stateName, comparison: comparison, operand: number ?? 0, text: text, location: at)
        } else if let read {
          if read.hasSuffix(".selectedDetent"), let text {
            chainTable.detentNames.append(
              (String(read.dropLast(".selectedDetent".count)), Located(text, at: location(entry.value))))
          }
          return GestureCondition(
            read: read, comparison: comparison, operand: number ?? 0, text: text, location: at)
        }
      }
    }
    guard let comparison, let operand = number else {
      error(.malformed(.comparison(onState: stateName != nil || read != nil), text), at: entry.value)
      return nil
    }
    guard let value else { return nil }
    return GestureCondition(
      value: value, comparison: comparison, operand: operand, location: location(entry.keyNode))

  }

  /// A comparison's operator (`>=`, `==`…, the longest first) and the
  /// text after it, trimmed.
  private static func comparison(in text: String) -> (GestureCondition.Comparison?, String) {
    let trimmed = text.trimmingSpaces
    for c in [GestureCondition.Comparison.greaterOrEqual, .lessOrEqual, .equal, .notEqual, .greater, .less]
    where trimmed.hasPrefix(c.rawValue) {
      return (c, String(trimmed.dropFirst(c.rawValue.count)).trimmingSpaces)
    }
    return (nil, trimmed)
  }

  /// Checks each `ID.property` a condition reads: the id is the longest
  /// prefix the scene declares (`inbox.pan` before `inbox`), and the
  /// property one its kind answers (`ReadableProperties`); an unknown one
  /// is refused with a did-you-mean and the names that kind has.
  func checkConditionReads() {
    for read in idTable.conditionReads {
      let key = read.value
      var resolved: (id: String, names: [String], kind: String)?
      var firstID: String?
      var dot = key.endIndex
      while let d = key[..<dot].lastIndex(of: ".") {
        dot = d
        let id = String(key[..<d])
        if firstID == nil { firstID = String(key[..<(key.firstIndex(of: ".") ?? key.endIndex)]) }
        if id == SceneDocument.keyboardID {
          resolved = (id, ReadableProperties.keyboardNames, "the keyboard")
          break
        }
        guard let declaration = idTable.declarations[id] else { continue }
        switch declaration.kind {
        case .view(let kind):
          resolved = (
            id, ReadableProperties.names(ofView: kind), kind == .view ? "a view" : "a \(kind.rawValue)"
          )
        case .gesture:
          let kind = actionTable.gestureKinds[id] ?? .tap
          resolved = (id, ReadableProperties.names(ofGesture: kind), "a \(kind.rawValue) recognizer")
        case .controller:
          resolved = (id, ViewController.readableProperties, "a controller")
        default:
          resolved = (id, [], declaration.kind.name)
        }
        break
      }
      guard let (id, names, kindName) = resolved else {
        // A misspelt gesture value (`translaton.x`) reads as that, not as an id.
        let values = GestureCondition.Value.allCases.map(\.rawValue)
        if let suggestion = Suggestion.closest(to: key, in: values) {
          errors.append(
            SceneError(.unknownKey(key, in: .condition, suggestion: suggestion), at: read.location))
          continue
        }
        let id = firstID ?? key
        let known = (Array(idTable.declarations.keys) + ["state"]).sorted()
        errors.append(
          SceneError(
            .unknownID(id, key: "when", suggestion: Suggestion.closest(to: id, in: known), gestures: nil),
            at: read.location))
        continue
      }
      let property = String(key[key.index(after: key.index(key.startIndex, offsetBy: id.count))...])
      guard !names.contains(property) else { continue }
      errors.append(
        SceneError(
          .unknownReadable(
            id: id, kindName: kindName, property: property,
            suggestion: Suggestion.closest(to: property, in: names), known: names),
          at: read.location))
    }
  }

  /// The state names a condition may read, for did-you-mean.
  var stateKeys: [String] { stateTable.declaredState.keys.sorted().map { "state." + $0 } }

  /// `animate: { duration: 0.3, curve: spring, damping: 0.6 }`.
  func decodeAnimation(_ node: Node) -> AnimationSpec? {
    guard let entries = entries(node, expected: .animationMap) else {
      return nil
    }
    var spec = AnimationSpec()
    for entry in entries {
      switch entry.key {
      case "duration":
        guard let d = nonNegative(entry.value) else { continue }
        guard d <= 60 else {
          error(.outOfRange(.animationDuration, d), at: entry.value)
          continue
        }
        spec.duration = d
      case "curve":
        guard let name = string(entry.value) else { continue }
        guard let curve = AnimationSpec.Curve(rawValue: name) else {
          error(
            .unknownName(
              .curve, name,
              suggestion: Suggestion.closest(to: name, in: AnimationSpec.Curve.allCases.map(\.rawValue))),
            at: entry.value)
          continue
        }
        spec.curve = curve
      case "damping":
        guard let d = number(entry.value) else { continue }
        guard d > 0, d <= 1 else {
          error(.outOfRange(.damping, d), at: entry.value)
          continue
        }
        spec.damping = d
      case "delay":
        guard let d = nonNegative(entry.value) else { continue }
        guard d <= 60 else {
          error(.outOfRange(.animationDuration, d), at: entry.value)
          continue
        }
        spec.delay = d
      default: unknownKey(entry, in: .animation, allowed: ["duration", "curve", "damping", "delay"])
      }
    }
    return spec
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s = s.dropFirst() }
    while s.last == " " { s = s.dropLast() }
    return String(s)
  }
}
