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
    actionNames.insert(base)
    return true
  }

  /// `when: { translation.x: "> 100", velocity.y: "< -500", state.openRow: "!= row3" }`:
  /// all must hold. A gesture value compares with a number; a state value
  /// with a number, or with a name under `==` and `!=`.
  func decodeConditions(_ node: Node) -> [GestureCondition] {
    guard let entries = entries(node, expected: .conditionMap) else { return [] }
    var out: [GestureCondition] = []
    for entry in entries {
      var stateName: String?
      var value: GestureCondition.Value?
      var viewProperty: (id: String, property: ViewSpec.Property)?
      if entry.key.hasPrefix("state.") {
        stateName = String(entry.key.dropFirst("state.".count))
        stateReferences.append(Located(stateName!, at: location(entry.keyNode)))
      } else if GestureCondition.Value(rawValue: entry.key) == nil, let dot = entry.key.firstIndex(of: "."),
        let property = ViewSpec.Property(rawValue: String(entry.key[entry.key.index(after: dot)...]))
      {
        // `ID.property`: a view's property, checked at the end like a
        // `set` path (the id may be declared further down).
        let id = String(entry.key[..<dot])
        references.append(
          Reference(id: Located(id, at: location(entry.keyNode)), key: "when", role: .settable(property)))
        viewProperty = (id, property)
      } else {
        value = GestureCondition.Value(rawValue: entry.key)
        guard value != nil else {
          unknownKey(
            entry, in: .condition, allowed: GestureCondition.Value.allCases.map(\.rawValue) + stateKeys)
          continue
        }
      }
      guard let text = string(entry.value) else { continue }
      let trimmed = text.trimmingSpaces
      var comparison: GestureCondition.Comparison?
      var rest = Substring(trimmed)
      for c in [GestureCondition.Comparison.greaterOrEqual, .lessOrEqual, .equal, .notEqual, .greater, .less]
      where trimmed.hasPrefix(c.rawValue) {
        comparison = c
        rest = trimmed.dropFirst(c.rawValue.count)
        break
      }
      let operandText = String(rest).trimmingSpaces
      let number = Double(operandText).flatMap { $0.isFinite ? $0 : nil }
      if let stateName, let comparison, number == nil, comparison == .equal || comparison == .notEqual,
        !operandText.isEmpty
      {
        out.append(
          GestureCondition(
            state: stateName, comparison: comparison, operand: 0, text: operandText,
            location: location(entry.keyNode)))
        continue
      }
      if let viewProperty, let comparison {
        // Names (`true`, a title) compare with == and !=; numbers with any.
        let named = number == nil && (comparison == .equal || comparison == .notEqual) && !operandText.isEmpty
        if named || number != nil {
          out.append(
            GestureCondition(
              view: viewProperty.id, property: viewProperty.property.rawValue, comparison: comparison,
              operand: number ?? 0, text: named ? operandText : nil, location: location(entry.keyNode)))
          continue
        }
      }
      guard let comparison, let operand = number else {
        error(
          .malformed(.comparison(onState: stateName != nil || viewProperty != nil), text), at: entry.value)
        continue
      }
      if let stateName {
        out.append(
          GestureCondition(
            state: stateName, comparison: comparison, operand: operand, text: nil,
            location: location(entry.keyNode)))
      } else if let value {
        out.append(
          GestureCondition(
            value: value, comparison: comparison, operand: operand, location: location(entry.keyNode)))
      }
    }
    return out
  }

  /// The state names a condition may read, for did-you-mean.
  var stateKeys: [String] { declaredState.keys.sorted().map { "state." + $0 } }

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
      default: unknownKey(entry, in: .animation, allowed: ["duration", "curve", "damping"])
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
