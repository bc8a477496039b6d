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

  public init() {}

  public var isEmpty: Bool { canPerform.isEmpty && refuses.isEmpty && keyCommands.isEmpty }
}

/// One `UIKeyCommand` as a scene declares it.
public struct KeyCommandSpec: Hashable, Sendable {
  public var chord: KeyChord
  public var action: String
  public var title: String?
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
