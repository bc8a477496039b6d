import ResponderCore
import ResponderOverlay
import ResponderScene
import ResponderTestSupport
import Testing

/// A hit-test tag names the override that decided its view's visit, as
/// the sidebar does; a key's `point(inside:with:)` decides at every visit
/// it answers (`OverrideDecision`), so a view far from the touch gets the
/// override's words, or its skip reason where those are wider than it.
///
///     window 300×400
///     └─ root
///        ├─ pad [150, 150, 100, 100]  (behind)
///        ├─ wide [0, 300, 300, 80]    hitShape: circle
///        └─ round [20, 20, 100, 100]  hitShape: circle (front-most)
@Suite("hit-test tags: the override that decided")
struct HitRuleTagTests {
  let yaml = sceneWith(
    width: 300, height: 400,
    subviews: """
      - { id: pad, frame: [150, 150, 100, 100] }
      - { id: wide, frame: [0, 300, 300, 80], hitShape: circle }
      - { id: round, frame: [20, 20, 100, 100], hitShape: circle }
      """)

  @Test(
    "a key that answered far from the touch tags its view with its words, or the skip reason where they do not fit"
  )
  func farKeyTags() throws {
    let lab = try OverlayLab(yaml)
    lab.tap(200, 200)
    let rows = Dictionary(uniqueKeysWithValues: lab.model.hitRows.map { ($0.id, $0) })
    let round = try #require(rows["round"])
    let wide = try #require(rows["wide"])
    #expect(round.rule == "outside: beyond the circle hitShape" && round.skipped == "outside")
    #expect(wide.rule == "outside: beyond the circle hitShape")
    #expect(rows["pad"]?.isHitView == true)
    let tags = OverlayLayout(sceneSize: Size(width: 300, height: 400)).tags(lab.model).map(\.text)
    #expect(tags.contains("\(OverlayLayout.tagNumber(wide.number)) beyond the circle hitShape"))
    #expect(tags.contains("\(OverlayLayout.tagNumber(round.number)) outside"))
  }
}
