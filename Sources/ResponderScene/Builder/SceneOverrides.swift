import ResponderCore

/// A scene's declarations for one responder, as the overrides of UIKit's
/// methods they stand for: a scene runs no code, so each key declares what
/// an override would do (`ResponderOverrides`, Core's one seam, explains
/// why it is attached to the object rather than made a subclass).
///
/// - `on:` effects and `handles: {actions: [...]}` are action methods
///   (`implements(_:)`, `perform(_:)`) and the code of the event methods
///   (`touchesBegan(_:with:)` …) and of `sendActions(for:)` after `super`;
///   `on: press.ctrl+s` / `remote.play` is an event method that handles
///   those events itself.
/// - `canPerform:` / `refuses:` override `canPerformAction(_:withSender:)`.
/// - `canBecomeFirstResponder:` / `canResignFirstResponder:` override those.
/// - `next: id` and `next: null` override `next`.
/// - `hitTestInsets`, `hitShape` and `passThrough` override
///   `point(inside:with:)` and `hitTest(_:with:)` (SceneOverrides+HitArea.swift).
///
/// Because it is attached per object, a user's registered Swift subclass
/// (`SceneTypes.register`) takes the same keys.
public final class SceneOverrides: ResponderOverrides {
  /// The responder these are attached to, told when what they override changes.
  private unowned let owner: Responder

  init(owner: Responder) { self.owner = owner }

  /// Action methods by name, with what they do (`handles: {actions:}`, `on:`).
  public var actionHandlers: [String: (ActionMessage) -> Void] = [:] { didSet { changed() } }
  /// What runs after the responder handled an event, by method name
  /// (`touchesBegan`, `motionEnded`, …) or control event (`touchUpInside`):
  /// a scene's `on` effects.
  public var eventReactions: [String: (Event?) -> Void] = [:]
  /// Effects for one kind of press or remote command (`on: press.ctrl+s`,
  /// `on: remote.play`), keyed by `Event.reactionName`: the responder
  /// handles those events itself, and lets every other one travel on.
  public var specificReactions: [String: (Event?) -> Void] = [:] { didSet { changed() } }
  /// Actions `canPerformAction(_:withSender:)` says yes to (`canPerform:`),
  /// whether or not the responder implements them.
  public var declaredCanPerform: Set<String> = [] { didSet { changed() } }
  /// Actions it says no to (`refuses:`), even ones the responder implements.
  public var refusedActions: Set<String> = [] { didSet { changed() } }
  /// `canBecomeFirstResponder:`, when the scene says.
  public var canBecomeFirstResponder: Bool? { didSet { changed() } }
  /// `canResignFirstResponder:`, when the scene says.
  public var canResignFirstResponder: Bool? { didSet { changed() } }

  /// `next: id`: what `next` returns while that responder lives (weak:
  /// any responder may name any other); when it goes, the class's rule.
  public weak var nextResponder: Responder? { didSet { changed() } }
  /// `next: null`: `next` returns nil, the chain ends after this responder.
  public var endsChain = false { didSet { changed() } }

  /// `hitTestInsets`: moves the edges of the touchable area; negative values enlarge it.
  public var hitTestInsets = EdgeInsets.zero { didSet { changed() } }
  /// `hitShape`: the shape of the touchable area inside the (inset) bounds.
  public var hitShape = HitShape.rectangle { didSet { changed() } }
  /// `passThrough`: `hitTest` returns nil for the view itself; its subviews are still hit.
  public var passesTouchesThrough = false { didSet { changed() } }
  /// Whether the hit-area keys change `point(inside:with:)`.
  var overridesPointInside: Bool { hitTestInsets != .zero || hitShape != .rectangle }

  public private(set) var points = OverridePoints()

  private func changed() {
    var p = OverridePoints()
    if !actionHandlers.isEmpty { p.insert(.actions) }
    if !specificReactions.isEmpty { p.insert(.eventMethods) }
    if !declaredCanPerform.isEmpty || !refusedActions.isEmpty { p.insert(.canPerformAction) }
    if canBecomeFirstResponder != nil || canResignFirstResponder != nil { p.insert(.firstResponder) }
    if endsChain || nextResponder != nil { p.insert(.next) }
    if overridesPointInside { p.insert(.pointInside) }
    if passesTouchesThrough { p.insert(.hitTest) }
    points = p
    owner.overridesDidChange()
  }

  // MARK: - The overrides

  public func next(of responder: Responder) -> Responder?? {
    if endsChain { return .some(nil) }
    if let r = nextResponder { return .some(r) }
    return nil
  }

  public func canBecomeFirstResponder(of responder: Responder) -> Bool? { canBecomeFirstResponder }
  public func canResignFirstResponder(of responder: Responder) -> Bool? { canResignFirstResponder }

  public func handles(_ method: ResponderMethod, event: Event?, of responder: Responder) -> Bool {
    guard let name = event?.reactionName else { return false }
    return specificReactions[name] != nil
  }

  /// An effect for one kind of press or command runs once a press, on its
  /// way down (`pressesBegan`, `remoteControlReceived`); the `on` effects
  /// of a method run whenever the responder handled it.
  public func handled(_ method: ResponderMethod, event: Event?, of responder: Responder, byOverride: Bool) {
    if byOverride {
      guard method == .pressesBegan || method == .remoteControlReceived, let name = event?.reactionName
      else { return }
      specificReactions[name]?(event)
    } else {
      eventReactions[method.name]?(event)
    }
  }

  public func implements(_ action: String, of responder: Responder) -> Bool { actionHandlers[action] != nil }

  public func perform(_ message: ActionMessage, of responder: Responder) {
    actionHandlers[message.action]?(message)
  }

  /// `refuses:` returns false (even for an action the class implements: a
  /// text field that will not paste), `canPerform:` true; any other action
  /// is the class's to answer.
  public func canPerformAction(_ action: String, withSender sender: AnyObject?, of responder: Responder)
    -> Bool?
  {
    if refusedActions.contains(action) { return false }
    if declaredCanPerform.contains(action) { return true }
    return nil
  }

  /// `next: other` (or `next: null`), named as the scene writes it.
  public func explainNext(of responder: Responder) -> Overrider? {
    if endsChain { return .declared(key: "next", value: "null", how: "next: null ends the chain") }
    guard let r = nextResponder else { return nil }
    return .declared(key: "next", value: r.identifier, how: "next: \(r.identifier)")
  }

  /// `refuses: [copy]` or `canPerform: [paste]`, named by the one action
  /// asked (`refuses: copy`), as `canPerformAction(_:withSender:of:)` reads them.
  public func explainCanPerformAction(_ action: String, of responder: Responder) -> Overrider? {
    let key =
      refusedActions.contains(action) ? "refuses" : declaredCanPerform.contains(action) ? "canPerform" : nil
    return key.map { .declared(key: $0, value: action, how: "\($0): \(action)") }
  }

  public func didSendActions(for event: ControlEvents, with uiEvent: Event?, of control: Control) {
    eventReactions[event.name]?(uiEvent)
  }
}

extension Responder {
  /// The scene's declarations for this responder, attached on first use
  /// (as Key-Value Observing makes its subclass for an object when the
  /// first observer is added).
  public var sceneOverrides: SceneOverrides {
    if let o = overrides as? SceneOverrides { return o }
    let o = SceneOverrides(owner: self)
    overrides = o
    return o
  }
}
