import Foundation

/// The scripts a run takes: `rlab test PATH…` and `rlab mcp`'s `run_tests`.
///
/// Nothing under a searched folder is passed over without a word (issue 37,
/// item 12): Foundation's enumerator skipped a subfolder it could not read
/// (its failing test never ran, exit 0) and did not enter a symlinked
/// folder. A folder that cannot be read is returned in `unreadable` (`rlab
/// test` counts it as could not run, exit 2); a symbolic link to a folder
/// is followed when it leads inside the searched folder, and said in
/// `notes` when it leads out of it or to a folder searched already.
public enum ScriptFinder {
  /// A path that names nothing, said as `rlab test` says it.
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// What a search found.
  public struct Search {
    /// The `*.test.yaml` files named or found, sorted.
    public var scripts: [String] = []
    /// Folders that could not be read, with the reason (`Permission denied`).
    public var unreadable: [(folder: String, reason: String)] = []
    /// Symbolic links to folders that were not followed, and why.
    public var notes: [String] = []

    /// Each unreadable folder as a test that could not run: printed,
    /// counted (exit 2) and reported (a JUnit `<error>`) like a broken script.
    public var unreadableOutcomes: [TestOutcome] {
      unreadable.map { u in
        TestOutcome(
          script: u.folder, name: "(folder \(u.folder))", line: 1, status: .error,
          failures: ["\(u.folder): cannot read the folder: \(u.reason); the scripts in it did not run"],
          seconds: 0, startedAt: ScriptRunner.now())
      }
    }
  }

  /// The `*.test.yaml` files named or found under the folders named, sorted;
  /// a folder that cannot be read is a failure here (`rlab mcp`, `--watch`).
  public static func find(_ paths: [String]) throws(Failure) -> [String] {
    let found = try search(paths)
    if let first = found.unreadable.first {
      throw Failure(description: "\(first.folder): cannot read the folder: \(first.reason)")
    }
    return found.scripts
  }

  /// The scripts named or found under the folders named, and what could
  /// not be searched.
  public static func search(_ paths: [String]) throws(Failure) -> Search {
    let fm = FileManager.default
    var found = Search()
    for p in paths {
      var isDir: ObjCBool = false
      guard fm.fileExists(atPath: p, isDirectory: &isDir) else {
        if ScriptDiagnosis.isMangledName(p) {
          throw Failure(description: "\(p): the name is not valid UTF-8; rename the file or folder")
        }
        throw Failure(description: "no such file or folder: \(p)")
      }
      if !isDir.boolValue {
        found.scripts.append(p)
        continue
      }
      walk(p.hasSuffix("/") && p.count > 1 ? String(p.dropLast()) : p, into: &found)
    }
    found.scripts.sort()
    return found
  }

  /// A folder's identity, so a link back into the tree is searched once.
  private struct FolderID: Hashable {
    var device: UInt64
    var inode: UInt64
  }

  /// Every script under `root`, depth first with an explicit stack. Links
  /// to folders wait until the real folders are searched, so a script is
  /// named by its own path, and through a link only when nothing else leads
  /// to it.
  private static func walk(_ root: String, into found: inout Search) {
    let rootReal = realPath(root) ?? root
    var visited: Set<FolderID> = []
    var pending = [root]
    var links: [String] = []
    if let id = folderID(root) { visited.insert(id) }
    while let folder = pending.popLast() ?? nextLink(&links, visited: &visited, found: &found) {
      guard let dir = opendir(folder) else {
        found.unreadable.append((folder, String(cString: strerror(errno))))
        continue
      }
      defer { closedir(dir) }
      while let entry = readdir(dir) {
        // Judged by the entry's own bytes (fstatat): a name that is not
        // UTF-8 has no String that opens it, and the run names such a
        // script (ScriptDiagnosis.isMangledName) instead of losing it.
        var info = stat()
        var target = stat()
        let (name, listed, followed) = withUnsafeBytes(of: entry.pointee.d_name) { raw in
          let bytes = raw.prefix { $0 != 0 }
          return raw.withMemoryRebound(to: CChar.self) { c in
            (
              String(decoding: bytes, as: UTF8.self),
              fstatat(dirfd(dir), c.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) == 0,
              fstatat(dirfd(dir), c.baseAddress!, &target, 0) == 0
            )
          }
        }
        if name == "." || name == ".." || !listed { continue }
        let path = folder == "/" ? "/" + name : folder + "/" + name
        let mangled = ScriptDiagnosis.isMangledName(name)
        switch info.st_mode & S_IFMT {
        case S_IFDIR where mangled:
          found.unreadable.append((path, "the name is not valid UTF-8; rename the folder"))
        case S_IFDIR:
          if let id = folderID(path), visited.insert(id).inserted { pending.append(path) }
        case S_IFLNK:
          guard followed, (target.st_mode & S_IFMT) == S_IFDIR, !mangled else {
            // A link to a file (or a dangling one) is a script like any
            // other: the run says what is wrong with it.
            if name.hasSuffix(".test.yaml") { found.scripts.append(path) }
            continue
          }
          let real = realPath(path) ?? path
          guard real == rootReal || real.hasPrefix(rootReal == "/" ? "/" : rootReal + "/") else {
            found.notes.append(
              "\(path) is a link to a folder outside \(root) (\(real)); not searched: name it to run its scripts"
            )
            continue
          }
          links.append(path)
        default:
          if name.hasSuffix(".test.yaml") { found.scripts.append(path) }
        }
      }
    }
  }

  /// The next link (in name order) to a folder not searched yet; the others
  /// are noted as searched already.
  private static func nextLink(_ links: inout [String], visited: inout Set<FolderID>, found: inout Search)
    -> String?
  {
    links.sort(by: >)
    while let link = links.popLast() {
      if let id = folderID(link), visited.insert(id).inserted { return link }
      found.notes.append(
        "\(link) is a link to \(realPath(link) ?? link), searched already; its scripts run once")
    }
    return nil
  }

  private static func folderID(_ path: String) -> FolderID? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return FolderID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
