import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// The loader's limits hold while a scene runs: `add:` effects cannot build
/// past the view limit, an animated stack change starts as many animations
/// as the window shows, and key commands are counted at load.
@Suite("Run-time limits")
struct RunTimeLimitTests {
  //   window 300 × 300
  //   └─ root
  //      └─ pad [0, 0, 300, 300]: each touch that ends adds a 3-view box;
  //         a touch that ends at x > 200 adds `dot` (an id)
  static let yaml = sceneWith(
    width: 300, height: 300,
    subviews: """
      - id: pad
        frame: [0, 0, 300, 300]
        on:
          touchesEnded:
            - add: { to: pad, view: { frame: [0, 0, 10, 10], subviews: [{ frame: [0, 0, 1, 1] }, { frame: [1, 1, 1, 1] }] } }
      - id: right
        frame: [200, 0, 100, 300]
        on:
          touchesEnded:
            - add: { to: pad, view: { id: dot, frame: [0, 0, 8, 8] } }
      """)

  func tap(_ app: Application, _ p: Point) {
    let f = FingerID(device: 1, finger: 0)
    app.handle(.touch(f, .began, p))
    app.advance(by: 0.05)
    app.handle(.touch(f, .ended, p))
    app.advance(by: 0.05)
  }

  @Test("an add that would take the scene past its view limit is refused, with a warning naming the effect")
  func addPastTheLimit() throws {
    let scene = SceneBuilder().build(try #require(loadScene(Self.yaml)))
    scene.app.recordsEvents = true  // the warnings are the record's log
    let pad = try #require(scene.views["pad"])
    let made = scene.viewsMade
    #expect(made == 3)  // root, pad, right
    scene.maxViews = made + 5
    tap(scene.app, Point(x: 50, y: 50))
    #expect(pad.subviews.count == 1)
    #expect(scene.viewsMade == made + 3)
    #expect(scene.app.lastEventRecord?.logs == [])
    tap(scene.app, Point(x: 50, y: 50))
    #expect(pad.subviews.count == 1)
    #expect(scene.viewsMade == made + 3)
    #expect(
      scene.app.lastEventRecord?.logs == [
        "warning: s.yaml:11:15: add: refused: its 3 views would take the scene past the limit of 8 views (6 made so far)"
      ])
  }

  @Test("adding an id that is already on screen says so")
  func addTwice() throws {
    let scene = SceneBuilder().build(try #require(loadScene(Self.yaml)))
    scene.app.recordsEvents = true  // the warnings are the record's log
    tap(scene.app, Point(x: 250, y: 50))
    #expect(scene.views["dot"]?.window != nil)
    #expect(scene.app.lastEventRecord?.logs == [])
    tap(scene.app, Point(x: 250, y: 50))
    #expect(
      scene.app.lastEventRecord?.logs == [
        "warning: s.yaml:16:15: add: a view with id `dot` is already on screen; nothing added"
      ])
  }

  @Test("a view's count covers its subviews and child controllers; a plain view has no behaviour to wire")
  func viewCount() throws {
    let doc = try #require(loadScene(Self.yaml))
    let pad = try #require(rootSubviews(doc).first)
    #expect(pad.hasBehaviour)
    guard case .add(_, let box)? = pad.on.entries.first?.effects.first?.action else {
      Issue.record("expected an add effect")
      return
    }
    #expect(box.viewCount == 3)
    #expect(!box.hasBehaviour)
  }

  //   window 300 × 400
  //   └─ root
  //      ├─ rows [0, 50, 300, …]: a vertical stack of 2,000 rows of 10 pt
  //      └─ del [0, 0, 40, 40]: a tap removes r0 with an animation
  @Test("an animated remove in a 2,000-row stack animates the rows in the window, and every row lands")
  func longStack() throws {
    let rows = (0..<2000).map { "    - { id: r\($0), frame: [0, 0, 300, 10] }" }.joined(separator: "\n")
    let yaml = """
      window: { width: 300, height: 400 }
      root:
        controller: main
        on: { go: [{ remove: r0, animate: { duration: 0.5 } }] }
        view:
          id: root
          subviews:
            - { id: del, frame: [0, 0, 40, 40], gestures: [{ type: tap, action: go }] }
            - id: rows
              frame: [0, 50, 300, 0]
              stack: { axis: vertical }
              subviews:
      \(rows.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))
      """
    let scene = SceneBuilder().build(try #require(loadScene(yaml)))
    tap(scene.app, Point(x: 20, y: 20))
    #expect(scene.views["r0"]?.superview == nil)
    // Rows 1–35 start or end inside the 400-pt window (the stack starts at
    // y 50); the other 1,964 rows move at once.
    let moving = scene.app.runningAnimators.count
    #expect(moving > 30 && moving < 40)
    #expect(scene.views["r1"]!.isAnimating)
    #expect(!scene.views["r1999"]!.isAnimating)
    #expect(scene.views["r1999"]!.frame.minY == 1998 * 10)
    scene.app.advance(by: 1)
    #expect(scene.app.runningAnimators.isEmpty)
    #expect(scene.views["r1"]!.presentedFrame.minY == 0)
  }

  @Test("more than 256 key commands in a scene are refused at the first one over")
  func keyCommands() {
    let commands = (0..<257).map { "    - { input: a, modifiers: [ctrl], action: a\($0) }" }.joined(
      separator: "\n")
    let errors = sceneProblems(sceneWith(subviews: "- id: v\n  keyCommands:\n" + commands))
    #expect(errors == [SceneError(.tooMany(.keyCommands(max: 256)), at: place(265, 13))])
  }
}
