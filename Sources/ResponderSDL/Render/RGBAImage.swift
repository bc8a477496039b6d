internal import CSDL2
internal import CSDL2Image
import ResponderCore
import ResponderIO

/// Decoded pixels, four bytes per pixel in R, G, B, A order, rows top to bottom.
///
/// Golden-image tests compare these, never PNG bytes: two encoders (or two
/// zlib versions) write the same pixels differently.
public struct RGBAImage: Sendable, Hashable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt8]

  public init(width: Int, height: Int, pixels: [UInt8]) {
    precondition(pixels.count == width * height * 4, "RGBA needs four bytes per pixel")
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// An image filled with one colour.
  public init(width: Int, height: Int, fill: Color) {
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for i in stride(from: 0, to: pixels.count, by: 4) {
      (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (fill.r, fill.g, fill.b, fill.a)
    }
    self.init(width: width, height: height, pixels: pixels)
  }

  /// The colour at a pixel; the caller keeps `x` and `y` in range.
  public subscript(x: Int, y: Int) -> Color {
    get {
      let i = (y * width + x) * 4
      return Color(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
    }
    set {
      let i = (y * width + x) * 4
      (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3]) = (
        newValue.r, newValue.g, newValue.b, newValue.a
      )
    }
  }

  /// Writes the pixels as a PNG file through `SafeFile` (so a full disk
  /// is an error, never a truncated file reported as written).
  public func writePNG(_ path: String, options: SafeFile.WriteOptions = SafeFile.WriteOptions())
    throws(SDLError)
  {
    let bytes = try encodePNG(path)
    if let failure = SafeFile.write(bytes, to: path, options: options) { throw SDLError(failure.message) }
  }

  /// The PNG encoding of the pixels, in memory.
  public func encodePNG(_ name: String = "image") throws(SDLError) -> [UInt8] {
    guard width > 0, height > 0 else { throw SDLError("cannot write an empty image to \(name)") }
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_RGBA32.rawValue)
    else { throw SDLError.last("cannot allocate a \(width)×\(height) image") }
    defer { SDL_FreeSurface(surface) }
    let pitch = Int(surface.pointee.pitch)
    let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    pixels.withUnsafeBufferPointer { src in
      for row in 0..<height {
        (base + row * pitch).update(from: src.baseAddress! + row * width * 4, count: width * 4)
      }
    }
    // Deflate never grows data by more than a few bytes per 16 KB block;
    // rows gain a filter byte each, and the chunks a few hundred bytes.
    let capacity = width * height * 4 + height + (width * height * 4) / 1000 + 4096
    var buffer = [UInt8](repeating: 0, count: capacity)
    let written: Int = buffer.withUnsafeMutableBytes { raw -> Int in
      guard let rw = SDL_RWFromMem(raw.baseAddress, Int32(raw.count)) else { return -1 }
      defer { SDL_RWclose(rw) }
      guard IMG_SavePNG_RW(surface, rw, 0) == 0 else { return -1 }
      return Int(SDL_RWtell(rw))
    }
    guard written > 0 else { throw SDLError.last("cannot encode \(name) as PNG") }
    buffer.removeSubrange(written...)
    return buffer
  }
}

/// Reads a PNG as RGBA pixels: the header is checked against `maxPixels`
/// before decoding, and errors name the file. Decoded by `PNGImage`, so a
/// corrupt file is one named error and libpng prints nothing of its own.
public func loadImagePixels(_ path: String, maxPixels: Int = PNGHeader.defaultMaxPixels) throws(SDLError)
  -> RGBAImage
{
  switch PNGImage.read(path, maxPixels: maxPixels) {
  case .success(let image): return RGBAImage(width: image.width, height: image.height, pixels: image.pixels)
  case .failure(let f): throw SDLError(f.message)
  }
}

extension RGBAImage {
  /// Copies an `SDL_PIXELFORMAT_RGBA32` surface row by row (its pitch may pad rows).
  init(copying surface: UnsafeMutablePointer<SDL_Surface>) {
    let w = Int(surface.pointee.w)
    let h = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch)
    let base = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self)
    var pixels = [UInt8](repeating: 0, count: w * h * 4)
    pixels.withUnsafeMutableBufferPointer { dst in
      for row in 0..<h {
        (dst.baseAddress! + row * w * 4).update(from: base + row * pitch, count: w * 4)
      }
    }
    self.init(width: w, height: h, pixels: pixels)
  }
}
