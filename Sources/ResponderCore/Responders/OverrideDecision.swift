/// Who overrode one of UIKit's methods on an object: the one name the
/// overlay, the why-not texts and the trace give an override that decided,
/// whether a Swift subclass wrote it or a scene declared it.
public enum Overrider: Hashable, Sendable {
  /// A Swift subclass's override, named by its class (`Round`).
  case swiftClass(String)
  /// Overrides attached to the object (`ResponderOverrides`), or Core's
  /// `hitTestTarget`, as a scene declares them: the key and its value
  /// (`hitShape`, `circle`), and how the answer came about, in the words
  /// the trace shows ("beyond the circle hitShape").
  case declared(key: String, value: String, how: String)

  /// Whether Swift code decided, which the scene file does not show: the
  /// trace's `overrides` lists only these (a declared key is in the scene;
  /// its hit-test decisions are on the visit they decided, its `next` and
  /// `canPerformAction(_:withSender:)` ones in the overlay's lines beside
  /// the classes').
  public var isSwiftClass: Bool { className != nil }

  /// The class, for a Swift override.
  public var className: String? {
    if case .swiftClass(let c) = self { return c }
    return nil
  }

  /// Who, by name: the class (`Round`), or the key as declared
  /// (`hitShape: circle`).
  public var name: String {
    switch self {
    case .swiftClass(let c): c
    case .declared(let key, let value, _): "\(key): \(value)"
    }
  }

  /// Who, in a sentence: "its class Round", "its key `hitShape: circle`".
  public var inSentence: String {
    switch self {
    case .swiftClass(let c): "its class \(c)"
    case .declared: "its key `\(name)`"
    }
  }
}

/// An override of one of UIKit's methods that decided a hit-test visit, a
/// hop of the chain or an action's walk: WHO overrode (`by`, a Swift class
/// or a declared key, read the same way by every reader), on which
/// object, and WHAT it answered.
///
/// One rule says when an override decided, for classes and keys alike, as
/// UIKit runs them: an override decides when it answered on its own, that
/// is, without returning what `super` (Core's implementation, with any
/// attached overrides below it) answered for the same call.
/// - `point(inside:with:)`: UIKit's `hitTest` asks the view's own
///   `point(inside:with:)` and nothing else, so an override that answers
///   without returning `super`'s answer is the rule that decided the
///   visit, whether or not its answer agrees with the bounds (a circle
///   says yes inside itself as surely as it says no at its corners).
///   Attached keys (`hitShape`, `hitTestInsets`) answer from their own
///   area and never ask the bounds, so they are named at every visit they
///   answer. A Swift override that called `super` and returned its answer
///   changed nothing: what `super` consulted is named instead.
/// - `hitTest(_:with:)`: an override that returned what the default walk
///   (`super.hitTest`) returned changed nothing and is not named; one that
///   returned something else, or never asked the default walk, decided.
///   `passThrough` always asks it (it is given `super`'s answer), so it is
///   named where it turned a hit on the view itself into nil.
/// - `next` against `nextByCoreRule`, `canPerformAction(_:withSender:)`
///   against `coreCanPerformAnswer(to:)`: Swift does not say whether a
///   class overrides them, so a class is named where its answer differs.
public enum OverrideDecision: Hashable, Sendable, CustomStringConvertible {
  /// `point(inside:with:)` of `view` answered `inside` on its own.
  case pointInside(by: Overrider, view: String, inside: Bool)
  /// `hitTest(_:with:)` of `view` returned `returned` (an id; nil for nil)
  /// where the default walk of that view returned something else, or was
  /// never asked.
  case hitTest(by: Overrider, view: String, returned: String?)
  /// `next` of `responder` returned `returned` where UIKit's rule gives `rule`.
  case next(by: Overrider, responder: String, returned: String?, rule: String?)
  /// `canPerformAction(_:withSender:)` of `responder` answered `yes` for `action`
  /// where the scene and the class say otherwise.
  case canPerformAction(by: Overrider, responder: String, action: String, yes: Bool)

