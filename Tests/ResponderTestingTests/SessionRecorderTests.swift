import Foundation
import ResponderCore
import ResponderScene
import Testing

@testable import ResponderTesting

/// `rlab record` writes scripts people keep: taps by id, a test per stretch
/// of work, checks of what changed, no noise.
@Suite("session recorder")
struct SessionRecorderTests {
  /// Drives figure1 as a live session would, without SDL: each input is
  /// shown to the recorder, then handled, then time moves on.
  final class Session {
    let scene: BuiltScene
    let recorder: SessionRecorder
    let step = 1.0 / 120

    init() throws {
      guard case .success(let doc) = SceneLoader.load(path: figure1, assetsDirectory: nil) else {
        throw CancellationError()
      }
      scene = SceneBuilder().build(doc)
      recorder = SessionRecorder(scene: scene, step: step)
    }

    func send(_ i: InputEvent) {
      recorder.input(i, at: scene.app.time)
      scene.app.handle(i)
      scene.app.advance(by: step)
    }

    func idle(_ seconds: Double) {
      for _ in 0..<Int(seconds / step) { scene.app.advance(by: step) }
    }

    func tap(_ p: Point) {
      send(.touch(FingerID(device: 0, finger: 1), .began, p))
      idle(0.08)
      send(.touch(FingerID(device: 0, finger: 1), .ended, p))
    }
  }

  func record() throws -> String {
    let s = try Session()
    s.tap(Point(x: 195, y: 135))  // label
    s.idle(0.5)
    s.tap(Point(x: 200, y: 182))  // field, off its centre: still `tap: field`
    s.send(.key(Key("lctrl"), [.control], down: true))
    s.send(.key(Key("lctrl"), [.control], down: false))
    for c in ["h", "i"] {  // typed keys: presses and text, as SDL sends them
      s.send(.key(Key(c), [], down: true))
      s.send(.text(c))
      s.send(.key(Key(c), [], down: false))
    }
    s.idle(0.3)
    s.send(.key(Key("z"), [.control], down: true))
    s.send(.key(Key("z"), [], down: false))  // ctrl let go first
    s.send(.key(Key("lctrl"), [], down: false))
    s.idle(3)  // a pause: a new test
    s.tap(Point(x: 90, y: 242))  // ok
    s.send(.interruption("focus lost"))  // closing the window
    return s.recorder.script(scenePath: "figure1.yaml", name: "t")
  }

  @Test("taps are written as view ids and each gesture asserts what changed")
  func tapsAndChanges() throws {
    let text = try record()
    #expect(text.contains("      - tap: label\n      - expect: { hitView: label, handledBy: null }\n"))
    #expect(
      text.contains("      - key: ctrl+z\n      - expect: { undoStack: [], props: { field.text: \"\" } }\n"))
    #expect(
      text.contains(
        "      - tap: field\n      - expect: { hitView: field, handledBy: field, firstResponder: field }\n"))
    #expect(
      text.contains(
        "      - type: \"hi\"\n      - expect: { undoStack: [\"Typing\"], props: { field.text: \"hi\" } }\n"))
    #expect(
      text.contains(
        "      - tap: ok\n      - expect: { hitView: ok, handledBy: ok, actionHandledBy: main, logs: [\"submitted\"] }\n"
      ))
  }

  @Test("no stray focusLost and no modifier keys as steps")
  func noNoise() throws {
    let text = try record()
    #expect(!text.contains("focusLost"))
    #expect(!text.contains("lctrl"))
    #expect(!text.contains("touch:"))
    #expect(!text.contains("keyDown") && !text.contains("keyUp"))
  }

  @Test("a pause starts a new test that first replays the inputs above it")
  func splitAtPause() throws {
    let text = try record()
    guard case .success(let script) = TestScriptParser.parse(text: text, file: figure1 + ".test.yaml") else {
      Issue.record("the recorded script does not parse:\n\(text)")
      return
    }
    #expect(script.tests.count == 2)
    #expect(script.tests.map(\.name) == ["1: tap label, tap field, type \"hi\"", "2: tap ok"])
    #expect(
      text.contains("      # the inputs of the tests above, to reach their state\n      - tap: label\n"))
  }

  @Test("a recorded script passes when run")
  func recordedScriptPasses() throws {
    let dir = try temporaryFolder("record")
    let text = try record().replacingOccurrences(of: "scene: figure1.yaml", with: "scene: \(figure1)")
    let path = try write(text, to: "rec.test.yaml", in: dir)
    let r = try rlab(["test", path])
    #expect(r.code == 0, "\(r.out)")
  }

  @Test("a view whose centre is covered is tapped by id with an offset")
  func offsetWhenNeeded() throws {
    let dir = try temporaryFolder("record")
    let scenePath = try write(
      """
      window: { width: 200, height: 200 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: big, frame: [0, 0, 200, 200] }
            - { id: cover, frame: [50, 50, 100, 100] }
      """, to: "s.yaml", in: dir)
    guard case .success(let doc) = SceneLoader.load(path: scenePath, assetsDirectory: nil) else {
      Issue.record("scene")
      return
    }
    let scene = SceneBuilder().build(doc)
    let recorder = SessionRecorder(scene: scene, step: 1.0 / 120)
    for phase in [TouchPhase.began, .ended] {
      let i = InputEvent.touch(FingerID(device: 0, finger: 1), phase, Point(x: 20, y: 30))
      recorder.input(i, at: scene.app.time)
      scene.app.handle(i)
      scene.app.advance(by: 0.05)
    }
    let text = recorder.script(scenePath: "s.yaml", name: "t")
    #expect(text.contains("      - tap: { view: big, offset: [-80, -70] }\n"))
    let script = try write(text, to: "o.test.yaml", in: dir)
    #expect(try rlab(["test", script]).code == 0)
  }

  // A test without any check is an error in `rlab test`: a recorded test
  // whose first input changed nothing checks the first responder it left,
  // and an empty session the scene's first responder.
  @Test("a recorded test whose input changed nothing still checks something, and so does an empty session")
  func alwaysChecks() throws {
    let s = try Session()
    s.send(.key(Key("q"), [], down: true))  // no first responder: nothing changes
    s.send(.key(Key("q"), [], down: false))
    let text = s.recorder.script(scenePath: "figure1.yaml", name: "t")
    #expect(text.contains("      - key: q\n      - expect: { firstResponder: null }\n"))
    let empty = try Session().recorder.script(scenePath: "figure1.yaml", name: "t")
    #expect(
      empty.contains("  - name: \"nothing recorded\"\n    steps:\n      - expect: { firstResponder: null }\n")
    )
  }
}
