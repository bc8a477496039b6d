import Foundation
import Testing

/// The repository's root, found from this file so tests do not depend on
/// the working directory.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().path

/// What one run of the `rlab` binary printed and returned.
struct CommandResult {
  var code: Int32
  var out: String
  var err: String
}

/// The `rlab` built beside these tests: the folder of the running test
/// binary (`<scratch>/<configuration>/`, where `swift build --build-tests`
/// puts `rlab` too), so a release build (`-c release`) or another scratch
/// folder (`--scratch-path .build-asan`) runs its own `rlab`, not the
/// default debug one.
let rlabBinary: String = {
  #if os(Linux)
    let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? ""
    let folder = URL(fileURLWithPath: me).deletingLastPathComponent()
  #else
    // XCTest loads the tests from `<scratch>/<configuration>/*.xctest`.
    let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }
    let folder = URL(fileURLWithPath: bundle?.bundlePath ?? "").deletingLastPathComponent()
  #endif
  let beside = folder.appendingPathComponent("rlab").path
  return FileManager.default.isExecutableFile(atPath: beside) ? beside : repositoryRoot + "/.build/debug/rlab"
}()

/// Reads a pipe to its end on a thread of its own, so that a child that
/// fills one pipe while the parent reads the other cannot deadlock both.
final class PipeDrain: @unchecked Sendable {
  private let done = DispatchSemaphore(value: 0)
  private var data = Data()

  init(_ pipe: Pipe) {
    let handle = pipe.fileHandleForReading
    Thread.detachNewThread { [self] in
      data = handle.readDataToEndOfFile()
      done.signal()
    }
  }

  /// Everything the pipe carried, once its writer closed it.
  func text() -> String {
    done.wait()
    return String(decoding: data, as: UTF8.self)
  }
}

/// Runs `rlab` (`rlabBinary`, built with the tests by `swift build
/// --build-tests`) from the repository root, or from `directory`, headless,
/// reading its output and its errors at once. Each run is its own process,
/// so these tests never share SDL with the in-process SDL suites.
func rlab(
  _ arguments: [String], in directory: String = repositoryRoot,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> CommandResult {
  let binary = rlabBinary
  try #require(
    FileManager.default.isExecutableFile(atPath: binary), "build rlab first (swift build --build-tests)",
    sourceLocation: sourceLocation)
  let p = Process()
  p.executableURL = URL(fileURLWithPath: binary)
  p.arguments = arguments
  p.currentDirectoryURL = URL(fileURLWithPath: directory)
  var env = ProcessInfo.processInfo.environment
  env["SDL_VIDEODRIVER"] = "offscreen"
  env["SDL_FRAMEBUFFER_ACCELERATION"] = "0"
  p.environment = env
  let out = Pipe()
  let err = Pipe()
  p.standardOutput = out
  p.standardError = err
  try p.run()
  let (o, e) = (PipeDrain(out), PipeDrain(err))
  let (outText, errText) = (o.text(), e.text())
  p.waitUntilExit()
  return CommandResult(code: p.terminationStatus, out: outText, err: errText)
}

/// A fresh folder under the temporary directory.
func temporaryFolder(_ name: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rlab-\(name)-\(UUID().uuidString)"
  )
  .path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

/// Writes `text` to `folder/name` and returns the path.
@discardableResult
func write(_ text: String, to name: String, in folder: String) throws -> String {
  let path = folder + "/" + name
  try text.write(toFile: path, atomically: true, encoding: .utf8)
  return path
}

let figure1 = repositoryRoot + "/Scenes/figure1.yaml"
let fixtures = "Tests/Fixtures/scripts"

/// The width and height in a PNG's header.
func pngSize(_ path: String) -> (Int, Int)? {
  guard let d = FileManager.default.contents(atPath: path), d.count > 24,
    Array(d.prefix(8)) == [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  else { return nil }
  let b = Array(d[16..<24])
  let w = b[0..<4].reduce(0) { $0 << 8 | Int($1) }
  let h = b[4..<8].reduce(0) { $0 << 8 | Int($1) }
  return (w, h)
}