  /// Who overrode.
  public var by: Overrider {
    switch self {
    case .pointInside(let b, _, _), .hitTest(let b, _, _), .next(let b, _, _, _),
      .canPerformAction(let b, _, _, _):
      b
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

  /// How it decided, after the verdict: a class by its method and answer
  /// (`Round.point(inside:with:) said no`), a key in its own words
  /// (`beyond the circle hitShape`).
  public var how: String {
    switch by {
    case .swiftClass(let c): "\(c).\(method) \(answer)"
    case .declared(_, _, let how): how
    }
  }

  /// A hit-test visit's rule (`HitTestRule.description`): `point(inside:)`'s
  /// verdict, or for `hitTest` what overrode it, then how; no colon before
  /// the first ": " (the overlay's tag shows what follows it).
  /// `outside: Round.point(inside:with:) said no`, `outside: beyond the
  /// circle hitShape`, `override: Glass.hitTest(_:with:) returned nil`,
  /// `passThrough: not itself, only its subviews`.
  public var visitWords: String {
    if case .pointInside(_, _, let inside) = self { return "\(inside ? "inside" : "outside"): \(how)" }
    switch by {
    case .swiftClass: return "override: \(how)"
    case .declared(let key, _, _): return "\(key): \(how)"
    }
  }

  /// `card: SwipeCard.hitTest(_:with:) returned photo`,
  /// `round: hitShape circle said no`: one line of the overlay's override
  /// lines and of the trace's `overrides`. A key that overrides `next` or
  /// `canPerformAction(_:withSender:)` is named in its own words where a
  /// class is named by class and method, in the same sentence:
  /// `sink: next: other (UIKit's rule: root)` beside
  /// `sink: Sink.next returned other (UIKit's rule: root)`, and
  /// `sink: refuses: copy` beside
  /// `sink: Sink.canPerformAction(_:withSender:) said no to copy` (the
  /// key's value is what it returned, its name the answer).
  public var description: String {
    switch (by, self) {
    case (.swiftClass(let c), _): "\(responder): \(c).\(method) \(answer)"
    case (.declared(_, _, let how), .next(_, _, _, let rule)):
      "\(responder): \(how) (UIKit's rule: \(rule ?? "nil"))"
    case (.declared(_, _, let how), .canPerformAction): "\(responder): \(how)"
    case (.declared(let key, let value, _), _): "\(responder): \(key) \(value) \(answer)"
    }
  }
}

extension Responder {
  /// Whether this object's class is declared in ResponderCore
  /// (`ClassOrigin`), whose methods are UIKit's rules; false for a Swift
  /// subclass declared elsewhere (even of `Button`), whose overrides the
  /// overlay names when they decide.
  public var isDeclaredInCore: Bool { hasCoreNext }

  /// The class as Swift names it (`SwipeCard`), for naming its overrides.
  public var className: String { String(describing: type(of: self)) }

  /// The decision of an override of `next`: a Swift subclass's where `next`
  /// returns other than Core's implementation (`nextByCoreRule`), else the
  /// attached overrides' (a scene's `next:` key) wherever they answered,
  /// against UIKit's rule (`nextByUIKitRule`), as a key that overrides
  /// `point(inside:with:)` is named at every visit it answers. Nil when
  /// neither decided. Asked when a record is read, not during dispatch.
  public var nextDecision: OverrideDecision? {
    let returned = next
    let rule = nextByCoreRule
    if returned !== rule {
      return .next(
        by: .swiftClass(className), responder: identifier, returned: returned?.identifier,
        rule: rule?.identifier)
    }
    guard overriddenNext != nil, let by = overrides?.explainNext(of: self) else { return nil }
    return .next(
      by: by, responder: identifier, returned: returned?.identifier, rule: nextByUIKitRule?.identifier)
  }

  /// Who answered `canPerformAction(_:withSender:)` with `answer` for
  /// `action`, when an override did: a Swift subclass's (`byCode`, its
  /// answer differed from Core's), else the attached overrides' (a scene's
  /// `canPerform:` or `refuses:` key), which alone give Core's answer
  /// `.canPerform` or `.refuses` (`coreCanPerformAnswer(to:)`).
  func canPerformOverrider(_ action: String, answer: CanPerformAnswer, byCode: Bool) -> Overrider? {
    if byCode { return .swiftClass(className) }
    guard answer == .canPerform || answer == .refuses else { return nil }
    return overrides?.explainCanPerformAction(action, of: self)
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
    return nextByUIKitRule
  }

  /// UIKit's rule for `next` of the nearest of Core's classes, without the
  /// attached overrides: what a `next:` key is explained against.
  public var nextByUIKitRule: Responder? {
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
  /// Who overrode `canPerformAction(_:withSender:)` at each hop of the
  /// walk (nil where no override answered), a Swift class or a declared
  /// key alike (`Responder.canPerformOverrider`); parallel to `chain`.
  public var canPerformOverriders: [Overrider?] {
    chainIdentities.indices.map { i in
      guard let r = chainIdentities[i].responder, i < answers.count, i < answeredByCode.count else {
        return nil
      }
      return r.canPerformOverrider(action, answer: answers[i], byCode: answeredByCode[i])
    }
  }

  /// The `canPerformAction(_:withSender:)` overrides that decided this
  /// action's walk, and the `next` overrides that led it, in walk order:
  /// Swift classes' and declared keys' alike.
  public var overrideDecisions: [OverrideDecision] {
    var out: [OverrideDecision] = []
    let deciders = canPerformOverriders
    for (i, identity) in chainIdentities.enumerated() {
      guard let r = identity.responder else { continue }
      if let by = deciders[i] {
        out.append(.canPerformAction(by: by, responder: r.identifier, action: action, yes: answers[i].isYes))
      }
      if r !== handledBy, let n = r.nextDecision { out.append(n) }
    }
    return out
  }
}

extension DispatchRecord {
  /// Every override that decided this dispatch: hit-testing's, the
  /// chain's `next`, then each action's, once each, in that order; a Swift
  /// class's or a declared key's alike, except that a declared key's
  /// hit-test decisions are on their visits only (`Overrider.isSwiftClass`).
  public var overrideDecisions: [OverrideDecision] {
    var out: [OverrideDecision] = []
    for v in hitTest {
      if case .decided(let d)? = v.rule, d.by.isSwiftClass { out.append(d) }
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
