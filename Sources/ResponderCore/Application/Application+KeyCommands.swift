/// Keys: key commands matched up the chain first, then presses.
extension Application {
  func handleKey(_ key: Key, _ mods: KeyModifiers, down: Bool) {
    let chord = KeyChord(key, modifiers: mods)
    if key.showsShortcutList {
      shortcutListKey(key, down: down)
    } else if down, heldShortcutListKey != nil {
      // Another key while Command or Ctrl is held is a shortcut, not a look at the list.
      shortcutListHoldInterrupted()
    }
    if down,
      let (command, owner, searched) = matchingKeyCommand(chord, systemTakes: systemShortcutApplies(chord))
    {
      // Disabled by validate(_:): not performed, and no other command is
      // looked for; the key goes on as a press, as one no command took.
      guard !command.isDisabled else { return handlePress(key, mods, down: down, chord: chord) }
      keysTakenByCommands.insert(key)
      withRecord(key: RecordedKey(chord, .command)) { record in
        record?.setChain(searched)
        record?.handledBy = owner
        record?.keyCommand = (command, owner)
        sendAction(command.action, to: nil, from: owner, for: nil)
      }
      return
    }
    if !down, keysTakenByCommands.remove(key) != nil { return }
    let command = mods.contains(.control) || mods.contains(.command)
    if command, down, let shortcut = keyCommand(key, mods) {
      // Its release is the command's too, whichever key comes up first.
      keysTakenByCommands.insert(key)
      withRecord(key: RecordedKey(chord, .command)) { record in
        shortcut(record)
        if let record { noteShortcutHandler(record) }
      }
      return
    }
    if command, !down, keyCommand(key, mods) != nil { return }
    handlePress(key, mods, down: down, chord: chord)
  }

