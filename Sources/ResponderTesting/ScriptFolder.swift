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
package enum ScriptFolder {
  /// The parser's rule for `shot:`, `image:` and `route:`: a relative path
  /// with no `..` (no absolute path, no way up).
  package static func isRelativeInside(_ path: String) -> Bool {
    !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
  }

  static func check(_ path: String, scriptFile: String) throws {
    try check(path, inFolder: parent(of: scriptFile))
  }

  /// `path` (resolved against the working folder) stays inside `folder`
  /// however its folders are linked; with `itself`, the path too when it
  /// exists (a file to read that is a symlink leading out is refused).
  package static func check(_ path: String, inFolder folder: String, itself: Bool = false) throws {
    guard let root = realPath(folder) else {
      throw StepProblem.unresolvedFolder
    }
    var existing = itself && realPath(path) != nil ? path : parent(of: path)
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
