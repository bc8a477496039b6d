import ResponderIO

/// Where a value was written in a scene file, so an error can point at it.
///
/// Named `SceneLocation` rather than `SourceLocation` because Swift Testing
/// exports a `SourceLocation` too, and tests import both modules.
public struct SceneLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file as it was named to the loader.
  public var file: String
  /// The line, counting from 1.
  public var line: Int
  /// The column in Unicode scalars, counting from 1 (as libyaml counts).
  public var column: Int
  /// For a place inside a template's expansion: the `use:` that expanded
  /// it (`in template 'row' used at FILE:LINE:COLUMN`), nil elsewhere.
  public var expandedFrom: String?

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `FILE:LINE:COLUMN`, the prefix compilers and editors understand.
  /// The file name as given, control characters escaped (it may quote a
  /// name from a script's `scene:` key).
  public var description: String { "\(TerminalText.quoted(file)):\(line):\(column)" }

  /// `FILE:LINE:COLUMN: message` on one line, as every error prints: control
  /// characters in the message (it quotes keys, ids and values from a file)
  /// are escaped, so that a newline cannot forge a line such as
  /// `Scenes/figure1.yaml:1:1: all good` (issue 25); a place inside a
  /// template's copy names the `use:` that made it.
  public func line(_ message: String) -> String {
    let text = TerminalText.quoted(message)
    guard let via = expandedFrom else { return "\(self): \(text)" }
    return "\(self): \(text) (\(via))"
  }

  public static func < (a: SceneLocation, b: SceneLocation) -> Bool {
    (a.file, a.line, a.column) < (b.file, b.line, b.column)
  }
}

/// A value together with where it was written.
///
/// Used for ids and references, which the loader and the builder may both
/// need to blame.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
  public var value: Value
  public var location: SceneLocation

  public init(_ value: Value, at location: SceneLocation) {
    self.value = value
    self.location = location
  }
}
