/// The document-level `state:` (named values) and `bind:` (continuous
/// mappings), and the checks that run once every id is known: state names
/// that were never declared, bind sources that depend on their own
/// targets.
extension SceneDecoder {
  static let bindKeys = ["set", "from", "in", "out", "when"]
  /// The most bindings in a scene: each runs after every input and tick.
  static let maxBinds = 1000

  /// `state: { openRow: none, count: 0 }`.
  func decodeState(_ node: Node) {
    guard let list = entries(node, expected: .stateMap)
    else {
      return
    }
    for entry in list {
      guard isName(entry.key) else {
        error(.malformed(.stateName, entry.key), at: entry.keyNode)
        continue
      }
      guard let value = stateValue(entry.value) else { continue }
      stateTable.declaredState[entry.key] = value
      if case .string(let given) = value {
        stateTable.stateNamesGiven[entry.key, default: []].append(Located(given, at: location(entry.value)))
      }
      stateTable.stateSpecs.append(
        StateSpec(name: entry.key, value: value, location: location(entry.keyNode)))
    }
  }

  /// `bind: [ { set: id.property, from: id.property | state.name, in: [a, b], out: [c, d] } ]`.
  func decodeBinds(_ node: Node) {
    guard case .sequence(let sequence) = node else {
      mismatch(.bindingList, node)
      return
    }
    guard sequence.count <= Self.maxBinds else {
      error(.tooMany(.bindings(max: Self.maxBinds, got: sequence.count)), at: node)
      return
    }
    for item in sequence {
      if let spec = decodeBind(item) { stateTable.bindSpecs.append(spec) }
    }
  }

  /// One binding; nil after its error.
  private func decodeBind(_ item: Node) -> BindSpec? {
    guard let list = entries(item, expected: .bindingMap) else { return nil }
    // `when:` makes the target a flag (true while the source compares
    // so); without it the target is a number mapped from `in` to `out`.
    let flag = list.contains { $0.key == "when" }
    var targetState: String?
    var threshold: (GestureCondition.Comparison, Double)?
    var target: (Located<String>, ViewSpec.Property)?
    var source: (Located<String>, ViewSpec.Property?, String?)?
    var inRange: [Double]?
    var outRange: [Double]?
    for entry in list {
      switch entry.key {
      case "set":
        if let text = scalar(entry.value).flatMap({ if case .string(let s) = $0 { s } else { nil } }),
          text.hasPrefix("state.")
        {
          // `set: state.NAME`: a state value follows the source.
          let name = String(text.dropFirst("state.".count))
          stateTable.stateReferences.append(Located(name, at: location(entry.value)))
          targetState = name
          target = (Located("state", at: location(entry.value)), .alpha)
        } else {
          target = bindPath(entry.value, role: "set", flag: flag).flatMap { t in t.1.map { (t.0, $0) } }
        }
      case "when": threshold = bindThreshold(entry.value)
      case "from":
        if let t = bindPath(entry.value, role: "from") { source = t }
      case "in":
        inRange = range(entry.value, shape: .fromTo, ordered: false)
        if let r = inRange, r[0] == r[1] {
          error(.rule(.emptyInputRange(r[0])), at: entry.value)
          inRange = nil
        }
      case "out": outRange = range(entry.value, shape: .fromTo, ordered: false)
      default: unknownKey(entry, in: .binding, allowed: Self.bindKeys)
      }
    }
    let needed = flag ? ["set", "from", "when"] : ["set", "from", "in", "out"]
    if flag, let extra = list.first(where: { $0.key == "in" || $0.key == "out" }) {
      error(.rule(.bindRangeWithWhen(extra.key)), at: extra.keyNode)
      return nil
    }
    let missing = needed.filter { key in !list.contains { $0.key == key } }
    if !missing.isEmpty {
      error(
        .missingKey(.bindingKeys(missing)), at: item)
      return nil
    }
    if flag {
      guard let target, let source, let threshold else { return nil }
      var spec = BindSpec(
        target: target.0, property: target.1, source: source.0, inRange: [0, 1], outRange: [0, 1],
        location: location(item))
      spec.sourceProperty = source.1
      spec.sourceState = source.2
      spec.targetState = targetState
      spec.threshold = threshold
      return spec
    }
    guard let target, let source, let inRange, let outRange else { return nil }
    if targetState == nil, target.1 == .alpha, outRange.contains(where: { !(0...1).contains($0) }) {
      error(.rule(.alphaOutput), at: item)
      return nil
    }
    var spec = BindSpec(
      target: target.0, property: target.1, source: source.0, inRange: inRange, outRange: outRange,
      location: location(item))
    spec.sourceProperty = source.1
    spec.sourceState = source.2
    spec.targetState = targetState
    return spec
  }

  /// A binding's `when: "> -140"`: one number comparison.
  private func bindThreshold(_ node: Node) -> (GestureCondition.Comparison, Double)? {
    guard let text = string(node) else { return nil }
    let trimmed = text.trimmingSpaces
    for c in [GestureCondition.Comparison.greaterOrEqual, .lessOrEqual, .equal, .notEqual, .greater, .less]
    where trimmed.hasPrefix(c.rawValue) {
      if let n = Double(String(trimmed.dropFirst(c.rawValue.count)).trimmingSpaces), n.isFinite {
        return (c, n)
      }
      break
    }
    error(.malformed(.comparison(onState: false), text), at: node)
    return nil
  }

