import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// `bind:` through a stack's layout (issue 37, item 9): the frames a stack
/// arranges move together, so a binding that sizes one from another's
/// position feeds itself (it grew by the spacing on every pass, and the
/// value depended on how a script split its waits).
@Suite("Bindings through a stack's layout")
struct BindLayoutTests {
  /// A vertical stack `list` of `a` and `b` (lines 7–12), `outer` holding a
  /// nested stack `inner` of `x` and `y` (13–22), and two free views `c`, `v`.
  private func scene(_ binds: String, adds: String = "") -> String {
    "bind:\n" + binds + "\n"
      + sceneWith(
        width: 390, height: 600,
        subviews: """
          - id: list
            frame: [0, 0, 390, 0]
            stack: { axis: vertical, spacing: 1 }
            subviews:
              - { id: a, frame: [0, 0, 390, 10] }
              - { id: b, frame: [0, 0, 390, 10] }
          - id: outer
            frame: [0, 100, 390, 0]
            stack: { axis: vertical }
            subviews:
              - id: inner
                frame: [0, 0, 390, 0]
                stack: { axis: horizontal }
                subviews: [{ id: x, frame: [0, 0, 50, 10] }]
              - { id: y, frame: [0, 0, 390, 10] }
          - { id: c, frame: [0, 300, 10, 10] }
          - { id: v, frame: [0, 400, 10, 10]\(adds) }
          """)
  }

  @Test("a binding that sizes a stack's view from its sibling's position is refused, naming the stack")
  func siblingLoop() {
    let errors = sceneProblems(
      scene("  - { set: a.frame.height, from: b.frame.y, in: [0, 1000], out: [0, 1000] }"))
    #expect(
      errors == [
        SceneError(
          .bindLayoutCycle(["a.frame.height", "b.frame.y", "a.frame.height"], stack: "list"), at: place(2, 5))
      ])
    #expect(
      errors.first?.description
        == "s.yaml:2:5: `bind:` makes a cycle through the layout of stack 'list', which moves the frames it "
        + "arranges: a.frame.height ← b.frame.y ← a.frame.height; a bound value cannot depend on itself")
  }

  @Test("a loop through a nested stack names the outermost, and one through two bindings is found")
  func nestedAndLonger() {
    let nested = sceneProblems(
      scene("  - { set: x.frame.height, from: y.frame.y, in: [0, 1000], out: [0, 1000] }"))
    #expect(
      nested.map(\.problem) == [
        .bindLayoutCycle(["x.frame.height", "y.frame.y", "x.frame.height"], stack: "outer")
      ])
    let twoLinks = sceneProblems(
      scene(
        """
          - { set: c.frame.x, from: b.frame.y, in: [0, 1000], out: [0, 1000] }
          - { set: a.frame.height, from: c.frame.x, in: [0, 1000], out: [0, 1000] }
        """))
    #expect(
      twoLinks == [
        SceneError(
          .bindLayoutCycle(["c.frame.x", "b.frame.y", "a.frame.height", "c.frame.x"], stack: "list"),
          at: place(3, 5))
      ])
  }

  @Test("a stack's own frame bound from a view it arranges is refused, and so is one added into it by add:")
  func stackAndAdded() {
    #expect(
      sceneProblems(
        scene("  - { set: list.frame.width, from: a.frame.height, in: [0, 1000], out: [0, 1000] }")
      )
      .map(\.problem) == [
        .bindLayoutCycle(["list.frame.width", "a.frame.height", "list.frame.width"], stack: "list")
      ])
    let added = sceneProblems(
      scene(
        "  - { set: z.frame.height, from: b.frame.y, in: [0, 1000], out: [0, 1000] }",
        adds: ", on: { touchesEnded: { add: { to: list, view: { id: z, frame: [0, 0, 10, 10] } } } }"))
    #expect(
      added.map(\.problem) == [
        .bindLayoutCycle(["z.frame.height", "b.frame.y", "z.frame.height"], stack: "list")
      ])
  }

  @Test("bindings that only read a stack, or only write it, load; a reader runs after the writer it sees")
  func orderedNotRefused() throws {
    // The reader comes first in the file: before the layout joined the
    // frames, it ran first and read `b` where the writer's pass had not
    // yet moved it.
    let doc = try #require(
      loadScene(
        scene(
          """
            - { set: c.frame.x, from: b.frame.y, in: [0, 1000], out: [0, 1000] }
            - { set: a.frame.height, from: v.frame.x, in: [0, 1000], out: [0, 1000] }
          """)))
    let built = SceneBuilder().build(doc)
    let (a, b, c, v) = try (
      #require(built.views["a"]), #require(built.views["b"]), #require(built.views["c"]),
      #require(built.views["v"])
    )
    v.frame.origin.x = 200
    built.app.applyBindings()
    #expect(a.frame.height == 200)
    #expect(b.frame.origin.y == 201)
    #expect(c.frame.origin.x == 201)
  }
}
