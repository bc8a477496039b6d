/// `set: { state.t.frame: … }` sets a property of whatever `state.t` holds
/// when it runs. Every name a state is ever given is written in the file
/// (`state: { t: a }`, `set: { state.t: window }`), so each key is checked
/// against each of them as the key written with that name would be: the
/// window, which `window.frame` may not resize (its only settable property
/// is `color`), was resized and hidden through a state holding it (issue
/// 37, item 10). A name that is no id (`none`) names nothing: the key then
/// does nothing at run time, as before.
extension SceneDecoder {
  func checkStateTargets() {
    guard !stateTable.stateTargets.isEmpty else { return }
    // Per state and property, the names it may hold that refuse it: worked
    // out once, however many keys repeat the pair.
    var refusals: [String: [(Located<String>, SceneProblem.ReferenceMismatch)]] = [:]
    for target in stateTable.stateTargets {
      let pairKey = target.state + "." + target.property.rawValue
      if refusals[pairKey] == nil {
        var found: [(Located<String>, SceneProblem.ReferenceMismatch)] = []
        var seen: Set<String> = []
        for name in stateTable.stateNamesGiven[target.state] ?? [] where seen.insert(name.value).inserted {
          let kind: IDKind
          if SceneDocument.reservedIDs.contains(name.value) {
            kind = .reserved
          } else if let declared = idTable.declarations[name.value] {
            kind = declared.kind
          } else {
            continue
          }
          let reference = Reference(id: name, key: "set", role: .settable(target.property))
          if let problem = mismatch(reference, id: name.value, kind: kind) { found.append((name, problem)) }
        }
        refusals[pairKey] = found
      }
      for (name, problem) in refusals[pairKey] ?? [] {
        errors.append(
          SceneError(
            .stateHolds(state: target.state, id: name.value, givenAtLine: name.location.line, problem),
            at: target.location))
      }
    }
  }
}
