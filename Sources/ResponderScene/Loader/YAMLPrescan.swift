/// A first pass over raw scene text that refuses what would hurt the YAML parser.
///
/// Yams trusts its input: an alias bomb expands into gigabytes, a flow
/// collection used as a mapping key (`{[a]: 1}`) traps, and nesting near
/// libyaml's limit of 1000 recurses deeply. So before any byte reaches Yams
/// this scanner follows just enough YAML — quotes, comments, block scalars,
/// flow brackets, indentation — to find aliases, anchors, tags, complex keys,
/// tab indentation, control characters and excessive depth or size. It errs on
/// the side of refusing: a `*` that starts a continuation line of a plain
/// scalar is taken for an alias. One pass, O(n) in the bytes.
struct YAMLPrescan {
  /// What the scan found: errors, or an estimate of the node count.
  struct Outcome {
    var errors: [SceneError]
    var nodeEstimate: Int
  }

  private struct FlowFrame {
    var isMapping: Bool
    var expectingKey: Bool
    var offset: Int
    var line: Int
    var lineStart: Int
    var isKey = false
  }

  private struct BlockScalar {
    var parentIndent: Int
    var contentIndent: Int?
  }

  private let bytes: UnsafeBufferPointer<UInt8>
  private let file: String
  private let limits: SceneLimits
  private var errors: [SceneError] = []
  private var i = 0
  private var line = 1
  private var lineStart = 0
  private var nodes = 0
  private var flow: [FlowFrame] = []
  private var indents: [Int] = []

  private init(bytes: UnsafeBufferPointer<UInt8>, file: String, limits: SceneLimits) {
    self.bytes = bytes
    self.file = file
    self.limits = limits
  }

  /// Scans `bytes` (UTF-8, without a byte-order mark).
  static func scan(_ bytes: UnsafeBufferPointer<UInt8>, file: String, limits: SceneLimits) -> Outcome {
    if bytes.count > limits.maxFileBytes {
      return Outcome(
        errors: [
          SceneError(
            "file is \(bytes.count) bytes; scene files are limited to \(limits.maxFileBytes) bytes",
            at: SceneLocation(file: file, line: 1, column: 1))
        ], nodeEstimate: 0)
    }
    var scanner = YAMLPrescan(bytes: bytes, file: file, limits: limits)
    if let error = scanner.checkEncoding() { return Outcome(errors: [error], nodeEstimate: 0) }
    if scanner.isBlank() {
      return Outcome(
        errors: [SceneError("the scene file is empty", at: SceneLocation(file: file, line: 1, column: 1))],
        nodeEstimate: 0)
    }
    scanner.run()
    return Outcome(errors: scanner.errors, nodeEstimate: scanner.nodes)
  }

  // MARK: Characters

  private func byte(_ k: Int) -> UInt8 { k < bytes.count ? bytes[k] : 0 }

  /// The length of the line break at `k`, 0 if none. libyaml also breaks
  /// lines at NEL, LS and PS, so line numbers must count them to match Yams.
  private func breakLength(_ k: Int) -> Int {
    switch byte(k) {
    case 0x0A: return 1
    case 0x0D: return byte(k + 1) == 0x0A ? 2 : 1
    case 0xC2: return byte(k + 1) == 0x85 ? 2 : 0
    case 0xE2: return byte(k + 1) == 0x80 && (byte(k + 2) == 0xA8 || byte(k + 2) == 0xA9) ? 3 : 0
    default: return 0
    }
  }

  private func isBlankOrEnd(_ k: Int) -> Bool {
    k >= bytes.count || byte(k) == 0x20 || byte(k) == 0x09 || breakLength(k) > 0
  }

  private func isFlowIndicator(_ c: UInt8) -> Bool {
    c == UInt8(ascii: ",") || c == UInt8(ascii: "[") || c == UInt8(ascii: "]") || c == UInt8(ascii: "{")
      || c == UInt8(ascii: "}")
  }