  /// `id.property` (a number a view has) or, for `from`, `state.name`.
  private func bindPath(_ node: Node, role: String, flag: Bool = false)
    -> (Located<String>, ViewSpec.Property?, String?)?
  {
    guard let text = string(node) else { return nil }
    let loc = location(node)
    if role == "from", text.hasPrefix("state.") {
      let name = String(text.dropFirst("state.".count))
      stateTable.stateReferences.append(Located(name, at: loc))
      return (Located("state", at: loc), nil, name)
    }
    guard let dot = text.firstIndex(of: "."), dot != text.startIndex else {
      error(.malformed(.propertyPath(orState: role == "from"), text), at: node)
      return nil
    }
    let name = String(text[text.index(after: dot)...])
    // A flag binding (`when:`) sets a true-or-false property; any other a number.
    let kind: ViewSpec.Property.ValueKind = flag ? .bool : .number
    let numeric = ViewSpec.Property.allCases.filter { $0.valueKind == kind }.map(\.rawValue)
    guard let property = ViewSpec.Property(rawValue: name), property.valueKind == kind else {
      if flag {
        error(.rule(.flagProperty(name, suggestion: Suggestion.closest(to: name, in: numeric))), at: node)
        return nil
      }
      error(
        .rule(.numberProperty(key: role, name, suggestion: Suggestion.closest(to: name, in: numeric))),
        at: node)
      return nil
    }
    let id = Located(String(text[..<dot]), at: loc)
    if id.value == SceneDocument.keyboardID {
      // The keyboard is read, never set: `from: keyboard.frame.y` is the
      // `keyboardLayoutGuide` a view keeps above.
      guard role == "from", ReadableProperties.keyboardNumbers.contains(property.rawValue) else {
        error(.rule(.keyboardReadOnly(name)), at: node)
        return nil
      }
      return (id, property, nil)
    }
    idTable.references.append(Reference(id: id, key: "bind", role: .settable(property)))
    return (id, property, nil)
  }

  /// What a property path moves along with: a frame's numbers and the
  /// centre are one value, a scroll view's offset another.
  static func bindGroup(_ id: String, _ property: ViewSpec.Property?) -> String {
    guard let property else { return id }
    switch property {
    case .frame, .frameX, .frameY, .frameWidth, .frameHeight, .center, .centerX, .centerY:
      return id + ".frame"
    case .contentOffset, .contentOffsetX, .contentOffsetY: return id + ".contentOffset"
    default: return id + "." + property.rawValue
    }
  }

  /// Refuses a target bound twice and bindings whose sources depend on
  /// their own targets (a cycle would never settle), then orders them so
  /// each source is written before it is read. O(bindings).
  func checkBinds() {
    // A state holding a name has no number to map: the binding would never
    // apply (PropertyBinding reads `state[name]?.number`).
    for b in stateTable.bindSpecs {
      if let name = b.sourceState, case .string(let value)? = stateTable.declaredState[name] {
        errors.append(SceneError(.rule(.bindFromName(state: name, value: value)), at: b.source.location))
      }
    }
    var byTarget: [String: Int] = [:]
    for (i, b) in stateTable.bindSpecs.enumerated() {
      let key = b.targetState.map { "state." + $0 } ?? layoutBindGroup(b.target.value, b.property)
      if let first = byTarget[key] {
        errors.append(
          SceneError(
            .boundTwice(b.targetName, firstLine: stateTable.bindSpecs[first].location.line),
            at: b.target.location))
        continue
      }
      byTarget[key] = i
    }
    // Edges: binding i feeds binding j when i's target group is j's source group.
    let sourceKey: (BindSpec) -> String = { b in
      b.sourceState.map { "state." + $0 } ?? self.layoutBindGroup(b.source.value, b.sourceProperty)
    }
    var state = [UInt8](repeating: 0, count: stateTable.bindSpecs.count)
    var order: [Int] = []
    var reported = false
    func visit(_ i: Int, _ path: [Int]) {
      if state[i] == 2 || reported { return }
      if state[i] == 1 {
        reported = true
        let start = path.firstIndex(of: i) ?? 0
        let cycle = Array(path[start...]) + [i]
        let names = cycle.map { stateTable.bindSpecs[$0].targetName }
        let blamed =
          cycle.dropLast().max { stateTable.bindSpecs[$0].location < stateTable.bindSpecs[$1].location } ?? i
        let problem = layoutCycle(cycle.map { stateTable.bindSpecs[$0] }) ?? .bindCycle(names)
        errors.append(SceneError(problem, at: stateTable.bindSpecs[blamed].location))
        return
      }
      state[i] = 1
      // What feeds i: the bindings whose target is i's source.
      if let feeder = byTarget[sourceKey(stateTable.bindSpecs[i])] { visit(feeder, path + [i]) }
      state[i] = 2
      order.append(i)
    }
    for i in stateTable.bindSpecs.indices { visit(i, []) }
    if !reported { stateTable.bindSpecs = order.map { stateTable.bindSpecs[$0] } }
  }

  /// State names read or written that `state:` does not declare.
  func checkStateReferences() {
    let known = stateTable.declaredState.keys.sorted()
    for r in stateTable.stateReferences where stateTable.declaredState[r.value] == nil {
      errors.append(
        SceneError(
          .unknownState(
            r.value, suggestion: Suggestion.closest(to: r.value, in: known), noneDeclared: known.isEmpty),
          at: r.location))
    }
  }
}

extension BindSpec {
  /// `dim.alpha` or `state.progress`, as the file writes the target.
  var targetName: String { targetState.map { "state." + $0 } ?? "\(target.value).\(property.rawValue)" }
}
