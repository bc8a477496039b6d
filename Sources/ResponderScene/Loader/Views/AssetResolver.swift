import ResponderIO

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds the files a scene names, only inside the scene's folder or the
/// assets folder.
///
/// Scene files are untrusted, so `image: ../../etc/passwd` must not read
/// outside: each candidate is resolved with `realpath` (which also follows
/// symlinks) and must lie under a resolved root.
final class AssetResolver {
  /// Why a path was refused.
  struct Failure: Error {
    var problem: SceneProblem.ImageProblem
  }

  private let roots: [String]
  private let maxPixels: Int
  private var cache: [String: Result<String, Failure>] = [:]

  init(baseDirectory: String, assetsDirectory: String?, maxPixels: Int = PNGHeader.defaultMaxPixels) {
    roots = [baseDirectory] + (assetsDirectory.map { [$0] } ?? [])
    self.maxPixels = maxPixels
  }

  /// Every file found so far, resolved, in the order first named.
  private(set) var resolvedPaths: [String] = []

  func resolve(_ path: String, at location: SceneLocation) -> Result<AssetReference, Failure> {
    if let cached = cache[path] {
      return cached.map { AssetReference(path: path, resolvedPath: $0, location: location) }
    }
    let result = find(path)
    cache[path] = result
    if case .success(let real) = result, !resolvedPaths.contains(real) { resolvedPaths.append(real) }
    return result.map { AssetReference(path: path, resolvedPath: $0, location: location) }
  }

  private func find(_ path: String) -> Result<String, Failure> {
    guard !path.isEmpty else { return .failure(Failure(problem: .emptyPath)) }
    var escaped = false
    for root in roots {
      guard let realRoot = Self.realPath(root) else { continue }
      let candidate = path.hasPrefix("/") ? path : root + "/" + path
      guard let real = Self.realPath(candidate) else { continue }
      guard real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/") else {
        escaped = true
        continue
      }
      guard Self.isRegularFile(real) else {
        return .failure(Failure(problem: .notAFile(path)))
      }
      // The size and the pixels are judged here, at `check`, not first
      // when drawing: a truncated or corrupt PNG is an error at its key.
      let bytes = SafeFile.read(real, limit: 64 << 20, what: "image").mapError {
        SafeFile.Failure("\(path): \($0.message)")
      }
      switch bytes.flatMap({ PNGImage.decode($0, path: path, maxPixels: maxPixels) }) {
      case .success: return .success(real)
      case .failure(let f): return .failure(Failure(problem: .unreadable(f.message)))
      }
    }
    let withAssets = roots.count > 1
    if escaped { return .failure(Failure(problem: .outside(path, withAssets: withAssets))) }
    return .failure(Failure(problem: .notFound(path, withAssets: withAssets)))
  }

  private static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
  }
}
