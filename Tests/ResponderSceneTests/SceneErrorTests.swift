import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Error reports")
struct SceneErrorTests {
  @Test("an error prints as FILE:LINE:COLUMN: message")
  func format() {
    let error = SceneError(.rule(.noRoot), at: SceneLocation(file: "Scenes/a.yaml", line: 3, column: 7))
    #expect(error.description == "Scenes/a.yaml:3:7: the scene has no `root` controller")
  }

  @Test("all of a file's errors come back at once, in file order")
  func allAtOnce() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: b, next: nowhere }
          - { id: a, alpha: x }
          - { id: a, hiden: true }
          """))
    #expect(
      errors == [
        SceneError(.unknownID("nowhere", key: "next", suggestion: nil, gestures: nil), at: place(7, 24)),
        SceneError(.wrongKind(expected: .number, found: .string), at: place(8, 25)),
        SceneError(.duplicateID("a", firstLine: 8), at: place(9, 15)),
        SceneError(.unknownKey("hiden", in: .view, suggestion: "hidden"), at: place(9, 18)),
      ])
  }

  @Test("a missing file is reported at line 1")
  func missingFile() {
    guard case .failure(let errors) = SceneLoader.load(path: "/nonexistent/scene.yaml") else {
      Issue.record("loaded a missing file")
      return
    }
    #expect(errors.description.hasPrefix("/nonexistent/scene.yaml:1:1: cannot open the scene file"))
  }

  @Test("the error list is cut at maxErrors")
  func cap() {
    var limits = SceneLimits.default
    limits.maxErrors = 2
    let errors = sceneProblems(sceneWith(subviews: "- { a: 1, b: 2, c: 3, d: 4 }"), limits: limits)
    #expect(errors.count == 3)
    #expect(errors.last == SceneError(.moreErrors(2), at: place(7, 23)))
  }
}
