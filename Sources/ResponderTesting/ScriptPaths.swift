import Foundation

/// Resolves `path` against the folder of `file` unless it is absolute.
func resolve(_ path: String, against file: String) -> String {
  if path.hasPrefix("/") { return path }
  guard let slash = file.lastIndex(of: "/") else { return path }
  return String(file[...slash]) + path
}

/// Paths as `rlab test` prints them.
public enum ScriptPaths {
  /// `path` with `.` and `folder/..` taken out, lexically (a script's
  /// scene `Scenes/prototypes/../figure1.yaml` reads `Scenes/figure1.yaml`),
  /// and relative to the working folder when it lies inside it.
  public static func display(_ path: String, from folder: String = FileManager.default.currentDirectoryPath)
    -> String
  {
    let absolute = path.hasPrefix("/")
    var parts: [Substring] = []
    for c in path.split(separator: "/", omittingEmptySubsequences: true) {
      if c == "." { continue }
      if c == "..", let last = parts.last, last != ".." {
        parts.removeLast()
        continue
      }
      if c == "..", absolute { continue }
      parts.append(c)
    }
    let clean = (absolute ? "/" : "") + parts.joined(separator: "/")
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    if absolute, !base.isEmpty, clean.hasPrefix(base + "/") { return String(clean.dropFirst(base.count + 1)) }
    return clean.isEmpty ? "." : clean
  }
}
