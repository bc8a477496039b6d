import Foundation
import ResponderTesting
import Testing

/// `SceneHarness` calls that report to Swift Testing at the line that made
/// them.
///
/// A `HarnessError` thrown out of a `@Test` function is reported at the
/// `@Test` line: Swift Testing knows where the test is, not which `try`
/// threw. These calls record each failure as an `Issue` at their caller's
/// `sourceLocation` instead (swift-argument-parser's test helpers take
/// `file:line:` the same way), and the test goes on, as after a failed
/// `#expect`:
///
/// ```swift
/// let h = try SceneHarness(path: "Scenes/figure1.yaml")
/// h.play("tap: ok")                          // a step that cannot be played: an issue here
/// h.expect("handledBy: main")                // a failed expectation: an issue here, with why
/// h.expect("{ chain: [ok, background], firstResponder: null }")
/// ```
///
/// A separate product so that `ResponderTesting` (which `rlab` links)
/// never links Swift Testing.
extension SceneHarness {
  /// Plays `steps` (as `send(_:)` does); a step that cannot be played or a
  /// failed `expect` among them is an issue at this call. Returns whether
  /// every step played and held.
  @discardableResult
  public func play(_ steps: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    do {
      try send(steps, callerFile: sourceLocation.filePath, line: sourceLocation.line)
      return true
    } catch {
      Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
      return false
    }
  }

  /// Checks expectations, written as an `expect` step's value (`"hitView:
  /// ok"`, `"{ hitView: ok, handledBy: main }"`) or as whole `expect:`
  /// lines; each failure is an issue at this call. Returns whether all held.
  @discardableResult
  public func expect(_ expectations: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let trimmed = expectations.trimmingCharacters(in: .whitespacesAndNewlines)
    let text: String
    if trimmed.hasPrefix("expect:") || trimmed.hasPrefix("- expect:") {
      text = expectations
    } else if trimmed.hasPrefix("{") {
      text = "expect: " + trimmed
    } else {
      text = "expect: { " + trimmed + " }"
    }
    do {
      let failures = try check(text, callerFile: sourceLocation.filePath, line: sourceLocation.line)
      for f in failures { Issue.record(Comment(rawValue: f), sourceLocation: sourceLocation) }
      return failures.isEmpty
    } catch {
      Issue.record(Comment(rawValue: "\(error)"), sourceLocation: sourceLocation)
      return false
    }
  }
}