  /// The location of byte `k` on the current line, in Unicode scalars.
  private func location(_ k: Int, line: Int? = nil, lineStart: Int? = nil) -> SceneLocation {
    let start = lineStart ?? self.lineStart
    var column = 1
    var p = start
    while p < k {
      if bytes[p] & 0xC0 != 0x80 { column += 1 }
      p += 1
    }
    return SceneLocation(file: file, line: line ?? self.line, column: column)
  }

  /// The location of byte `k` anywhere, counting lines from the start.
  private func absoluteLocation(_ k: Int) -> SceneLocation {
    var line = 1
    var start = 0
    var p = 0
    while p < k {
      let n = breakLength(p)
      if n > 0 {
        p += n
        line += 1
        start = p
      } else {
        p += 1
      }
    }
    return location(k, line: line, lineStart: start)
  }

  private mutating func fail(_ message: String, at k: Int) {
    errors.append(SceneError(message, at: location(k)))
  }

  // MARK: Encoding

  /// Refuses invalid UTF-8 and the characters YAML forbids (libyaml's
  /// printable set), with the position of the first offending byte.
  private func checkEncoding() -> SceneError? {
    var k = 0
    let n = bytes.count
    while k < n {
      let b0 = bytes[k]
      if b0 < 0x80 {
        if b0 < 0x20 && b0 != 0x09 && b0 != 0x0A && b0 != 0x0D || b0 == 0x7F {
          return SceneError("control character U+\(hex4(UInt32(b0))) is not allowed", at: absoluteLocation(k))
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
      default: return SceneError("invalid UTF-8", at: absoluteLocation(k))
      }
      guard k + length <= n else { return SceneError("invalid UTF-8", at: absoluteLocation(k)) }
      for m in 1..<length {
        let b = bytes[k + m]
        guard b & 0xC0 == 0x80 else { return SceneError("invalid UTF-8", at: absoluteLocation(k)) }
        scalar = scalar << 6 | UInt32(b & 0x3F)
      }
      if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
        return SceneError("invalid UTF-8", at: absoluteLocation(k))
      }
      if (0x80...0x9F).contains(scalar) && scalar != 0x85 || scalar == 0xFEFF || scalar == 0xFFFE
        || scalar == 0xFFFF
      {
        return SceneError("character U+\(hex4(scalar)) is not allowed", at: absoluteLocation(k))
      }
      k += length
    }
    return nil
  }

