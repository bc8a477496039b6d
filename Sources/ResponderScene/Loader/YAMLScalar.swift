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

  /// The article-and-noun used in "expected …, got …" messages.
  var kindName: String {
    switch self {
    case .null: "nothing"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    }
  }
}
