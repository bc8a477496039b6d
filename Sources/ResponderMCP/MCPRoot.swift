import Foundation
import ResponderTesting

/// The one folder `rlab mcp` reads and writes in (`--root`, default the
/// working folder): every path an agent sends is checked here, with the
/// checks `shot:`, `image:` and `route:` paths get (`ScriptFolder`): the
/// parser's rule (relative, no `..`), then the folders on the way resolved
/// with `realpath`, so a symlinked folder or file leading out is refused.
struct MCPRoot: Sendable {
  /// The root, resolved (`realpath`), without a trailing slash.
  let path: String

  init(_ folder: String) throws(ToolFailure) {
    guard let real = Self.realPath(folder) else {
      throw ToolFailure("--root \(folder): no such folder")
    }
    var isDir: ObjCBool = false
    guard FileManager.default.fileExists(atPath: real, isDirectory: &isDir), isDir.boolValue else {
      throw ToolFailure("--root \(folder): not a folder")
    }
    path = real
  }

  /// `given` made a path under the root: relative to it, or absolute and
  /// already inside it. `itself`: the file too must resolve inside (a file
  /// to read); a file to write is opened without following a link instead.
  func resolve(_ given: String, itself: Bool) throws(ToolFailure) -> String {
    var relative = given
    if given.hasPrefix("/") {
      guard given.hasPrefix(path + "/") else { throw outside(given) }
      relative = String(given.dropFirst(path.count + 1))
    }
    while relative.hasPrefix("./") { relative.removeFirst(2) }
    guard !relative.isEmpty, ScriptFolder.isRelativeInside(relative) else { throw outside(given) }
    let full = path + "/" + relative
    do {
      try ScriptFolder.check(full, inFolder: path, itself: itself)
    } catch {
      throw outside(given)
    }
    return full
  }

  /// `full`, an absolute path a script names (its `scene:`, a golden, a
  /// shot), stays inside the root however it is written: `ScriptFolder`
  /// resolves it with `realpath`, so `..` and symlinks count where they
  /// lead. `given` is what the refusal names.
  func confine(_ full: String, itself: Bool, as given: String) throws(ToolFailure) {
    do {
      try ScriptFolder.check(full, inFolder: path, itself: itself)
    } catch {
      throw outside(given)
    }
  }

  /// A folder under the root (`.` is the root itself).
  func resolveFolder(_ given: String) throws(ToolFailure) -> String {
    if given == "." || given == "./" || given == path || given == path + "/" { return path }
    return try resolve(given, itself: true)
  }

  /// `full` relative to the root, for what the tools print.
  func relative(_ full: String) -> String {
    full.hasPrefix(path + "/") ? String(full.dropFirst(path.count + 1)) : full
  }

  private func outside(_ given: String) -> ToolFailure {
    ToolFailure(
      "\(given) is outside the root \(path): rlab mcp reads and writes only inside --root "
        + "(a path relative to it, no `..`, no symlink leading out)")
  }

  static func realPath(_ p: String) -> String? {
    guard let resolved = realpath(p, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}

/// What a tool says when it cannot do what was asked: the text the command
/// line would print, returned as the call's error result.
struct ToolFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
