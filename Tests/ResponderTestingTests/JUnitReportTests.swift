import Foundation
import Testing

@testable import ResponderTesting

/// The JUnit file in the shape GitLab, Jenkins and GitHub's reporters read.
@Suite("JUnit report")
struct JUnitReportTests {
  func outcome(_ script: String, _ name: String, _ status: TestOutcome.Status, failures: [String] = [])
    -> TestOutcome
  {
    TestOutcome(
      script: script, name: name, line: 7, status: status, failures: failures,
      seconds: 0.00047772300000000005,
      startedAt: 1_795_000_000)
  }

  @Test("one testsuite per file, with file, timestamp and counts")
  func suitesPerFile() {
    let x = JUnitReport.xml([
      outcome("Scenes/a.test.yaml", "one", .passed),
      outcome(
        "Scenes/b.test.yaml", "two", .failed,
        failures: ["b.test.yaml:9: expect chain\n    expected: [x]\n    seen:     [y]"]),
      outcome("Scenes/b.test.yaml", "three", .error, failures: ["b.test.yaml:3:9: unknown step `tapp`"]),
    ])
    #expect(x.components(separatedBy: "<testsuite ").count - 1 == 2)
    #expect(
      x.contains(
        "<testsuite name=\"Scenes/a.test.yaml\" file=\"Scenes/a.test.yaml\" tests=\"1\" failures=\"0\" errors=\"0\""
      ))
    #expect(x.contains("tests=\"2\" failures=\"1\" errors=\"1\""))
    #expect(x.contains("timestamp=\"2026-11-18T"))
    #expect(x.contains("<testsuites name=\"rlab\" tests=\"3\" failures=\"1\" errors=\"1\""))
  }

  @Test("each testcase has classname, file, line and a time rounded to the millisecond")
  func testcaseAttributes() {
    let x = JUnitReport.xml([outcome("Scenes/a.test.yaml", "one", .passed)])
    #expect(
      x.contains(
        "<testcase classname=\"Scenes.a\" name=\"one\" file=\"Scenes/a.test.yaml\" line=\"7\" time=\"0.000\"/>"
      ))
    #expect(!x.contains("0.00047"))
  }

  @Test("a failure carries its expected/seen text; a broken script is an <error>")
  func failureText() {
    let x = JUnitReport.xml([
      outcome(
        "b.test.yaml", "two", .failed,
        failures: ["b.test.yaml:9: expect chain\n    expected: [x]\n    seen:     [y]"]),
      outcome("b.test.yaml", "three", .error, failures: ["b.test.yaml:3:9: unknown step `tapp`"]),
    ])
    #expect(
      x.contains(
        "<failure message=\"b.test.yaml:9: expect chain; expected: [x]; seen: [y]\" type=\"ExpectationFailed\">"
      ))
    #expect(x.contains("    expected: [x]\n    seen:     [y]</failure>"))
    #expect(x.contains("<error message=\"b.test.yaml:3:9: unknown step `tapp`\" type=\"ScriptError\">"))
  }

  @Test("the message of a props or gestures failure keeps expected and seen")
  func namedFailureMessage() {
    let x = JUnitReport.xml([
      outcome(
        "b.test.yaml", "two", .failed,
        failures: [
          "b.test.yaml:23: expect gestures\n    slide\n      expected: recognized\n      seen:     failed"
        ])
    ])
    #expect(
      x.contains(
        "<failure message=\"b.test.yaml:23: expect gestures; slide; expected: recognized; seen: failed\""))
  }

  @Test("markup and control characters cannot break the XML")
  func escaping() {
    let x = JUnitReport.xml([outcome("a.test.yaml", "<b>&\"x\"\u{1}", .passed)])
    #expect(x.contains("name=\"&lt;b&gt;&amp;&quot;x&quot;\\u{1}\""))
  }
}
