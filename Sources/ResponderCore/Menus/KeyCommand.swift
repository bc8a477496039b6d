/// A key chord that sends an action (`UIKeyCommand`).
///
/// A responder lists its commands in `keyCommands`. When a key goes down,
/// UIKit looks for a matching command from the first responder up the chain
/// and sends the command's action as a nil-targeted action, so it reaches
/// the first responder that can perform it; a command whose action nobody
/// can perform is passed over, and so is one whose responder's
/// `validate(_:)` leaves it `disabled`.
public struct KeyCommand: Hashable, Sendable {
  public var chord: KeyChord
  public var action: String
  /// What the discoverability overlay would show; optional.
  public var title: String?
  /// What the shortcut list shows instead of `title`
  /// (`UIKeyCommand.discoverabilityTitle`); optional.
  public var discoverabilityTitle: String?
  /// `UIMenuElement.Attributes`: `disabled` keeps the command from being
  /// performed ("the system won't perform the action" of a disabled
  /// command; a responder sets it in `validate(_:)`).
  public var attributes: Set<Attribute> = []
  /// `wantsPriorityOverSystemBehavior` (default false): "In iOS 15 and
  /// later, the system delivers physical keyboard events to the text input
  /// or focus systems first. If those systems don't handle the keyboard
  /// input, the system delivers the events to your app's key commands" —
  /// true reverses that order. Here the text input is a first responder
  /// that takes typed text (`KeyInput`), and what it handles is the keys
  /// it edits with (`KeyInput.handlesAsTextInput(_:)`).
  public var wantsPriorityOverSystemBehavior = false

  /// A command's menu attributes (`UIMenuElement.Attributes`).
  public enum Attribute: String, Hashable, Sendable, CaseIterable {
    case disabled, destructive, hidden
  }

  public init(_ chord: KeyChord, action: String, title: String? = nil) {
    self.chord = chord
    self.action = action
    self.title = title
  }

  public var isDisabled: Bool { attributes.contains(.disabled) }
}
