import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import Testing

@testable import ResponderTesting

extension SDLRendering {
  /// `rlab record` writes scripts people keep and CI can trust: steps at the
  /// level scripts use, names from what was done, checks of the outcome,
  /// only ids a script can name; the script passes as written and fails
  /// when what was recorded stops working.
  @Suite("rlab record: recordings that load and read well") struct SessionRecorderTests {
    /// A live session without a window: each input is shown to the
    /// recorder, then handled, then time moves on a tick, as the live
    /// window's loop does.
    final class LiveSession {
      let scene: BuiltScene
      let recorder: SessionRecorder
      let step = 1.0 / 120
      let folder: String
      let scenePath: String

      /// Copies `Scenes/NAME` into a fresh folder (so the script can name
      /// it as `NAME` and a test can change it) and builds it.
      init(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        folder =
          FileManager.default.temporaryDirectory.appendingPathComponent("rlab-record-\(UUID().uuidString)")
          .path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        scenePath = folder + "/" + (name as NSString).lastPathComponent
        try FileManager.default.copyItem(atPath: scenesDirectory + "/" + name, toPath: scenePath)
        guard case .success(let doc) = SceneLoader.load(path: scenePath, assetsDirectory: nil) else {
          throw CancellationError()
        }
        scene = SceneBuilder().build(doc)
        recorder = SessionRecorder(scene: scene, step: step)
        try SDLRuntime.start(headless: true)
      }

      func send(_ i: InputEvent) {
        recorder.input(i, at: scene.app.time)
        scene.app.handle(i)
        scene.app.advance(by: step)
        recorder.tick()
      }

      func idle(_ seconds: Double) {
        for _ in 0..<Int((seconds / step).rounded()) {
          scene.app.advance(by: step)
          recorder.tick()
        }
      }

      func finger(_ phase: TouchPhase, _ p: Point) {
        send(.touch(FingerID(device: 0, finger: 1), phase, p))
      }

      func tap(_ p: Point, hold: Double = 0.08) {
        finger(.began, p)
        idle(hold)
        finger(.ended, p)
      }

      /// One finger from `a` to `b`, a move per tick over `seconds`, lifted
      /// at `b` unless `lift` is false.
      func drag(_ a: Point, _ b: Point, seconds: Double, lift: Bool = true) {
        finger(.began, a)
        let n = max(1, Int(seconds / step))
        for i in 1...n { finger(.moved, a + (b - a) * (Double(i) / Double(n))) }
        if lift { finger(.ended, b) }
      }

      func key(_ name: String, _ mods: KeyModifiers = []) {
        send(.key(Key(name), mods, down: true))
        send(.key(Key(name), mods, down: false))
      }

      /// The script, written beside the scene copy.
      func save(sourceLocation: SourceLocation = #_sourceLocation) throws -> (text: String, path: String) {
        let recording = try recorder.recording(
          scenePath: (scenePath as NSString).lastPathComponent, name: "t")
        let text = recording.text
        // Every unit found a written step that replays as the session went.
        #expect(recording.differences == [], sourceLocation: sourceLocation)
        let path = folder + "/recorded.test.yaml"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (text, path)
      }

      /// Replaces one line of the scene copy.
      func change(_ old: String, to new: String) throws {
        let text = try String(contentsOfFile: scenePath, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(
          toFile: scenePath, atomically: true, encoding: .utf8)
      }
    }

    /// Runs a script as `rlab test` does, in this process.
    static func run(_ path: String) -> [TestOutcome] {
      ScriptRunner().run(scriptAt: path)
    }

    static func allPassed(_ outcomes: [TestOutcome]) -> Bool {
      !outcomes.isEmpty && outcomes.allSatisfy { $0.passed }
    }

    static func failures(_ outcomes: [TestOutcome]) -> String {
      outcomes.filter { !$0.passed }.map { "\($0.name):\n" + $0.failures.joined(separator: "\n") }
        .joined(separator: "\n")
    }

    @Test("a recorded step its replay cannot parse fails with the replay's errors as cases")
    func unparsableStep() throws {
      let s = try LiveSession("figure1.yaml")
      let replay = try Replay(s.scene.document)
      do {
        try replay.play(["tapp: label"])
        Issue.record("a misspelt step was replayed")
      } catch {
        guard case .stepDoesNotParse(let errors) = error else { return }
        #expect(errors.map(\.problem) == [.unknownStep("tapp", suggestion: "tap")])
        #expect(error.description == "a recorded step does not parse: " + errors[0].description)
      }
    }

