/// One problem in a scene file, printed as `FILE:LINE:COLUMN: message`.
///
/// `problem` says what went wrong as a closed enum (`SceneProblem`) and
/// `location` where (with `expandedFrom` inside a template's copy), as
/// swift-argument-parser's `ParserError` cases carry their `InputOrigin`:
/// a test matches `error.problem == .unknownKey("colour", in: .view,
/// suggestion: "color")`, and the text is written once, in `SceneProblem`.
public struct SceneError: Error, Hashable, Sendable, CustomStringConvertible {
  public var location: SceneLocation
  public var problem: SceneProblem

  public init(_ problem: SceneProblem, at location: SceneLocation) {
    self.problem = problem
    self.location = location
  }

  /// The text after `FILE:LINE:COLUMN: `, as the problem words it.
  public var message: String { problem.message }

  /// One line (`SceneLocation.line`: control characters escaped, so a
  /// newline in a YAML key cannot forge a line of `check`'s output).
  public var description: String { location.line(message) }
}

/// Every problem found in one scene file, in file order.
///
/// The loader reports them all at once so that an author fixes a file in one
/// pass instead of one error per run.
public struct SceneErrors: Error, Hashable, Sendable, CustomStringConvertible {
  public var errors: [SceneError]

  public init(_ errors: [SceneError]) { self.errors = errors }

  /// What went wrong, in file order, for tests that match cases.
  public var problems: [SceneProblem] { errors.map(\.problem) }

  /// One `FILE:LINE:COLUMN: message` per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
