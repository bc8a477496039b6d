import ResponderCore

/// What a responder answers instead of running code: the scene's stand-ins
/// for `canPerformAction(_:withSender:)` and `keyCommands` overrides. Any
/// responder takes them: views, controllers, the window, the application
/// and the app delegate.
public struct AnswersSpec: Hashable, Sendable {
  /// `canPerform: [copy, paste]`: the override answers yes for these.
  public var canPerform: [String] = []
  /// `refuses: [delete]`: the override answers no for these, even when implemented.
  public var refuses: [String] = []
  /// `keyCommands: [{ input: "s", modifiers: [ctrl], action: save }]`.
  public var keyCommands: [KeyCommandSpec] = []
  /// `validate: [{ action: save, when: { state.dirty: "== 0" }, attributes: [disabled] }]`:
  /// the responder's `validate(_:)` override.
  public var validations: [ValidationSpec] = []

  public init() {}

  public var isEmpty: Bool {
    canPerform.isEmpty && refuses.isEmpty && keyCommands.isEmpty && validations.isEmpty
  }
}

/// One answer of a responder's `validate(_:)` (UIResponder.validate(_:)):
/// when UIKit is about to perform a command whose action is `action` with
/// this responder as its target, and `conditions` hold (the scene's state,
/// a view's property, as `when:` reads them), the command gets `attributes`
/// (UICommand.attributes: a `disabled` one is not performed).
public struct ValidationSpec: Hashable, Sendable {
  public var action: String
  public var conditions: [GestureCondition] = []
  public var attributes: Set<KeyCommand.Attribute> = []
  public var location: SceneLocation

  public init(action: String, location: SceneLocation) {
    self.action = action
    self.location = location
  }
}

/// One `UIKeyCommand` as a scene declares it.
public struct KeyCommandSpec: Hashable, Sendable {
  public var chord: KeyChord
  public var action: String
  public var title: String?
  /// `discoverabilityTitle`: what the shortcut list shows instead of `title`.
  public var discoverabilityTitle: String?
  /// `attributes: [disabled]` (UIMenuElement.Attributes, set in `validate(_:)`).
  public var attributes: Set<KeyCommand.Attribute> = []
  /// `wantsPriorityOverSystemBehavior` (default false).
  public var wantsPriorityOverSystemBehavior = false
  public var location: SceneLocation

  public init(chord: KeyChord, action: String, title: String? = nil, location: SceneLocation) {
    self.chord = chord
    self.action = action
    self.title = title
    self.location = location
  }
}

/// One entry of a control's `actions: { touchDown: press, ... }`.
public struct ControlActionSpec: Hashable, Sendable {
  /// The control event's name (`ControlEvents.named`).
  public var event: String
  public var action: String
  public var location: SceneLocation

  public init(event: String, action: String, location: SceneLocation) {
    self.event = event
    self.action = action
    self.location = location
  }
}

extension ViewSpec.Kind {
  /// The control events this kind of control can send; an `actions:` or
  /// `on:` entry for any other is refused, since it would never fire.
  public var controlEvents: ControlEvents {
    let touches: ControlEvents = [
      .touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside, .touchDragEnter, .touchDragExit,
      .touchUpInside, .touchUpOutside, .touchCancel,
    ]
    switch self {
    case .button: return touches.union(.primaryActionTriggered)
    case .switch, .slider, .segmentedControl: return touches.union(.valueChanged)
    case .textField:
      return touches.union([.primaryActionTriggered, .editingDidBegin, .editingChanged, .editingDidEnd])
    case .view, .label, .image, .scrollView: return []
    }
  }
}