    @Test("fingers that changed in one frame are written as one `touch: { fingers: … }` step, and replay so")
    func fingersTogether() throws {
      // `zoom` logs each phase: one frame's move is one update, which no
      // `pinch:` step (36 updates) reproduces.
      let s = try LiveSession("fidelity/together.yaml")
      let a = FingerID(device: 0, finger: 1)
      let b = FingerID(device: 0, finger: 2)
      // What the live loop does with one poll's fingers: one event each frame.
      func frame(_ inputs: [InputEvent]) {
        for i in inputs { s.recorder.input(i, at: s.scene.app.time) }
        s.scene.app.handleTogether(inputs)
        s.scene.app.advance(by: s.step)
      }
      frame([.touch(a, .began, Point(x: 155, y: 670)), .touch(b, .began, Point(x: 235, y: 670))])
      frame([.touch(a, .moved, Point(x: 135, y: 670)), .touch(b, .moved, Point(x: 255, y: 670))])
      frame([.touch(a, .ended, Point(x: 135, y: 670)), .touch(b, .ended, Point(x: 255, y: 670))])
      s.idle(1)
      let (text, path) = try s.save()
      #expect(
        text.contains("touch: { fingers: { 0: { down: [155, 670] }, 1: { down: [235, 670] } } }"), "\(text)")
      #expect(
        text.contains("touch: { fingers: { 0: { move: [135, 670] }, 1: { move: [255, 670] } } }"), "\(text)")
      let outcomes = Self.run(path)
      #expect(Self.allPassed(outcomes), "\(Self.failures(outcomes))\n\(text)")
    }

    @Test("a session on a scroll view loads: its pan is `ID.pan`, its internal recognizers are never written")
    func scrollViewSession() throws {
      let s = try LiveSession("prototypes/list.yaml")
      s.drag(Point(x: 195, y: 600), Point(x: 195, y: 420), seconds: 0.3)  // scrolls the list
      s.idle(3)
      s.tap(Point(x: 195, y: 135))  // opens a row
      s.idle(1)
      let (text, path) = try s.save()
      #expect(!text.contains("delayedTouches"), "\(text)")
      #expect(text.contains("gestures: { inbox.pan: recognized }"), "\(text)")
      #expect(!text.contains("touch:"), "\(text)")
      let outcomes = Self.run(path)
      #expect(outcomes.count == 2 && Self.allPassed(outcomes), "\(Self.failures(outcomes))\n\(text)")
    }

    @Test(
      "a drag that stops before it lifts is one `drag` with `hold`, and the list stays where it was let go")
    func dragThatRests() throws {
      let s = try LiveSession("prototypes/list.yaml")
      s.drag(Point(x: 195, y: 600), Point(x: 195, y: 400), seconds: 0.4, lift: false)
      s.idle(0.35)  // still, then lifted: no fling
      s.finger(.ended, Point(x: 195, y: 400))
      s.idle(3)
      let (text, path) = try s.save()
      let dragLine = text.split(separator: "\n").first { $0.contains("drag:") }.map(String.init) ?? ""
      #expect(dragLine.contains("hold: 0.3"), "\(text)")
      #expect(!text.contains("touch:"), "\(text)")
      #expect(text.contains("inbox.contentOffset: [0, 200]"), "\(text)")
      let outcomes = Self.run(path)
      #expect(Self.allPassed(outcomes), "\(Self.failures(outcomes))\n\(text)")
    }

