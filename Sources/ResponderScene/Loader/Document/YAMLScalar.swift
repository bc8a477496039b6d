/// What a YAML scalar means in a scene file.
///
/// libyaml's events carry every scalar as text (no resolver runs, which
/// skips a regular expression per scalar) and the loader decides here:
/// only unquoted scalars can be null, booleans or numbers; `yes`/`no` stay
/// strings, so a text field saying "no" keeps saying it.
enum YAMLScalar: Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)

  init(_ scalar: Node.Scalar) {
    let text = scalar.string
    guard scalar.style == .plain || scalar.style == .any else {
      self = .string(text)
      return
    }
    if let value = text.utf8.withContiguousStorageIfAvailable(YAMLScalar.plainInteger) ?? nil {
      self = .number(value)
      return
    }
    // Only scalars that begin with one of these bytes can be one of YAML's
    // named values below; the rest (most keys and words, every plain
    // number) skip the comparisons. Measured in `rlab bench --only load`.
    switch text.utf8.first ?? 0 {
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      self =
        YAMLScalar.looksNumeric(text) ? Double(text).map(YAMLScalar.number) ?? .string(text) : .string(text)
      return
    case 0, UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"), UInt8(ascii: "t"), UInt8(ascii: "T"),
      UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "."), UInt8(ascii: "+"), UInt8(ascii: "-"):
      break
    default:
      self = .string(text)
      return
    }
    switch text {
    case "", "~", "null", "Null", "NULL": self = .null
    case "true", "True", "TRUE": self = .bool(true)
    case "false", "False", "FALSE": self = .bool(false)
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": self = .number(.infinity)
    case "-.inf", "-.Inf", "-.INF": self = .number(-.infinity)
    case ".nan", ".NaN", ".NAN": self = .number(.nan)
    default:
      if YAMLScalar.looksNumeric(text), let value = Double(text) {
        self = .number(value)
      } else {
        self = .string(text)
      }
    }
  }

  /// `120`, `-8`: up to 15 digits (exact in a Double), with an optional
  /// minus; the frames and sizes of big scenes are almost all such, and
  /// `Double(String)` costs several times more. Nil for anything else.
  /// Reads the bytes in place (a short string's too): stepping through a
  /// `String.UTF8View` cost several times more a byte.
  private static func plainInteger(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
    var value = 0
    var digits = 0
    var negative = false
    for byte in bytes {
      if byte == UInt8(ascii: "-") && digits == 0 && !negative {
        negative = true
        continue
      }
      guard byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"), digits < 15 else { return nil }
      value = value * 10 + Int(byte - UInt8(ascii: "0"))
      digits += 1
    }
    guard digits > 0 else { return nil }
    return negative ? -Double(value) : Double(value)
  }

  /// Decimal numbers only: `Double.init` alone would also take `inf`,
  /// `nan` and hexadecimal floats.
  private static func looksNumeric(_ text: String) -> Bool {
    var sawDigit = false
    for (k, c) in text.utf8.enumerated() {
      switch c {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): sawDigit = true
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): continue
      case UInt8(ascii: "-"), UInt8(ascii: "+"): if k == 0 { continue } else if !sawDigit { return false }
      default: return false
      }
    }
    return sawDigit
  }

  /// What "expected …, got …" messages call this scalar.
  var valueKind: SceneProblem.ValueKind {
    switch self {
    case .null: .null
    case .bool: .bool
    case .number: .number
    case .string: .string
    }
  }
}
