import ResponderCore
import ResponderTestSupport
import Testing

@testable import ResponderOverlay

/// What the overlay shows of the pointer (issue 42): the event log and the
/// title name a secondary click, and the context menu UIKit shows
/// (`UIContextMenuInteraction`) is drawn over the scene with its items, a
/// destructive one in red and a disabled one grey (`UIMenuElement.Attributes`).
@Suite("The pointer in the overlay")
struct PointerOverlayTests {
  let yaml = """
    window: { width: 300, height: 400 }
    root:
      controller: main
      view:
        id: root
        subviews:
          - id: row
            frame: [10, 10, 280, 60]
            contextMenu:
              items:
                - { title: Flag, action: flag }
                - { title: Archive, attributes: [disabled] }
                - { title: Delete, attributes: [destructive] }
    """

  @Test("a secondary click is named in the title and the log, and opens the menu the overlay draws")
  func secondaryClickAndMenu() throws {
    let lab = try OverlayLab(yaml)
    lab.perform(SyntheticGesture.rightClick(at: Point(x: 40, y: 40)))
    let m = lab.model
    #expect(m.contextMenu?.items.map(\.title) == ["Flag", "Archive", "Delete"])
    #expect(
      m.log.map(\.detail) == [
        "began (secondary click): context menu over row: Flag, Archive, Delete", "ended (secondary click)",
      ])
    let items = coloredTexts(OverlayLayout.contextMenuItems(m))
    #expect(items.map(\.0) == ["Flag", "Archive", "Delete"])
    #expect(items.first { $0.0 == "Delete" }?.1 == Palette.contextMenuDestructive)
    #expect(items.first { $0.0 == "Archive" }?.1 == Palette.contextMenuDisabled)
  }

  @Test("with no menu shown, nothing is drawn for it")
  func noMenu() throws {
    let lab = try OverlayLab(yaml)
    lab.tap(40, 40)
    #expect(OverlayLayout.contextMenuItems(lab.model).isEmpty)
  }

  static let hoverScene = """
    window: { width: 300, height: 400, idiom: pad }
    root:
      controller: main
      handles: [{ actions: [glowed] }]
      view:
        id: root
        subviews:
          - id: card
            frame: [10, 10, 280, 100]
            gestures: [{ id: glow, type: hover, action: glowed }]
          - { id: pad, frame: [10, 200, 280, 100], handles: [touches] }
    """

  func gestureLine(_ lab: OverlayLab, _ id: String) -> String? {
    texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model)).first {
      $0.hasPrefix(id + " (")
    }
  }

  /// UIKit's UIGestureRecognizer.State: `recognized` is the alias of `ended`
  /// for discrete gestures; a continuous one (UIHoverGestureRecognizer) is
  /// began, changed and ended.
  @Test("a hover recognizer reads began, changed and ended in the gestures panel, never recognized")
  func hoverStatesAsSuch() throws {
    let lab = try OverlayLab(Self.hoverScene)
    lab.app.handle(.pointer(.hover(Point(x: 50, y: 50))))
    #expect(gestureLine(lab, "glow") == "glow (hover on card): began")
    lab.app.handle(.pointer(.hover(Point(x: 60, y: 50))))
    #expect(gestureLine(lab, "glow") == "glow (hover on card): changed")
    lab.app.handle(.pointer(.hover(Point(x: 60, y: 150))))
    #expect(lab.model.gestures.first { $0.id == "glow" }?.recognizerState == .ended)
    #expect(gestureLine(lab, "glow") == "glow (hover on card): ended")
  }

  @Test("an earlier gesture's row says which event it was, and is not drawn as current")
  func earlierRowsAreNotCurrent() throws {
    let lab = try OverlayLab(Self.hoverScene)
    lab.app.handle(.pointer(.hover(Point(x: 50, y: 50))))
    lab.app.handle(.pointer(.hover(Point(x: 60, y: 150))))
    let current = try #require(lab.model.gestures.first { $0.id == "glow" })
    #expect(current.earlierEvent == nil)
    // A new touch sequence: the hover's row is the earlier gesture's.
    lab.tap(150, 250)
    let earlier = try #require(lab.model.gestures.first { $0.id == "glow" })
    #expect(earlier.earlierEvent == 2)
    #expect(gestureLine(lab, "glow") == "glow (hover on card): ended (earlier: event #2)")
    let line = coloredTexts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model)).first
    {
      $0.0.hasPrefix("glow (")
    }
    #expect(line?.1 == OverlayLayout.Ink.dim)
    // Still over the card, a hover that is active stays current after a touch.
    lab.app.handle(.pointer(.hover(Point(x: 50, y: 50))))
    lab.tap(50, 50)
    #expect(lab.model.gestures.first { $0.id == "glow" }?.earlierEvent == nil)
  }

  /// UIEvent.EventType.transform: "UIKit delivers transform events to gesture
  /// recognizers that handle pinch and rotation gestures" — no touch, so no
  /// responder handles it (lesson 9: "the photo's touchesBegan never ran").
  @Test("a trackpad transform a pinch took is the recognizer's in the chain panel, not the photo's")
  func transformIsTheRecognizers() throws {
    let lab = try OverlayLab(
      """
      window: { width: 300, height: 400, idiom: pad }
      application: { supportsIndirectInputEvents: true }
      root:
        controller: main
        view:
          id: root
          subviews:
            - id: photo
              frame: [10, 10, 280, 200]
              handles: [touches]
              gestures: [{ id: zoom, type: pinch }]
      """)
    lab.app.handle(.pointer(.trackpad(.pinch(1.1), Point(x: 100, y: 100))))
    let m = lab.model
    #expect(m.chain.first?.id == "photo")
    #expect(!m.chain.contains { $0.state == .handled })
    #expect(!m.discarded)
    #expect(m.handlerFrame == nil)
    #expect(
      m.decisions == [
        "zoom (pinch on photo) took the transform: a gesture recognizer, not a responder — no touch reached photo"
      ])
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(m))
    #expect(!t.contains { $0.contains("✓ handled") })
    #expect(!t.contains { $0.contains("discarded") })
    #expect(lab.app.lastEventRecord?.handledBy == nil)
  }

  /// UIKit presents a context menu in a window of its own: the touch that
  /// chooses an item is not hit-tested in the app's window.
  @Test(
    "a touch the menu took clears the hit-test marks, says so, and leaves the right click's rows as earlier")
  func menuTouch() throws {
    let lab = try OverlayLab(
      """
      window: { width: 300, height: 400 }
      root:
        controller: main
        handles: [{ actions: [flag, opened] }]
        view:
          id: root
          subviews:
            - id: row
              frame: [10, 10, 280, 60]
              gestures: [{ id: open, type: tap, action: opened }]
              contextMenu:
                items:
                  - { title: Flag, action: flag }
      """)
    lab.perform(SyntheticGesture.rightClick(at: Point(x: 40, y: 40)))
    #expect(!lab.model.hitMarksCleared)
    #expect(lab.model.gestures.first { $0.id == "open" }?.note != nil)
    let flag = try #require(lab.app.shownMenu?.itemRects.first)
    lab.tap(flag.center.x, flag.center.y)
    let m = lab.model
    #expect(lab.app.shownMenu == nil)
    #expect(m.hitMarksCleared)
    #expect(m.hitRowsFromEarlierTouch)
    #expect(
      m.chainNote == "the menu took this touch: it lives in a window of its own, so no view of the app got it"
    )
    let open = try #require(m.gestures.first { $0.id == "open" })
    #expect(open.earlierEvent != nil)
  }
}
