import ResponderCore
import ResponderScene

/// Why-not explanations: when `hitView`, `chain`, `handledBy`,
/// `actionChain` or `actionHandledBy` fails, say which rule made the
/// difference instead of leaving the reader to replay the walk in their head.
extension TestContext {
  /// Why hit-testing did not return `expected` for the last touch that began.
  ///
  /// Replays the seeds' rules along the expected view's ancestors, window
  /// first: a hidden, interaction-disabled or transparent (alpha < 0.01)
  /// view is skipped with its subtree; a point outside a view's bounds
  /// skips its subtree; else the front-most subview that takes the point
  /// wins, so a sibling in front (or a subview) can take it first.
  /// Geometry is read now, after the steps so far.
  func whyNotHit(_ expected: String?) -> String {
    guard let expected, let target = scene.views[expected] ?? (expected == "window" ? scene.window : nil)
    else { return "" }
    guard let record = lastHit, let point = record.point else {
      return "\n    why: no touch has begun yet, so nothing was hit-tested"
    }
    var path: [View] = []
    var v: View? = target
    while let view = v {
      path.append(view)
      v = view.superview
    }
    path.reverse()
    guard path.first === scene.window else {
      return "\n    why: `\(expected)` is not in the window's view tree"
    }
    let at = "[\(formatPoints(point.x)), \(formatPoints(point.y))]"
    for view in path {
      let who = view === target ? "`\(expected)`" : "its ancestor `\(view.identifier)`"
      switch view.hitTestSkipReason {
      case .hidden?:
        return "\n    why: \(who) is hidden, so hit-testing skips it and all it contains"
      case .interactionDisabled?:
        return
          "\n    why: \(who) has userInteractionEnabled false, so hit-testing skips it and all it contains"
      case .transparent?:
        return
          "\n    why: \(who) has alpha \(formatPoints(view.alpha)) (below 0.01), so hit-testing skips it and all it contains"
      case .outside?, nil: break
      }
      let local = view.convertFromWindow(point)
      if !view.point(inside: local, with: nil) {
        return
          "\n    why: the point \(at) is [\(formatPoints(local.x)), \(formatPoints(local.y))] in \(who)'s "
          + "coordinates, \(outsideRule(of: view, at: local)), so hit-testing does not look inside it"
      }
    }
    guard let hit = record.hitView else {
      return "\n    why: every view on the way to `\(expected)` takes the point \(at), but nothing was hit"
    }
    if hit !== target, hit.isDescendant(of: target) {
      return "\n    why: `\(hit.identifier)`, inside `\(expected)`, also takes the point \(at); hit-testing "
        + "returns the deepest view that does"
    }
    // The sibling in front: below the deepest common ancestor, the branch
    // towards the hit view sits above the branch towards the expected view.
    var hitPath: [View] = []
    var h: View? = hit
    while let view = h {
      hitPath.append(view)
      h = view.superview
    }
    hitPath.reverse()
    var i = 0
    while i < min(path.count, hitPath.count), path[i] === hitPath[i] { i += 1 }
    if i > 0, i < path.count, i < hitPath.count {
      let parent = path[i - 1]
      let mine = path[i]
      let front = hitPath[i]
      let mineIndex = parent.subviews.firstIndex { $0 === mine } ?? 0
      let frontIndex = parent.subviews.firstIndex { $0 === front } ?? 0
      if frontIndex > mineIndex {
        let took = front === hit ? "" : " (hit view `\(hit.identifier)`, inside it)"
        return
          "\n    why: `\(front.identifier)` is in front of `\(mine.identifier)` in `\(parent.identifier)` "
          + "(subview \(frontIndex + 1) of \(parent.subviews.count), tried first) and takes the point \(at)\(took)"
      }
    }
    return
      "\n    why: every view on the way to `\(expected)` takes the point \(at), but hit-testing returned "
      + "`\(hit.identifier)` (a hitTest(_:with:) override or pass-through?)"
  }

  /// The rule `point(inside:with:)` answered no by: the override that
  /// decided, as hit-testing names it on the visit
  /// (`View.pointInsideDecision(at:)`, one value for a Swift class and a
  /// scene's key, read here the same way: the method, who overrode it, the
  /// answer), else the plain bounds. Saying "outside its bounds" for a
  /// point inside the bounds but outside a triangle was false (issue 25).
  func outsideRule(of view: View, at local: Point) -> String {
    func rect(_ r: Rect) -> String {
      "[\(formatPoints(r.minX)), \(formatPoints(r.minY)), \(formatPoints(r.width)), \(formatPoints(r.height))]"
    }
    guard let d = view.pointInsideDecision(at: local).decision else {
      return "outside its bounds \(rect(view.bounds))"
    }
    // A declared area is shown when it is not the value itself (a polygon's points).
    var area = ""
    if case .declared = d.by {
      switch view.touchableArea {
      case .rectangle(let r)?: area = " (it says yes only in \(rect(r)))"
      case .ellipse(let r)?: area = " (it says yes only in the ellipse filling \(rect(r)))"
      case .polygon?, nil: break
      }
    }
    return "where the \(d.method) override of \(d.by.inSentence) \(d.answer)\(area)"
  }

