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
    let tail = d.allErrors.map { $0.replacingOccurrences(of: broken, with: "B") }
    #expect(
      tail == [
        "B:7:9: unknown step `tapp` (did you mean `tap`?)",
        "B:11:14: unknown view id `labl` (did you mean `label`?)",
        "B:12:19: unknown expectation `hitVeiw` (did you mean `hitView`?)",
        "B:12:46: unknown responder id `backgrund` (did you mean `background`?)",
        "B:16:54: unknown gesture recognizer id `nosuch`",
      ])
  }

  @Test("a missing scene is an error at the script's `scene:` value")
  func missingScene() {
    let d = ScriptDiagnosis.diagnose(path: repositoryRoot + "/" + fixtures + "/missing-scene.test.yaml")
    #expect(d.allErrors.count == 1)
    #expect(d.allErrors.first?.contains("missing-scene.test.yaml:2:8: no scene file at") == true)
  }

  @Test("a script-wide error does not hide the errors of its tests")
  func scriptAndTestErrors() throws {
    let dir = try temporaryFolder("diag")
    let path = try write(
      "scene: \(figure1)\nsene: x\ntests:\n  - name: t\n    steps:\n      - tapp: ok\n", to: "s.test.yaml",
      in: dir)
    let errors = ScriptDiagnosis.diagnose(path: path).allErrors
    #expect(errors.count == 2)
    #expect(errors.contains { $0.hasSuffix(":2:1: unknown key `sene` (did you mean `scene`?)") })
    #expect(errors.contains { $0.hasSuffix(":6:9: unknown step `tapp` (did you mean `tap`?)") })
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
    let errors = ScriptDiagnosis.diagnose(path: path).allErrors.map {
      $0.replacingOccurrences(of: path, with: "S")
    }
    #expect(
      errors == [
        "S:5:28: unknown view or recognizer id `fild` (did you mean `field`?)",
        "S:5:53: unknown responder id `mian` (did you mean `main`?)",
        "S:5:80: unknown responder id `feild` (did you mean `field`?)",
        "S:6:49: unknown view id `okk` (did you mean `ok`?)",
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
