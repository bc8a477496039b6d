#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Notices saved files by polling each path's size, modification time and
/// file number: the one watcher of `rlab run --watch` (the scene) and
/// `rlab test --watch` (scripts and their scenes).
///
/// Polling the path rather than inotify or a DispatchSource: Foundation on
/// Linux has no file-system sources, and polling a path survives editors
/// that save by renaming a new file over the old one. Four polls a second
/// of a few files cost nothing measurable.
public final class FileWatcher {
  /// What a poll compares. A path that cannot be stat'ed stamps as its
  /// errno, so that a missing file turning into a symlink loop still
  /// counts as a change.
  struct Stamp: Equatable {
    var size: Int
    var modified: Int
    var file: UInt64
    var error: Int32 = 0
  }

  /// A path whose stamp moved, and whether the file is there now (a file
  /// caught mid-save, or deleted, is not).
  public struct Change: Hashable, Sendable {
    public let path: String
    public let exists: Bool
  }

  private var stamps: [String: Stamp] = [:]
  private var order: [String] = []

  public init(paths: [String] = []) {
    for p in paths { watch(p) }
  }

  /// Starts watching `path` from its state now (nothing if it is watched).
  public func watch(_ path: String) {
    guard stamps[path] == nil else { return }
    stamps[path] = Self.stamp(path)
    order.append(path)
  }

  /// Whether `path` is watched.
  public func isWatching(_ path: String) -> Bool { stamps[path] != nil }

  static func stamp(_ path: String) -> Stamp {
    var st = stat()
    guard stat(path, &st) == 0 else { return Stamp(size: -1, modified: 0, file: 0, error: errno) }
    return Stamp(size: Int(st.st_size), modified: modificationNanoseconds(st), file: UInt64(st.st_ino))
  }

  /// The watched paths whose stamp moved since the last poll, in the order
  /// they were first watched.
  public func poll() -> [Change] {
    var changes: [Change] = []
    for path in order {
      let now = Self.stamp(path)
      guard now != stamps[path] else { continue }
      stamps[path] = now
      changes.append(Change(path: path, exists: now.error == 0))
    }
    return changes
  }
}
