#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one rule every output of a command follows: it never names a file the
/// same run reads.
///
/// `rlab test s.test.yaml --junit s.test.yaml` turned the script into JUnit
/// XML, and `--trace SCENE.yaml` emptied the scene (issue 37). Every output
/// (`--junit`, `--report`'s `index.html`, `--trace`, `-o`, rewritten goldens,
/// `shot:` steps) is checked against every input (scenes, scripts, the
/// images and goldens they name) before anything is written. Files are
/// compared by device and inode after following symbolic links, so a link
/// or a hard link to an input is caught as the input itself; an output that
/// does not exist yet cannot be an input.
public enum OutputPaths {
  /// A file a run writes: the option that names it (`--trace`) and what it
  /// is called in the message ("trace").
  public struct Output: Hashable, Sendable {
    public var option: String
    public var what: String
    public var path: String
    public init(option: String, what: String, path: String) {
      (self.option, self.what, self.path) = (option, what, path)
    }
  }

  /// A file a run reads, and what it is ("scene", "script", "route golden").
  public struct Input: Hashable, Sendable {
    public var what: String
    public var path: String
    public init(what: String, path: String) { (self.what, self.path) = (what, path) }
  }

  /// The first output that is an input, as the message to print, or nil.
  ///
  /// Linear in outputs + inputs: each input's identity is read once.
  public static func collision(_ outputs: [Output], inputs: [Input]) -> String? {
    var byIdentity: [FileIdentity: Input] = [:]
    for input in inputs {
      guard let id = FileIdentity(input.path), byIdentity[id] == nil else { continue }
      byIdentity[id] = input
    }
    for output in outputs {
      guard let id = FileIdentity(output.path), let input = byIdentity[id] else { continue }
      let same = output.path == input.path ? "" : " (\(output.path) is the same file)"
      return "refusing to write the \(output.what) over the \(input.what) \(input.path)\(same); "
        + "choose another \(output.option)"
    }
    return nil
  }

  /// A file's device and inode, symbolic links followed.
  struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
    init?(_ path: String) {
      var info = stat()
      guard stat(path, &info) == 0 else { return nil }
      device = UInt64(truncatingIfNeeded: info.st_dev)
      inode = UInt64(truncatingIfNeeded: info.st_ino)
    }
  }
}
