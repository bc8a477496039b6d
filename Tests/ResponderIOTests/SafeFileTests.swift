import Foundation
import Testing

@testable import ResponderIO

/// Reading and writing user-named paths (issue 19, items 2, 3, 11, 12).
@Suite("Safe file reading and writing", .serialized)
struct SafeFileTests {
  let folder: String

  init() throws {
    folder = NSTemporaryDirectory() + "rlab-safefile-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  }

  func cleanUp() { try? FileManager.default.removeItem(atPath: folder) }

  @Test("a FIFO is refused at once instead of blocking open(2)")
  func fifo() {
    defer { cleanUp() }
    let path = folder + "/scene.yaml"
    #expect(mkfifo(path, 0o644) == 0)
    guard case .failure(let f) = SafeFile.read(path, limit: 1000, what: "scene file") else {
      Issue.record("a FIFO was read")
      return
    }
    #expect(f.message == "the scene file is a FIFO, not a regular file")
    #expect(throws: SafeFile.Failure.self) { try SafeFile.Writer(path: path) }
  }

  @Test("directories and devices are refused as inputs")
  func notRegular() {
    defer { cleanUp() }
    guard case .failure(let dir) = SafeFile.read(folder, limit: 10) else {
      Issue.record("read a folder"); return
    }
    #expect(dir.message.contains("a directory"))
    guard case .failure(let dev) = SafeFile.read("/dev/zero", limit: 10) else {
      Issue.record("read /dev/zero"); return
    }
    #expect(dev.message.contains("a character device"))
  }

  @Test("the size is judged on the opened file, through a symlink, before reading")
  func sizeThroughSymlink() throws {
    defer { cleanUp() }
    let big = folder + "/big"
    #expect(FileManager.default.createFile(atPath: big, contents: nil))
    let handle = try #require(FileHandle(forWritingAtPath: big))
    try handle.truncate(atOffset: 2 << 30)
    try handle.close()
    let link = folder + "/small.test.yaml"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: big)
    guard case .failure(let f) = SafeFile.read(link, limit: 8 << 20, what: "test script file") else {
      Issue.record("a 2 GB file was read")
      return
    }
    #expect(f.message == "file is 2147483648 bytes; test script files are limited to 8388608 bytes")
  }

  @Test("a symlink loop is an error with errno's words")
  func symlinkLoop() throws {
    defer { cleanUp() }
    let a = folder + "/a"
    try FileManager.default.createSymbolicLink(atPath: a, withDestinationPath: folder + "/b")
    try FileManager.default.createSymbolicLink(atPath: folder + "/b", withDestinationPath: a)
    guard case .failure(let f) = SafeFile.read(a, limit: 10) else { Issue.record("read a loop"); return }
    #expect(f.message.contains("symbolic links"))
  }

  @Test("a full disk is reported by the write that failed, not trapped")
  func fullDisk() {
    let w = try? SafeFile.Writer(path: "/dev/full")
    #expect(w != nil)
    w?.write("one line\n")
    w?.write("another\n")
    #expect(w?.finish()?.message == "cannot write /dev/full: No space left on device")
    #expect(
      SafeFile.write([1, 2, 3], to: "/dev/full")?.message == "cannot write /dev/full: No space left on device"
    )
  }

  @Test("a symlink target is written through and stays a symlink")
  func writeThroughSymlink() throws {
    defer { cleanUp() }
    let target = folder + "/real.jsonl"
    try Data("old contents that are longer".utf8).write(to: URL(fileURLWithPath: target))
    let link = folder + "/trace.jsonl"
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
    #expect(SafeFile.write(Array("new\n".utf8), to: link) == nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "new\n")
  }

  @Test("with noFollow a symlink is refused and its target untouched")
  func noFollow() throws {
    defer { cleanUp() }
    let scene = folder + "/scene.yaml"
    try Data("window: {}\n".utf8).write(to: URL(fileURLWithPath: scene))
    let shot = folder + "/shot.png"
    try FileManager.default.createSymbolicLink(atPath: shot, withDestinationPath: scene)
    let options = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: true)
    #expect(SafeFile.write([0x89], to: shot, options: options)?.message.contains("symbolic link") == true)
    #expect(try String(contentsOfFile: scene, encoding: .utf8) == "window: {}\n")
  }

  @Test("missing parent folders are created; a device needs allowDevices")
  func parentsAndDevices() throws {
    defer { cleanUp() }
    let path = folder + "/a/b/c/report.xml"
    #expect(SafeFile.write(Array("<x/>".utf8), to: path) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "<x/>")
    #expect(SafeFile.write([1], to: "/dev/null") == nil)
    let strict = SafeFile.WriteOptions(noFollow: true, allowDevices: false, createParents: false)
    #expect(
      SafeFile.write([1], to: "/dev/null", options: strict)?.message.contains("character device") == true)
    #expect(throws: SafeFile.Failure.self) { try SafeFile.prepare(folder + "/missing/x", options: strict) }
    #expect(throws: Never.self) { try SafeFile.prepare(folder + "/x", options: strict) }
  }
}

