import ResponderCore
import ResponderScene
import ResponderTestSupport
import Testing

@testable import ResponderOverlay

/// The gesture timeline: rows per recognizer over time, touches below, the deciding edges.
@Suite("Gesture timeline")
struct GestureTimelineTests {
  @Test("a single tap: doubleTap fails when its time runs out, and only then singleTap ends")
  func singleTapWaits() throws {
    let lab = try OverlayLab(SceneFixtures.taps)
    lab.tap(100, 100)
    lab.app.advance(by: 0.6)
    let t = try #require(GestureTimeline.build(history: lab.recorder.history))
    #expect(t.rows.map(\.id) == ["doubleTap", "singleTap"])
    let failed = try #require(t.rows[0].marks.last)
    let ended = try #require(t.rows[1].marks.last)
    #expect(failed.state == "failed")
    #expect(["ended", "recognized"].contains(ended.state))
    // singleTap decided no earlier than doubleTap failed, well after the finger lifted.
    #expect(ended.time >= failed.time)
    let lift = try #require(t.touches.last { $0.phase == "ended" })
    #expect(ended.time > lift.time)
    #expect(t.touches.first?.phase == "began")
    #expect(t.edges.contains("singleTap waits for doubleTap to fail (require(toFail:))"))
  }

  @Test("a double tap's timeline starts at its first tap: the sequence was still in play between the taps")
  func doubleTapSpansBothTaps() throws {
    let lab = try OverlayLab(SceneFixtures.taps)
    lab.tap(100, 100)
    lab.app.advance(by: 0.1)
    lab.tap(102, 100)
    let t = try #require(lab.model.timeline)
    #expect(t.touches.map(\.phase) == ["began", "ended", "began", "ended"])
    #expect(t.end - t.start >= 0.15)
    // Without the recorder's sequence marks only the second tap is seen.
    let alone = try #require(GestureTimeline.build(history: lab.recorder.history))
    #expect(alone.touches.count == 2)
    // A tap after the double tap was decided opens a sequence of its own.
    lab.app.advance(by: 1)
    lab.tap(100, 100)
    lab.app.advance(by: 0.6)
    #expect(lab.model.timeline?.touches.map(\.phase) == ["began", "ended"])
  }

  @Test("no recognizer involved: no timeline")
  func none() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(80, 80)
    #expect(GestureTimeline.build(history: lab.recorder.history) == nil)
  }

  @Test("the sidebar draws it at its foot, with a bar per recognizer")
  func drawn() throws {
    let lab = try OverlayLab(SceneFixtures.taps)
    lab.tap(100, 100)
    lab.app.advance(by: 0.6)
    let items = OverlayLayout(sceneSize: lab.scene.size).sidebar(lab.model)
    let t = texts(items)
    #expect(t.contains("Gestures over time  (F8)"))
    #expect(t.contains { $0.hasPrefix("doubleTap (tap) → failed") })
    #expect(fillColors(items).contains(OverlayLayout.Ink.skipped))  // the failed tip
  }
}
