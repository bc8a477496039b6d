import ResponderScene
import Testing

/// Parses `yaml` as `s.yaml` and returns its errors as printed by `rlab check`.
func sceneErrors(
  _ yaml: String, baseDirectory: String = "/nonexistent", limits: SceneLimits = .default,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [String] {
  sceneProblems(yaml, baseDirectory: baseDirectory, limits: limits, sourceLocation: sourceLocation)
    .map(\.description)
}

/// Parses `yaml` as `s.yaml` and returns its errors as values: what went
/// wrong (`SceneProblem`) and where, for tests that match the case rather
/// than the wording (which `SceneProblemTextTests` pins once).
func sceneProblems(
  _ yaml: String, baseDirectory: String = "/nonexistent", limits: SceneLimits = .default,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> [SceneError] {
  switch SceneLoader.parse(text: yaml, file: "s.yaml", baseDirectory: baseDirectory, limits: limits) {
  case .success:
    Issue.record("expected errors, the scene loaded", sourceLocation: sourceLocation)
    return []
  case .failure(let errors): return errors.errors
  }
}

/// `s.yaml:LINE:COLUMN`, where `sceneProblems` reports; `via` is the
/// `expandedFrom` of a place inside a template's copy.
func place(_ line: Int, _ column: Int, via: String? = nil) -> SceneLocation {
  var location = SceneLocation(file: "s.yaml", line: line, column: column)
  location.expandedFrom = via
  return location
}

/// Parses `yaml` as `s.yaml`, recording an issue if it does not load.
func loadScene(
  _ yaml: String, baseDirectory: String = "/nonexistent",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> SceneDocument? {
  switch SceneLoader.parse(text: yaml, file: "s.yaml", baseDirectory: baseDirectory) {
  case .success(let document): return document
  case .failure(let errors):
    Issue.record("expected the scene to load:\n\(errors)", sourceLocation: sourceLocation)
    return nil
  }
}

/// A scene with a bare root and `controllers` listed for `present` effects,
/// each line indented to sit under `controllers:` (line 5, so the first
/// controller is line 6).
func sceneWith(controllers: String) -> String {
  """
  window: { width: 390, height: 844 }
  root:
    controller: main
    view: { id: root }
  controllers:

  """
    + controllers.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
      separator: "\n")
}

/// The views of a document's root, for inspecting parsed values.
func rootSubviews(_ document: SceneDocument) -> [ViewSpec] {
  (document.root.view?.subviews ?? []).compactMap {
    if case .view(let view) = $0 { return view }
    return nil
  }
}
