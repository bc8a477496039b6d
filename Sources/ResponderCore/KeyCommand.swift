/// A key chord that sends an action (`UIKeyCommand`).
///
/// A responder lists its commands in `keyCommands`. When a key goes down,
/// UIKit looks for a matching command from the first responder up the chain
/// and sends the command's action as a nil-targeted action, so it reaches
/// the first responder that can perform it; a command whose action nobody
/// can perform is passed over.
public struct KeyCommand: Hashable, Sendable {
  public var chord: KeyChord
  public var action: String
  /// What the discoverability overlay would show; optional.
  public var title: String?

  public init(_ chord: KeyChord, action: String, title: String? = nil) {
    self.chord = chord
    self.action = action
    self.title = title
  }
}
