import ResponderScene

/// Where something sits in a script file: the one location type, shared
/// with scenes, so a script and its scene report errors alike.
public typealias ScriptLocation = SceneLocation

public struct LocatedStep: Hashable, Sendable {
  public var step: ScriptStep
  public var location: ScriptLocation
  /// The ids this step names, each where it is written, so that an unknown
  /// one is an error before the test runs (`rlab check` and `rlab test`).
  public var references: [ScriptReference]
  /// Where each check of an `expect` (or `waitUntil`) step is written, in
  /// the order of its checks, so a failure names the check's own
  /// `FILE:LINE:COLUMN` when several share a line; empty for other steps.
  public var checkLocations: [ScriptLocation] = []
  public init(step: ScriptStep, location: ScriptLocation, references: [ScriptReference] = []) {
    self.step = step
    self.location = location
    self.references = references
  }
}

/// An id a script names: a view (a step's target, `hitView`, `props`), any
/// responder (`chain`, `handledBy`, `calls`, ...) or a gesture recognizer.
public struct ScriptReference: Hashable, Sendable {
  public enum Kind: String, Sendable {
    case view, responder, recognizer
    /// What a `props` entry reads: a view, a recognizer, or `touch`.
    case figure
    /// A quiz answer: a responder, a recognizer or `nobody`.
    case answer
  }
  public var id: String
  public var kind: Kind
  public var location: ScriptLocation
  public init(id: String, kind: Kind, location: ScriptLocation) {
    (self.id, self.kind, self.location) = (id, kind, location)
  }
}

public struct ScriptTest: Sendable {
  public var name: String
  public var location: ScriptLocation
  public var steps: [LocatedStep]
  /// Errors that make this test fail before it runs (an unknown step).
  public var problems: [ScriptError]
  /// `problems` as printed, `FILE:LINE:COLUMN: message` each.
  public var errors: [String] { problems.map(\.description) }
  /// `tags: [smoke]`: what `rlab test --tag` selects by.
  public var tags: [String] = []
  /// `skip: "reason"`: the test is reported as skipped, not run.
  public var skip: String?
  /// `only: true`: while any test of a run says so, only those run
  /// (`--forbid-only` refuses it, for CI).
  public var only = false
  /// Where `only: true` is written.
  public var onlyLocation: ScriptLocation?
  /// Where `continues: true` is written: the test starts where the test
  /// above it ended (the parser has put that test's inputs first).
  public var continuesLocation: ScriptLocation?
  public init(name: String, location: ScriptLocation, steps: [LocatedStep], problems: [ScriptError] = []) {
    (self.name, self.location, self.steps, self.problems) = (name, location, steps, problems)
  }
}

/// A parsed `*.test.yaml`.
public struct TestScript: Sendable {
  public var file: String
  /// The scene path, resolved against the script's folder.
  public var scene: String
  public var sceneLocation: ScriptLocation
  public var tests: [ScriptTest]
  public init(file: String, scene: String, sceneLocation: ScriptLocation, tests: [ScriptTest]) {
    (self.file, self.scene, self.sceneLocation, self.tests) = (file, scene, sceneLocation, tests)
  }
}
