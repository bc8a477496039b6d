import Foundation
import ResponderCore
import ResponderScene
import ResponderTesting
import Testing

/// The words `rlab check` and `rlab test` print for script and step
/// problems, pinned once: the parser tests match cases, and these are the
/// texts the parser and the player printed before (issue 28).
@Suite("Script problem texts")
struct ScriptProblemTextTests {
  static let goldens: [(ScriptProblem, String)] = [
    (.unknownStep("tapp", suggestion: "tap"), "unknown step `tapp` (did you mean `tap`?)"),
    (
      .unknownKey("nam", in: .test, suggestion: "name"),
      "unknown key `nam` in a test (did you mean `name`?)"
    ),
    (.unknownKey("zebra", in: nil, suggestion: nil), "unknown key `zebra`"),
    (
      .unknownKey("fil", in: .image, suggestion: "file"),
      "unknown key `fil` in `image` (did you mean `file`?)"
    ),
    (
      .unknownExpectation("hitveiw", suggestion: "hitView"),
      "unknown expectation `hitveiw` (did you mean `hitView`?)"
    ),
    (.missingScene, "missing `scene`"),
    (.notAScript, "not a test script"),
    (.expectedMapping(keys: ["from", "to"]), "expected a mapping with `from`, `to`"),
    (.expectedID(got: .list), "expected one id or null, got a list"),
    (.expectedName(got: .map), "expected a name in the list, got a map"),
    (
      .oneKey(.key, got: .list),
      "`key` takes one key such as `a` or `ctrl+z`, not a list"
    ),
    (
      .unknownKeyName("f01", step: .keyDown),
      "unknown key `f01` (write e.g. `a`, `lshift`, `ctrl+z`)"
    ),
    (.unknownKeyName("f01", step: .keyUp), "unknown key `f01` (write e.g. `a`, `lshift`, `ctrl+z`)"),
    (
      .unknownKeyName("f01", step: .key),
      "unknown key `f01` (write e.g. `a`, `return`, `ctrl+z`, `ctrl+shift+z`)"
    ),
    (.oneKey(.keyDown, got: .map), "`keyDown` takes one key such as `lshift`, not a map"),
    (.oneKey(.keyUp, got: .value), "`keyUp` takes one key such as `lshift`, not a value"),
    (
      .unknownSwipeDirection("lef", suggestion: "left"),
      "unknown swipe direction `lef`: one of left, right, up, down (did you mean `left`?)"
    ),
    (
      .unknownRemote(suggestion: "play"),
      "`remote` is one of play, pause, next, previous (did you mean `play`?)"
    ),
    (
      .controlCharacter(0),
      "`type` cannot type the control character U+0000; a keyboard types it as a key (`key: return`, `key: tab`)"
    ),
    (.file(key: "shot", .name(ending: ".png")), "`shot` takes a .png file name"),
    (.file(key: "image", .ending(".png")), "`image` takes a file name ending in .png"),
    (
      .file(key: "route", .outside),
      "`route` names a file inside the script's folder (no absolute path, no `..`)"
    ),
    (.fingerNumber("x"), "a finger is a whole number from 0 to 1000, not `x`"),
    (.fingerTwice(0), "finger 0 is named twice: one finger changes once in a frame"),
    (.fingerNeedsChange(1), "finger 1 needs one of `down`, `move`, `up`"),
    (.gestureState(got: .list), "a gesture state is a name such as `began` or `recognized`, got a list"),
    (.propertyPath("label"), "`label` should be `id.property`"),
    (.virtualTime(limit: 86400), "the test's steps pass 86400 s of virtual time in all"),
    (.playedTime(limit: 300), "the script's input steps pass 300 s in all; split the script"),
    (.notRun(limit: 300), "not run: the script's input steps pass 300 s in all"),
    (
      .scene(.tooMany(.text(count: 10001, max: 10000))),
      "the text is 10001 characters, over the limit of 10000"
    ),
    (.rule(.drag), "`drag` needs `from` and `to`"),
    (.rule(.timeout(limit: 60)), "`timeout` is seconds, more than 0 and at most 60"),
    (.rule(.sensorTriple("gyroscope")), "`gyroscope` takes [x, y, z]"),
    (.rule(.quizNumber("asked")), "`quiz.asked` takes a whole number"),
    (.rule(.target), "expected a view id, [x, y], { view: id, offset: [dx, dy] } or { text: \"OK\" }"),
    (.rule(.lessonSteps), "`lesson` needs `steps`: a list of { text, do or yourself, answers, explain }"),
    (.scene(.yaml(.empty(document: "test script"))), "the test script file is empty"),
    (.step(.unknownView("labl", suggestion: "label")), "unknown view id `labl` (did you mean `label`?)"),
    (
      .unknownReference("backgrund", kind: .responder, suggestion: "background"),
      "unknown responder id `backgrund` (did you mean `background`?)"
    ),
    (
      .unknownReference("nosuch", kind: .recognizer, suggestion: nil),
      "unknown gesture recognizer id `nosuch`"
    ),
    (
      .unknownReference("fild", kind: .figure, suggestion: "field"),
      "unknown view, controller or recognizer id `fild` (did you mean `field`?)"
    ),
    (.noSceneFile("missing.yaml"), "no scene file at missing.yaml"),
    (.sceneDoesNotLoad("s.yaml"), "the scene s.yaml does not load:"),
    (.checksNothing("t"), "test 't' checks nothing: add an expect step"),
    (
      .viewBudget(views: 10, budget: 25),
      "not run: each test builds the scene's 10 views afresh, and the script's tests pass 25 views in all (split the script)"
    ),
    (.mangledFileName, "the file name is not valid UTF-8; rename it (it cannot be opened by this name)"),
  ]

