import ResponderScene

/// One problem in a test script, printed as `FILE:LINE:COLUMN: message`:
/// what (`ScriptProblem`) and where, as `SceneError` is for scenes.
public struct ScriptError: Error, Hashable, Sendable, CustomStringConvertible {
  public var problem: ScriptProblem
  public var location: ScriptLocation

  public init(_ problem: ScriptProblem, at location: ScriptLocation) {
    self.problem = problem
    self.location = location
  }

  /// A scene or YAML error met while reading a script or its scene.
  public init(_ error: SceneError) {
    self.init(.scene(error.problem), at: error.location)
  }

  public var message: String { problem.message }

  /// One line (`SceneLocation.line`: control characters escaped).
  public var description: String { location.line(message) }
}
