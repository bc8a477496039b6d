import Testing

@testable import ResponderCore

/// The trace's own `Encoder`: keys in the order they are encoded, numbers
/// and strings as the trace has always written them.
@Suite("JSON Lines encoder")
struct JSONLinesEncoderTests {
  struct Inner: Encodable {
    var b = 2
    var a = "x"
    enum CodingKeys: String, CodingKey { case b, a }
  }

  struct Outer: Encodable {
    enum CodingKeys: String, CodingKey { case zeta, alpha, list, none, inner, nested }
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(1.5, forKey: .zeta)
      try c.encode(true, forKey: .alpha)
      try c.encode([3.0, -0.25], forKey: .list)
      try c.encode(String?.none, forKey: .none)
      try c.encode([Inner()], forKey: .inner)
      var n = c.nestedContainer(keyedBy: CodingKeys.self, forKey: .nested)
      try n.encode(["p", "q"], forKey: .list)
    }
  }

  /// Writes its own key, then the wrapped value's into the same object,
  /// as the trace file puts `seq` before a record's fields.
  struct Wrapper: Encodable {
    enum CodingKeys: String, CodingKey { case seq }
    func encode(to encoder: any Encoder) throws {
      var c = encoder.container(keyedBy: CodingKeys.self)
      try c.encode(7, forKey: .seq)
      try Outer().encode(to: encoder)
    }
  }

  @Test("keys come out in the order they are encoded, not sorted or hashed")
  func keyOrder() throws {
    #expect(
      try JSONLinesEncoder().line(Outer())
        == #"{"zeta":1.5,"alpha":true,"list":[3,-0.25],"none":null,"inner":[{"b":2,"a":"x"}],"nested":{"list":["p","q"]}}"#
    )
  }

  @Test("a wrapper's keys and the wrapped value's share one object")
  func sharedContainer() throws {
    let line = try JSONLinesEncoder().line(Wrapper())
    #expect(line.hasPrefix(#"{"seq":7,"zeta":1.5,"#))
    #expect(line.filter { $0 == "{" }.count == 3)
  }

  @Test("quotes, backslashes, C0 and C1 controls are escaped; slashes and other text are not")
  func escapes() throws {
    let s = "a\"b\\c\nd\u{1}e\u{9b}f/g°é→"
    #expect(try JSONLinesEncoder().line([s]) == #"["a\"b\\c\nd\u0001e\u009bf/g°é→"]"#)
  }

  @Test("whole numbers are written without a fraction, non-finite ones as null")
  func numbers() throws {
    #expect(try JSONLinesEncoder().line([0.0, 2.0, 1e20, Double.infinity, 0.1]) == "[0,2,1e+20,null,0.1]")
    #expect(try JSONLinesEncoder().line([Int.max, -3]) == "[\(Int.max),-3]")
  }

  /// The Codable scalars the encoder has no overload of (Float, the sized
  /// integers) go through the generic `encode` like any other value.
  struct Sized: Encodable {
    var f: Float = 1.5
    var i8: Int8 = -2
    var u8: UInt8 = 3
    var i64: Int64 = 7
    var u64: UInt64 = 9
    var u: UInt = 11
  }

  @Test("Float and the sized integers are written as numbers")
  func sizedScalars() throws {
    #expect(try JSONLinesEncoder().line(Sized()) == #"{"f":1.5,"i8":-2,"u8":3,"i64":7,"u64":9,"u":11}"#)
    #expect(try JSONLinesEncoder().line([Float(0.25)]) == "[0.25]")
    #expect(try JSONLinesEncoder().line(UInt8(4)) == "4")
  }
}
