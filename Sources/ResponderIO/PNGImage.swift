internal import CPNG

/// A decoded PNG: four bytes per pixel in R, G, B, A order (not
/// premultiplied), rows top to bottom.
///
/// Every PNG the program reads (scene images, `image:` goldens, the live
/// window's textures) is decoded here, through libpng's simplified API
/// (`png_image_*`), and never through SDL2_image. SDL2_image creates its
/// libpng reader with the default error and warning handlers, which print
/// an unnamed "libpng error: …" or "libpng warning: …" line on stderr beside
/// our own `FILE: …` error, and nothing can switch them off from outside.
/// The simplified API installs handlers of its own that write the message
/// into `png_image.message` instead (libpng manual, "Simplified API"), so
/// a truncated or corrupt file becomes one named error and nothing else.
/// Redirecting file descriptor 2 around SDL's call was the other way; it
/// would also swallow whatever another thread printed meanwhile.
public struct PNGImage: Hashable, Sendable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]

  /// Decodes `bytes`; the error names `path` and says what libpng found.
  ///
  /// The header is checked against `maxPixels` first, so a small file that
  /// would decode to gigabytes is refused before any memory is taken.
  public static func decode(_ bytes: [UInt8], path: String, maxPixels: Int = PNGHeader.defaultMaxPixels)
    -> Result<PNGImage, SafeFile.Failure>
  {
    if case .failure(let f) = PNGHeader.check(bytes, path: path, maxPixels: maxPixels) { return .failure(f) }
    return bytes.withUnsafeBytes { raw -> Result<PNGImage, SafeFile.Failure> in
      var image = png_image()
      image.version = png_uint_32(CPNG_IMAGE_VERSION)
      defer { png_image_free(&image) }
      guard png_image_begin_read_from_memory(&image, raw.baseAddress, raw.count) != 0 else {
        return .failure(failure(path, image))
      }
      let width = Int(image.width)
      let height = Int(image.height)
      guard width > 0, height > 0, width * height <= maxPixels else {
        return .failure(SafeFile.Failure("\(path): the PNG is \(width)×\(height) pixels"))
      }
      image.format = png_uint_32(CPNG_FORMAT_RGBA)
      var pixels = [UInt8](repeating: 0, count: width * height * 4)
      let finished = pixels.withUnsafeMutableBytes { out in
        png_image_finish_read(&image, nil, out.baseAddress, png_int_32(width * 4), nil)
      }
      guard finished != 0 else { return .failure(failure(path, image)) }
      return .success(PNGImage(width: width, height: height, pixels: pixels))
    }
  }

  /// Reads and decodes a PNG file through `SafeFile` (regular files only,
  /// a size limit) and the header check.
  public static func read(_ path: String, maxPixels: Int = PNGHeader.defaultMaxPixels)
    -> Result<PNGImage, SafeFile.Failure>
  {
    PNGHeader.read(path, maxPixels: maxPixels).flatMap { decode($0.1, path: path, maxPixels: maxPixels) }
  }

  /// libpng's message, which the simplified API keeps instead of printing.
  private static func failure(_ path: String, _ image: png_image) -> SafeFile.Failure {
    var message = image.message
    let text = withUnsafeBytes(of: &message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    return SafeFile.Failure("\(path): cannot decode the PNG: \(text.isEmpty ? "unknown error" : text)")
  }
}