    @Test("gestures are written as the steps scripts use, and tests are named by what was done")
    func scriptLevelSteps() throws {
      let s = try LiveSession("gestures.yaml")
      s.tap(Point(x: 102, y: 190))  // tapPad, twice: a double tap
      s.idle(0.1)
      s.tap(Point(x: 102, y: 190))
      s.idle(0.5)
      s.tap(Point(x: 287, y: 190), hold: 0.8)  // pressPad: a long press
      s.idle(0.5)
      s.drag(Point(x: 195, y: 395), Point(x: 255, y: 405), seconds: 0.6)  // the puck
      s.idle(0.5)
      s.drag(Point(x: 150, y: 610), Point(x: 40, y: 610), seconds: 0.1)  // swipePad, leftwards
      s.idle(0.5)
      // Two fingers on the tile moving apart: a pinch.
      s.send(.touch(FingerID(device: 0, finger: 1), .began, Point(x: 267, y: 610)))
      s.send(.touch(FingerID(device: 0, finger: 2), .began, Point(x: 307, y: 610)))
      for i in 1...30 {
        let d = 20 + Double(i)
        s.send(.touch(FingerID(device: 0, finger: 1), .moved, Point(x: 287 - d, y: 610)))
        s.send(.touch(FingerID(device: 0, finger: 2), .moved, Point(x: 287 + d, y: 610)))
      }
      s.send(.touch(FingerID(device: 0, finger: 1), .ended, Point(x: 237, y: 610)))
      s.send(.touch(FingerID(device: 0, finger: 2), .ended, Point(x: 337, y: 610)))
      s.idle(3)  // a pause: a new test
      s.key("q")
      s.idle(0.5)
      let (text, path) = try s.save()
      for step in [
        "- doubleTap: tapPad\n", "- longPress: pressPad\n", "- drag: { from: puck, to: [",
        "- swipe: { from: swipePad, direction: left }",
        "- pinch: { at: tile, scale: ", "- key: q\n",
      ] {
        #expect(text.contains(step), "missing \(step) in\n\(text)")
      }
      #expect(!text.contains("touch:"), "\(text)")
      guard case .success(let script) = TestScriptParser.parse(text: text, file: path) else {
        Issue.record("the recording does not parse:\n\(text)")
        return
      }
      #expect(
        script.tests.map(\.name) == [
          "double-tap tapPad, long-press pressPad, drag puck right, …", "press q",
        ],
        "\(text)")
      let outcomes = Self.run(path)
      #expect(Self.allPassed(outcomes), "\(Self.failures(outcomes))\n\(text)")
    }

    @Test("each step's expect is its outcome: handler, gestures, actions, undo stack, changed properties")
    func outcomeExpectations() throws {
      let s = try LiveSession("prototypes/list.yaml")
      s.drag(Point(x: 300, y: 205), Point(x: 170, y: 205), seconds: 0.1)  // swipe row 2 away
      s.idle(1)
      s.key("z", [.control])
      s.idle(1)
      let (text, path) = try s.save()
      #expect(
        text.contains(
          "      - swipe: { from: item1, direction: left }\n      - wait: 1\n      - expect: { handledBy: null, gestures: { swipe1: recognized }, actions: [delete1], actionHandledBy: item1, undoStack: [\"Delete Message 2\"], props: { rows.frame: [0, 0, 390, 910], rows.subviews: 13 } }\n"
        ), "\(text)")
      #expect(text.contains("      - key: ctrl+z\n"), "\(text)")
      #expect(
        text.contains("undoStack: [], props: { rows.frame: [0, 0, 390, 980], rows.subviews: 14 }"), "\(text)")
      // Not every recognizer and frame: the rows the stack moved are not listed.
      #expect(!text.contains("item2.frame") && !text.contains("open1: failed"), "\(text)")
      #expect(Self.allPassed(Self.run(path)))
    }

    /// UIHoverGestureRecognizer (began on entering, changed on moving, ended
    /// on leaving) and UIButton.isHovered with isPointerInteractionEnabled:
    /// the pointer's moves are `hover:` steps, so the replay reproduces them.
    @Test(
      "pointer moves over hover views are `hover:` steps that replay their states; moves that change nothing are left out"
    )
    func hoverSteps() throws {
      let s = try LiveSession("pointer/hover.yaml")
      func move(_ x: Double, _ y: Double) { s.send(.pointer(.hover(Point(x: x, y: y)))) }
      // Across the card and out again: glow begins, changes and ends.
      move(380, 180)
      for x in stride(from: 200.0, through: 260, by: 20) { move(x, 100) }
      move(380, 180)
      s.idle(1)
      // Over the root only: nothing a script checks changes.
      move(385, 185)
      move(386, 186)
      s.idle(1)
      // Onto the OK button: isHovered, the highlight pointer.
      move(100, 222)
      s.idle(1)
      let (text, path) = try s.save()
      #expect(
        text.contains("      - hover: { path: [[380, 180], [200, 100], [260, 100], [380, 180]], duration: "),
        "\(text)")
      #expect(text.contains("gestures: { glow: ended }, actions: [glowed], actionHandledBy: main"), "\(text)")
      #expect(!text.contains("[385, 185]") && !text.contains("[386, 186]"), "\(text)")
      #expect(text.contains("      - hover: ok\n"), "\(text)")
      #expect(
        text.contains("gestures: { ok.pointer: began }, cursor: highlight, props: { ok.isHovered: true }"),
        "\(text)")
      let outcomes = Self.run(path)
      #expect(Self.allPassed(outcomes), "\(Self.failures(outcomes))\n\(text)")
      // The recording fails when hovering stops reaching the card's recognizer.
      try s.change("gestures: [{ id: glow, type: hover, action: glowed }]", to: "gestures: []")
      #expect(!Self.allPassed(Self.run(path)))
    }

    @Test("a recording passes unchanged, and fails after a one-line change that breaks what was done")
    func failsWhenBehaviourBreaks() throws {
      let s = try LiveSession("prototypes/list.yaml")
      s.drag(Point(x: 300, y: 205), Point(x: 170, y: 205), seconds: 0.1)
      s.idle(1)
      let (text, path) = try s.save()
      #expect(Self.allPassed(Self.run(path)), "\(text)")
      // An unrelated change (a colour, the title) does not break it.
      try s.change("text: \"Inbox\", fontSize: 30", to: "text: \"Mail\", fontSize: 28")
      #expect(Self.allPassed(Self.run(path)))
      try s.change(
        "{ id: swipe1, type: swipe, direction: left, action: delete1 }",
        to: "{ id: swipe1, type: swipe, direction: right, action: delete1 }")
      let broken = Self.run(path)
      #expect(broken.count == 1 && broken[0].status == .failed)
      #expect(
        broken.first?.failures.contains { $0.contains("expect gestures") && $0.contains("swipe1") } == true)
    }

    @Test("a drag held at its limits is pinned as extremes, so a changed limit fails the recording")
    func extremesPinLimits() throws {
      let s = try LiveSession("prototypes/drawer.yaml")
      // From the left edge far past open, then back short of half-way: the
      // drawer stops at 0 (its `limits:`), then closes where it began.
      s.finger(.began, Point(x: 2, y: 400))
      for x in stride(from: 20.0, through: 370, by: 25) { s.finger(.moved, Point(x: x, y: 400)) }
      for x in stride(from: 350.0, through: 60, by: -25) { s.finger(.moved, Point(x: x, y: 400)) }
      s.finger(.ended, Point(x: 60, y: 400))
      s.idle(1)
      let (text, path) = try s.save()
      #expect(text.contains("extremes: { drawer.frame.x: [-280, 0] }"), "\(text)")
      #expect(Self.allPassed(Self.run(path)), "\(text)")
      // The end value is the same with a wider limit; the extremes are not.
      try s.change(
        "action: edgeDrag\n        effect: move\n        moves: drawer\n        axis: horizontal\n        limits: { x: [-280, 0] }",
        to:
          "action: edgeDrag\n        effect: move\n        moves: drawer\n        axis: horizontal\n        limits: { x: [-280, 40] }"
      )
      let broken = Self.run(path)
      #expect(broken.count == 1 && broken[0].status == .failed, "\(Self.failures(broken))")
      #expect(
        broken.first?.failures.contains { $0.contains("expect extremes") && $0.contains("[-280, 40]") }
          == true,
        "\(Self.failures(broken))")
    }

    @Test("a pause starts a new test that continues where the one above ended; typing is one `type` step")
    func splitAndType() throws {
      let s = try LiveSession("figure1.yaml")
      s.tap(Point(x: 200, y: 182))  // the field, off its centre: still `tap: field`
      for c in ["h", "i"] {  // typed keys: presses and text, as SDL sends them
        s.send(.key(Key(c), [], down: true))
        s.send(.text(c))
        s.send(.key(Key(c), [], down: false))
      }
      s.idle(3)
      s.tap(Point(x: 90, y: 242))  // ok
      s.send(.interruption("focus lost"))  // closing the window: not a step
      let (text, path) = try s.save()
      #expect(text.contains("      - tap: field\n"), "\(text)")
      #expect(text.contains("      - type: \"hi\"\n"), "\(text)")
      #expect(text.contains("props: { field.text: \"hi\" }"), "\(text)")
      // The second test says `continues: true` and does not repeat the
      // first's steps (issue 44: "repeats no prefix").
      #expect(text.contains("    continues: true\n    steps:\n      - tap: ok\n"), "\(text)")
      #expect(text.components(separatedBy: "- tap: field").count == 2, "\(text)")
      #expect(!text.contains("focusLost") && !text.contains("keyDown"), "\(text)")
      #expect(text.contains("actions: ["), "\(text)")
      #expect(Self.allPassed(Self.run(path)), "\(text)")
    }

    @Test("an empty session still writes a test that checks something")
    func emptySession() throws {
      let s = try LiveSession("figure1.yaml")
      let (text, path) = try s.save()
      #expect(
        text.contains(
          "  - name: \"nothing recorded\"\n    steps:\n      - expect: { firstResponder: null }\n"))
      #expect(Self.allPassed(Self.run(path)))
    }
  }
}
