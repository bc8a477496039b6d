import Testing

@testable import ResponderIO

/// Builds small PNGs byte by byte: stored (uncompressed) deflate blocks, so
/// the test needs no zlib of its own and every byte is known.
private enum PNGBytes {
  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
  }

  static func be(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }

  static func chunk(_ kind: String, _ data: [UInt8], crc: UInt32? = nil) -> [UInt8] {
    let body = Array(kind.utf8) + data
    return be(UInt32(data.count)) + body + be(crc ?? crc32(body))
  }

  /// zlib around one stored block, with its Adler-32.
  static func zlibStored(_ data: [UInt8]) -> [UInt8] {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in data {
      a = (a + UInt32(byte)) % 65521
      b = (b + a) % 65521
    }
    let n = UInt16(data.count)
    return [0x78, 0x01, 0x01, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8(~n >> 8)] + data
      + be(b << 16 | a)
  }

  /// An RGBA PNG of `width`×`height` whose rows are `rgba` repeated.
  static func image(width: Int, height: Int, rgba: [UInt8], extra: [UInt8] = []) -> [UInt8] {
    let row = [0] + Array([[UInt8]](repeating: rgba, count: width).joined())
    let raw = Array([[UInt8]](repeating: row, count: height).joined())
    let ihdr = be(UInt32(width)) + be(UInt32(height)) + [8, 6, 0, 0, 0]
    return PNGHeader.signature + chunk("IHDR", ihdr) + extra + chunk("IDAT", zlibStored(raw))
      + chunk("IEND", [])
  }
}

@Suite("PNG decoding")
struct PNGImageTests {
  let good = PNGBytes.image(width: 3, height: 2, rgba: [255, 0, 0, 128])

  @Test("a PNG decodes to its RGBA pixels, not premultiplied")
  func decodes() throws {
    let image = try PNGImage.decode(good, path: "red.png").get()
    #expect(image.width == 3 && image.height == 2)
    #expect(image.pixels == Array([[UInt8]](repeating: [255, 0, 0, 128], count: 6).joined()))
  }

  @Test("a truncated PNG is one error that names the file and says what libpng found")
  func truncated() {
    guard case .failure(let f) = PNGImage.decode(Array(good.prefix(good.count - 20)), path: "cut.png") else {
      Issue.record("a truncated PNG decoded")
      return
    }
    #expect(f.message.hasPrefix("cut.png: cannot decode the PNG: "))
    #expect(f.message.count > "cut.png: cannot decode the PNG: ".count)
  }

  @Test("a corrupt deflate stream with correct chunk CRCs is refused")
  func corruptStream() {
    let bytes =
      PNGHeader.signature
      + PNGBytes.chunk("IHDR", PNGBytes.be(4) + PNGBytes.be(4) + [8, 6, 0, 0, 0])
      + PNGBytes.chunk("IDAT", [0x78, 0x9C] + [UInt8](repeating: 0xFF, count: 64))
      + PNGBytes.chunk("IEND", [])
    guard case .failure(let f) = PNGImage.decode(bytes, path: "bad.png") else {
      Issue.record("a corrupt PNG decoded")
      return
    }
    #expect(f.message.hasPrefix("bad.png: cannot decode the PNG: IDAT"))
  }

  @Test("what libpng only warns about (a bad ancillary chunk) still decodes")
  func warningDecodes() throws {
    let text = PNGBytes.chunk("tEXt", Array("Comment\0hi".utf8), crc: 1234)
    let image = try PNGImage.decode(
      PNGBytes.image(width: 2, height: 2, rgba: [0, 0, 255, 255], extra: text), path: "w.png"
    ).get()
    #expect(image.pixels.count == 16 && image.pixels[2] == 255)
  }

  @Test("the size limit is checked before anything decodes")
  func limitFirst() {
    guard case .failure(let f) = PNGImage.decode(good, path: "big.png", maxPixels: 4) else {
      Issue.record("decoded past the limit")
      return
    }
    #expect(f.message == "big.png: the PNG is 3×2 pixels, over the limit of 4 pixels")
  }
}
