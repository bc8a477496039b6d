/// A Swift subclass's override that decided where a touch or an action
/// went, named by its class: what the overlay and the trace say for code,
/// as attached overrides (a scene's keys) say it in their own words.
///
/// An override "decides" when it answers other than Core's implementation
/// would for the same object, attached overrides included:
/// `point(inside:with:)` against `View.corePointInside`, `hitTest(_:with:)`
/// against the default walk's result, `next` against `nextByCoreRule`,
/// `canPerformAction(_:withSender:)` against `coreCanPerformAnswer(to:)`.
/// An override that agrees changed nothing and is not named.
public enum OverrideDecision: Hashable, Sendable, CustomStringConvertible {
  /// `point(inside:with:)` of `view` said `inside` where its bounds say otherwise.
  case pointInside(className: String, view: String, inside: Bool)
  /// `hitTest(_:with:)` of `view` returned `returned` (an id; nil for nil)
  /// where the default walk of that view returned something else, or was
  /// never asked.
  case hitTest(className: String, view: String, returned: String?)
  /// `next` of `responder` returned `returned` where UIKit's rule gives `rule`.
  case next(className: String, responder: String, returned: String?, rule: String?)
  /// `canPerformAction(_:withSender:)` of `responder` answered `yes` for `action`
  /// where the scene and the class say otherwise.
  case canPerformAction(className: String, responder: String, action: String, yes: Bool)

  /// The class whose override decided.
  public var className: String {
    switch self {
    case .pointInside(let c, _, _), .hitTest(let c, _, _), .next(let c, _, _, _),
      .canPerformAction(let c, _, _, _):
      c
    }
  }

  /// The responder the override ran on.
  public var responder: String {
    switch self {
    case .pointInside(_, let v, _), .hitTest(_, let v, _): v
    case .next(_, let r, _, _), .canPerformAction(_, let r, _, _): r
    }
  }

  /// The method, as UIKit names it.
  public var method: String {
    switch self {
    case .pointInside: "point(inside:with:)"
    case .hitTest: "hitTest(_:with:)"
    case .next: "next"
    case .canPerformAction: "canPerformAction(_:withSender:)"
    }
  }

  /// What the override answered.
  public var answer: String {
    switch self {
    case .pointInside(_, _, let inside): inside ? "said yes" : "said no"
    case .hitTest(_, _, let returned): "returned \(returned ?? "nil")"
    case .next(_, _, let returned, let rule): "returned \(returned ?? "nil") (UIKit's rule: \(rule ?? "nil"))"
    case .canPerformAction(_, _, let action, let yes): yes ? "said yes to \(action)" : "said no to \(action)"
    }
  }

  /// `card: SwipeCard.hitTest(_:with:) returned photo`: one line of the
  /// overlay's "decided by code" and of the trace's `overrides`.
  public var description: String { "\(responder): \(className).\(method) \(answer)" }
}

extension Responder {
  /// Whether this object's class is declared in ResponderCore
  /// (`ClassOrigin`), whose methods are UIKit's rules; false for a Swift
  /// subclass declared elsewhere (even of `Button`), whose overrides the
  /// overlay names when they decide.
  public var isDeclaredInCore: Bool { hasCoreNext }

  /// The class as Swift names it (`SwipeCard`), for naming its overrides.
  public var className: String { String(describing: type(of: self)) }

  /// The decision of a Swift subclass's `next` override: nil when `next`
  /// returns what Core's implementation does (`nextByCoreRule`).
  public var nextDecision: OverrideDecision? {
    let returned = next
    let rule = nextByCoreRule
    guard returned !== rule else { return nil }
    return .next(
      className: className, responder: identifier, returned: returned?.identifier, rule: rule?.identifier)
  }
}

extension Responder {
  /// What Core's `next` returns for this object, whatever a Swift subclass
  /// overrides: the attached overrides' answer, else UIKit's rule for the
  /// nearest of Core's classes (as each of them writes it in its `next`).
  /// An explanation for the overlay ("UIKit's rule: X"), asked outside
  /// dispatch; `CoreNextRuleTests` holds it to those implementations.
  public var nextByCoreRule: Responder? {
    if let declared = overriddenNext { return declared }
    switch self {
    case let a as Application: return a.delegateIsNext ? a.delegate : nil
    case let w as Window: return w.application
    case let v as View: return v.owningController ?? v.superview
    case let c as ViewController: return c.presentingViewController ?? c.view.superview ?? c.windowOfRoot
    default: return nil
    }
  }
}

extension ActionRecord {
  /// The `canPerformAction(_:withSender:)` overrides that decided this
  /// action's walk, and the `next` overrides that led it, in walk order.
  public var overrideDecisions: [OverrideDecision] {
    var out: [OverrideDecision] = []
    for (i, identity) in chainIdentities.enumerated() {
      guard let r = identity.responder else { continue }
      if i < answeredByCode.count, answeredByCode[i] {
        out.append(
          .canPerformAction(
            className: r.className, responder: r.identifier, action: action, yes: answers[i].isYes))
      }
      if r !== handledBy, let n = r.nextDecision { out.append(n) }
    }
    return out
  }
}

extension DispatchRecord {
  /// Every Swift override that decided this dispatch: hit-testing's, the
  /// chain's `next`, then each action's, once each, in that order.
  public var overrideDecisions: [OverrideDecision] {
    var out: [OverrideDecision] = []
    for v in hitTest {
      if case .code(let d) = v.rule { out.append(d) }
    }
    for r in chain where r !== handledBy {
      if let n = r.nextDecision { out.append(n) }
    }
    for a in actions {
      for d in a.overrideDecisions where !out.contains(d) { out.append(d) }
    }
    return out
  }
}
