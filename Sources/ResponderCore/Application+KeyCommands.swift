/// Keys: key commands matched up the chain first, then presses.
extension Application {
  func handleKey(_ key: Key, _ mods: KeyModifiers, down: Bool) {
    let chord = KeyChord(key, modifiers: mods)
    if down, let (command, owner, searched) = matchingKeyCommand(chord) {
      keysTakenByCommands.insert(key)
      withRecord(kind: .key, detail: chord.description) { record in
        record.setChain(searched)
        record.handledBy = owner
        record.keyCommand = (command, owner)
        sendAction(command.action, to: nil, from: owner, for: nil)
      }
      return
    }
    if !down, keysTakenByCommands.remove(key) != nil { return }
    let command = mods.contains(.control) || mods.contains(.command)
    if command, down, let shortcut = keyCommand(key, mods) {
      withRecord(kind: .key, detail: describeKey(key, mods)) { _ in shortcut() }
      return
    }
    if command, !down, keyCommand(key, mods) != nil { return }
    if down { keysDown[key] = mods } else { keysDown[key] = nil }
    withRecord(kind: .key, detail: describeKey(key, mods) + (down ? " down" : " up")) { record in
      record.pressedKey = key
      let e = Event(type: .presses, timestamp: time)
      e.record = record
      e.allPresses = [Press(key: key, modifiers: mods, phase: down ? .began : .ended, timestamp: time)]
      keyWindow?.sendEvent(e)
    }
  }

  /// The first key command matching `chord`, searching `keyCommands` from
  /// the first responder (the key window when there is none) up the chain,
  /// with the responders searched and the one that listed it.
  ///
  /// A command whose action no responder can perform now is passed over,
  /// as UIKit passes over a command its responders cannot validate.
  func matchingKeyCommand(_ chord: KeyChord) -> (KeyCommand, Responder, [Responder])? {
    guard let start: Responder = keyWindow?.firstResponder ?? keyWindow else { return nil }
    var searched: [Responder] = []
    for r in start.responderChain {
      searched.append(r)
      for c in r.keyCommands where c.chord == chord {
        if target(forNilTargetedAction: c.action, sender: r) != nil { return (c, r, searched) }
      }
    }
    return nil
  }

  /// The built-in key commands, matched before presses reach responders as
  /// `UIKeyCommand`s are: undo, redo, the editing commands, and a shake.
  func keyCommand(_ key: Key, _ mods: KeyModifiers) -> (() -> Void)? {
    let shift = mods.contains(.shift)
    switch (key.name, shift) {
    case ("z", false): return { [unowned self] in self.performUndo(redo: false) }
    case ("z", true), ("y", false): return { [unowned self] in self.performUndo(redo: true) }
    case ("x", false): return { [unowned self] in _ = self.sendAction("cut", to: nil, from: self, for: nil) }
    case ("c", false): return { [unowned self] in _ = self.sendAction("copy", to: nil, from: self, for: nil) }
    case ("v", false):
      return { [unowned self] in _ = self.sendAction("paste", to: nil, from: self, for: nil) }
    case ("a", false):
      return { [unowned self] in _ = self.sendAction("selectAll", to: nil, from: self, for: nil) }
    case ("s", true):
      return { [unowned self] in
        self.dispatchMotion(began: true)
        self.dispatchMotion(began: false)
      }
    default: return nil
    }
  }

  func describeKey(_ key: Key, _ mods: KeyModifiers) -> String {
    KeyChord(key, modifiers: mods).description
  }
}
