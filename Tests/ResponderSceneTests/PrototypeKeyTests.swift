import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// Drives a built scene straight through its application, on the virtual clock.
private final class Driver: GestureDriving {
  let scene: BuiltScene
  var app: Application { scene.app }
  init(_ scene: BuiltScene) {
    self.scene = scene
    scene.app.recordsEvents = true  // the tests read `lastEventRecord`
  }
  func wait(_ seconds: Double) {
    let ticks = Int((seconds * GestureConstants.ticksPerSecond).rounded())
    app.advance(by: Double(ticks) * GestureConstants.tick, tickCount: ticks)
  }
}

private func build(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) -> Driver? {
  loadScene(yaml, sourceLocation: sourceLocation).map { Driver(SceneBuilder().build($0)) }
}

/// A vertical list `inbox` [0, 0, 300, 400] with 1,000 pt of content and one
/// row [0, 0, 300, 80] whose pan is declared by `pan`.
private func listScene(pan: String) -> String {
  sceneWith(
    width: 300, height: 400,
    subviews: """
      - id: inbox
        type: scrollView
        frame: [0, 0, 300, 400]
        subviews:
          - { id: body, frame: [0, 0, 300, 1000] }
          - id: row
            frame: [0, 0, 300, 80]
            gestures: [\(pan)]
      """)
}

@Suite("A scroll view's own pan by name")
struct ScrollPanNameTests {
  @Test("requireToFail, simultaneousWith and shouldRequireFailureOf take ID.pan")
  func accepted() throws {
    let d = try #require(
      build(
        listScene(
          pan:
            "{ id: slide, type: pan, requireToFail: [inbox.pan], simultaneousWith: [inbox.pan], shouldRequireFailureOf: [inbox.pan] }"
        )))
    let slide = try #require(d.scene.recognizers["slide"])
    #expect(slide.requiredToFail.map(\.identifier) == ["inbox.pan"])
  }

  @Test("an unknown gesture name lists the ones available, with a did-you-mean")
  func unknown() {
    let errors = sceneProblems(listScene(pan: "{ id: slide, type: pan, requireToFail: [inbox.pn] }"))
    #expect(
      errors == [
        SceneError(
          .unknownID(
            "inbox.pn", key: "requireToFail", suggestion: "inbox.pan", gestures: ["inbox.pan", "slide"]),
          at: place(14, 64))
      ])
  }

  @Test("naming the scroll view itself says what its pan is called")
  func scrollViewItself() {
    let errors = sceneProblems(listScene(pan: "{ id: slide, type: pan, requireToFail: [inbox] }"))
    #expect(
      errors == [
        SceneError(
          .wrongReference(key: "requireToFail", id: "inbox", .scrollViewForGesture), at: place(14, 64))
      ])
  }

  @Test(
    "a row's pan that waits for the list's pan and begins only sideways: vertical drags scroll, sideways ones move the row"
  )
  func rowInList() throws {
    let d = try #require(
      build(
        listScene(
          pan:
            "{ id: slide, type: pan, effect: move, axis: horizontal, undo: false, requireToFail: [inbox.pan], shouldBegin: { axis: horizontal } }"
        )))
    let inbox = try #require(d.scene.views["inbox"] as? ScrollView)
    let row = try #require(d.scene.views["row"])
    d.drag(from: Point(x: 150, y: 60), to: Point(x: 150, y: 10), duration: 0.3)
    d.wait(0.05)
    #expect(inbox.contentOffset.y > 30)
    #expect(row.frame.origin.x == 0)
    #expect(d.scene.recognizers["slide"]?.state != .ended)
    d.wait(2)
    inbox.setContentOffset(.zero, animated: false)
    d.drag(from: Point(x: 200, y: 40), to: Point(x: 100, y: 42), duration: 0.3)
    #expect(abs(row.frame.origin.x - -100) < 3)
    #expect(inbox.contentOffset.y == 0)
  }
}

