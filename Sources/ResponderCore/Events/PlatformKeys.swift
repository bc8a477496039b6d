/// The shortcut modifier and the modifier names of the platform rlab runs on.
///
/// A Mac takes shortcuts with Command (Cmd+Z, Cmd+Shift+Z, Cmd+X/C/V/A, as
/// in UIKit's `UIKeyCommand` on Mac Catalyst and the iOS Simulator) and
/// calls Alt "Option" (the Simulator pinches with Option+drag); Linux
/// desktops use Control and Alt. `Application` accepts Control and Command
/// for its built-in key commands on every platform, so a script written with
/// `ctrl+z` passes on a Mac too: only what the window tells the user follows
/// the platform, through these names.
public enum PlatformKeys {
  #if os(macOS)
    /// The modifier a user of this platform reaches for first.
    public static let shortcut: KeyModifiers = .command
    public static let shortcutName = "Cmd"
    public static let optionName = "Option"
  #else
    /// The modifier a user of this platform reaches for first.
    public static let shortcut: KeyModifiers = .control
    public static let shortcutName = "Ctrl"
    public static let optionName = "Alt"
  #endif

  /// A shortcut as this platform writes it: `shortcut("Shift+Z")` is
  /// `Ctrl+Shift+Z` on Linux and `Cmd+Shift+Z` on macOS.
  public static func shortcut(_ keys: String) -> String { shortcutName + "+" + keys }
}