  @Test("each script problem reads as the parser has always worded it", arguments: goldens)
  func text(_ problem: ScriptProblem, _ expected: String) {
    #expect(problem.message == expected)
  }

  static let stepGoldens: [(StepProblem, String)] = [
    (.unknownView("okk", suggestion: "ok"), "unknown view id `okk` (did you mean `ok`?)"),
    (
      .outsideWindow(Point(x: 500, y: 10), window: Size(width: 390, height: 844)),
      "the point (500, 10) is outside the window (390×844)"
    ),
    (
      .noViewShowing("Cancel", shown: [], more: false),
      "no view in the window shows the text \"Cancel\"; views with text: none"
    ),
    (.manyViewsShowing("Go", ids: ["a", "b"]), "2 views show the text \"Go\": a, b; name one by id"),
    (.unknownKey("f13"), "unknown key `f13`"),
    (.noVideo, "screenshots need SDL video (not available here)"),
    (
      .answerWhileDeciding("pan"),
      "no quiz question is waiting for `answer: pan` yet: the touches are still in play (a recognizer is deciding); `wait:` until the gesture is decided"
    ),
    (.noQuestion("pan"), "no quiz question is waiting for `answer: pan` (every question so far is answered)"),
    (.noLesson, "the scene has no `lesson:` section to play"),
    (.lessonStepCount(3, asked: 5), "the lesson has 3 steps, not 5"),
    (.outsideFolder("../x.png"), "../x.png is outside the script's folder; shots and goldens stay inside it"),
    (.traceUnwritable("permission denied"), "cannot write the trace: permission denied"),
  ]

  @Test("each step problem reads as the player has always worded it", arguments: stepGoldens)
  func stepText(_ problem: StepProblem, _ expected: String) {
    #expect(problem.message == expected)
    #expect("\(problem)" == expected)
  }

  @Test("a script error prints FILE:LINE:COLUMN, and a scene error read through a script prints alike")
  func printed() {
    let at = ScriptLocation(file: "s.test.yaml", line: 5, column: 9)
    #expect(ScriptError(.missingScene, at: at).description == "s.test.yaml:5:9: missing `scene`")
    let scene = SceneError(.yaml(.invalidUTF8), at: at)
    #expect(ScriptError(scene).description == scene.description)
  }

  @Test("a scene that does not load stops the player with the scene's errors as cases")
  func playerFailure() throws {
    let dir = try temporaryFolder("player")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = try write(
      "window: { width: 390, height: 844 }\nroot: { controller: main, colour: x }\n", to: "s.yaml", in: dir)
    let test = ScriptTest(
      name: "t", location: ScriptLocation(file: "t.test.yaml", line: 1, column: 1), steps: [])
    do {
      _ = try ScriptPlayer(scenePath: path).play(test)
      Issue.record("a broken scene played")
    } catch let failure as ScriptPlayer.Failure {
      #expect(
        failure.errors == [
          ScriptError(
            .scene(.unknownKey("colour", in: .controller("main"), suggestion: nil)),
            at: ScriptLocation(file: path, line: 2, column: 27))
        ])
    }
  }
}