@Suite("shouldBegin: { axis }")
struct ShouldBeginAxisTests {
  @Test("a horizontal-only pan fails a vertical drag and takes a horizontal one")
  func axis() throws {
    let d = try #require(
      build(
        sceneWith(
          width: 300, height: 300,
          subviews:
            "- { id: pad, frame: [0, 0, 300, 300], gestures: [{ id: p, type: pan, shouldBegin: { axis: horizontal } }] }"
        )))
    let p = try #require(d.scene.recognizers["p"])
    var states: [GestureRecognizer.State] = []
    p.stateObservers.append { states.append($0.state) }
    d.drag(from: Point(x: 150, y: 50), to: Point(x: 152, y: 250), duration: 0.3)
    #expect(states.first == .failed)
    states.removeAll()
    d.drag(from: Point(x: 50, y: 150), to: Point(x: 250, y: 153), duration: 0.3)
    #expect(states.first == .began && states.last == .ended)
  }

  @Test("the axis is for pans, and is a known name")
  func errors() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, gestures: [{ type: tap, shouldBegin: { axis: horizontal } }, { type: pan, shouldBegin: { axs: vertical } }, { type: pan, shouldBegin: { axis: sideways } }] }
          """))
    #expect(
      errors == [
        SceneError(.rule(.velocityAxis(gesture: .tap)), at: place(7, 55)),
        SceneError(.unknownKey("axs", in: .shouldBegin, suggestion: "axis"), at: place(7, 107)),
        SceneError(.unknownName(.axis, "sideways", suggestion: nil), at: place(7, 160)),
      ])
  }
}

@Suite("Screen edge pans")
struct ScreenEdgePanTests {
  private let scene = sceneWith(
    width: 300, height: 300,
    subviews: """
      - id: pad
        frame: [0, 0, 300, 300]
        gestures: [{ id: edge, type: screenEdgePan, edges: [left], effect: move, moves: sheet, limits: { x: [-200, 0] }, undo: false }]
      - { id: sheet, frame: [-200, 0, 200, 300] }
      """)

  @Test("a drag that starts within 20 pt of the left edge moves the drawer, inside its limits")
  func fromTheEdge() throws {
    let d = try #require(build(scene))
    let sheet = try #require(d.scene.views["sheet"])
    d.drag(from: Point(x: 5, y: 150), to: Point(x: 105, y: 150), duration: 0.3, lift: false)
    #expect(sheet.frame.origin.x == -100)
    d.drag(from: Point(x: 105, y: 150), to: Point(x: 295, y: 150), duration: 0.2)
    #expect(sheet.frame.origin.x == 0)
    #expect(d.scene.recognizers["edge"]?.kindName == "screenEdgePan")
  }

  @Test("a drag that starts further in, or runs along the edge, fails")
  func notFromTheEdge() throws {
    let d = try #require(build(scene))
    let edge = try #require(d.scene.recognizers["edge"])
    var states: [GestureRecognizer.State] = []
    edge.stateObservers.append { states.append($0.state) }
    d.drag(from: Point(x: 21, y: 150), to: Point(x: 200, y: 150), duration: 0.3)
    #expect(states == [.failed])
    states.removeAll()
    d.drag(from: Point(x: 5, y: 50), to: Point(x: 8, y: 250), duration: 0.3)
    #expect(states == [.failed])
    #expect(d.scene.views["sheet"]?.frame.origin.x == -200)
  }

  @Test("edges are required and spelt right; limits, moves and axis need a move effect")
  func errors() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - { id: a, gestures: [{ type: screenEdgePan }, { type: screenEdgePan, edges: [lef] }, { type: pan, limits: { x: [0, 1] }, moves: a }] }
          """))
    #expect(
      errors == [
        SceneError(
          .missingKey(.screenEdgePanEdges), at: place(7, 29)),
        SceneError(.unknownName(.edge, "lef", suggestion: "left"), at: place(7, 85)),
        SceneError(.misplacedKey("limits", .moveEffectOnly), at: place(7, 106)),
        SceneError(.misplacedKey("moves", .moveEffectOnly), at: place(7, 129)),
      ])
  }
}

@Suite("Snap offsets and setting the offset at a drag's end")
struct SnapOffsetTests {
  private func scroller(_ extra: String, on: String = "") -> String {
    sceneWith(
      width: 300, height: 100,
      subviews: """
        - id: s
          type: scrollView
          frame: [0, 0, 300, 100]
          \(extra)
          panAction: dragged
          subviews: [{ id: c, frame: [0, 0, 460, 100] }]
          \(on)
        """)
  }

  @Test("a flick settles on the snap offset nearest where it would rest")
  func snaps() throws {
    let d = try #require(build(scroller("snapOffsets: { x: [0, 160] }")))
    let s = try #require(d.scene.views["s"] as? ScrollView)
    d.drag(from: Point(x: 250, y: 50), to: Point(x: 200, y: 50), duration: 0.1)
    d.wait(2)
    #expect(s.contentOffset.x == 160)
    d.drag(from: Point(x: 100, y: 50), to: Point(x: 180, y: 50), duration: 0.5)
    d.wait(2)
    #expect(s.contentOffset.x == 0)
  }

