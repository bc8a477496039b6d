import ResponderCore
import ResponderOverlay

/// What a key the live window keeps for itself does. The keys are bound
/// here once (`binding(for:_:)`); the key card and `rlab run --help` list
/// them from `OverlayLayout.keyBindings`.
enum LiveCommand: Hashable {
  /// F1 the key card, F2–F4 and F8–F10 the panels.
  case togglePanel(OverlayPanels)
  /// F5: step mode on or off.
  case pause
  /// F6: one held event goes to the application.
  case deliverOne
  /// F7: one more hop of the explained event.
  case stepHop
  /// Shift+F7: one hop back.
  case stepBack
  /// Shift+F8: what if the clicked view's isUserInteractionEnabled,
  /// isHidden or alpha were flipped: the latest touch replayed both ways.
  case whatIf
  /// Shift+F12: quiz mode.
  case toggleQuiz
  /// F12: the sidebar.
  case toggleSidebar
  /// Shift+F10: clean (demo) mode, no marks over the scene.
  case toggleClean
  /// Shift+F11: a PNG of the window, its path logged.
  case savePNG
  /// Esc.
  case quit
  /// Ctrl+Shift+S (Cmd+Shift+S on a Mac; both everywhere, as for the
  /// application's built-in key commands): a shake. It is the window's
  /// shortcut, not the application's, so a script's `key: ctrl+shift+s`
  /// presses that chord.
  case shake

  /// The command `key` with `mods` is bound to (nil: it goes to the scene).
  /// F1–F12 are all taken alone (F11 splits tests in `rlab record`), so the
  /// window's further keys take Shift; F13 is on few keyboards.
  static func binding(for key: Key, _ mods: KeyModifiers) -> LiveCommand? {
    if key.name == "s", mods.contains(.shift), !mods.contains(.alternate),
      mods.contains(.control) || mods.contains(.command)
    {
      return .shake
    }
    let shifted = mods == [.shift]
    guard mods.isEmpty || shifted else { return nil }
    switch (key.name, shifted) {
    case ("f1", _): return .togglePanel(.help)
    case ("f2", _): return .togglePanel(.hitTest)
    case ("f3", _): return .togglePanel(.chain)
    case ("f4", _): return .togglePanel(.undo)
    case ("f5", _): return .pause
    case ("f6", _): return .deliverOne
    case ("f7", false): return .stepHop
    case ("f7", true): return .stepBack
    case ("f8", false): return .togglePanel(.gestures)
    case ("f8", true): return .whatIf
    case ("f9", _): return .togglePanel(.log)
    case ("f10", false): return .togglePanel(.touches)
    case ("f10", true): return .toggleClean
    case ("f11", true): return .savePNG
    case ("f12", false): return .toggleSidebar
    case ("f12", true): return .toggleQuiz
    case ("escape", _): return .quit
    default: return nil
    }
  }
}
