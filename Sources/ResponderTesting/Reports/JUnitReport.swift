import Foundation
import ResponderIO

/// The `--junit` file, in the shape the CI systems that render JUnit read
/// (GitLab, Jenkins, GitHub test reporters): one `<testsuite>` per script
/// file with a timestamp, and per test `classname`, `file`, `line`, a time
/// in milliseconds' precision and, on failure, the expected/seen text.
///
/// A failed expectation is a `<failure>`; a script or scene that could not
/// be used is an `<error>`, as JUnit distinguishes a failed assertion from
/// a test that could not run. The failing step's PNG is named in
/// `<system-out>` as `[[ATTACHMENT|path]]` (Jenkins' and GitLab's form).
public enum JUnitReport {
  public static func xml(_ outcomes: [TestOutcome]) -> String {
    var files: [String] = []
    var byFile: [String: [TestOutcome]] = [:]
    for o in outcomes {
      if byFile[o.script] == nil { files.append(o.script) }
      byFile[o.script, default: []].append(o)
    }
    func count(_ list: [TestOutcome], _ s: TestOutcome.Status) -> Int { list.filter { $0.status == s }.count }
    var x = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    x += "<testsuites name=\"rlab\" tests=\"\(outcomes.count)\" failures=\"\(count(outcomes, .failed))\""
    x +=
      " errors=\"\(count(outcomes, .error))\" skipped=\"\(count(outcomes, .skipped))\" time=\"\(seconds(outcomes.map(\.seconds).reduce(0, +)))\">\n"
    for file in files {
      let list = byFile[file]!
      x += "  <testsuite name=\"\(esc(file))\" file=\"\(esc(file))\" tests=\"\(list.count)\""
      x +=
        " failures=\"\(count(list, .failed))\" errors=\"\(count(list, .error))\" skipped=\"\(count(list, .skipped))\""
      x += " time=\"\(seconds(list.map(\.seconds).reduce(0, +)))\""
      x += " timestamp=\"\(timestamp(list.map(\.startedAt).min() ?? 0))\">\n"
      for o in list {
        x +=
          "    <testcase classname=\"\(esc(className(file)))\" name=\"\(esc(o.name))\" file=\"\(esc(file))\""
        x += " line=\"\(o.line)\" time=\"\(seconds(o.seconds))\""
        if o.passed {
          x += "/>\n"
          continue
        }
        if o.status == .skipped {
          x += ">\n      <skipped message=\"\(esc(o.skipReason ?? "skipped"))\"/>\n    </testcase>\n"
          continue
        }
        x += ">\n"
        let tag = o.status == .error ? "error" : "failure"
        let type = o.status == .error ? "ScriptError" : "ExpectationFailed"
        x += "      <\(tag) message=\"\(esc(message(o)))\" type=\"\(type)\">"
        x += esc(o.failures.joined(separator: "\n\n")) + "</\(tag)>\n"
        // Pictures sit beside the XML file: named relative to it.
        if let png = o.screenshot {
          x += "      <system-out>[[ATTACHMENT|\(esc((png as NSString).lastPathComponent))]]</system-out>\n"
        }
        x += "    </testcase>\n"
      }
      x += "  </testsuite>\n"
    }
    x += "</testsuites>\n"
    return x
  }

  /// Written through `SafeFile`: a symlink or device is written through,
  /// not replaced; a FIFO is refused; a full disk is an error.
  public static func write(_ outcomes: [TestOutcome], to path: String) throws {
    if let failure = SafeFile.write(Array(xml(outcomes).utf8), to: path) { throw failure }
  }

  /// `Scenes/figure1.test.yaml` → `Scenes.figure1`: a dotted name, as
  /// reporters group classnames by their dots.
  static func className(_ file: String) -> String {
    var f = file
    if f.hasPrefix("./") { f.removeFirst(2) }
    if f.hasSuffix(".test.yaml") { f.removeLast(".test.yaml".count) }
    return f.split(separator: "/").joined(separator: ".")
  }

  /// The first failure on one line: where, and expected/seen when short.
  static func message(_ o: TestOutcome) -> String {
    guard let first = o.failures.first else { return "failed" }
    let lines = first.split(separator: "\n").map {
      $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }
    // Up to the first `seen:` line, so the summary a CI page shows has both
    // sides: a `props` or `gestures` failure names the property or
    // recognizer on a line of its own before `expected:`.
    let seen = lines.prefix(8).firstIndex { $0.hasPrefix("seen:") }
    var m = lines.prefix(seen.map { $0 + 1 } ?? 3).joined(separator: "; ")
    if m.count > 300 { m = String(m.prefix(297)) + "..." }
    if o.failures.count > 1 { m += " (and \(o.failures.count - 1) more)" }
    return m
  }

  /// Seconds rounded to the millisecond.
  static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

  /// ISO 8601 in UTC, without fractions (what the JUnit schema takes).
  static func timestamp(_ t: Double) -> String {
    let f = DateFormatter()
    f.locale = Locale(identifier: "en_US_POSIX")
    f.timeZone = TimeZone(identifier: "UTC")
    f.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
    return f.string(from: Date(timeIntervalSince1970: t))
  }

  /// XML text: the five entities, and control characters (which XML 1.0
  /// cannot carry even escaped) written as `\u{…}`.
  static func esc(_ s: String) -> String {
    var out = ""
    for u in s.unicodeScalars {
      switch u {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\n", "\t": out.unicodeScalars.append(u)
      default:
        if u.value < 0x20 || u.value == 0x7f || (0xfffe...0xffff).contains(u.value) {
          out += "\\u{\(String(u.value, radix: 16))}"
        } else {
          out.unicodeScalars.append(u)
        }
      }
    }
    return out
  }
}
