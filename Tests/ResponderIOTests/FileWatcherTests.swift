import Foundation
import Testing

@testable import ResponderIO

/// `FileWatcher`: a poll names the files whose size, modification time or
/// file number moved, including a file saved by renaming a new one over it.
@Suite("file watcher")
struct FileWatcherTests {
  let folder = NSTemporaryDirectory() + "rlab-watch-" + UUID().uuidString

  func write(_ text: String, _ name: String) throws -> String {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let path = folder + "/" + name
    try text.write(toFile: path, atomically: false, encoding: .utf8)
    return path
  }

  @Test("nothing changed, nothing reported; a longer file, a later mtime and a rename over it are changes")
  func changes() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let a = try write("one", "a.yaml")
    let b = try write("two", "b.yaml")
    let w = FileWatcher(paths: [a, b])
    #expect(w.poll().isEmpty)
    _ = try write("one more", "a.yaml")
    #expect(w.poll() == [FileWatcher.Change(path: a, exists: true)])
    try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: 5)], ofItemAtPath: b)
    #expect(w.poll().map(\.path) == [b])
    // An editor's atomic save: a new file (same size) renamed over the old one.
    let fresh = try write("two", "b.new")
    #expect(rename(fresh, b) == 0)
    #expect(w.poll().map(\.path) == [b])
    #expect(w.poll().isEmpty)
  }

  @Test("a deleted file is a change that says it is gone, and its return another")
  func deleted() throws {
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let a = try write("one", "a.yaml")
    let w = FileWatcher(paths: [a])
    try FileManager.default.removeItem(atPath: a)
    #expect(w.poll() == [FileWatcher.Change(path: a, exists: false)])
    #expect(w.poll().isEmpty)
    _ = try write("one", "a.yaml")
    #expect(w.poll() == [FileWatcher.Change(path: a, exists: true)])
  }
}
