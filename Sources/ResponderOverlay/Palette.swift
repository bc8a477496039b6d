import ResponderCore

/// The overlay's colours, by what each is for: a dark theme (the default)
/// and a light one for bright rooms and projectors (`--theme light`).
///
/// Every text the overlay draws on a colour is one of `textPairs`, and
/// each pair is at least WCAG 2's 4.5:1 contrast for normal text
/// (a test computes the ratios from these values): a pill's label is black
/// on its bright colour, not white on yellow.
public struct Palette: Sendable, Hashable {
  public var name: String
  // Marks over the scene (and the legend's swatches, the panels' dots).
  public var passed: Color
  public var skipped: Color
  public var hitView: Color
  public var handled: Color
  public var firstResponder: Color
  public var actionWalk: Color
  /// The hop step mode or the quiz has just reached.
  public var current: Color
  public var finger: Color
  /// The text on any of those marks: tags, stops, pills (not a finger's
  /// name: it sits on the panel's colour, `fingerText`).
  public var markText: Color
  // The sidebar.
  public var background: Color
  public var panel: Color
  public var card: Color
  public var lessonCard: Color
  public var button: Color
  public var buttonText: Color
  public var lessonButton: Color
  public var lessonButtonText: Color
  public var rule: Color
  public var text: Color
  /// Titles, questions, "Your turn".
  public var strong: Color
  public var dim: Color
  public var heading: Color
  /// "Right:", an explanation: said in the colour of what held.
  public var right: Color
  /// "Wrong:", "discarded": in the colour of what was skipped.
  public var wrong: Color
  /// The handler's row in the chain panel.
  public var handledText: Color
  public var error: Color
  public var errorText: Color
  /// A timeline bar for a recognizer still possible.
  public var idle: Color

  public static let dark = Palette(
    name: "dark",
    passed: Color(r: 52, g: 199, b: 89), skipped: Color(r: 255, g: 149, b: 0),
    hitView: Color(r: 0, g: 122, b: 255),
    handled: Color(r: 175, g: 82, b: 222), firstResponder: Color(r: 255, g: 45, b: 85),
    actionWalk: Color(r: 0, g: 150, b: 160), current: Color(r: 255, g: 214, b: 10),
    finger: Color(r: 120, g: 120, b: 128, a: 110), markText: Color(r: 0, g: 0, b: 0),
    background: Color(r: 20, g: 20, b: 22), panel: Color(r: 28, g: 28, b: 30),
    card: Color(r: 44, g: 44, b: 46),
    lessonCard: Color(r: 30, g: 46, b: 66), button: Color(r: 58, g: 58, b: 60),
    buttonText: Color(r: 255, g: 255, b: 255),
    lessonButton: Color(r: 10, g: 96, b: 200), lessonButtonText: Color(r: 255, g: 255, b: 255),
    rule: Color(r: 72, g: 72, b: 74), text: Color(r: 242, g: 242, b: 247),
    strong: Color(r: 255, g: 255, b: 255),
    dim: Color(r: 152, g: 152, b: 157), heading: Color(r: 255, g: 214, b: 10),
    right: Color(r: 52, g: 199, b: 89),
    wrong: Color(r: 255, g: 149, b: 0), handledText: Color(r: 204, g: 130, b: 245),
    error: Color(r: 200, g: 40, b: 32), errorText: Color(r: 255, g: 255, b: 255),
    idle: Color(r: 99, g: 99, b: 102))

