/// One problem in a scene file, printed as `FILE:LINE:COLUMN: message`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  public var location: SceneLocation
  public var message: String

  public init(_ message: String, at location: SceneLocation) {
    self.message = message
    self.location = location
  }

  public var description: String {
    guard let via = location.expandedFrom else { return "\(location): \(message)" }
    return "\(location): \(message) (\(via))"
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
