import Foundation
import Testing

/// A scene given where a test script belongs, or a script where a scene
/// belongs, is one error that says which file it is and what to run,
/// rather than an "unknown key" for each of its top-level keys (a trial
/// user's `rlab test login.yaml` printed seven errors and no hint).
@Suite("a scene for a script, a script for a scene")
struct FileKindMixupTests {
  @Test("rlab test and rlab replay given a scene say it is a scene")
  func sceneAsScript() throws {
    let r = try rlab(["test", "Scenes/figure1.yaml"])
    #expect(r.code == 2)
    #expect(
      r.out.contains("Scenes/figure1.yaml:12:1: this is a scene, not a test script (it has `root:`"),
      "\(r.out)")
    #expect(!r.out.contains("unknown key"), "\(r.out)")
    let replay = try rlab(["replay", "--headless", "Scenes/figure1.yaml"])
    #expect(replay.code != 0)
    #expect(replay.err.contains("this is a scene, not a test script"), "\(replay.err)")
  }

  @Test("rlab run, shot and check given a script say it is a script")
  func scriptAsScene() throws {
    let check = try rlab(["check", "Scenes/figure1.test.yaml", "Scenes/figure1.yaml"])
    #expect(check.code == 0, "\(check.out)")
    let dir = try temporaryFolder("mixup")
    let copy = try write(
      "scene: \(repositoryRoot)/Scenes/figure1.yaml\ntests: []\n", to: "script.yaml", in: dir)
    let asScene = try rlab(["check", copy])
    #expect(asScene.code == 1)
    #expect(
      asScene.out.contains(
        "script.yaml:1:1: this is a test script, not a scene (it has `scene:` and `tests:`"),
      "\(asScene.out)")
    #expect(!asScene.out.contains("unknown key"), "\(asScene.out)")
    let shot = try rlab(["shot", "Scenes/figure1.test.yaml", "-o", dir + "/x.png"])
    #expect(shot.code != 0)
    #expect(shot.err.contains("this is a test script, not a scene"), "\(shot.err)")
    #expect(!FileManager.default.fileExists(atPath: dir + "/x.png"))
  }
}