  private func hex4(_ v: UInt32) -> String {
    let s = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - s.count)) + s
  }

  private func isBlank() -> Bool {
    bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
  }

  // MARK: Structure

  private var tooManyErrors: Bool { errors.count >= limits.maxErrors }

  /// Records one more nesting level; false (with an error) past the limit.
  private mutating func checkDepth(at k: Int) -> Bool {
    guard flow.count + indents.count <= limits.maxYAMLDepth else {
      fail("nesting is deeper than \(limits.maxYAMLDepth) levels", at: k)
      return false
    }
    return true
  }

  private mutating func countNode(at k: Int) -> Bool {
    nodes += 1
    guard nodes <= limits.maxNodes else {
      fail("the scene has more than \(limits.maxNodes) YAML values", at: k)
      return false
    }
    return true
  }

  private mutating func newLine(length: Int) {
    i += length
    line += 1
    lineStart = i
  }

  private mutating func skipToLineEnd() {
    while i < bytes.count && breakLength(i) == 0 { i += 1 }
  }

  /// Skips a name after `*`, `&` or `!`: up to a blank or flow indicator.
  private mutating func skipName() {
    while !isBlankOrEnd(i) && !isFlowIndicator(byte(i)) { i += 1 }
  }

  private mutating func run() {
    var atLineStart = true
    var nodeStart = true
    var inPlain = false
    var blockScalar: BlockScalar?
    let n = bytes.count

    while i < n && !tooManyErrors {
      if atLineStart {
        atLineStart = false
        inPlain = false
        var j = i
        while j < n && bytes[j] == 0x20 { j += 1 }
        let indent = j - i
        let blankLine = j >= n || breakLength(j) > 0
        if let scalar = blockScalar {
          if blankLine {
            i = j
            if i < n { newLine(length: breakLength(i)) }
            atLineStart = true
            continue
          }
          if let content = scalar.contentIndent, indent >= content {
            skipToLineEnd()
            if i < n { newLine(length: breakLength(i)) }
            atLineStart = true
            continue
          }
          if scalar.contentIndent == nil && indent > scalar.parentIndent {
            blockScalar?.contentIndent = indent
            skipToLineEnd()
            if i < n { newLine(length: breakLength(i)) }
            atLineStart = true
            continue
          }
          blockScalar = nil
        }
        if j < n && bytes[j] == 0x09 {
          var k = j
          while k < n && (bytes[k] == 0x20 || bytes[k] == 0x09) { k += 1 }
          if k < n && breakLength(k) == 0 && bytes[k] != UInt8(ascii: "#") {
            fail("a tab is used for indentation; indent with spaces", at: j)
            return
          }
        }
        i = j
        guard flow.isEmpty, !blankLine, bytes[j] != UInt8(ascii: "#") else {
          if flow.isEmpty { nodeStart = true }
          continue
        }
        if indent == 0
          && (startsDocumentMarker(at: j, UInt8(ascii: "-"))
            || startsDocumentMarker(at: j, UInt8(ascii: ".")))
        {
          indents.removeAll()
          nodeStart = true
          i += 3
          continue
        }
        if indent == 0 && bytes[j] == UInt8(ascii: "%") {
          skipToLineEnd()
          continue
        }
        while let last = indents.last, last > indent { indents.removeLast() }
        if indents.last != indent {
          indents.append(indent)
          guard checkDepth(at: j) else { return }
        }
        nodeStart = true
        continue
      }

      let c = bytes[i]
      let breakLen = breakLength(i)
      if breakLen > 0 {
        newLine(length: breakLen)
        atLineStart = true
        continue
      }
      if c == 0x20 || c == 0x09 {
        i += 1
        continue
      }
      if c == UInt8(ascii: "#") && (i == lineStart || bytes[i - 1] == 0x20 || bytes[i - 1] == 0x09) {
        skipToLineEnd()
        continue
      }
      let inFlow = !flow.isEmpty

      if inPlain {
        if c == UInt8(ascii: ":") && (isBlankOrEnd(i + 1) || inFlow) {
          inPlain = false
        } else if inFlow && isFlowIndicator(c) {
          inPlain = false
        } else {
          i += 1
          continue
        }
      }

      switch c {
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        let isKey = flow.last.map { $0.isMapping && $0.expectingKey } ?? false
        if isKey { fail("a list or map cannot be a mapping key", at: i) }
        guard countNode(at: i) else { return }
        flow.append(
          FlowFrame(
            isMapping: c == UInt8(ascii: "{"), expectingKey: true, offset: i, line: line,
            lineStart: lineStart,
            isKey: isKey))
        guard checkDepth(at: i) else { return }
        nodeStart = true
        i += 1
      case let close where inFlow && (close == UInt8(ascii: "]") || close == UInt8(ascii: "}")):
        let frame = flow.removeLast()
        i += 1
        if !frame.isKey && nextSignificantIsColon(from: i) {
          errors.append(
            SceneError(
              "a list or map cannot be a mapping key",
              at: location(frame.offset, line: frame.line, lineStart: frame.lineStart)))
        }
        nodeStart = false
      case UInt8(ascii: ",") where inFlow:
        if flow[flow.count - 1].isMapping { flow[flow.count - 1].expectingKey = true }
        nodeStart = true
        i += 1
      case UInt8(ascii: ":") where inFlow || isBlankOrEnd(i + 1):
        if inFlow && flow[flow.count - 1].isMapping { flow[flow.count - 1].expectingKey = false }
        nodeStart = true
        i += 1
      case UInt8(ascii: "?") where (nodeStart || inFlow) && isBlankOrEnd(i + 1):
        fail("explicit keys (`? `) are not supported in scene files", at: i)
        i += 1
      case UInt8(ascii: "-") where nodeStart && !inFlow && isBlankOrEnd(i + 1):
        guard countNode(at: i) else { return }
        i += 1
        while i < n && bytes[i] == 0x20 { i += 1 }
        if i < n && breakLength(i) == 0 && bytes[i] != UInt8(ascii: "#") {
          indents.append(i - lineStart)
          guard checkDepth(at: i) else { return }
        }
      case UInt8(ascii: "'"), UInt8(ascii: "\""):
        guard countNode(at: i) else { return }
        skipQuoted(c)
        nodeStart = false
      case UInt8(ascii: "*") where nodeStart:
        fail("YAML aliases (`*name`) are not allowed in scene files", at: i)
        i += 1
        skipName()
        nodeStart = false
      case UInt8(ascii: "&") where nodeStart:
        fail("YAML anchors (`&name`) are not allowed in scene files", at: i)
        i += 1
        skipName()
      case UInt8(ascii: "!") where nodeStart:
        fail("YAML tags (`!tag`) are not allowed in scene files", at: i)
        i += 1
        skipName()
      case let header
      where nodeStart && !inFlow && (header == UInt8(ascii: "|") || header == UInt8(ascii: ">")):
        guard countNode(at: i) else { return }
        i += 1
        var explicitIndent: Int?
        while i < n && !isBlankOrEnd(i) {
          if (0x31...0x39).contains(bytes[i]) { explicitIndent = Int(bytes[i] - 0x30) }
          i += 1
        }
        let parent = indents.last ?? -1
        blockScalar = BlockScalar(
          parentIndent: parent, contentIndent: explicitIndent.map { parent >= 0 ? parent + $0 : $0 })
        skipToLineEnd()
        nodeStart = false
      default:
        if nodeStart {
          guard countNode(at: i) else { return }
        }
        inPlain = true
        nodeStart = false
        i += 1
      }
    }
  }

  private func startsDocumentMarker(at k: Int, _ c: UInt8) -> Bool {
    byte(k) == c && byte(k + 1) == c && byte(k + 2) == c && isBlankOrEnd(k + 3)
  }

  /// Whether the next thing after `k`, past blanks, breaks and comments, is
  /// a `:` — which makes the collection just closed a mapping key.
  private func nextSignificantIsColon(from k: Int) -> Bool {
    var p = k
    while p < bytes.count {
      let c = bytes[p]
      if c == 0x20 || c == 0x09 {
        p += 1
      } else if breakLength(p) > 0 {
        p += breakLength(p)
      } else if c == UInt8(ascii: "#") {
        while p < bytes.count && breakLength(p) == 0 { p += 1 }
      } else {
        return c == UInt8(ascii: ":")
      }
    }
    return false
  }

  /// Skips a quoted scalar, which may span lines; an unterminated one runs
  /// to the end and is left for libyaml to report.
  private mutating func skipQuoted(_ quote: UInt8) {
    i += 1
    while i < bytes.count {
      let c = bytes[i]
      let breakLen = breakLength(i)
      if breakLen > 0 {
        newLine(length: breakLen)
      } else if quote == UInt8(ascii: "\"") && c == UInt8(ascii: "\\") {
        i += breakLength(i + 1) > 0 ? 1 : 2
      } else if c == quote {
        if quote == UInt8(ascii: "'") && byte(i + 1) == quote {
          i += 2
        } else {
          i += 1
          return
        }
      } else {
        i += 1
      }
    }
  }
}
