import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// `stack:` in a scene: its keys, their errors, and the layout the builder
/// and the `add`/`remove` effects leave.
@Suite("Stack view scene keys")
struct StackSceneTests {
  @Test("misspelt stack keys and values suggest the right ones, at their line and column")
  func misspelt() {
    let errors = sceneProblems(
      sceneWith(
        subviews: """
          - id: rows
            stack: { axes: vertical, spacing: "wide", alignment: centre, distribution: equalSpasing }
          - { id: list, type: scrollView, stack: { axis: vertical } }
          - { id: tabs, stack: { distribution: fillProportionally, alignment: firstBaseline } }
          - { id: bar, stack: horizontal }
          - { id: misspelt, stak: { axis: vertical } }
          """))
    #expect(
      errors == [
        SceneError(.unknownKey("axes", in: .stack, suggestion: "axis"), at: place(8, 18)),
        SceneError(.wrongKind(expected: .number, found: .string), at: place(8, 43)),
        SceneError(.unknownName(.stackAlignment, "centre", suggestion: "center"), at: place(8, 62)),
        SceneError(
          .unknownName(.stackDistribution, "equalSpasing", suggestion: "equalSpacing"), at: place(8, 84)),
        SceneError(.misplacedKey("stack", .plainViewsOnly(viewKind: .scrollView)), at: place(9, 39)),
        SceneError(.unsupportedName(.stackDistribution, "fillProportionally"), at: place(10, 44)),
        SceneError(.unsupportedName(.stackAlignment, "firstBaseline"), at: place(10, 75)),
        SceneError(
          .wrongKind(expected: .stackMap, found: .string),
          at: place(11, 27)),
        SceneError(.unknownKey("stak", in: .view, suggestion: "stack"), at: place(12, 25)),
      ])
  }

  /// A stack of three rows and a button that removes the middle one.
  static let yaml = """
    window: { width: 300, height: 400 }
    root:
      controller: main
      on:
        go: [{ remove: b, animate: { duration: 1, curve: linear }, undo: "Delete B" }]
      view:
        id: root
        subviews:
          - id: rows
            frame: [0, 100, 300, 0]
            stack: { axis: vertical, spacing: 10 }
            subviews:
              - { id: a, frame: [0, 0, 300, 40] }
              - { id: b, frame: [0, 0, 300, 40] }
              - { id: c, frame: [0, 0, 300, 40] }
          - { id: del, frame: [0, 0, 60, 60], gestures: [{ type: tap, action: go }] }
    """

  @Test("the builder lays the rows out once they are in; the frames' origins give way to the stack")
  func builds() throws {
    let scene = SceneBuilder().build(try #require(loadScene(Self.yaml)))
    #expect(["a", "b", "c"].map { scene.views[$0]!.frame.minY } == [0, 50, 100])
    #expect(scene.views["rows"]!.frame == Rect(x: 0, y: 100, width: 300, height: 140))
  }

  @Test("an animated remove moves the model at once and the presentation over the duration")
  func animatedRemove() throws {
    let scene = SceneBuilder().build(try #require(loadScene(Self.yaml)))
    let app = scene.app
    let c = try #require(scene.views["c"])
    let f = FingerID(device: 1, finger: 0)
    app.handle(.touch(f, .began, Point(x: 30, y: 30)))
    app.advance(by: 0.05)
    app.handle(.touch(f, .ended, Point(x: 30, y: 30)))
    #expect(scene.views["b"]!.superview == nil)
    #expect(c.frame.minY == 50)
    // The tap ended 0.05 s in; half-way the drawn row is half-way up.
    app.advance(by: 0.5)
    #expect(c.isAnimating)
    #expect(c.presentedFrame.minY > 50 && c.presentedFrame.minY < 100)
    app.advance(by: 1)
    #expect(!c.isAnimating)
    #expect(scene.window.hitTest(Point(x: 150, y: 100 + 60), with: nil) === c)
  }

  @Test("hiding a row with animate slides the rows below it up; add appends a row after the last")
  func hideAndAdd() throws {
    let yaml = Self.yaml.replacingOccurrences(
      of: "go: [{ remove: b, animate: { duration: 1, curve: linear }, undo: \"Delete B\" }]",
      with: """
        go: [{ set: { b.hidden: true }, animate: { duration: 1 } }, { add: { to: rows, view: { id: d, frame: [0, 0, 300, 40] } } }]
        """)
    let scene = SceneBuilder().build(try #require(loadScene(yaml)))
    let app = scene.app
    let f = FingerID(device: 1, finger: 0)
    app.handle(.touch(f, .began, Point(x: 30, y: 30)))
    app.advance(by: 0.05)
    app.handle(.touch(f, .ended, Point(x: 30, y: 30)))
    let c = try #require(scene.views["c"])
    let d = try #require(scene.views["d"])
    #expect(c.frame.minY == 50 && c.isAnimating)
    #expect(d.frame.minY == 100)
    #expect(scene.views["rows"]!.frame.height == 140)
    app.advance(by: 0.5)
    #expect(c.presentedFrame.minY > 50 && c.presentedFrame.minY < 100)
  }
}
