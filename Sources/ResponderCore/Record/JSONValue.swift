/// One JSON scalar as the trace writes it: whole numbers without a
/// fraction (a tick reads `7`, not `7.0`), non-finite ones as null, strings
/// with C0 and C1 controls escaped. `JSONLinesEncoder` writes every scalar
/// through this, so routes and traces spell values alike.
public enum JSONValue {
  case string(String), number(Double), bool(Bool), null

  public var encoded: String {
    var s = ""
    write(into: &s)
    return s
  }

  func write(into s: inout String) {
    switch self {
    case .string(let v): JSONValue.escape(v, into: &s)
    case .number(let n):
      if !n.isFinite {
        s += "null"
      } else if n == n.rounded(), abs(n) < 1e15 {
        s += String(Int64(n))
      } else {
        // Times and points rounded to 1e-9, so sums of ticks are not
        // written as 0.049999999999999996; large numbers as they are.
        let r = abs(n) < 1e6 ? (n * 1e9).rounded() / 1e9 : n
        s += r == r.rounded() && abs(r) < 1e15 ? String(Int64(r)) : String(r)
      }
    case .bool(let b): s += b ? "true" : "false"
    case .null: s += "null"
    }
  }

  static func escape(_ v: String, into s: inout String) {
    s += "\""
    // Most strings need no escape: append them whole. 0xC2 leads every
    // UTF-8 encoding of U+0080...U+00BF, where the C1 controls are.
    if v.utf8.allSatisfy({ $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C && $0 != 0x7F && $0 != 0xC2 }) {
      s += v
    } else {
      escapeScalars(v, into: &s)
    }
    s += "\""
  }

  private static func escapeScalars(_ v: String, into s: inout String) {
    for u in v.unicodeScalars {
      switch u {
      case "\"": s += "\\\""
      case "\\": s += "\\\\"
      case "\n": s += "\\n"
      case "\r": s += "\\r"
      case "\t": s += "\\t"
      default:
        // C1 too: U+009B is a terminal's CSI when a trace is printed.
        if u.value < 0x20 || (0x7F...0x9F).contains(u.value) {
          let hex = String(u.value, radix: 16)
          s += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          s.unicodeScalars.append(u)
        }
      }
    }
  }
}
