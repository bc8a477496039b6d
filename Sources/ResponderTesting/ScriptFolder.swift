#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Keeps the files a script writes (`shot:`, a missing `image:` golden, its
/// diff) inside the script's folder, as `AssetResolver` keeps a scene's
/// images inside the scene's folder.
///
/// The parser already refuses absolute paths and `..`; this catches a
/// folder on the way that is a symlink leading out: the deepest folder of
/// the path that exists must resolve (`realpath`) under the script's folder.
enum ScriptFolder {
  static func check(_ path: String, scriptFile: String) throws {
    let folder = parent(of: scriptFile)
    guard let root = realPath(folder) else {
      throw StepProblem.unresolvedFolder
    }
    var existing = parent(of: path)
    while realPath(existing) == nil, existing != folder, existing != "." {
      existing = parent(of: existing)
    }
    guard let real = realPath(existing), real == root || real.hasPrefix(root == "/" ? "/" : root + "/") else {
      throw StepProblem.outsideFolder(path)
    }
  }

  private static func parent(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
