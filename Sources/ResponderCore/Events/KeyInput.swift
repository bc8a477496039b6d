/// A responder that accepts typed text (`UIKeyInput`).
public protocol KeyInput: AnyObject {
  func insertText(_ text: String)
  func deleteBackward()
}

extension KeyInput {
  /// Whether the text input system takes this chord before key commands
  /// (UIKeyCommand.wantsPriorityOverSystemBehavior): a character typed
  /// with at most Shift, and the keys that edit or move through text.
  public func handlesAsTextInput(_ chord: KeyChord) -> Bool {
    guard chord.modifiers.subtracting(.shift).isEmpty else { return false }
    let name = chord.key.name
    if name.count == 1 { return true }
    return ["backspace", "delete", "left", "right", "up", "down", "home", "end", "return", "space", "tab"]
      .contains(name)
  }
}
