import ArgumentParser
import ResponderLive
import ResponderOverlay
import ResponderScene

/// The options every live-window command takes: the command-line face of
/// `LiveWindow.Options`.
struct LiveOptions: ParsableArguments {
  @Flag(help: "Run without a display (SDL's offscreen driver), e.g. to measure start-up.")
  var headless = false

  @Option(help: "Stop after this many frames (for scripted checks).")
  var frames: Int?

  @Option(help: "Write the trace (JSON Lines) here.")
  var trace: String?

  @Option(help: "Draw the scene at this scale (default: 1:1, or smaller to fit the screen).")
  var scale: Double?

  @Flag(help: "Start with the sidebar hidden (F12 shows it).")
  var noSidebar = false

  @Flag(help: "Quiz mode: predict each event's route before it is shown (Shift+F12 toggles).")
  var quiz = false

  @Option(
    help: ArgumentHelp(
      "Draw the overlay (sidebar, cards, buttons, tags, stops) this much larger, apart from --scale: 0.5 to 4 (default: what the display's density asks for).",
      valueName: "S"))
  var uiScale: Double?

  @Option(help: "The overlay's colours: dark or light (a bright room, a projector).")
  var theme: Theme = .dark

  @Flag(help: "Clean (demo) mode: no overlay marks over the scene, the sidebar kept (Shift+F10 toggles).")
  var clean = false

  enum Theme: String, ExpressibleByArgument, CaseIterable {
    case dark, light
    var palette: Palette { self == .dark ? .dark : .light }
  }

  func validate() throws {
    if let uiScale, !(uiScale.isFinite && WindowLayout.uiScales.contains(uiScale)) {
      throw ValidationError("--ui-scale must be a number from 0.5 to 4")
    }
    if let scale, !(scale.isFinite && scale > 0 && scale <= 8) {
      throw ValidationError("--scale must be a number above 0 and at most 8")
    }
  }

  var options: LiveWindow.Options {
    LiveWindow.Options(
      headless: headless, frames: frames, trace: trace, scale: scale, sidebar: !noSidebar, quiz: quiz,
      uiScale: uiScale, clean: clean, theme: theme.palette)
  }

  /// Opens `built` in the live window (`LiveWindow.run`), letting `prepare` hook into it.
  func runWindow(path: String, scene built: BuiltScene, watch: Bool, prepare: (LiveWindow) -> Void = { _ in })
    throws
  {
    do {
      try LiveWindow.run(
        path: path, scene: built, watch: watch, options: options, types: CommandEnvironment.types,
        prepare: prepare)
    } catch let failure as LiveWindow.Failure {
      throw CommandFailure(description: failure.description)
    }
  }
}
