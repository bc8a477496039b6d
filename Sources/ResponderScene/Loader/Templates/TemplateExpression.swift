/// The `${…}` of a template: a parameter (`${title}`), or simple
/// arithmetic on numbers and number parameters (`${index * 60 + 8}`).
///
/// Grammar: `expr := term (('+' | '-') term)*`, `term := factor (('*' | '/' | '%') factor)*`,
/// `factor := number | name | '(' expr ')' | '-' factor`. A lone name
/// substitutes its value as written (text or number); anything with an
/// operator must come out a finite number. O(length); nesting is bounded.
struct TemplateExpression {
  enum Failure: Error, Equatable {
    case unknown(String)
    case notANumber(String, String)
    case syntax(String)
  }

  let text: Substring
  let values: (Substring) -> String?
  private var i: Substring.Index
  private var depth = 0

  init(_ text: Substring, values: @escaping (Substring) -> String?) {
    self.text = text
    self.values = values
    i = text.startIndex
  }

  /// The text the expression stands for. `values` does not escape (the
  /// parser holds it only while it runs), so a caller's closure needs no
  /// allocation: this runs for every `${…}` of every copy.
  static func evaluate(_ text: Substring, values: (Substring) -> String?) -> Result<String, Failure> {
    let trimmed = text.trimmingCharacters()
    if isName(trimmed) {
      guard let v = values(trimmed) else { return .failure(.unknown(String(trimmed))) }
      return .success(v)
    }
    return withoutActuallyEscaping(values) { parse(trimmed, values: $0) }
  }

  /// An expression with operators, read by a parser holding `values`.
  private static func parse(
    _ trimmed: Substring, values: @escaping (Substring) -> String?
  ) -> Result<String, Failure> {
    var parser = TemplateExpression(trimmed, values: values)
    do {
      let n = try parser.expression()
      parser.skipSpaces()
      guard parser.i == trimmed.endIndex else {
        throw Failure.syntax("unexpected '\(trimmed[parser.i...])'")
      }
      guard n.isFinite else { throw Failure.syntax("the result is not a finite number") }
      return .success(format(n))
    } catch let f as Failure {
      return .failure(f)
    } catch {
      return .failure(.syntax("\(error)"))
    }
  }

  /// A number as a person writes it: the fewest decimals (up to 15) that
  /// give back the value to 12 significant digits, so `${index * 0.3 + 0.2}`
  /// at index 3 is "1.1", not the binary sum's "1.0999999999999999".
  static func format(_ n: Double) -> String {
    if n.rounded() == n && abs(n) < 1e15 { return String(Int(n)) }
    guard n.isFinite else { return String(n) }
    var scale = 1.0
    for _ in 0...15 {
      let r = (n * scale).rounded() / scale
      if abs(r - n) <= abs(n) * 1e-12 {
        return r.rounded() == r && abs(r) < 1e15 ? String(Int(r)) : String(r)
      }
      scale *= 10
    }
    return String(n)
  }

  static func isName(_ s: Substring) -> Bool {
    guard let f = s.utf8.first,
      f == UInt8(ascii: "_") || (f | 0x20 >= UInt8(ascii: "a") && f | 0x20 <= UInt8(ascii: "z"))
    else { return false }
    return s.utf8.allSatisfy { c in
      c == UInt8(ascii: "_") || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9"))
        || (c | 0x20 >= UInt8(ascii: "a") && c | 0x20 <= UInt8(ascii: "z"))
    }
  }

  // The parser reads bytes: names and numbers are ASCII (a byte from 128
  // up counts as part of a name, as a non-ASCII letter did), and reading
  // by `Character` cost most of a template expansion's time.
  private func byte(_ k: Substring.Index) -> UInt8 { text.utf8[k] }
  private func next(_ k: Substring.Index) -> Substring.Index { text.utf8.index(after: k) }
  private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
  private static func isNameByte(_ b: UInt8) -> Bool {
    b == UInt8(ascii: "_") || isDigit(b) || b >= 0x80
      || (b | 0x20 >= UInt8(ascii: "a") && b | 0x20 <= UInt8(ascii: "z"))
  }

  mutating func skipSpaces() {
    while i < text.endIndex, byte(i) == UInt8(ascii: " ") { i = next(i) }
  }

  mutating func expression() throws -> Double {
    var v = try term()
    while true {
      skipSpaces()
      guard i < text.endIndex, byte(i) == UInt8(ascii: "+") || byte(i) == UInt8(ascii: "-") else { return v }
      let op = byte(i)
      i = next(i)
      let r = try term()
      v = op == UInt8(ascii: "+") ? v + r : v - r
    }
  }

  mutating func term() throws -> Double {
    var v = try factor()
    while true {
      skipSpaces()
      guard i < text.endIndex else { return v }
      let op = byte(i)
      guard op == UInt8(ascii: "*") || op == UInt8(ascii: "/") || op == UInt8(ascii: "%") else { return v }
      i = next(i)
      let r = try factor()
      switch op {
      case UInt8(ascii: "*"): v *= r
      case UInt8(ascii: "/"):
        guard r != 0 else { throw Failure.syntax("division by zero") }
        v /= r
      default:
        guard r != 0 else { throw Failure.syntax("division by zero") }
        v = v.truncatingRemainder(dividingBy: r)
      }
    }
  }

  mutating func factor() throws -> Double {
    skipSpaces()
    guard i < text.endIndex else { throw Failure.syntax("the expression ends too soon") }
    let c = byte(i)
    if c == UInt8(ascii: "(") {
      depth += 1
      guard depth <= 32 else { throw Failure.syntax("brackets nest deeper than 32") }
      i = next(i)
      let v = try expression()
      skipSpaces()
      guard i < text.endIndex, byte(i) == UInt8(ascii: ")") else {
        throw Failure.syntax("a '(' is not closed")
      }
      i = next(i)
      depth -= 1
      return v
    }
    if c == UInt8(ascii: "-") {
      i = next(i)
      depth += 1
      guard depth <= 32 else { throw Failure.syntax("too many signs") }
      defer { depth -= 1 }
      return -(try factor())
    }
    let start = i
    if Self.isDigit(c) || c == UInt8(ascii: ".") {
      while i < text.endIndex, Self.isDigit(byte(i)) || byte(i) == UInt8(ascii: ".") { i = next(i) }
      guard let n = Double(text[start..<i]) else {
        throw Failure.syntax("'\(text[start..<i])' is not a number")
      }
      return n
    }
    while i < text.endIndex, Self.isNameByte(byte(i)) { i = next(i) }
    let name = text[start..<i]
    guard !name.isEmpty else { throw Failure.syntax("unexpected '\(text[start...].prefix(1))'") }
    guard let value = values(name) else { throw Failure.unknown(String(name)) }
    guard let n = Double(value), n.isFinite else { throw Failure.notANumber(String(name), value) }
    return n
  }
}

extension Substring {
  /// Without the spaces at either end (bytes: a space is one).
  fileprivate func trimmingCharacters() -> Substring {
    var start = utf8.startIndex
    var end = utf8.endIndex
    while start < end, utf8[start] == UInt8(ascii: " ") { start = utf8.index(after: start) }
    while end > start, utf8[utf8.index(before: end)] == UInt8(ascii: " ") { end = utf8.index(before: end) }
    return self[start..<end]
  }
}