@Suite("Outputs never overwrite inputs")
struct OutputPathsTests {
  let folder = NSTemporaryDirectory() + "rlab-outputs-\(UInt32.random(in: 0...UInt32.max))"

  @Test("an output naming an input, itself, through .. or through a symlink, is refused with both names")
  func collisions() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let scene = folder + "/s.yaml"
    let script = folder + "/s.test.yaml"
    try "window: {}\n".write(toFile: scene, atomically: true, encoding: .utf8)
    try "scene: s.yaml\n".write(toFile: script, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.jsonl", withDestinationPath: scene)
    let inputs = [
      OutputPaths.Input(what: "scene", path: scene), OutputPaths.Input(what: "script", path: script),
    ]
    func trace(_ path: String) -> [OutputPaths.Output] {
      [OutputPaths.Output(option: "--trace", what: "trace", path: path)]
    }
    #expect(
      OutputPaths.collision(trace(scene), inputs: inputs)
        == "refusing to write the trace over the scene \(scene); choose another --trace")
    let junit = [OutputPaths.Output(option: "--junit", what: "JUnit report", path: folder + "/./s.test.yaml")]
    #expect(OutputPaths.collision(junit, inputs: inputs)?.contains("over the script \(script) (") == true)
    #expect(
      OutputPaths.collision(trace(folder + "/link.jsonl"), inputs: inputs)?.contains("over the scene") == true
    )
    // A new file, and a different existing one, are not inputs.
    #expect(OutputPaths.collision(trace(folder + "/new.jsonl"), inputs: inputs) == nil)
    #expect(OutputPaths.collision(trace("/dev/null"), inputs: inputs) == nil)
  }

  @Test("createOnly writes a new file and never over one that appeared, a symbolic link included")
  func createOnly() throws {
    let folder = NSTemporaryDirectory() + "rlab-createonly-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let only = SafeFile.WriteOptions(createOnly: true)
    let path = folder + "/rec.test.yaml"
    #expect(SafeFile.write(Array("new".utf8), to: path, options: only) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    let again = SafeFile.write(Array("over".utf8), to: path, options: only)
    #expect(again?.exists == true && again?.message == "refusing to write \(path): it exists")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "new")
    let outside = folder + "/outside.txt"
    try "mine".write(toFile: outside, atomically: false, encoding: .utf8)
    let link = folder + "/link.test.yaml"
    #expect(symlink(outside, link) == 0)
    #expect(SafeFile.write(Array("over".utf8), to: link, options: only)?.exists == true)
    #expect(try String(contentsOfFile: outside, encoding: .utf8) == "mine")
    // Without it, the same write goes through, as before.
    #expect(SafeFile.write(Array("over".utf8), to: path) == nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "over")
  }

}

@Suite("PNG headers")
struct PNGHeaderTests {
  func header(_ w: UInt32, _ h: UInt32) -> [UInt8] {
    func be(_ v: UInt32) -> [UInt8] {
      [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
    return PNGHeader.signature + [0, 0, 0, 13] + Array("IHDR".utf8) + be(w) + be(h)
  }

  @Test("the size is read from IHDR, and over the limit the error names file and limit")
  func limit() {
    #expect(PNGHeader(header(640, 480)) == PNGHeader(header(640, 480)))
    #expect(PNGHeader(header(640, 480))?.pixels == 307_200)
    guard case .failure(let f) = PNGHeader.check(header(30_000, 30_000), path: "big.png") else {
      Issue.record("accepted")
      return
    }
    #expect(f.message == "big.png: the PNG is 30000×30000 pixels, over the limit of 16777216 pixels")
    guard case .failure(let g) = PNGHeader.check(Array("not a png at all, really....".utf8), path: "x.png")
    else {
      Issue.record("accepted")
      return
    }
    #expect(g.message == "x.png: not a PNG image")
  }
}

@Suite("Terminal text")
struct TerminalTextTests {
  @Test("escape sequences and other controls print as \\u{…}; newlines and tabs stay")
  func escapes() {
    #expect(
      TerminalText.escape("\u{1B}[32mok everything passed\u{1B}[0m")
        == "\\u{1B}[32mok everything passed\\u{1B}[0m")
    #expect(TerminalText.escape("a\nb\tc") == "a\nb\tc")
    #expect(TerminalText.escape("\u{9B}2J\u{7F}\u{202E}") == "\\u{9B}2J\\u{7F}\\u{202E}")
    #expect(TerminalText.escape("plain é 中") == "plain é 中")
  }

  @Test("user text quoted inside a message escapes newlines and tabs too, so it stays on its line")
  func quoted() {
    #expect(
      TerminalText.quoted("a\nScenes/figure1.yaml:1:1: all good")
        == "a\\u{A}Scenes/figure1.yaml:1:1: all good")
    #expect(TerminalText.quoted("tab\there\u{0}") == "tab\\u{9}here\\u{0}")
    #expect(TerminalText.quoted("plain é 中") == "plain é 中")
  }

}
