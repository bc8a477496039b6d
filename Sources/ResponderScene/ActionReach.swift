import ResponderCore

/// `rlab check`'s warning for an `on: ACTION` that can never fire: the
/// responder lies on no chain along which the scene ever sends that action.
///
/// A nil-targeted action walks the responder chain from the first
/// responder, or from its sender when there is none ("Using Responders and
/// the Responder Chain to Handle Events": `sendAction(_:to:from:for:)` with
/// a nil target). So the responders it can reach are those on the chain of
/// any sender and of any responder that can become first responder; an
/// explicit `target:` reaches only itself. A scene that says `on: delete3`
/// on a view off all those chains passes `rlab check` and fails only later,
/// in a test, with a changed property it never set; this says why first.
///
/// Actions no control, recognizer or scroll view of the scene sends (key
/// commands, editing menus, lessons) are left alone, and so is an action
/// whose walk reaches a controller not yet on screen (a presented one's
/// chain is only known once it is presented).
public enum ActionReach {
  struct Sender {
    var id: String
    var action: String
    var target: String?
  }

  /// One line per handler that cannot fire: `FILE:LINE:COLUMN: warning: …`.
  public static func warnings(_ doc: SceneDocument, built: BuiltScene) -> [String] {
    var handlers: [(id: String, entry: OnSpec.Entry)] = []
    var senders: [Sender] = []
    func visit(_ v: ViewSpec) {
      if let id = v.id?.value {
        for e in v.on.entries { handlers.append((id, e)) }
        let target = v.target?.value
        if let a = v.action { senders.append(Sender(id: id, action: a, target: target)) }
        for a in v.actions { senders.append(Sender(id: id, action: a.action, target: target)) }
        for g in v.gestures {
          if let a = g.action { senders.append(Sender(id: id, action: a, target: g.target?.value)) }
        }
        if let a = v.scroll?.panAction { senders.append(Sender(id: id, action: a, target: nil)) }
      }
      for n in v.subviews {
        switch n {
        case .view(let s): visit(s)
        case .controller(let c): visit(c)
        }
      }
    }
    func visit(_ c: ControllerSpec) {
      for e in c.on.entries { handlers.append((c.id.value, e)) }
      if let v = c.view { visit(v) }
      if let p = c.present { visit(p) }
    }
    visit(doc.root)
    for c in doc.controllers { visit(c) }
    for e in doc.appDelegate?.on.entries ?? [] { handlers.append(("appDelegate", e)) }
    for e in doc.application?.on.entries ?? [] { handlers.append(("application", e)) }

    let notActions = Set(OnSpec.eventNames + ControlEvents.named.map(\.name))
    let phases: Set<String> = ["began", "changed", "ended", "cancelled", "recognized"]
    let firstResponders = built.responders.values.filter { $0.canBecomeFirstResponder }
    var out: [String] = []
    for (id, entry) in handlers {
      var action = entry.name
      if let dot = action.lastIndex(of: "."), phases.contains(String(action[action.index(after: dot)...])) {
        action = String(action[..<dot])
      }
      guard !notActions.contains(action), let responder = built.responders[id] else { continue }
      let from = senders.filter { $0.action == action }
      guard !from.isEmpty else { continue }
      var reached: Set<ObjectIdentifier> = []
      var open = false
      for s in from {
        if let t = s.target {
          if let r = built.responders[t] { reached.insert(ObjectIdentifier(r)) }
          continue
        }
        let starts = [built.responders[s.id]].compactMap { $0 } + firstResponders
        for start in starts {
          var r: Responder? = start
          var hops = 0
          while let current = r, hops < 10_000 {
            reached.insert(ObjectIdentifier(current))
            if let c = current as? ViewController, c.view.window == nil { open = true }
            r = current.next
            hops += 1
          }
        }
      }
      guard !open, !reached.contains(ObjectIdentifier(responder)) else { continue }
      let first = from[0]
      var chain: [String] = []
      var r: Responder? = built.responders[first.id]
      while let current = r, chain.count < 12 {
        chain.append(current.identifier)
        r = current.next
      }
      let senderList = Array(Set(from.map(\.id))).sorted().joined(separator: ", ")
      out.append(
        "\(entry.location): warning: `on: \(entry.name)` on `\(id)` can never fire: `\(action)` is sent from "
          + "\(senderList), and `\(id)` is on none of the chains it walks "
          + "(from \(first.id): \(chain.joined(separator: " → ")))")
    }
    return out
  }
}
