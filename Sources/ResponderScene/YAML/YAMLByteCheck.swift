/// The checks on raw bytes that come before any YAML parsing: size, UTF-8,
/// the characters YAML forbids, and emptiness.
///
/// Everything structural (aliases, anchors, tags, depth, node count, keys)
/// is judged on libyaml's events by `YAMLEventReader`, with libyaml's own
/// positions; only what needs no YAML grammar is checked here.
enum YAMLByteCheck {
  /// The first problem with `bytes` (UTF-8 without a byte-order mark), or nil.
  static func check(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: SceneLimits, document: String)
    -> SceneError?
  {
    let start = SceneLocation(file: file, line: 1, column: 1)
    if bytes.count > limits.maxFileBytes {
      return SceneError(
        .yaml(.fileTooBig(bytes: bytes.count, max: limits.maxFileBytes, document: document)), at: start)
    }
    if let error = checkEncoding(bytes, file: file) { return error }
    return nil
  }

  /// Whether the text holds nothing but blanks and line breaks.
  static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  /// Refuses invalid UTF-8 and the characters YAML forbids (libyaml's
  /// printable set), with the position of the first offending byte.
  private static func checkEncoding(_ bytes: UnsafeBufferPointer<UInt8>, file: String) -> SceneError? {
    var k = 0
    let n = bytes.count
    func at(_ k: Int) -> SceneLocation { location(ofByte: k, in: bytes, file: file) }
    while k < n {
      let b0 = bytes[k]
      if b0 < 0x80 {
        if b0 < 0x20 && b0 != 0x09 && b0 != 0x0A && b0 != 0x0D || b0 == 0x7F {
          return SceneError(.yaml(.controlCharacter(UInt32(b0))), at: at(k))
        }
        k += 1
        continue
      }
      var scalar: UInt32
      var length: Int
      var minimum: UInt32
      switch b0 {
      case 0xC2...0xDF: (scalar, length, minimum) = (UInt32(b0 & 0x1F), 2, 0x80)
      case 0xE0...0xEF: (scalar, length, minimum) = (UInt32(b0 & 0x0F), 3, 0x800)
      case 0xF0...0xF4: (scalar, length, minimum) = (UInt32(b0 & 0x07), 4, 0x10000)
      default: return SceneError(.yaml(.invalidUTF8), at: at(k))
      }
      guard k + length <= n else { return SceneError(.yaml(.invalidUTF8), at: at(k)) }
      for m in 1..<length {
        let b = bytes[k + m]
        guard b & 0xC0 == 0x80 else { return SceneError(.yaml(.invalidUTF8), at: at(k)) }
        scalar = scalar << 6 | UInt32(b & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return SceneError(.yaml(.invalidUTF8), at: at(k))
      }
      if (0x80...0x9F).contains(scalar) && scalar != 0x85 || scalar == 0xFEFF || scalar == 0xFFFE
        || scalar == 0xFFFF
      {
        return SceneError(.yaml(.forbiddenCharacter(scalar)), at: at(k))
      }
      k += length
    }
    return nil
  }

  /// The length of the line break at `k`, 0 if none. libyaml also breaks
  /// lines at NEL, LS and PS, so line numbers count them to match it.
  static func breakLength(_ bytes: UnsafeBufferPointer<UInt8>, _ k: Int) -> Int {
    func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }
    switch byte(k) {
    case 0x0A: return 1
    case 0x0D: return byte(k + 1) == 0x0A ? 2 : 1
    case 0xC2: return byte(k + 1) == 0x85 ? 2 : 0
    case 0xE2: return byte(k + 1) == 0x80 && (byte(k + 2) == 0xA8 || byte(k + 2) == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  /// The line and column (in Unicode scalars) of byte `k`.
  static func location(ofByte k: Int, in bytes: UnsafeBufferPointer<UInt8>, file: String) -> SceneLocation {
    var line = 1
    var start = 0
    var p = 0
    while p < k && p < bytes.count {
      let n = breakLength(bytes, p)
      if n > 0 {
        p += n
        line += 1
        start = p
      } else {
        p += 1
      }
    }
    var column = 1
    var q = start
    while q < k && q < bytes.count {
      if bytes[q] & 0xC0 != 0x80 { column += 1 }
      q += 1
    }
    return SceneLocation(file: file, line: line, column: column)
  }
}
