/// The list of keyboard shortcuts iPadOS shows while Command is held (the
/// discoverability HUD): the key commands found up the responder chain
/// from the first responder, grouped by the responder that offers them.
///
/// UIKeyCommand: "the system displays [a command's `discoverabilityTitle`]
/// in the keyboard shortcut interface" (its `title` when it has none); a
/// command with the `hidden` attribute is not shown; one its responder's
/// `validate(_:)` leaves `disabled` is shown disabled. A command is listed
/// as the key would find it (`Application.matchingKeyCommand`): one whose
/// action no responder can perform is passed over, and a chord already
/// offered nearer the first responder hides the same chord further up.
public struct KeyCommandList: Hashable, Sendable {
  /// One command as the list shows it.
  public struct Entry: Hashable, Sendable, CustomStringConvertible {
    public var title: String
    public var chord: KeyChord
    public var action: String
    public var isDisabled: Bool

    /// `Save (ctrl+s)`, with `, disabled` for a disabled one.
    public var description: String { "\(title) (\(chord)\(isDisabled ? ", disabled" : ""))" }
  }

  /// The commands one responder of the chain offers, in its `keyCommands` order.
  public struct Group: Hashable, Sendable {
    /// The responder's id (`Responder.identifier`).
    public var responderID: String
    public var entries: [Entry]
  }

  /// Nearest the first responder first.
  public var groups: [Group]
  /// Every responder searched, from the first responder (or the key
  /// window) up: the chain panel shows the list's origins along it.
  public var searched: [String]
}

extension Application {
  /// The shortcut list for the first responder now (or the key window).
  public func discoverableKeyCommands() -> KeyCommandList {
    guard let start: Responder = keyWindow?.firstResponder ?? keyWindow else {
      return KeyCommandList(groups: [], searched: [])
    }
    var offered: Set<KeyChord> = []
    var groups: [KeyCommandList.Group] = []
    var searched: [String] = []
    for r in start.responderChain {
      searched.append(r.identifier)
      var entries: [KeyCommandList.Entry] = []
      for c in r.keyCommands where !offered.contains(c.chord) {
        guard let performer = target(forNilTargetedAction: c.action, sender: r) else { continue }
        var command = c
        performer.validate(&command)
        commandValidators[ObjectIdentifier(performer)]?(&command)
        offered.insert(c.chord)
        guard !command.attributes.contains(.hidden), let title = command.discoverabilityTitle ?? command.title
        else { continue }
        entries.append(.init(title: title, chord: c.chord, action: c.action, isDisabled: command.isDisabled))
      }
      if !entries.isEmpty { groups.append(.init(responderID: r.identifier, entries: entries)) }
    }
    return KeyCommandList(groups: groups, searched: searched)
  }

  /// Command (Cmd, the Super key on Linux) or Ctrl going down or up: held
  /// alone `GestureConstants.keyCommandListDelay` it shows the shortcut
  /// list, let go it hides it, as iPadOS shows it on holding the Command
  /// key (the discoverability HUD). Ctrl counts too: on Linux and Windows it
  /// is the shortcuts' modifier (`ctrl+s`), where Command is the Super key.
  /// A repeat of the held key changes nothing; another key going down
  /// while it is held (the other of the two included) interrupts it.
  func shortcutListKey(_ key: Key, down: Bool) {
    if down, let held = heldShortcutListKey {
      if held != key { shortcutListHoldInterrupted() }
      return
    }
    cancelShortcutListTimer()
    guard down else {
      heldShortcutListKey = nil
      keyCommandList = nil
      return
    }
    heldShortcutListKey = key
    keyCommandListTimer = timers.schedule(at: time + GestureConstants.keyCommandListDelay) { [weak self] in
      guard let self else { return }
      self.keyCommandListTimer = nil
      self.keyCommandList = self.discoverableKeyCommands()
      // The timer's record shows the list and the chain it was found on.
      if let record = self.currentRecord, let list = self.keyCommandList {
        record.shortcutList = list
      }
    }
  }

  /// Another key, a click or a wheel while Command or Ctrl is held: the key
  /// was a modifier of a shortcut, a secondary click (Ctrl+click) or a
  /// trackpad gesture (Ctrl+wheel), not a look at the list — none shows
  /// (one shown goes) until the key is pressed anew.
  func shortcutListHoldInterrupted() {
    cancelShortcutListTimer()
    if keyCommandList != nil { keyCommandList = nil }
  }

  private func cancelShortcutListTimer() {
    if let token = keyCommandListTimer {
      timers.cancel(token)
      keyCommandListTimer = nil
    }
  }
}

extension Key {
  /// Whether holding this key alone shows the shortcut list: Command
  /// (SDL's GUI keys) or Ctrl.
  var showsShortcutList: Bool { name == "lcmd" || name == "rcmd" || name == "lctrl" || name == "rctrl" }
}
