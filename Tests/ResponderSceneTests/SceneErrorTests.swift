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
    let errors = sceneErrors(
      sceneWith(
        subviews: """
          - { id: b, next: nowhere }
          - { id: a, alpha: x }
          - { id: a, hiden: true }
          """))
    #expect(
      errors == [
        "s.yaml:7:24: unknown id 'nowhere' in `next`",
        "s.yaml:8:25: expected a number, got a string",
        "s.yaml:9:15: duplicate id 'a'; first declared at line 8",
        "s.yaml:9:18: unknown key 'hiden' in a view; did you mean 'hidden'?",
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
    let errors = sceneErrors(sceneWith(subviews: "- { a: 1, b: 2, c: 3, d: 4 }"), limits: limits)
    #expect(errors.count == 3)
    #expect(errors.last == "s.yaml:7:23: 2 more errors not shown")
  }
}