  /// Each hop of the last event's chain with its verdict.
  func hops(of record: DispatchRecord?, expecting expected: String?) -> String {
    guard let record else { return "\n    why: no event has been dispatched yet" }
    let category: String
    switch record.kind {
    case .touch: category = "touches"
    case .key: category = "presses"
    case .motion: category = "motion"
    case .remoteControl: category = "remote-control events"
    default: category = "\(record.kind) events"
    }
    var lines = ["\n    hops of the last \(record.kind) event (\(record.detail)):"]
    for (i, r) in record.chain.enumerated() {
      let verdict: String
      if r === record.handledBy {
        verdict = "handles \(category): handled it"
      } else if i + 1 < record.chain.count {
        verdict = "does not handle \(category) → next is `\(record.chain[i + 1].identifier)`"
      } else if r.next == nil {
        verdict = "does not handle \(category), and has no next responder: discarded"
      } else {
        verdict = "does not handle \(category)"
      }
      lines.append("      \(i + 1). \(r.identifier): \(verdict)")
    }
    if record.chain.isEmpty {
      lines.append(
        "      (no responder was visited)" + (recognizerThatTookTheTouch(record).map { ": " + $0 } ?? ""))
    }
    if let expected, !record.chain.contains(where: { $0.identifier == expected }) {
      lines.append("      `\(expected)` is not on this chain")
    }
    return lines.joined(separator: "\n")
  }

  /// Which recognizer kept the touch from the responders, when one did: the
  /// decision the window recorded in this event (`cancelsTouchesInView`,
  /// `delaysTouchesEnded`), else a recognizer that recognized since the
  /// last `expect`. From "Gesture recognizers": a recognizer that
  /// recognizes cancels its view's touches, and an ended touch it held
  /// back is never delivered.
  func recognizerThatTookTheTouch(_ record: DispatchRecord) -> String? {
    for d in record.gestureDecisions {
      let r = d.recognizer.identifier.isEmpty ? d.recognizer.kindName : d.recognizer.identifier
      switch d {
      case .cancelledTouchesInView(_, let view):
        return "the gesture recognizer `\(r)` recognized and cancelled the touch in `\(view.identifier)` "
          + "(cancelsTouchesInView)"
      case .heldEnded(_, let view):
        return "the gesture recognizer `\(r)` held the touch's end back from `\(view.identifier)` "
          + "(delaysTouchesEnded)"
      case .heldBegan(_, let view):
        return "the gesture recognizer `\(r)` held the touch's beginning back from `\(view.identifier)` "
          + "(delaysTouchesBegan)"
      }
    }
    let recognized = gestureStates.filter { $0.value.hasRecognized }.keys.sorted()
    guard !recognized.isEmpty else { return nil }
    return "the touch went to the gesture recognizer"
      + (recognized.count == 1
        ? " `\(recognized[0])`, which" : "s \(recognized.map { "`\($0)`" }.joined(separator: ", ")), which")
      + " recognized since the last expect"
  }

  /// Each responder the last action message asked, with its verdict.
  func actionHops(of record: ActionRecord?, expecting expected: String?) -> String {
    guard let record else { return "\n    why: no action message has been sent yet" }
    let a = record.action
    var lines = [
      record.target.map { "\n    hops of `\(a)` (sent to target `\($0.identifier)`: only it is asked):" }
        ?? "\n    hops of `\(a)` (nil target: from the first responder up the chain):"
    ]
    for (i, r) in record.chain.enumerated() {
      let verdict: String
      if r === record.handledBy {
        verdict = "implements `\(a)`: performed it"
      } else if r.implements(a) {
        verdict = "implements `\(a)` but canPerformAction said no → next"
      } else if i + 1 < record.chain.count {
        verdict = "does not implement `\(a)` → next"
      } else {
        verdict = "does not implement `\(a)`; the chain ends here: discarded"
      }
      lines.append("      \(i + 1). \(r.identifier): \(verdict)")
    }
    if record.chain.isEmpty { lines.append("      (no responder was asked)") }
    if let expected, !record.chain.contains(where: { $0.identifier == expected }) {
      lines.append("      `\(expected)` is not on this chain")
    }
    return lines.joined(separator: "\n")
  }
}
