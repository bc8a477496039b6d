import Foundation

/// Notices when a scene file is saved, by polling its size, mtime and inode.
///
/// Polling the path (not a watch on the file) survives editors that save
/// atomically by renaming a new file over the old one; four polls a second
/// cost nothing measurable.
final class SceneWatcher {
  let path: String
  private var last: (Int, Int, UInt64)?
  private var lastPoll = -Double.infinity
  var interval = 0.25

  init(path: String) {
    self.path = path
    last = Self.stamp(path)
  }

  private static func stamp(_ path: String) -> (Int, Int, UInt64)? {
    var st = stat()
    // A path that cannot be stat'ed stamps as its errno, so that a missing
    // file turning into a symlink loop still counts as a change.
    guard stat(path, &st) == 0 else { return (-1, Int(errno), 0) }
    return (Int(st.st_size), modificationNanoseconds(st), UInt64(st.st_ino))
  }

  /// True once per change, checked at most every `interval` seconds.
  func changed(now: Double) -> Bool {
    guard now - lastPoll >= interval else { return false }
    lastPoll = now
    let s = Self.stamp(path)
    if s?.0 == last?.0, s?.1 == last?.1, s?.2 == last?.2 { return false }
    last = s
    // A file that vanished, or became a symlink loop, is a change too: the
    // reload fails and the window shows why (and reloads when it is back).
    return true
  }
}