  public static let light = Palette(
    name: "light",
    passed: Color(r: 52, g: 199, b: 89), skipped: Color(r: 255, g: 149, b: 0),
    hitView: Color(r: 0, g: 122, b: 255),
    handled: Color(r: 175, g: 82, b: 222), firstResponder: Color(r: 255, g: 45, b: 85),
    actionWalk: Color(r: 0, g: 150, b: 160), current: Color(r: 255, g: 214, b: 10),
    finger: Color(r: 120, g: 120, b: 128, a: 110), markText: Color(r: 0, g: 0, b: 0),
    background: Color(r: 209, g: 209, b: 214), panel: Color(r: 246, g: 246, b: 248),
    card: Color(r: 229, g: 229, b: 234),
    lessonCard: Color(r: 220, g: 232, b: 248), button: Color(r: 199, g: 199, b: 204),
    buttonText: Color(r: 0, g: 0, b: 0),
    lessonButton: Color(r: 10, g: 96, b: 200), lessonButtonText: Color(r: 255, g: 255, b: 255),
    rule: Color(r: 199, g: 199, b: 204), text: Color(r: 28, g: 28, b: 30), strong: Color(r: 0, g: 0, b: 0),
    dim: Color(r: 88, g: 88, b: 92), heading: Color(r: 140, g: 84, b: 0), right: Color(r: 20, g: 110, b: 45),
    wrong: Color(r: 170, g: 70, b: 0), handledText: Color(r: 120, g: 40, b: 170),
    error: Color(r: 200, g: 40, b: 32), errorText: Color(r: 255, g: 255, b: 255),
    idle: Color(r: 142, g: 142, b: 147))

  /// The editing menu's callout: UIKit's dark menu, the same in both
  /// themes, since it is drawn in the scene as the app would show it.
  public static let menuFill = Color(r: 44, g: 44, b: 46, a: 242)
  public static let menuText = Color(r: 255, g: 255, b: 255)
  /// The context menu: iPadOS's light panel (system grouped background),
  /// black titles, destructive ones in system red, disabled ones grey.
  public static let contextMenuFill = Color(r: 249, g: 249, b: 249, a: 250)
  public static let contextMenuShadow = Color(r: 0, g: 0, b: 0, a: 60)
  public static let contextMenuSeparator = Color(r: 198, g: 198, b: 200)
  public static let contextMenuText = Color(r: 0, g: 0, b: 0)
  public static let contextMenuDestructive = Color(r: 215, g: 0, b: 21)
  public static let contextMenuDisabled = Color(r: 142, g: 142, b: 147)

  /// The palette the overlay draws with now: the stage sets it around a
  /// frame (`$current.withValue`), so tests running side by side each keep their own.
  @TaskLocal public static var current: Palette = .dark

  /// Every text the overlay draws on a colour: what it is, its colour, and
  /// the colour under it (a translucent mark over the scene's white).
  public var textPairs: [(what: String, text: Color, background: Color)] {
    let onScene = Color(r: 255, g: 255, b: 255)
    var out: [(String, Color, Color)] = []
    for (name, mark) in [
      ("inside", passed), ("skipped", skipped), ("hit view", hitView), ("handler", handled),
      ("first responder", firstResponder), ("action walk", actionWalk), ("current hop", current),
    ] {
      out.append(("a tag or stop on \(name)", markText, mark))
    }
    for backdrop in fingerPillBackdrops { out.append(("a finger's name", fingerText, backdrop)) }
    out.append(("an unlit stop", dim, panel))
    out.append(("an editing menu item", Self.menuText, Self.menuFill.over(onScene)))
    for (name, bg) in [("panel", panel), ("quiz card", card), ("lesson card", lessonCard)] {
      for (what, fg) in [
        ("text", text), ("a title", strong), ("a note", dim), ("a heading", heading), ("\"Right\"", right),
        ("\"Wrong\"", wrong), ("the handler", handledText),
      ] {
        out.append(("\(what) on the \(name)", fg, bg))
      }
    }
    out.append(("an answer button", buttonText, button))
    out.append(("a lesson button", lessonButtonText, lessonButton))
    out.append(("an error", errorText, error))
    return out
  }

  /// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
  public static func contrast(_ a: Color, _ b: Color) -> Double { a.contrast(with: b) }

  /// The pill under a finger's name ("mouse", "alt 1"): the panel's colour,
  /// translucent, so the scene under the finger still shows through it.
  public var fingerPill: Color { panel.withAlpha(200) }

  /// A finger's name: of the theme's text colours, the one that reads best
  /// on its pill over any scene, black or white. The marks' black
  /// (`markText`) was drawn there before, and on the dark theme's pill it
  /// was dark on dark.
  public var fingerText: Color {
    Color.mostLegible([strong, text, markText], on: fingerPillBackdrops) ?? strong
  }

  /// What a finger's pill looks like over the extremes a scene may hold.
  var fingerPillBackdrops: [Color] { [fingerPill.over(.black), fingerPill.over(.white)] }
}
