/// A key with its modifiers — `ctrl+s`, `ctrl+shift+z`, `return` — the one
/// key vocabulary of scenes (`keyCommands`, `on: press.ctrl+s`), test
/// scripts (`key:`), the trace and the overlay.
///
/// UIKit's `UIKeyCommand` matches an `input` string and a set of
/// `modifierFlags`; a chord is that pair. Written forms put the modifiers
/// first in one fixed order (`ctrl`, `alt`, `cmd`, `shift`) so that a chord
/// prints the same way wherever it is shown and two spellings of one chord
/// (`shift+ctrl+z`, `Ctrl+Shift+Z`) compare equal.
public struct KeyChord: Hashable, Sendable, CustomStringConvertible {
  public var key: Key
  public var modifiers: KeyModifiers

  public init(_ key: Key, modifiers: KeyModifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Why a written chord was refused; the loader adds "did you mean".
  public enum ParseError: Error, Equatable, Sendable {
    /// A part before the last `+` that is no modifier.
    case unknownModifier(String)
    /// The last part is no key this lab knows.
    case unknownKey(String)
    case empty
  }

  /// The modifier names, in the order a chord is written, with their synonyms.
  public static let modifierNames: [(name: String, synonyms: [String], flag: KeyModifiers)] = [
    ("ctrl", ["control"], .control), ("alt", ["option"], .alternate), ("cmd", ["command", "meta"], .command),
    ("shift", [], .shift),
  ]

  /// Keys known by name besides the printable ASCII characters. The SDL
  /// layer maps each of these to a key code (its tests check it does).
  public static let namedKeys: [String] =
    [
      "return", "backspace", "escape", "tab", "space", "delete", "left", "right", "up", "down", "home", "end",
      "pageup", "pagedown", "lctrl", "rctrl", "lshift", "rshift", "lalt", "ralt", "lcmd", "rcmd",
    ] + (1...12).map { "f\($0)" }

  /// The modifier keys themselves, pressed alone (SDL's names for them:
  /// a press of one of these alone asks no one anything).
  public static let modifierKeys: Set<String> = [
    "lctrl", "rctrl", "lshift", "rshift", "lalt", "ralt", "lgui", "rgui", "lcmd", "rcmd", "capslock",
  ]

  /// Whether `name` (lowercase) is a key: a named key or one printable ASCII character.
  public static func isKnownKey(_ name: String) -> Bool {
    if namedKeys.contains(name) { return true }
    guard name.unicodeScalars.count == 1, let c = name.unicodeScalars.first else { return false }
    return c.isASCII && c.value >= 33 && c.value < 127
  }

  /// Parses `ctrl+shift+z`; case does not matter. The `+` key itself is
  /// written as itself: `+` alone, `ctrl++` with a modifier (a `+` that ends
  /// the text is the key, the one before it the separator), which is also
  /// how `description` prints it, so a printed chord reads back the same.
  public static func parse(_ text: String) -> Result<KeyChord, ParseError> {
    let lower = text.lowercased()
    var parts = lower.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
    if lower == "+" {
      parts = ["+"]
    } else if lower.hasSuffix("++") {
      parts =
        lower.dropLast(2).split(separator: "+", omittingEmptySubsequences: false).map(String.init) + ["+"]
    }
    guard let last = parts.last, !last.isEmpty else { return .failure(.empty) }
    var mods: KeyModifiers = []
    for p in parts.dropLast() {
      guard let m = modifierNames.first(where: { $0.name == p || $0.synonyms.contains(p) }) else {
        return .failure(.unknownModifier(p))
      }
      mods.insert(m.flag)
    }
    guard isKnownKey(last) else { return .failure(.unknownKey(last)) }
    return .success(KeyChord(Key(last), modifiers: mods))
  }

  /// A chord from its written form, or nil.
  public init?(_ text: String) {
    guard case .success(let chord) = Self.parse(text) else { return nil }
    self = chord
  }

  /// The text this chord types on a US keyboard, as SDL's text input event
  /// after the key carries it: a character key with no modifier, a letter
  /// with Shift as its capital, Space as a space; nil for a chord that
  /// types nothing (or whose shifted character depends on the layout).
  public var typedText: String? {
    let name = key.name
    let shift = modifiers.contains(.shift)
    guard modifiers.subtracting(.shift).isEmpty else { return nil }
    if name == "space" { return " " }
    guard name.count == 1, let c = name.first else { return nil }
    if !shift { return name }
    return c.isLetter && c.isASCII ? name.uppercased() : nil
  }

  /// The written form: modifiers in `ctrl`, `alt`, `cmd`, `shift` order, then the key.
  public var description: String {
    var s = ""
    for m in Self.modifierNames where modifiers.contains(m.flag) { s += m.name + "+" }
    return s + key.name
  }
}
