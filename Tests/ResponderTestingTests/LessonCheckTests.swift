import Foundation
import Testing

/// `rlab check` on a scene with a `lesson:` resolves the ids its steps
/// name, in `do:` and in `answers`, as it does a script's; before, a
/// misspelt answer passed the check and a misspelt `do:` id surfaced only
/// when a script of the scene ran.
@Suite("rlab check on a lesson's ids")
struct LessonCheckTests {
  private func lessonScene(do step: String, answers: String) throws -> String {
    let scene = try String(contentsOfFile: repositoryRoot + "/Scenes/figure1.yaml", encoding: .utf8)
    let lesson = """

      lesson:
        title: t
        steps:
          - text: Tap the label.
            do: \(step)
            answers: \(answers)

      """
    return try write(scene + lesson, to: "lesson.yaml", in: try temporaryFolder("lesson-check"))
  }

  @Test("a misspelt answer and a misspelt do: id are errors with a did-you-mean")
  func misspelt() throws {
    let path = try lessonScene(do: "{ tap: lable }", answers: "[label, pases, nobdy]")
    let r = try rlab(["check", path])
    #expect(r.code == 1)
    #expect(r.out.contains("lesson.yaml:36:18: unknown view id `lable` (did you mean `label`?)"), "\(r.out)")
    #expect(
      r.out.contains("lesson.yaml:37:24: unknown answer id `pases` (did you mean `passes`?)"), "\(r.out)")
    #expect(
      r.out.contains("lesson.yaml:37:31: unknown answer id `nobdy` (did you mean `nobody`?)"), "\(r.out)")
  }

  @Test("the answers a quiz takes pass: ids, handles, passes, nobody, the window and the application")
  func known() throws {
    let path = try lessonScene(
      do: "{ tap: label }",
      answers: "[label, passes, background, handles, window, application, appDelegate, nobody]")
    let r = try rlab(["check", path])
    #expect(r.code == 0, "\(r.out)")
    let shipped = try rlab(
      ["check"]
        + (try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Scenes/lessons"))
        .filter { $0.hasSuffix(".yaml") }.map { "Scenes/lessons/" + $0 })
    #expect(shipped.code == 0, "\(shipped.out)")
  }
}
