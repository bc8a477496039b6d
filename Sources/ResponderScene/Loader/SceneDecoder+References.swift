import ResponderCore

extension SceneDecoder {
  /// Checks every recorded reference against the declared ids.
  func checkReferences(hasAppDelegate: Bool) {
    let known = Array(declarations.keys) + Array(SceneDocument.reservedIDs)
    for reference in references {
      let id = reference.id.value
      let kind: IDKind
      if SceneDocument.reservedIDs.contains(id) {
        if id == "appDelegate" && !hasAppDelegate {
          errors.append(
            SceneError(
              "`\(reference.key)` names appDelegate, but the scene declares none; add `appDelegate: {}`",
              at: reference.id.location))
          continue
        }
        kind = .reserved
      } else if let declaration = declarations[id] {
        kind = declaration.kind
      } else {
        errors.append(SceneError(unknownIDMessage(reference, known: known), at: reference.id.location))
        continue
      }
      if let problem = mismatch(reference, id: id, kind: kind) {
        errors.append(SceneError(problem, at: reference.id.location))
      }
    }
  }

  /// An unknown id, with a did-you-mean; a gesture reference also lists
  /// the gestures the scene has (a scroll view's own as `ID.pan`).
  private func unknownIDMessage(_ reference: Reference, known: [String]) -> String {
    let id = reference.id.value
    guard case .gesture = reference.role else {
      return "unknown id '\(id)' in `\(reference.key)`" + Suggestion.hint(for: id, in: known)
    }
    let gestures = declarations.filter { $0.value.kind == .gesture }.map(\.key).sorted()
    var message = "unknown id '\(id)' in `\(reference.key)`" + Suggestion.hint(for: id, in: gestures)
    if gestures.isEmpty {
      message += " (the scene declares no gestures; a scroll view's own pan is `ID.pan`)"
    } else {
      let shown = gestures.prefix(12).joined(separator: ", ")
      message += " (gestures: \(shown)\(gestures.count > 12 ? ", … \(gestures.count - 12) more" : ""))"
    }
    return message
  }

  /// Why `kind` cannot be what the reference's role needs, or nil.
  private func mismatch(_ reference: Reference, id: String, kind: IDKind) -> String? {
    switch reference.role {
    case .responder:
      return kind == .gesture ? "`\(reference.key)` must name a responder; '\(id)' is a gesture" : nil
    case .gesture:
      if kind == .view(.scrollView) {
        return
          "`\(reference.key)` must name a gesture; '\(id)' is a scrollView view: its own pan is '\(id).pan'"
      }
      return kind == .gesture ? nil : "`\(reference.key)` must name a gesture; '\(id)' is \(kind.name)"
    case .view:
      if case .view = kind { return nil }
      return "`\(reference.key)` must name a view; '\(id)' is \(kind.name)"
    case .presentable:
      guard kind == .controller else { return "`present` must name a controller; '\(id)' is \(kind.name)" }
      return presentable.contains(id)
        ? nil
        : "'\(id)' is already on screen; `present` takes a controller declared with `present:` or under `controllers:`"
    case .view:
      if case .view = kind { return nil }
      return "`\(reference.key)` must name a view; '\(id)' is \(kind.name)"
    case .settable(let property):
      switch kind {
      case .view(let viewKind):
        return property.applies(to: viewKind)
          ? nil : "'\(id)' is a \(viewKind.rawValue), which has no `\(property.rawValue)`"
      case .reserved where id == "window":
        return property == .color ? nil : "the window has only `color` to set"
      // UIGestureRecognizer.isEnabled; disabling one mid-gesture cancels it.
      case .gesture:
        return property == .enabled ? nil : "a gesture recognizer has only `enabled` to set; '\(id)' is one"
      default:
        return "`set` changes views and the window; '\(id)' is \(kind.name)"
      }
    }
  }

  /// Flags `on:` names that look like a misspelt event method, such as
  /// `touchBegan`; any other name is taken as an action.
  func checkEventNames() {
    let events = Set(OnSpec.eventNames + ControlEvents.named.map(\.name))
    for entry in onEntries
    where !events.contains(entry.name) && !actionNames.contains(entry.name) && !entry.name.contains(".") {
      if let suggestion = Suggestion.closest(to: entry.name, in: events) {
        errors.append(
          SceneError("unknown event '\(entry.name)'; did you mean '\(suggestion)'?", at: entry.location))
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
    var target: [Int?] = responders.map(\.defaultNext)
    var hasOverride = false
    for (index, node) in responders.enumerated() {
      guard let next = node.explicitNext else { continue }
      hasOverride = true
      if next.value == SceneDocument.endOfChain {
        target[index] = nil
      } else if SceneDocument.reservedIDs.contains(next.value) {
        target[index] =
          ["window": Self.windowNode, "application": Self.applicationNode][next.value]
          ?? Self.appDelegateNode
      } else {
        target[index] = declarations[next.value]?.responder
      }
    }
    guard hasOverride else { return }
    let before = errors.count
    let (presentedAtLoad, free) = cutFreeControllers(&target)
    var state = [UInt8](repeating: 0, count: responders.count)
    for start in responders.indices where state[start] == 0 {
      var path: [Int] = []
      var current: Int? = start
      while let c = current, state[c] == 0 {
        state[c] = 1
        path.append(c)
        current = target[c]
      }
      if let c = current, state[c] == 1, let from = path.firstIndex(of: c) {
        var cycle = Array(path[from...])
        let overriding = cycle.filter { responders[$0].explicitNext != nil }
        if let blamed = overriding.min(by: {
          responders[$0].explicitNext!.location < responders[$1].explicitNext!.location
        }),
          let blame = responders[blamed].explicitNext, let k = cycle.firstIndex(of: blamed)
        {
          cycle = Array(cycle[k...] + cycle[..<k])
          let names = (cycle + [cycle[0]]).map { responders[$0].name }.joined(separator: " → ")
          errors.append(
            SceneError("`next` makes a loop in the responder chain: \(names)", at: blame.location))
        }
      }
      for node in path { state[node] = 2 }
    }
    if errors.count == before {
      checkPresentedCycles(target: target, presentedAtLoad: presentedAtLoad, free: free)
    }
  }
}
