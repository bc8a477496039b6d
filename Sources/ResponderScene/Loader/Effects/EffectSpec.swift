/// One thing a scene does when a responder receives an event or an action.
///
/// A scene file runs no code: effects are the whole vocabulary. Each is
/// registered with the undo manager the responder finds, under `undo`'s name
/// when one is given.
public struct EffectSpec: Hashable, Sendable {
  /// The kinds of effect, one per effect map.
  public enum Action: Hashable, Sendable {
    /// `set: { "box.color": "#ff0000", ... }`, applied in file order.
    case set([PropertyAssignment])
    /// `present: id` — presents a controller declared with `present:` or
    /// under the top-level `controllers:`.
    case present(Located<String>)
    /// `dismiss: true` — dismisses the controller presented last.
    case dismiss
    /// `log: "text"` — writes a line to the overlay's event log.
    case log(String)
    case becomeFirstResponder(Located<String>)
    case resignFirstResponder(Located<String>)
    /// Nothing: an effect that only has `when:` and `else:`.
    case none
    /// `add: { to: id, view: {...} }` — builds the view and adds it as the
    /// front-most subview of `to`.
    case add(to: Located<String>, view: ViewSpec)
    /// `remove: id` — takes the view out of its superview.
    case remove(Located<String>)
    /// `beginUndoGrouping: true` / `endUndoGrouping: true` on the undo
    /// manager the responder finds (UndoManager.beginUndoGrouping()): what
    /// registers in between, over any number of events, is one undo step.
    case beginUndoGrouping, endUndoGrouping
    /// `removeAllActionsWithTarget: id` — the undo manager the responder
    /// finds forgets every undo and redo registered with that view
    /// (UndoManager.removeAllActions(withTarget:)).
    case removeAllActionsWithTarget(Located<String>)
    /// `setTranslation: [x, y]` — the pan that sent the action reads that
    /// translation now (UIPanGestureRecognizer.setTranslation(_:in:), in
    /// its view's superview's points, as `when:` reads it).
    case setTranslation(x: Double, y: Double)
    /// `after: { seconds: S, do: [effects] }` — runs the effects S seconds
    /// later on the simulation clock, from the same responder.
    case after(seconds: Double, [EffectSpec])
    /// `push: CONTROLLER` — `pushViewController(_:animated:)` on the
    /// navigation controller the responder is in (else the scene's first).
    case push(Located<String>)
    /// `pop: true` — `popViewController(animated:)`.
    case pop
    /// `popTo: CONTROLLER` — `popToViewController(_:animated:)`.
    case popTo(Located<String>)
    /// `zoom: { view: SCROLLVIEW, to: [x, y, w, h] }` or `{ view, scale: S,
    /// around: location }` — UIScrollView.zoom(to:animated:) on a zooming
    /// scroll view (`animated: false` sets it at once).
    case zoom(view: Located<String>, target: ZoomTarget, animated: Bool)
  }

  /// What a `zoom:` effect zooms to.
  public enum ZoomTarget: Hashable, Sendable {
    /// `to: [x, y, w, h]`: a rect of the zoomed view, in its own coordinates.
    case rect(SceneRect)
    /// `scale: S` about a point of the zoomed view: the sending gesture's
    /// location (`around: location`), a point `[x, y]`, or (nil) the middle
    /// of what the scroll view shows.
    case scale(Double, around: ZoomAround?)
  }

  /// The point a `zoom: { scale: }` keeps in the middle.
  public enum ZoomAround: Hashable, Sendable {
    /// `location`: the sending gesture's `location(in:)` the zoomed view
    /// (where a double tap landed).
    case location
    case point(x: Double, y: Double)
  }

  public var action: Action
  /// The undo action's name (`undo: "Paint Box"`), nil when not undoable.
  public var undoName: String?
  public var location: SceneLocation
  /// `when:`: conditions on the sending gesture's values, all of which
  /// must hold for the effect to run; otherwise `otherwise` (`else:`) runs.
  public var conditions: [GestureCondition] = []
  public var otherwise: [EffectSpec] = []
  /// `animate:` on a `set` effect.
  public var animation: AnimationSpec?

  public init(_ action: Action, undoName: String? = nil, location: SceneLocation) {
    self.action = action
    self.undoName = undoName
    self.location = location
  }
}

/// One `"id.property": value` of a `set` effect.
public struct PropertyAssignment: Hashable, Sendable {
  /// The view's id, or `window`.
  public var target: Located<String>
  public var property: ViewSpec.Property
  public var value: SceneValue
  public var location: SceneLocation
  /// `state.openRow: row3`: the assignment writes this state value
  /// (`target` and `property` are then unused).
  public var stateName: String?
  /// `state.openRow.frame.x: 0`: the view is the one whose id the state
  /// value holds when the effect runs (`target` is unused); nothing is set
  /// when it holds no view's id (`none`).
  public var targetFromState: String?
  /// `CONTROLLER.selectedDetent: large`, `CONTROLLER.isModalInPresentation:
  /// true`: a controller's property (`target` is the controller; `property`
  /// is unused).
  public var controllerProperty: String?

  public init(
    target: Located<String>, property: ViewSpec.Property, value: SceneValue, location: SceneLocation
  ) {
    self.target = target
    self.property = property
    self.value = value
    self.location = location
  }
}

/// A property value in a `set` effect, already checked against the property.
public enum SceneValue: Hashable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case color(SceneColor)
  case frame(SceneRect)
  case asset(AssetReference)
  /// `[top, left, bottom, right]` (a scroll view's `contentInset`).
  case insets(top: Double, left: Double, bottom: Double, right: Double)
}

/// What a responder does per event or action name (`on:`), in file order.
public struct OnSpec: Hashable, Sendable {
  /// One `name: [effects]` entry.
  public struct Entry: Hashable, Sendable {
    /// An event method (`touchesBegan`, `motionEnded`, …) or an action name.
    public var name: String
    public var effects: [EffectSpec]
    public var location: SceneLocation

    public init(name: String, effects: [EffectSpec], location: SceneLocation) {
      self.name = name
      self.effects = effects
      self.location = location
    }
  }

  public var entries: [Entry]

  public init(_ entries: [Entry] = []) { self.entries = entries }

  public var isEmpty: Bool { entries.isEmpty }

  /// The names with effects, in file order.
  public var names: [String] { entries.map(\.name) }

  /// The effects for an event or action name, nil when the scene gave none.
  public subscript(name: String) -> [EffectSpec]? {
    entries.first { $0.name == name }?.effects
  }

  /// The event methods a responder understands; any other name is an action.
  public static let eventNames: [String] = [
    "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled",
    "pressesBegan", "pressesEnded", "pressesCancelled",
    "motionBegan", "motionEnded", "motionCancelled", "remoteControlReceived",
  ]
}

extension EffectSpec {
  /// The changes one run of this effect can make, its `else:` included:
  /// each `set:` key, or one for any other effect (`SceneLimits.maxChangesPerEntry`).
  var changeCount: Int {
    let own: Int
    switch action {
    case .set(let assignments): own = assignments.count
    case .after(_, let effects): own = effects.reduce(1) { $0 + $1.changeCount }
    default: own = 1
    }
    return otherwise.reduce(own) { $0 + $1.changeCount }
  }
}
