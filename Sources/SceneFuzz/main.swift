#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The entry point. SwiftPM renames an executable's `main` to
// `SceneFuzz_main` and links `main` to it, so libFuzzer's own `main` never
// runs; this top-level code hands control to libFuzzer's driver instead.
// Built without `-D FUZZING` (the ordinary `swift build`), it replays the
// files named on the command line once each, so the committed corpus runs
// anywhere.
#if FUZZING
  var fuzzArgc = CommandLine.argc
  var fuzzArgv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
  exit(LLVMFuzzerRunDriver(&fuzzArgc, &fuzzArgv, fuzzOne))
#else
  var replayed = 0
  for path in CommandLine.arguments.dropFirst() {
    guard let file = fopen(path, "rb") else {
      var line = "scene-fuzz: cannot open \(path)\n"
      line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
      exit(2)
    }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = fread(&buffer, 1, buffer.count, file)
      if n <= 0 { break }
      bytes += buffer[0..<n]
    }
    fclose(file)
    _ = bytes.withUnsafeBufferPointer { fuzzOne($0.baseAddress, $0.count) }
    replayed += 1
  }
  print(
    "scene-fuzz: replayed \(replayed) inputs, no crash (a plain build; `make fuzz` builds the libFuzzer one)")
#endif
