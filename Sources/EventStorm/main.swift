import ArgumentParser
import ResponderSDL
import ResponderTesting

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// event-storm: random SDL-level input through SDLEventInjector into a
// headless Session, with the invariants of docs/RELIABILITY.md checked after
// every event. Seeded: the same seed replays the same storm.
//
//   event-storm [--events N] [--seed S] [--seconds T] [--log-from E] [SCENE ...]
//
// Stops after N SDL events (default 1,000,000) or T seconds of wall time,
// whichever comes first; exit 1 when any invariant was violated.

func printError(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

struct EventStormCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "event-storm",
    abstract: "Random SDL input into a headless session, with the invariants checked after every event.",
    discussion: "Exit 1 when any invariant was violated, 2 when SDL cannot start.")

  @Option(help: "Stop after this many SDL events.")
  var events = StormOptions().events

  @Option(help: "The seed: the same seed replays the same storm.")
  var seed = StormOptions().seed

  @Option(help: "Stop after this many seconds of wall time.")
  var seconds: Double?

  @Option(
    help: ArgumentHelp(
      "From this event on, print each step and the touch calls it made (to find the sequence behind a violation).",
      valueName: "event"))
  var logFrom: Int?

  @Argument(help: "Scenes to storm (default: gestures, photoviewer, multitouch, figure1).")
  var scenes: [String] = []

  func run() throws {
    var options = StormOptions()
    options.events = events
    options.seed = seed
    if let seconds { options.seconds = seconds }
    options.logFrom = logFrom
    options.scenes =
      scenes.isEmpty
      ? ["Scenes/gestures.yaml", "Scenes/photoviewer.yaml", "Scenes/multitouch.yaml", "Scenes/figure1.yaml"]
      : scenes
    do {
      try SDLRuntime.start(headless: true)
    } catch {
      printError("event-storm: \(error)")
      throw ExitCode(2)
    }
    let storm = Storm(options: options)
    let violations = storm.run()
    SDLRuntime.stop()
    if violations != 0 { throw ExitCode(1) }
  }
}

// The same seed replays the same storm only if Swift's hashing is the same
// in every run: set and dictionary order (the storm's fingers down, the
// core's sets of touches) is otherwise seeded afresh per process, and the
// runtime reads SWIFT_DETERMINISTIC_HASHING as the process starts, so the
// storm starts itself again with it set (and runs on as it is if it cannot).
if getenv("SWIFT_DETERMINISTIC_HASHING") == nil {
  setenv("SWIFT_DETERMINISTIC_HASHING", "1", 1)
  if let program = CommandLine.unsafeArgv[0] { execvp(program, CommandLine.unsafeArgv) }
}
EventStormCommand.main()
