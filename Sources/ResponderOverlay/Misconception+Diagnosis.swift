import ResponderCore

extension Misconception {
  /// Where the diagnosis looks up what a question's answers name.
  public struct Lookup {
    /// The responder with an id (views, controllers, the window, the application, the app delegate).
    public var responder: (String) -> Responder?
    /// The gesture recognizer with an id.
    public var recognizer: (String) -> GestureRecognizer?

    public init(
      responder: @escaping (String) -> Responder?, recognizer: @escaping (String) -> GestureRecognizer?
    ) {
      self.responder = responder
      self.recognizer = recognizer
    }
  }

  /// The belief a wrong answer to `q` shows: nil for the right answer, else
  /// always an entry of the catalogue.
  ///
  /// Read from what the event did (`record`, the record `q` asks about) and
  /// the scene (`lookup`): which view the answer names and why hit-testing
  /// passed it, where the answer stands on the chain the event or the action
  /// walked, which recognizer the answer requires to fail.
  public static func diagnose(
    _ q: Quiz.Question, given: String, record: DispatchRecord?, lookup: Lookup
  ) -> Misconception? {
    guard given != q.answer else { return nil }
    let id: String
    switch q.kind {
    case .hitView: id = hitTestBelief(answer: q.answer, given: given, record: record, lookup: lookup)
    case .handlesOrPasses: id = given == Quiz.handles ? "receiver-handles" : "handler-passes-on"
    case .nextResponder(let after):
      id = chainBelief(after: after, answer: q.answer, given: given, record: record, lookup: lookup)
    case .actionHandler(let action):
      id = actionBelief(action, answer: q.answer, given: given, record: record, lookup: lookup)
    case .undoOwner: id = given == "window" ? "one-undo-manager" : "undo-last-thing-done"
    case .winningRecognizer:
      id = recognizerBelief(answer: q.answer, given: given, lookup: lookup)
    case .arrivesAsTouches:
      id = given == Quiz.touches ? "trackpad-pinch-is-touches" : "trackpad-pinch-never-touches"
    }
    return named(id)
  }

  /// "Which view will be the hit-test view?" answered with another view.
  static func hitTestBelief(answer: String, given: String, record r: DispatchRecord?, lookup: Lookup)
    -> String
  {
    let visits = r?.hitTest ?? []
    let hit = r?.hitView
    let visit = visits.first { $0.view.identifier == given }
    if let s = visit?.skipped, s != .outside { return "frontmost-takes-touch" }
    guard let g = visit?.view ?? (lookup.responder(given) as? View) else { return "touch-goes-near" }
    if let hit, g !== hit, isAncestor(g, of: hit) { return "container-takes-touch" }
    // It, or a view it stands in, cannot take touches now.
    var v: View? = g
    while let x = v, !(x is Window) {
      if x.isHidden || !x.isUserInteractionEnabled || x.alpha < 0.01 { return "frontmost-takes-touch" }
      v = x.superview
    }
    // Inside, and not on the path: an override made it pass the touch on (passThrough).
    if visit?.inside == true { return "frontmost-takes-touch" }
    guard let p = r?.point, g.frameInWindow.contains(p) else { return "touch-goes-near" }
    // Drawn under the point: outside an ancestor's bounds, or behind the hit-test view.
    var up = g.superview
    while let x = up, !(x is Window) {
      if !x.frameInWindow.contains(p) { return "touch-outside-bounds" }
      up = x.superview
    }
    return "back-view-takes-touch"
  }

  static func isAncestor(_ a: View, of v: View) -> Bool {
    var s = v.superview
    while let x = s {
      if x === a { return true }
      s = x.superview
    }
    return false
  }

  /// "Who gets it first?" or "X passes it on: who is next?" answered wrong.
  static func chainBelief(
    after: String?, answer: String, given: String, record r: DispatchRecord?, lookup: Lookup
  ) -> String {
    if answer == Quiz.nobody { return "someone-always-handles" }
    if given == Quiz.nobody { return "chain-stops-early" }
    guard let after else { return "keys-go-to-touched-view" }
    let chain = r?.chain ?? []
    let prev = chain.first { $0.identifier == after } ?? lookup.responder(after)
    let g = chain.first { $0.identifier == given } ?? lookup.responder(given)
    if let v = prev as? View {
      if v.owningController?.identifier == answer, v.superview?.identifier == given {
        return "superview-before-controller"
      }
      if v.superview?.identifier == answer, g is ViewController { return "view-straight-to-controller" }
    }
    if let c = prev as? ViewController {
      if c.presentingViewController?.identifier == answer { return "presented-to-view-below" }
      if let parent = c.parent, parent.identifier == given { return "child-to-parent-controller" }
    }
    let gi = chain.firstIndex { $0.identifier == given }
    let ai = chain.firstIndex { $0.identifier == answer }
    if let gi, let ai, gi > ai { return "chain-skips-hops" }
    if g is View, gi == nil { return "chain-follows-screen" }
    return "chain-skips-hops"
  }

  /// "Who will handle `action`?" answered wrong.
  static func actionBelief(
    _ action: String, answer: String, given: String, record r: DispatchRecord?, lookup: Lookup
  ) -> String {
    if answer == Quiz.nobody { return "someone-always-handles" }
    let a = r?.actions.first { $0.action == action && ($0.handledBy?.identifier ?? Quiz.nobody) == answer }
    if a?.target != nil { return "target-walks-chain" }
    if let s = a?.sender as? Responder, s.identifier == given { return "action-to-sender" }
    let chain = a?.chain ?? []
    let gi = chain.firstIndex { $0.identifier == given }
    let ai = chain.firstIndex { $0.identifier == answer }
    if let gi, let ai { return gi < ai ? "first-on-walk-handles" : "nil-target-to-controller" }
    if given == Quiz.nobody { return "chain-stops-early" }
    if let g = lookup.responder(given), !(g is View) || g is Window { return "nil-target-to-controller" }
    return "action-to-view-on-screen"
  }

  /// "Which gesture recognizer wins?" answered with another recognizer.
  static func recognizerBelief(answer: String, given: String, lookup: Lookup) -> String {
    if let g = lookup.recognizer(given), let won = lookup.recognizer(answer) {
      if g.requiredToFail.contains(where: { $0 === won }) { return "single-tap-does-not-wait" }
      if won.requiredToFail.contains(where: { $0 === g }) { return "double-tap-takes-one-tap" }
    }
    return "all-recognizers-win"
  }
}
