import ResponderIO
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

  /// One line: control characters in the message (it quotes keys, ids and
  /// key names from the file) are escaped, so a newline cannot forge a
  /// line such as `Scenes/figure1.yaml:1:1: all good` (issue 25).
  public var description: String {
    let text = TerminalText.quoted(message)
    guard let via = location.expandedFrom else { return "\(location): \(text)" }
    return "\(location): \(text) (\(via))"
  }
}
