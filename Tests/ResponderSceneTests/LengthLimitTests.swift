import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

/// Absurd lengths and times are refused at load with their place and the
/// range allowed (`SceneLimits.maxLength`, `maxSeconds`): each of these
/// loaded and then trapped the renderer or the clock (issue 37, item 2).
@Suite("Lengths and times have a range")
struct LengthLimitTests {
  @Test(
    "a frame, a border, a stack's spacing, a content size and a press past their range are refused where written"
  )
  func refusedAtLoad() {
    let errors = sceneErrors(
      sceneWith(
        subviews: """
          - { id: l, type: label, text: Name, frame: [0, 0, 1e19, 30] }
          - { id: bd, frame: [0, 40, 10, 10], borderWidth: 1e19 }
          - { id: st, frame: [0, 60, 10, 10], stack: { axis: vertical, spacing: -1e308 } }
          - { id: sv, type: scrollView, frame: [0, 80, 10, 10], contentSize: [10, 2e6] }
          - { id: lp, frame: [0, 100, 10, 10], gestures: [{ type: longPress, minimumPressDuration: 1e17, action: go }] }
          """))
    #expect(
      errors == [
        "s.yaml:7:57: a frame's width is from 0 to 1000000 points, got 1e+19",
        "s.yaml:8:56: `borderWidth` is from 0 to 1000000 points, got 1e+19",
        "s.yaml:9:77: a stack's `spacing` is from -1000000 to 1000000 points, got -1e+308",
        "s.yaml:10:79: `contentSize` is from 0 to 1000000 points, got 2000000",
        "s.yaml:11:96: `minimumPressDuration` is from 0 to 3600 s, got 1e+17",
      ])
  }

  @Test("the largest lengths and positions far off screen still load")
  func limitsLoad() {
    #expect(
      loadScene(
        sceneWith(
          subviews: """
            - { id: l, type: label, text: Name, frame: [1e300, -1e300, 1000000, 1000000], borderWidth: 1000000 }
            - { id: lp, frame: [0, 100, 10, 10], gestures: [{ type: longPress, minimumPressDuration: 3600, action: go }] }
            """)) != nil)
  }
}

/// What one undo step can hold is bounded at load (issue 37, item 5).
@Suite("Changes per on: entry")
struct ChangesPerEntryTests {
  @Test("an on: entry making more than 256 changes is refused at its key; 256 load")
  func changesPerEntry() {
    func scene(_ n: Int) -> String {
      "state: { " + (0..<n).map { "s\($0): off" }.joined(separator: ", ") + " }\n"
        + sceneWith(
          subviews:
            "- { id: pad, frame: [0, 0, 10, 10], on: { touchesEnded: { set: { "
            + (0..<n).map { "state.s\($0): on" }.joined(separator: ", ") + " }, undo: Big } } }")
    }
    #expect(
      sceneErrors(scene(300)) == [
        "s.yaml:8:49: one `on:` entry makes at most 256 changes (each `set:` key, each other effect), got 300"
      ])
    #expect(loadScene(scene(256)) != nil)
  }
}