  /// The key as a press to the key window (its first responder up).
  private func handlePress(_ key: Key, _ mods: KeyModifiers, down: Bool, chord: KeyChord) {
    if down { keysDown[key] = mods } else { keysDown[key] = nil }
    withRecord(key: RecordedKey(chord, down ? .down : .up)) { record in
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
  /// as UIKit passes over a command its responders cannot validate. The
  /// first one that some responder can perform is the command: UIKit calls
  /// `validate(_:)` on that responder (its own override, then the scene's
  /// `validate:` answers), and a command it leaves `disabled` is returned
  /// as it is, for the caller not to perform: the search stops there, and
  /// no responder further up is asked for another command on the chord
  /// (UIKeyCommand, Overview: the system "searches the responder chain for
  /// an object with a matching key command object. If it finds one, it then
  /// searches the responder chain for the first object that implements the
  /// corresponding action method"; UIResponder.validate(_:); a disabled
  /// UIMenuElement is not performed).
  func matchingKeyCommand(_ chord: KeyChord, systemTakes: Bool = false) -> (
    KeyCommand, Responder, [Responder]
  )? {
    guard let start: Responder = keyWindow?.firstResponder ?? keyWindow else { return nil }
    // The text input system, and the system's own shortcuts when they
    // would be performed, have the key first unless the command asks for
    // priority (UIKeyCommand.wantsPriorityOverSystemBehavior).
    let textInputTakes = systemTakes || ((start as? KeyInput)?.handlesAsTextInput(chord) ?? false)
    var searched: [Responder] = []
    for r in start.responderChain {
      searched.append(r)
      for c in r.keyCommands where c.chord == chord {
        if textInputTakes, !c.wantsPriorityOverSystemBehavior { continue }
        guard let performer = target(forNilTargetedAction: c.action, sender: r) else { continue }
        // UIResponder.validate(_:): the responder that would perform the
        // command updates its state; a disabled command is not performed.
        var command = c
        performer.validate(&command)
        commandValidators[ObjectIdentifier(performer)]?(&command)
        return (command, r, searched)
      }
    }
    return nil
  }

  /// The built-in key commands, matched before presses reach responders as
  /// `UIKeyCommand`s are: undo, redo and the editing commands. (The live
  /// window's shake shortcut is the window's own, not a key command: a
  /// script's `key: ctrl+shift+s` presses that chord.)
  func keyCommand(_ key: Key, _ mods: KeyModifiers) -> ((DispatchRecord?) -> Void)? {
    let shift = mods.contains(.shift)
    switch (key.name, shift) {
    case ("z", false): return { [unowned self] in self.undoFromKeyboard(redo: false, record: $0) }
    case ("z", true), ("y", false): return { [unowned self] in self.undoFromKeyboard(redo: true, record: $0) }
    case ("x", false):
      return { [unowned self] _ in _ = self.sendAction("cut", to: nil, from: self, for: nil) }
    case ("c", false):
      return { [unowned self] _ in _ = self.sendAction("copy", to: nil, from: self, for: nil) }
    case ("v", false):
      return { [unowned self] _ in _ = self.sendAction("paste", to: nil, from: self, for: nil) }
    case ("a", false):
      return { [unowned self] _ in _ = self.sendAction("selectAll", to: nil, from: self, for: nil) }
    default: return nil
    }
  }

  /// Whether the system's own shortcut for `chord` would be performed now:
  /// some responder from the first responder (or the key window) up can
  /// perform its editing action, or the undo manager there can undo or
  /// redo. UIKeyCommand (Overview): "The system always has the first
  /// opportunity to handle key commands … (such as Cut, Copy, and Paste)";
  /// an app's command on the same chord runs only when the system's does
  /// not apply, or when the command sets `wantsPriorityOverSystemBehavior`.
  func systemShortcutApplies(_ chord: KeyChord) -> Bool {
    let mods = chord.modifiers
    guard mods.contains(.control) || mods.contains(.command) else { return false }
    switch (chord.key.name, mods.contains(.shift)) {
    case ("z", false): return activeUndoManager?.canUndo ?? false
    case ("z", true), ("y", false): return activeUndoManager?.canRedo ?? false
    case ("x", false): return target(forNilTargetedAction: "cut", sender: self) != nil
    case ("c", false): return target(forNilTargetedAction: "copy", sender: self) != nil
    case ("v", false): return target(forNilTargetedAction: "paste", sender: self) != nil
    case ("a", false): return target(forNilTargetedAction: "selectAll", sender: self) != nil
    default: return false
    }
  }

  /// Undo or redo from the keyboard, recorded as handled by the responder
  /// that owns the undo manager used, reached walking up from the first
  /// responder (or the window), as UIKit's `undo:`/`redo:` key commands are
  /// performed by the first responder up the chain whose `undoManager` can
  /// undo (UIResponder `undoManager`; `canPerformAction(_:withSender:)`).
  /// With nothing to undo nobody performs it and the record says so.
  func undoFromKeyboard(redo: Bool, record: DispatchRecord?) {
    guard let start: Responder = keyWindow?.firstResponder ?? keyWindow else { return }
    guard let record else { return performUndo(redo: redo) }
    let walk = start.responderChain
    let owner = start.undoManagerOwner
    let manager = activeUndoManager
    let possible = manager.map { redo ? $0.canRedo : $0.canUndo } ?? false
    if let owner, possible, let i = walk.firstIndex(where: { $0 === owner }) {
      record.setChain(Array(walk[...i]))
      record.markHandled(by: owner)
    } else {
      record.setChain(walk)
    }
    performUndo(redo: redo)
  }

  /// A built-in editing command is performed by the responder its action
  /// message reached (UIKeyCommand: the first responder up the chain that
  /// `canPerformAction` answers yes for), so the key's record names that
  /// responder and shows the action's walk as its chain; when nobody could
  /// perform it, the whole walk with nobody handling it.
  func noteShortcutHandler(_ record: DispatchRecord) {
    guard record.handledBy == nil, record.chain.isEmpty, let a = record.actions.last else { return }
    record.setChain(a.chain)
    if let by = a.handledBy { record.markHandled(by: by) }
  }
}
