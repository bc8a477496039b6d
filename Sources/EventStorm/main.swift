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
//   event-storm [--events N] [--seed S] [--seconds T] [SCENE ...]
//
// Stops after N SDL events (default 1,000,000) or T seconds of wall time,
// whichever comes first; exit 1 when any invariant was violated.

func printError(_ text: String) {
  var line = text + "\n"
  line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
}

var options = StormOptions()
var args = Array(CommandLine.arguments.dropFirst())
while !args.isEmpty {
  let a = args.removeFirst()
  func value() -> String {
    guard !args.isEmpty else {
      printError("event-storm: \(a) needs a value")
      exit(2)
    }
    return args.removeFirst()
  }
  switch a {
  case "--events": options.events = Int(value()) ?? options.events
  case "--seed": options.seed = UInt64(value()) ?? options.seed
  case "--seconds": options.seconds = Double(value()) ?? options.seconds
  case "--help", "-h":
    print("usage: event-storm [--events N] [--seed S] [--seconds T] [SCENE ...]")
    exit(0)
  default: options.scenes.append(a)
  }
}
if options.scenes.isEmpty {
  options.scenes = [
    "Scenes/gestures.yaml", "Scenes/photoviewer.yaml", "Scenes/multitouch.yaml", "Scenes/figure1.yaml",
  ]
}

do {
  try SDLRuntime.start(headless: true)
} catch {
  printError("event-storm: \(error)")
  exit(2)
}
let storm = Storm(options: options)
let violations = storm.run()
SDLRuntime.stop()
exit(violations == 0 ? 0 : 1)