  @Test("a snap offset past the content's end settles at the end, inside the content (issue 37)")
  func snapInsideContent() throws {
    // Content 460 wide in a 300-wide view: a flick resting at 160 picks 300, and the content allows 160.
    let d = try #require(build(scroller("snapOffsets: { x: [0, 300] }")))
    let s = try #require(d.scene.views["s"] as? ScrollView)
    d.drag(from: Point(x: 250, y: 50), to: Point(x: 150, y: 50), duration: 0.1)
    d.wait(3)
    #expect(s.contentOffset.x == 160)
    #expect(!s.isDecelerating)
  }

  @Test("set contentOffset.x on the pan's end stops the deceleration the lift started")
  func setStops() throws {
    let d = try #require(
      build(scroller("", on: "on: { dragged.ended: { set: { s.contentOffset.x: 40 } } }")))
    let s = try #require(d.scene.views["s"] as? ScrollView)
    d.drag(from: Point(x: 250, y: 50), to: Point(x: 150, y: 50), duration: 0.1)
    d.wait(2)
    #expect(s.contentOffset.x == 40)
    #expect(!s.isDecelerating)
  }

  @Test("set takes the whole offset, as the scene key writes it")
  func whole() throws {
    let d = try #require(
      build(scroller("", on: "on: { dragged.began: { set: { s.contentOffset: [100, 0] } } }")))
    let s = try #require(d.scene.views["s"] as? ScrollView)
    _ = s.setValue(.rect(Rect(x: 12, y: 0, width: 0, height: 0)), forProperty: "contentOffset")
    #expect(s.contentOffset.x == 12)
    #expect(
      sceneProblems(scroller("snapOffsets: { z: [0] }")) == [
        SceneError(.unknownKey("z", in: .snapOffsets, suggestion: "x"), at: place(10, 24))
      ])
  }
}

@Suite("Wheel and trackpad scrolls")
struct ScrollEventTests {
  private let scene = sceneWith(
    width: 300, height: 400,
    subviews: """
      - id: list
        type: scrollView
        frame: [0, 0, 300, 200]
        subviews: [{ id: body, frame: [0, 0, 300, 600] }]
      - id: card
        frame: [0, 200, 150, 200]
        gestures: [{ id: drag, type: pan, effect: move, undo: false }]
      - id: knob
        frame: [150, 200, 150, 200]
        gestures: [{ id: turn, type: pan, effect: move, axis: vertical, undo: false, allowedScrollTypes: [continuous, discrete] }]
      """)

  private final class Driver: GestureDriving {
    let app: Application
    init(_ app: Application) { self.app = app }
  }

  @Test("a scroll over a scroll view moves its content through its pan, with no touch, then ends")
  func scrollsTheList() throws {
    let built = SceneBuilder().build(try #require(loadScene(scene)))
    built.app.recordsEvents = true
    let list = try #require(built.views["list"] as? ScrollView)
    built.app.handle(.scroll(Point(x: 150, y: 100), delta: Point(x: 0, y: 50)))
    #expect(list.contentOffset.y == 50)
    #expect(list.panGestureRecognizer.state == .began)
    let record = try #require(built.app.lastEventRecord)
    #expect(record.kind == .scroll && record.hitView?.identifier == "body" && record.handledBy === list)
    #expect(built.window.activeTouches.isEmpty)
    built.app.advance(by: 0.1)
    built.app.handle(.scroll(Point(x: 150, y: 100), delta: Point(x: 0, y: 30)))
    #expect(list.contentOffset.y == 80 && list.panGestureRecognizer.state == .changed)
    built.app.advance(by: GestureConstants.scrollEndDelay + 0.05)
    #expect(list.panGestureRecognizer.state == .possible)
    built.app.advance(by: 1)
    #expect(list.contentOffset.y == 80)
  }

  @Test("a plain pan ignores scrolls; one with allowedScrollTypes takes them")
  func mask() throws {
    let built = SceneBuilder().build(try #require(loadScene(scene)))
    built.app.recordsEvents = true
    built.app.handle(.scroll(Point(x: 75, y: 300), delta: Point(x: 0, y: 40)))
    #expect(built.views["card"]?.frame.origin.y == 200)
    #expect(built.app.lastEventRecord?.handledBy == nil)
    built.app.handle(.scroll(Point(x: 225, y: 300), delta: Point(x: 0, y: 40)))
    #expect(built.views["knob"]?.frame.origin.y == 160)
    #expect(
      sceneProblems(
        sceneWith(subviews: "- { id: a, gestures: [{ type: tap, allowedScrollTypes: [wheel] }] }"))
        == [
          SceneError(
            .misplacedKey("allowedScrollTypes", .gestureKinds([.pan, .screenEdgePan], not: .tap)),
            at: place(7, 42))
        ])
  }
}
