import ArgumentParser
import Foundation
import ResponderCore
import ResponderIO
import ResponderLive
import ResponderOverlay
import ResponderSDL
import ResponderScene
import ResponderTesting

struct ShotCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "shot",
    abstract: "Render a scene headless to a PNG, overlay included, optionally after a script's steps.",
    discussion: """
      `--hops all -o DIR` writes slides: one PNG per hop of the latest event's walk (01-….png, 02-….png …), \
      each showing the scene as it was until the hop that changed it.

      `--slide WxH` draws for a projector: a WxH-pixel picture (1920x1080 is 16:9), the scene as large as it fits \
      beside the sidebar, whose smallest text is 24 px on 1920x1080 (in proportion on other sizes), without the \
      live window's key hints. With `--hops all` the folder also gets `index.html`, which pages through the \
      slides with the arrow keys.

      Example, slides of the last event of figure1's first test:
        rlab shot Scenes/figure1.yaml --script Scenes/figure1.test.yaml \\
          --hops all -o slides
      A deck for a projector:
        rlab shot Scenes/lessons/03-controllers.yaml --script Scenes/lessons/03-controllers.test.yaml \\
          --hops all --slide 1920x1080 --theme light -o deck
      """)

  @Argument(help: "The scene file.")
  var scene: String

  @Option(name: .shortAndLong, help: "The PNG to write (with --hops all: the folder for the slides).")
  var output: String

  @Option(help: "A test script whose steps run first (its first test, or --test).")
  var script: String?

  @Option(help: "With --script: the test (by name) whose steps run.")
  var test: String?

  @Flag(help: "Leave the overlay out: the scene alone.")
  var noOverlay = false

  @Option(
    help: ArgumentHelp(
      "Show the latest event's walk up to this many hops (step mode half-way), or `all`: one slide per hop.",
      valueName: "N|all"))
  var hops: Hops?

  @Flag(help: "Show the overlay as paused in step mode.")
  var paused = false

  @Option(help: "The overlay's colours: dark or light (a projector, a printed page).")
  var theme: LiveOptions.Theme = .dark

  @Option(
    help: ArgumentHelp(
      "Draw everything this much larger, the scene and the overlay alike: 0.5 to 4.", valueName: "S"))
  var uiScale: Double?

  @Flag(help: "Clean (demo) mode: no marks over the scene, the sidebar kept.")
  var clean = false

  @Option(
    help: ArgumentHelp(
      "A slide for a projector, WIDTHxHEIGHT pixels (e.g. 1920x1080): the scene scaled up beside a sidebar of 24 px text.",
      valueName: "WxH"))
  var slide: String?

  func validate() throws {
    if let uiScale, !(uiScale.isFinite && WindowLayout.uiScales.contains(uiScale)) {
      throw ValidationError("--ui-scale must be a number from 0.5 to 4")
    }
    if let slide {
      guard Self.slideSize(slide) != nil else {
        let sides = WindowLayout.slideSides
        throw ValidationError(
          "--slide \(TerminalText.escape(slide)): give WIDTHxHEIGHT in pixels, each from \(sides.lowerBound) to \(sides.upperBound), e.g. 1920x1080"
        )
      }
      if uiScale != nil {
        throw ValidationError("--slide sizes the text itself (24 px on 1920x1080): leave out --ui-scale")
      }
      if noOverlay {
        throw ValidationError("--slide puts the sidebar beside the scene: leave out --no-overlay")
      }
    }
  }

  /// `1920x1080` (or `1920×1080`) as a size, when both sides are whole
  /// numbers in `WindowLayout.slideSides`.
  static func slideSize(_ text: String) -> Size? {
    let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(
      separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.count <= 5 && $0.allSatisfy(\.isASCII) }),
      let w = Int(parts[0]), let h = Int(parts[1]),
      WindowLayout.slideSides.contains(w), WindowLayout.slideSides.contains(h)
    else { return nil }
    return Size(width: Double(w), height: Double(h))
  }

  /// The look asked for: the theme, clean mode, and `--ui-scale` applied to
  /// the scene and the overlay together (a shot has no screen to fit).
  func style(_ stage: Stage, slide: Bool) {
    stage.palette = theme.palette
    stage.clean = clean
    // A slide is shown where no key works: its text names none.
    if slide || self.slide != nil { stage.keyHints = false }
    if let size = self.slide.flatMap(Self.slideSize) {
      stage.window = WindowLayout.slide(size, scene: stage.scene.size)
      return
    }
    guard let u = uiScale, !noOverlay else { return }
    let scene = stage.scene.size
    let side = WindowLayout.sidebarWidth * u
    let minimum = WindowLayout.minimumWindow(sidebarShown: true, uiScale: u)
    let size = Size(
      width: (scene.width * u + side).rounded(.up),
      height: (max(scene.height * u, slide ? 0 : minimum.height)).rounded(.up))
    stage.window = WindowLayout(windowSize: size, sceneSize: scene, sidebarShown: true, scale: u, uiScale: u)
  }

  /// `--hops N` or `--hops all`.
  enum Hops: ExpressibleByArgument, Equatable {
    case count(Int)
    case all

    init?(argument: String) {
      if argument == "all" {
        self = .all
      } else if let n = Int(argument), n >= 0 {
        self = .count(n)
      } else {
        return nil
      }
    }
  }

  func run() throws {
    // Checked before anything renders: never over the scene or the script.
    let png = [OutputPaths.Output(option: "-o", what: "PNG", path: output)]
    try refuseOutputsOverInputs(
      png,
      [OutputPaths.Input].scene(scene) + (script.map { [OutputPaths.Input(what: "script", path: $0)] } ?? []))
    let slides = hops == .all
    if slides {
      guard !output.hasSuffix(".png") else {
        throw CommandFailure.message("-o \(output): with --hops all the output is a folder for the slides")
      }
      // Slides go into the folder named, never through a link to another one.
      var info = stat()
      if lstat(output, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
        throw CommandFailure.message("refusing to write slides into \(output): it is a symbolic link")
      }
      do {
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
      } catch {
        throw CommandFailure.message("-o \(output): cannot create the folder: \(error.localizedDescription)")
      }
    } else {
      guard output.hasSuffix(".png") else {
        throw CommandFailure.message("-o \(output): the output is a .png file")
      }
      do { try SafeFile.prepare(output) } catch { throw CommandFailure.message(error.message) }
    }
    try SDLRuntime.start(headless: true)
    defer { SDLRuntime.stop() }
    let shooter = HeadlessShooter()
    shooter.showOverlay = !noOverlay
    var built = try loadScene(scene)
    try refuseOutputsOverInputs(png, [OutputPaths.Input].scene(scene, built))
    var overlay = ScriptPlayer.recorder(for: built)
    // Outlives the block below: it keeps the played session, and with it the
    // app's last action message, until the shot is taken.
    var player: ScriptPlayer?
    if let script {
      let parsed: TestScript
      switch TestScriptParser.load(path: script) {
      case .success(let s): parsed = s
      case .failure(let f): throw CommandFailure.message(f.description)
      }
      guard let t = parsed.tests.first(where: { test == nil || $0.name == test }) else {
        guard let test else { throw CommandFailure.message("\(script): no test") }
        // The names to choose from, as `rlab check` lists ids: a --test
        // pasted from a FAIL line with a typo is found again.
        let names = parsed.tests.map(\.name)
        let hint = SceneSuggestion.closest(to: test, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
        throw CommandFailure.message(
          "\(script): no test named \"\(test)\"\(hint) (tests: \(names.map { "\"\($0)\"" }.joined(separator: ", ")))"
        )
      }
      let played = ScriptPlayer(scenePath: scene, types: CommandEnvironment.types)
      played.shooter = shooter
      played.keepsPictures = hops != nil
      player = played
      let (s, recorder, failures) = try played.play(t)
      for f in failures { printError("note: " + f) }
      built = s
      overlay = recorder
    }
    let held = player?.pictureBeforeLatest
    let quiz = player?.quizSession
    guard slides else {
      let r = try shooter.render(built, overlay: overlay, quiz: quiz) { stage in
        style(stage, slide: false)
        stage.paused = paused
        if case .count(let n) = hops {
          stage.litHops = n
          stage.stepHold = held
        }
      }
      try r.savePNG(output)
      print("wrote \(output)")
      _ = player
      return
    }
    let total = overlay.model().replayLength
    guard total > 0 else {
      throw CommandFailure.message(
        "no event with a walk to show: give a --script whose steps touch or press something")
    }
    // A slide is a full render and a PNG: a walk through a 5,000-controller
    // chain was still writing slides after 60 s (issue 37).
    guard total <= Self.maxSlides else {
      throw CommandFailure.message(
        "the walk has \(total) hops; --hops all writes at most \(Self.maxSlides) slides "
          + "(--hops N draws the walk up to hop N in one picture)")
    }
    var written: [SlideDeck.Slide] = []
    for n in 1...total {
      var name = ""
      let r = try shooter.render(built, overlay: overlay, slide: true) { stage in
        style(stage, slide: true)
        stage.litHops = n
        stage.stepHold = held
        // The stop's words, or its number and its responder's id when the
        // stop had room for its number only ("5" → "5 application").
        let stop = stage.frame(fingers: []).stops.first(where: \.current)
        name = stop.map { $0.text.contains(" ") ? $0.text : $0.text + " " + $0.id } ?? "hop \(n)"
      }
      let path = output + "/" + Self.slideName(n, of: total, stop: name)
      // A link planted in the folder is replaced, never written through (issue 37).
      do { try SafeFile.removeSymlink(at: path) } catch { throw CommandFailure.message(error.message) }
      try r.savePNG(path)
      print("wrote \(path)")
      written.append(SlideDeck.Slide(file: (path as NSString).lastPathComponent, caption: name))
    }
    if slide != nil {
      let deck = SlideDeck(title: built.name, slides: written)
      let index = output + "/index.html"
      // Like the slides: a link planted there is replaced, never written through.
      do { try SafeFile.removeSymlink(at: index) } catch { throw CommandFailure.message(error.message) }
      let options = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: false)
      if let failure = SafeFile.write(Array(deck.html().utf8), to: index, options: options) {
        throw CommandFailure.message(failure.message)
      }
      print("wrote \(index)")
    }
    _ = player
  }

  /// The most slides `--hops all` writes.
  static let maxSlides = 200

  /// `01-ok.png`, `05-a4-main.png`: the hop's number, then its stop's words.
  static func slideName(_ n: Int, of total: Int, stop: String) -> String {
    let digits = max(2, String(total).count)
    let number = String(repeating: "0", count: max(0, digits - String(n).count)) + String(n)
    let words = stop.split(separator: " ").dropFirst().joined(separator: "-")
    let prefix = stop.split(separator: " ").first.map(String.init) ?? ""
    let tag = (prefix.hasPrefix("a") ? prefix + "-" : "") + words
    let safe = String(tag.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" }.prefix(40))
    return number + (safe.isEmpty ? "" : "-" + safe) + ".png"
  }
}
