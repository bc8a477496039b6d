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
    #expect(failed.recognizerState == .failed)
    #expect(ended.recognizerState == .recognized)  // `recognized` is `ended`
    // singleTap decided no earlier than doubleTap failed, well after the finger lifted.
    #expect(ended.time >= failed.time)
    let lift = try #require(t.touches.last { $0.phase == .ended })
    #expect(ended.time > lift.time)
    #expect(t.touches.first?.phase == .began)
    #expect(t.edges.contains("singleTap waits for doubleTap to fail (require(toFail:))"))
  }

  @Test("a double tap's timeline starts at its first tap: the sequence was still in play between the taps")
  func doubleTapSpansBothTaps() throws {
    let lab = try OverlayLab(SceneFixtures.taps)
    lab.tap(100, 100)
    lab.app.advance(by: 0.1)
    lab.tap(102, 100)
    let t = try #require(lab.model.timeline)
    // The double tap recognized on the second lift: the view's touch is
    // cancelled (cancelsTouchesInView), a tick of its own.
    #expect(t.touches.map(\.phase) == [.began, .ended, .began, .ended, .cancelled] as [TouchPhase])
    #expect(t.end - t.start >= 0.15)
    // Without the recorder's sequence marks only the second tap is seen.
    let alone = try #require(GestureTimeline.build(history: lab.recorder.history))
    #expect(alone.touches.map(\.phase) == [.began, .ended, .cancelled] as [TouchPhase])
    // A tap after the double tap was decided opens a sequence of its own.
    lab.app.advance(by: 1)
    lab.tap(100, 100)
    lab.app.advance(by: 0.6)
    #expect(lab.model.timeline?.touches.map(\.phase).prefix(2) == [.began, .ended] as ArraySlice<TouchPhase>)
  }

  /// A pad with a long press that holds its view's began, beside one whose
  /// recognizer has the flag but recognizes before the view is sent anything.
  static let holdScene = """
    name: Holds
    window: { width: 300, height: 400 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - id: pad
            frame: [0, 0, 300, 200]
            handles: [touches]
            gestures: [{ id: press, type: longPress, delaysTouchesBegan: true, cancelsTouchesInView: false }]
    """

  @Test("delaysTouchesBegan is named only when the recognizer really held the view's began")
  func heldBeganOnlyWhenHeld() throws {
    let lab = try OverlayLab(Self.holdScene)
    let f = lab.down(50, 50)
    lab.up(f, 50, 50)
    let held = try #require(GestureTimeline.build(history: lab.recorder.history))
    #expect(held.edges.contains("press: delaysTouchesBegan holds pad's began back"))
    // The same recognizer, turned off for the began's delivery: the flag is
    // still set, nothing is held, and the timeline says nothing about it.
    lab.app.advance(by: 1)
    let press = try #require(lab.scene.recognizers["press"])
    press.delaysTouchesBegan = false
    let g = lab.down(50, 50)
    press.delaysTouchesBegan = true
    lab.up(g, 50, 50)
    let free = try #require(GestureTimeline.build(history: lab.recorder.history))
    #expect(!free.edges.contains { $0.contains("delaysTouchesBegan") })
  }

  @Test("cancelsTouchesInView is named with the view that really got touchesCancelled")
  func cancelledFromDecision() throws {
    let lab = try OverlayLab(SceneFixtures.taps)
    lab.tap(100, 100)
    lab.app.advance(by: 0.6)
    let t = try #require(GestureTimeline.build(history: lab.recorder.history))
    let decided = lab.recorder.history.flatMap(\.gestureDecisions).compactMap { d -> String? in
      if case .cancelledTouchesInView(let r, let v) = d {
        return "\(r.identifier) won; cancelsTouchesInView: \(v.identifier) got touchesCancelled"
      }
      return nil
    }
    #expect(decided == ["singleTap won; cancelsTouchesInView: pad got touchesCancelled"])
    #expect(t.edges.filter { $0.contains("cancelsTouchesInView") } == decided)
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

  @Test("the ticks' legend is drawn whole or left out, never cut at the foot")
  func legendWholeOrNot() throws {
    let lab = try OverlayLab(SceneFixtures.taps)
    lab.tap(100, 100)
    lab.app.advance(by: 0.6)
    let t = try #require(GestureTimeline.build(history: lab.recorder.history))
    let layout = OverlayLayout(sceneSize: lab.scene.size)
    var sawCut = false
    var sawWhole = false
    for h in stride(from: 40.0, through: 300, by: 1) {
      let shown = texts(layout.timelineBlock(t, left: 0, width: 300, top: 0, maxHeight: h).items)
      let legend = shown.filter { $0.contains("white:") || $0.contains("grey:") || $0.contains("cancelled") }
      if legend.isEmpty { continue }
      if legend.joined(separator: " ").contains("red: cancelled") { sawWhole = true } else { sawCut = true }
    }
    #expect(sawWhole)
    #expect(!sawCut)
  }
}
