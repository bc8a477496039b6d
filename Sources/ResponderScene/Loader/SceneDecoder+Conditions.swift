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
        "unknown gesture phase '\(phase)'"
          + Suggestion.hint(for: phase, in: GesturePhase.allCases.map(\.rawValue)),
        at: node)
    }
    actionNames.insert(base)
    return true
  }

  /// `when: { translation.x: "> 100", velocity.y: "< -500" }`: all must hold.
  func decodeConditions(_ node: Node) -> [GestureCondition] {
    guard let entries = entries(node, expected: "a map like { translation.x: \"> 100\" }") else { return [] }
    var out: [GestureCondition] = []
    for entry in entries {
      guard let value = GestureCondition.Value(rawValue: entry.key) else {
        unknownKey(entry, in: "a condition", allowed: GestureCondition.Value.allCases.map(\.rawValue))
        continue
      }
      guard let text = string(entry.value) else { continue }
      let trimmed = text.trimmingSpaces
      var comparison: GestureCondition.Comparison?
      var rest = Substring(trimmed)
      for c in [GestureCondition.Comparison.greaterOrEqual, .lessOrEqual, .equal, .greater, .less]
      where trimmed.hasPrefix(c.rawValue) {
        comparison = c
        rest = trimmed.dropFirst(c.rawValue.count)
        break
      }
      guard let comparison, let operand = Double(String(rest).trimmingSpaces), operand.isFinite else {
        error("'\(text)' is not a comparison; write \"> 100\", \"<= -50\" or \"== 1\"", at: entry.value)
        continue
      }
      out.append(
        GestureCondition(
          value: value, comparison: comparison, operand: operand, location: location(entry.keyNode)))
    }
    return out
  }

  /// `animate: { duration: 0.3, curve: spring, damping: 0.6 }`.
  func decodeAnimation(_ node: Node) -> AnimationSpec? {
    guard let entries = entries(node, expected: "a map like { duration: 0.3, curve: easeInOut }") else {
      return nil
    }
    var spec = AnimationSpec()
    for entry in entries {
      switch entry.key {
      case "duration":
        guard let d = nonNegative(entry.value) else { continue }
        guard d <= 60 else {
          error("an animation lasts at most 60 s, got \(format(d))", at: entry.value)
          continue
        }
        spec.duration = d
      case "curve":
        guard let name = string(entry.value) else { continue }
        guard let curve = AnimationSpec.Curve(rawValue: name) else {
          error(
            "unknown curve '\(name)'"
              + Suggestion.hint(for: name, in: AnimationSpec.Curve.allCases.map(\.rawValue)),
            at: entry.value)
          continue
        }
        spec.curve = curve
      case "damping":
        guard let d = number(entry.value) else { continue }
        guard d > 0, d <= 1 else {
          error("damping is a ratio above 0 and at most 1, got \(format(d))", at: entry.value)
          continue
        }
        spec.damping = d
      default: unknownKey(entry, in: "an animation", allowed: ["duration", "curve", "damping"])
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
