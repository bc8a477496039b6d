internal import CSDL2

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The regular and bold font files the renderer draws text with.
public struct FontFiles: Sendable, Hashable {
  public var regular: String
  /// nil when no bold face ships beside `regular`; bold is then synthesised.
  public var bold: String?

  public init(regular: String, bold: String?) {
    self.regular = regular
    self.bold = bold
  }
}

/// Finds the fonts in the order a user can override them.
///
/// Order: an explicit path, `$RLAB_ASSETS/fonts`, `Assets/fonts` under the current
/// directory, `Assets/fonts` in the executable's directory or any directory above
/// it (so `swift run` from `.build/debug` and an installed copy both work), and
/// last the system's DejaVu. The lookup takes its environment as parameters so
/// tests can drive every branch without touching the process.
public struct FontLocator: Sendable {
  public static let regularName = "DejaVuSans.ttf"
  public static let boldName = "DejaVuSans-Bold.ttf"
  /// Debian's `fonts-dejavu-core`; on macOS the folder font installers use.
  #if os(macOS)
    public static let systemDirectory = "/Library/Fonts"
  #else
    public static let systemDirectory = "/usr/share/fonts/truetype/dejavu"
  #endif

  public var explicitPath: String?
  public var assetsRoot: String?
  public var currentDirectory: String?
  public var executableDirectory: String?
  public var systemDirectory: String?
  /// Whether a regular file exists at a path; injected for tests.
  public var fileExists: @Sendable (String) -> Bool

  public init(
    explicitPath: String? = nil, assetsRoot: String?, currentDirectory: String?,
    executableDirectory: String?, systemDirectory: String? = FontLocator.systemDirectory,
    fileExists: @escaping @Sendable (String) -> Bool = FontLocator.regularFileExists
  ) {
    self.explicitPath = explicitPath
    self.assetsRoot = assetsRoot
    self.currentDirectory = currentDirectory
    self.executableDirectory = executableDirectory
    self.systemDirectory = systemDirectory
    self.fileExists = fileExists
  }

  /// A locator reading `$RLAB_ASSETS`, the working directory and the executable's place.
  public static func forProcess(explicitPath: String? = nil) -> FontLocator {
    FontLocator(
      explicitPath: explicitPath,
      assetsRoot: getenv("RLAB_ASSETS").map { String(cString: $0) },
      currentDirectory: currentWorkingDirectory(),
      executableDirectory: executableDirectory())
  }

  /// The directories searched, in order, for the regular and bold faces.
  public var searchDirectories: [String] {
    var dirs: [String] = []
    if let root = assetsRoot, !root.isEmpty { dirs.append(join(root, "fonts")) }
    if let cwd = currentDirectory { dirs.append(join(cwd, "Assets/fonts")) }
    if var dir = executableDirectory {
      while true {
        dirs.append(join(dir, "Assets/fonts"))
        guard let parent = parentDirectory(dir) else { break }
        dir = parent
      }
    }
    if let system = systemDirectory { dirs.append(system) }
    return dirs
  }

  /// The font files to use, or an error naming the places searched.
  public func locate() throws(SDLError) -> FontFiles {
    if let path = explicitPath {
      guard fileExists(path) else { throw SDLError("font not found: \(path) (check --font)") }
      let sibling = parentDirectory(path).map { join($0, FontLocator.boldName) }
      let bold = sibling.flatMap { $0 != path && fileExists($0) ? $0 : nil }
      return FontFiles(regular: path, bold: bold)
    }
    for dir in searchDirectories {
      let regular = join(dir, FontLocator.regularName)
      guard fileExists(regular) else { continue }
      let bold = join(dir, FontLocator.boldName)
      return FontFiles(regular: regular, bold: fileExists(bold) ? bold : nil)
    }
    throw SDLError(
      "font \(FontLocator.regularName) not found: set RLAB_ASSETS to the folder holding fonts/ "
        + "or run from the ResponderLab checkout (searched \(searchDirectories.joined(separator: ", ")))")
  }

  @Sendable public static func regularFileExists(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }

  static func currentWorkingDirectory() -> String? {
    guard let buffer = getcwd(nil, 0) else { return nil }
    defer { free(buffer) }
    return String(cString: buffer)
  }

  /// The executable's directory, from SDL: `/proc/self/exe` on Linux, the
  /// main bundle's resource path (the executable's folder for a bare tool) on
  /// macOS. Unlike `argv[0]` it is right when rlab was found through `PATH`.
  public static func executableDirectory() -> String? {
    guard let base = SDL_GetBasePath() else { return nil }
    defer { SDL_free(base) }
    var path = String(cString: base)
    while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
    return path
  }
}

private func join(_ dir: String, _ name: String) -> String {
  dir.hasSuffix("/") ? dir + name : dir + "/" + name
}

/// The parent of an absolute or relative path; nil at the root or for a bare name.
private func parentDirectory(_ path: String) -> String? {
  var p = Substring(path)
  while p.count > 1 && p.hasSuffix("/") { p.removeLast() }
  guard let slash = p.lastIndex(of: "/") else { return nil }
  if slash == p.startIndex { return p.count > 1 ? "/" : nil }
  return String(p[..<slash])
}
