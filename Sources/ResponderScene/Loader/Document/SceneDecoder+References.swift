import ResponderCore

extension SceneDecoder {
  /// Checks every recorded reference against the declared ids.
  func checkReferences(hasAppDelegate: Bool) {
    // Sorted, so that of two equally close ids the did-you-mean names the
    // same one on every run (dictionary order changes from run to run);
    // made only when an id is unknown.
    var sortedIDs: [String]?
    func known() -> [String] {
      if let sortedIDs { return sortedIDs }
      let all = (Array(idTable.declarations.keys) + SceneDocument.reservedIDs).sorted()
      sortedIDs = all
      return all
    }
    // A template's copies repeat one mistake at one place: it is reported
    // once. And did-you-mean, which compares the id with every id, is
    // worked out for at most `maxErrors` ids, as many as are shown: 4,000
    // copies of a misspelt `next:` compared 4,000 ids with 4,000 ids
    // (22–30 s, issue 37).
    var reportedPlaces: Set<SceneLocation> = []
    var gestureIDs: [String]?
    func gestures() -> [String] {
      if let gestureIDs { return gestureIDs }
      let all = idTable.declarations.filter { $0.value.kind == .gesture }.map(\.key).sorted()
      gestureIDs = all
      return all
    }
    var suggestionsLeft = limits.maxErrors
    for reference in idTable.references {
      let id = reference.id.value
      let kind: IDKind
      if SceneDocument.reservedIDs.contains(id) {
        if id == "appDelegate" && !hasAppDelegate {
          errors.append(
            SceneError(.noAppDelegate(key: reference.key), at: reference.id.location))
          continue
        }
        kind = .reserved
      } else if let declaration = idTable.declarations[id] {
        kind = declaration.kind
      } else {
        guard reportedPlaces.insert(reference.id.location).inserted else { continue }
        errors.append(
          SceneError(
            unknownID(reference, known: suggestionsLeft > 0 ? known() : [], gestures: gestures),
            at: reference.id.location))
        suggestionsLeft -= 1
        continue
      }
      if let problem = mismatch(reference, id: id, kind: kind) {
        errors.append(
          SceneError(.wrongReference(key: reference.key, id: id, problem), at: reference.id.location))
      }
    }
  }

  /// An unknown id, with a did-you-mean; a gesture reference also lists
  /// the gestures the scene has (a scroll view's own as `ID.pan`).
  private func unknownID(_ reference: Reference, known: [String], gestures: () -> [String]) -> SceneProblem {
    let id = reference.id.value
    guard case .gesture = reference.role else {
      return .unknownID(
        id, key: reference.key, suggestion: Suggestion.closest(to: id, in: known), gestures: nil)
    }
    let gestures = gestures()
    let suggestion = known.isEmpty ? nil : Suggestion.closest(to: id, in: gestures)
    return .unknownID(id, key: reference.key, suggestion: suggestion, gestures: gestures)
  }

  /// Why `kind` cannot be what the reference's role needs, or nil.
  func mismatch(_ reference: Reference, id: String, kind: IDKind) -> SceneProblem.ReferenceMismatch? {
    switch reference.role {
    case .responder:
      return kind == .gesture ? .gestureForResponder : nil
    case .gesture:
      if kind == .view(.scrollView) { return .scrollViewForGesture }
      return kind == .gesture ? nil : .notAGesture(kind)
    case .view:
      if case .view = kind { return nil }
      return .notAView(kind)
    case .controller:
      return kind == .controller ? nil : .notAController(kind)
    case .presentable:
      guard kind == .controller else { return .notAController(kind) }
      return chainTable.presentable.contains(id) ? nil : .alreadyOnScreen
    case .settable(let property):
      switch kind {
      case .view(let viewKind):
        return property.applies(to: viewKind)
          ? nil : .noSuchProperty(viewKind: viewKind, property: property)
      case .reserved where id == "window":
        return property == .color ? nil : .windowColourOnly
      // UIGestureRecognizer.isEnabled; disabling one mid-gesture cancels it.
      case .gesture:
        return property == .enabled ? nil : .gestureEnabledOnly
      default:
        return .notSettable(kind)
      }
    }
  }

  /// Flags `on:` names that look like a misspelt event method, such as
  /// `touchBegan`; any other name is taken as an action.
  func checkEventNames() {
    let events = Set(OnSpec.eventNames + ControlEvents.named.map(\.name))
    for entry in actionTable.onEntries
    where !events.contains(entry.name) && !actionTable.actionNames.contains(entry.name)
      && !entry.name.contains(".")
    {
      if let suggestion = Suggestion.closest(to: entry.name, in: events) {
        errors.append(
          SceneError(.unknownEvent(entry.name, suggestion: suggestion), at: entry.location))
      }
    }
  }

  /// Finds loops in the responder chain that `next` overrides create.
  ///
  /// Each responder has one next (an override, else UIKit's default), so
  /// the graph is a functional graph: one walk with three colours finds
  /// every cycle in O(n). A cycle is reported once, at the override in it
  /// that comes first in the file.
  func checkNextCycles() {
    var target: [Int?] = chainTable.responders.map(\.defaultNext)
    var hasOverride = false
    for (index, node) in chainTable.responders.enumerated() {
      guard let next = node.explicitNext else { continue }
      hasOverride = true
      if next.value == SceneDocument.endOfChain {
        target[index] = nil
      } else if SceneDocument.reservedIDs.contains(next.value) {
        target[index] =
          ["window": Self.windowNode, "application": Self.applicationNode][next.value]
          ?? Self.appDelegateNode
      } else {
        target[index] = idTable.declarations[next.value]?.responder
      }
    }
    guard hasOverride else { return }
    let before = errors.count
    let (presentedAtLoad, free) = cutFreeControllers(&target)
    var state = [UInt8](repeating: 0, count: chainTable.responders.count)
    for start in chainTable.responders.indices where state[start] == 0 {
      var path: [Int] = []
      var current: Int? = start
      while let c = current, state[c] == 0 {
        state[c] = 1
        path.append(c)
        current = target[c]
      }
      if let c = current, state[c] == 1, let from = path.firstIndex(of: c) {
        var cycle = Array(path[from...])
        let overriding = cycle.filter { chainTable.responders[$0].explicitNext != nil }
        if let blamed = overriding.min(by: {
          chainTable.responders[$0].explicitNext!.location < chainTable.responders[$1].explicitNext!.location
        }),
          let blame = chainTable.responders[blamed].explicitNext, let k = cycle.firstIndex(of: blamed)
        {
          cycle = Array(cycle[k...] + cycle[..<k])
          let names = (cycle + [cycle[0]]).map { chainTable.responders[$0].name }
          errors.append(
            SceneError(.chainLoop(names, presented: nil, over: nil), at: blame.location))
        }
      }
      for node in path { state[node] = 2 }
    }
    if errors.count == before {
      checkPresentedCycles(target: target, presentedAtLoad: presentedAtLoad, free: free)
    }
  }
}
