/// A PNG's size, read from its `IHDR` chunk before anything decodes it.
///
/// A PNG of 30,000×30,000 compresses to under a megabyte but decodes to
/// 3.6 GB (issue 19), so every image is measured here first and refused
/// past `maxPixels`; the PNG specification puts `IHDR` first, right after
/// the 8-byte signature, with width and height as 4-byte big-endian numbers.
public struct PNGHeader: Hashable, Sendable {
  public var width: Int
  public var height: Int

  /// The most pixels an image may have: 4096×4096, 64 MB once decoded to RGBA.
  public static let defaultMaxPixels = 4096 * 4096

  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Parses the first 24 bytes of a file; nil when they are not a PNG's.
  public init?(_ bytes: some Collection<UInt8>) {
    let b = Array(bytes.prefix(24))
    guard b.count == 24, Array(b[0..<8]) == Self.signature, Array(b[12..<16]) == Array("IHDR".utf8) else {
      return nil
    }
    func be32(_ k: Int) -> Int { Int(b[k]) << 24 | Int(b[k + 1]) << 16 | Int(b[k + 2]) << 8 | Int(b[k + 3]) }
    width = be32(16)
    height = be32(20)
  }

  public var pixels: Int { width * height }

  /// Reads and checks a PNG file: regular, a PNG, not empty, at most
  /// `maxPixels`. The error names the file and the limit.
  public static func read(_ path: String, maxPixels: Int = defaultMaxPixels, maxBytes: Int = 64 << 20)
    -> Result<(PNGHeader, [UInt8]), SafeFile.Failure>
  {
    let bytes: [UInt8]
    switch SafeFile.read(path, limit: maxBytes, what: "image") {
    case .success(let read): bytes = read
    case .failure(let f): return .failure(SafeFile.Failure("\(path): \(f.message)"))
    }
    switch check(bytes, path: path, maxPixels: maxPixels) {
    case .success(let header): return .success((header, bytes))
    case .failure(let f): return .failure(f)
    }
  }

  /// Checks the header at the start of `bytes`.
  public static func check(_ bytes: [UInt8], path: String, maxPixels: Int = defaultMaxPixels)
    -> Result<PNGHeader, SafeFile.Failure>
  {
    guard let header = PNGHeader(bytes) else { return .failure(SafeFile.Failure("\(path): not a PNG image")) }
    guard header.width > 0, header.height > 0 else {
      return .failure(
        SafeFile.Failure("\(path): the PNG is \(header.width)×\(header.height) pixels, which is empty"))
    }
    guard header.width <= maxPixels, header.height <= maxPixels, header.pixels <= maxPixels else {
      return .failure(
        SafeFile.Failure(
          "\(path): the PNG is \(header.width)×\(header.height) pixels, over the limit of \(maxPixels) pixels"
        ))
    }
    return .success(header)
  }
}
