import Foundation
import Testing

@testable import ResponderTesting

/// `rlab check` runs the parse and resolution `rlab test` runs, so a script
/// that check passes never fails in test for a reason check could have seen.
@Suite("check and test share one parse and resolution")
struct CheckEqualsTestTests {
  let broken = repositoryRoot + "/" + fixtures + "/broken.test.yaml"

  @Test("every error of a script is listed in file order, each at FILE:LINE:COLUMN")
  func everyError() {
    let d = ScriptDiagnosis.diagnose(path: broken)
    let at = { (line: Int, column: Int) in ScriptLocation(file: broken, line: line, column: column) }
    #expect(d.scriptProblems.isEmpty)
    #expect(
      d.testProblems.flatMap { $0 } == [
        ScriptError(.unknownStep("tapp", suggestion: "tap"), at: at(7, 9)),
        ScriptError(.unknownReference("labl", kind: .view, suggestion: "label"), at: at(11, 14)),
        ScriptError(.unknownExpectation("hitVeiw", suggestion: "hitView"), at: at(12, 19)),
        ScriptError(
          .unknownReference("backgrund", kind: .responder, suggestion: "background"), at: at(12, 46)),
        ScriptError(.unknownReference("nosuch", kind: .recognizer, suggestion: nil), at: at(16, 54)),
      ])
  }

  @Test("a missing scene is an error at the script's `scene:` value")
  func missingScene() {
    let d = ScriptDiagnosis.diagnose(path: repositoryRoot + "/" + fixtures + "/missing-scene.test.yaml")
    #expect(d.allErrors.count == 1)
    guard case .noSceneFile? = d.scriptProblems.first?.problem else {
      Issue.record("expected no scene file, got \(d.allErrors)")
      return
    }
    #expect(d.scriptProblems.first?.location.line == 2 && d.scriptProblems.first?.location.column == 8)
  }

  @Test("a scene: path with a newline cannot start a line of its own in 'no scene file at'")
  func sceneNameEscaped() throws {
    let dir = try temporaryFolder("diag")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = try write(
      "scene: \"x\\nScenes/figure1.yaml:1:1: all good\"\ntests:\n  - name: t\n    steps:\n      - tap: ok\n",
      to: "s.test.yaml", in: dir)
    let d = ScriptDiagnosis.diagnose(path: path)
    guard case .noSceneFile(let scene)? = d.scriptProblems.first?.problem else {
      Issue.record("expected no scene file, got \(d.allErrors)")
      return
    }
    #expect(scene.hasSuffix("x\nScenes/figure1.yaml:1:1: all good"))
    #expect(d.allErrors.count == 1)
    #expect(d.allErrors.allSatisfy { !$0.contains("\n") })
  }

  @Test("a script-wide error does not hide the errors of its tests")
  func scriptAndTestErrors() throws {
    let dir = try temporaryFolder("diag")
    let path = try write(
      "scene: \(figure1)\nsene: x\ntests:\n  - name: t\n    steps:\n      - tapp: ok\n", to: "s.test.yaml",
      in: dir)
    let d = ScriptDiagnosis.diagnose(path: path)
    let at = { (line: Int, column: Int) in ScriptLocation(file: path, line: line, column: column) }
    // The script is unusable, so its tests' errors come with the script's.
    #expect(
      d.scriptProblems == [
        ScriptError(.unknownKey("sene", in: nil, suggestion: "scene"), at: at(2, 1)),
        ScriptError(.unknownStep("tapp", suggestion: "tap"), at: at(6, 9)),
      ])
  }

  @Test("ids in props, calls, undoStack and image regions are resolved too")
  func otherReferences() throws {
    let dir = try temporaryFolder("diag")
    let path = try write(
      """
      scene: \(figure1)
      tests:
        - name: t
          steps:
            - expect: { props: { fild.text: "" }, calls: [mian.submit], undoStack: { feild: [] } }
            - expect: { image: { file: a.png, region: okk } }
      """, to: "s.test.yaml", in: dir)
    let errors = ScriptDiagnosis.diagnose(path: path).testProblems.flatMap { $0 }
    let at = { (line: Int, column: Int) in ScriptLocation(file: path, line: line, column: column) }
    #expect(
      errors == [
        ScriptError(.unknownReference("fild", kind: .figure, suggestion: "field"), at: at(5, 28)),
        ScriptError(.unknownReference("mian", kind: .responder, suggestion: "main"), at: at(5, 53)),
        ScriptError(.unknownReference("feild", kind: .responder, suggestion: "field"), at: at(5, 80)),
        ScriptError(.unknownReference("okk", kind: .view, suggestion: "ok"), at: at(6, 49)),
      ])
  }

  @Test("rlab check prints exactly the errors rlab test reports, and exits 1 where test exits 2")
  func sameErrorsFromBothCommands() throws {
    let check = try rlab(["check", fixtures + "/broken.test.yaml", fixtures + "/missing-scene.test.yaml"])
    let test = try rlab(["test", fixtures + "/broken.test.yaml", fixtures + "/missing-scene.test.yaml"])
    let checkErrors = check.out.split(separator: "\n").filter { $0.hasPrefix(fixtures) }
    #expect(checkErrors.count == 6)
    let testLines = Set(test.out.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
    for e in checkErrors { #expect(testLines.contains(String(e)), "test did not report \(e)") }
    #expect(check.code == 1)
    #expect(test.code == 2)
    #expect(test.out.contains("ok ") == false)
  }

  @Test("every shipped scene and script passes check")
  func shippedScriptsCheck() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: repositoryRoot + "/Scenes")
      .filter { $0.hasSuffix(".yaml") }.map { "Scenes/" + $0 }
    let r = try rlab(["check"] + files)
    #expect(r.code == 0, "\(r.out)")
  }
}
