import Yams

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads scene files into `SceneDocument`s, or lists every error in them.
///
/// The pipeline, cheapest refusal first: size, then `YAMLPrescan` over the
/// raw bytes (encoding, aliases, complex keys, tabs, depth, node count), then
/// Yams `compose` (never `load` or `YAMLDecoder`, which would expand
/// aliases), then `SceneDecoder` (shapes, values, ids, references, cycles).
public enum SceneLoader {
  /// Loads the scene at `path`; images resolve inside its folder or
  /// `assetsDirectory`.
  public static func load(
    path: String, limits: SceneLimits = .default, assetsDirectory: String? = nil
  ) -> Result<SceneDocument, SceneErrors> {
    let start = SceneLocation(file: path, line: 1, column: 1)
    let bytes: [UInt8]
    switch readFile(path, limit: limits.maxFileBytes) {
    case .success(let read): bytes = read
    case .failure(let failure): return .failure(SceneErrors([SceneError(failure.message, at: start)]))
    }
    return parse(
      bytes: bytes, file: path, baseDirectory: directory(of: path), assetsDirectory: assetsDirectory,
      limits: limits)
  }

  /// Parses scene text that names itself `file` in errors.
  public static func parse(
    text: String, file: String, baseDirectory: String, assetsDirectory: String? = nil,
    limits: SceneLimits = .default
  ) -> Result<SceneDocument, SceneErrors> {
    parse(
      bytes: Array(text.utf8), file: file, baseDirectory: baseDirectory, assetsDirectory: assetsDirectory,
      limits: limits)
  }

  /// Parses raw bytes, which may be any garbage: they are checked before
  /// anything trusts them to be UTF-8.
  public static func parse(
    bytes: [UInt8], file: String, baseDirectory: String, assetsDirectory: String? = nil,
    limits: SceneLimits = .default
  ) -> Result<SceneDocument, SceneErrors> {
    let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
    let outcome = body.withUnsafeBufferPointer { YAMLPrescan.scan($0, file: file, limits: limits) }
    guard outcome.errors.isEmpty else { return .failure(finish(outcome.errors, limits: limits)) }

    let text = String(decoding: body, as: UTF8.self)
    let root: Node
    do {
      guard let composed = try Yams.compose(yaml: text, Resolver.basic, Constructor.default, .utf8) else {
        return .failure(
          SceneErrors([
            SceneError("the scene file is empty", at: SceneLocation(file: file, line: 1, column: 1))
          ]))
      }
      root = composed
    } catch {
      return .failure(SceneErrors([YAMLErrorConversion.sceneError(error, file: file, text: text)]))
    }

    let decoder = SceneDecoder(
      file: file, limits: limits,
      assets: AssetResolver(baseDirectory: baseDirectory, assetsDirectory: assetsDirectory))
    guard let document = decoder.decodeDocument(root) else {
      return .failure(finish(decoder.errors, limits: limits))
    }
    return .success(document)
  }

  /// Sorts errors into file order and cuts the list at `maxErrors`.
  private static func finish(_ errors: [SceneError], limits: SceneLimits) -> SceneErrors {
    let sorted = errors.enumerated().sorted { a, b in
      a.element.location == b.element.location ? a.offset < b.offset : a.element.location < b.element.location
    }.map(\.element)
    guard sorted.count > limits.maxErrors else { return SceneErrors(sorted) }
    let omitted = sorted.count - limits.maxErrors
    return SceneErrors(
      Array(sorted.prefix(limits.maxErrors))
        + [SceneError("\(omitted) more errors not shown", at: sorted[limits.maxErrors].location)])
  }

  private struct ReadFailure: Error {
    var message: String
  }

  /// Reads a whole file, refusing one larger than `limit` before reading it.
  private static func readFile(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
    let fd = open(path, O_RDONLY)
    guard fd >= 0 else { return .failure(ReadFailure(message: "cannot open the scene file: \(errnoText())")) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(ReadFailure(message: errnoText())) }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      return .failure(ReadFailure(message: "the scene path is not a regular file"))
    }
    guard Int(info.st_size) <= limit else {
      return .failure(
        ReadFailure(message: "file is \(info.st_size) bytes; scene files are limited to \(limit) bytes"))
    }
    var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
    var count = 0
    while count < bytes.count {
      let n = bytes.withUnsafeMutableBytes { read(fd, $0.baseAddress! + count, $0.count - count) }
      if n < 0 && errno == EINTR { continue }
      guard n >= 0 else {
        return .failure(ReadFailure(message: "cannot read the scene file: \(errnoText())"))
      }
      if n == 0 { break }
      count += n
    }
    guard count <= limit else {
      return .failure(
        ReadFailure(message: "file is over \(limit) bytes; scene files are limited to \(limit) bytes"))
    }
    bytes.removeSubrange(count...)
    return .success(bytes)
  }

  private static func errnoText() -> String { String(cString: strerror(errno)) }

  private static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
