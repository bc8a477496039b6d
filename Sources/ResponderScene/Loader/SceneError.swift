import ResponderIO

/// One problem in a scene file, printed as `FILE:LINE:COLUMN: message`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  public var location: SceneLocation
  public var message: String

  public init(_ message: String, at location: SceneLocation) {
    self.message = message
    self.location = location
  }

  /// One line: control characters in the message (which quotes keys, ids
  /// and values from the file) are escaped, so that a newline in a YAML
  /// key cannot forge a line of `check`'s output (issue 25).
  public var description: String {
    let text = TerminalText.quoted(message)
    guard let via = location.expandedFrom else { return "\(location): \(text)" }
    return "\(location): \(text) (\(via))"
  }
}

/// Every problem found in one scene file, in file order.
///
/// The loader reports them all at once so that an author fixes a file in one
/// pass instead of one error per run.
public struct SceneErrors: Error, Hashable, Sendable, CustomStringConvertible {
  public var errors: [SceneError]

  public init(_ errors: [SceneError]) { self.errors = errors }

  /// One `FILE:LINE:COLUMN: message` per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
