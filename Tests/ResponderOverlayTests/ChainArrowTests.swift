import ResponderCore
import ResponderScene
import Testing

@testable import ResponderOverlay

/// The chain drawn across the scene: stops at the responders, arrows between.
@Suite("Chain arrows over the scene")
struct ChainArrowTests {
  /// The lab scene's own texts in window points, as the live window measures them.
  func sceneText(_ lab: OverlayLab, _ l: OverlayLayout) -> [Rect] {
    let w = l.window
    let items = SceneDrawing(canvas: Rect(origin: .zero, size: lab.scene.size)).items(for: lab.scene.window)
      .map { $0.transformed(scale: w.scale, offset: Point(x: w.sceneRect.minX, y: w.sceneRect.minY)) }
    return l.textExtents(of: items)
  }

  @Test("a discarded touch gets a stop per responder, in chain order, and an arrow between each two")
  func stopsInOrder() throws {
    let lab = try OverlayLab(labScene)
    lab.down(190, 130)
    let l = OverlayLayout(sceneSize: lab.scene.size)
    let (stops, arrows) = l.chainPath(lab.model, avoiding: sceneText(lab, l))
    #expect(stops.map(\.id) == ["card", "root", "main", "window", "application", "appDelegate"])
    #expect(arrows.count == 5)
    #expect(stops.allSatisfy { $0.lit })
    // The window and everything past it sit on the scene's bottom edge.
    for s in stops.suffix(3) { #expect(s.rect.maxY > l.window.sceneRect.maxY - 42) }
    // The controller's badge is beside its root view, not somewhere else.
    let main = try #require(stops.first { $0.id == "main" })
    #expect(main.rect.intersects(l.window.sceneRect))
  }

  @Test("stops and arrows cover none of the scene's text, nor the hit-test tags")
  func avoidsText() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(70, 322)  // OK: the touch, then submit walks to main
    let l = OverlayLayout(sceneSize: lab.scene.size)
    let text = sceneText(lab, l)
    #expect(!text.isEmpty)
    let tags = l.tags(lab.model, avoiding: text).map(\.rect)
    let (stops, arrows) = l.chainPath(lab.model, avoiding: text, occupied: tags)
    #expect(stops.contains { $0.action })
    for s in stops {
      #expect(!text.contains { $0.intersects(s.rect) }, "stop \(s.text) covers scene text")
      #expect(!tags.contains { $0.intersects(s.rect) }, "stop \(s.text) covers a tag")
      #expect(l.window.sceneRect.contains(s.rect.origin))
    }
    for a in arrows {
      for (p, q) in zip(a.points, a.points.dropFirst()) {
        #expect(!text.contains { OverlayLayout.segment(from: p, to: q, crosses: $0) }, "arrow crosses text")
      }
    }
  }

  @Test("step mode lights the hops replayed so far and marks the latest as current")
  func stepModeLightsHops() throws {
    let lab = try OverlayLab(labScene)
    lab.down(190, 130)
    var m = lab.model
    m.litHops = 2
    let l = OverlayLayout(sceneSize: lab.scene.size)
    let (stops, arrows) = l.chainPath(m, avoiding: [])
    #expect(stops.map(\.lit) == [true, true, false, false, false, false])
    #expect(stops.map(\.current) == [false, true, false, false, false, false])
    #expect(arrows.map(\.current) == [true, false, false, false, false])
    // The current arrow is drawn thick in the heading colour.
    let thick = l.chainMarks(m, avoiding: []).contains {
      if case .line(_, _, let c, let w) = $0 { return w == 4 && c == OverlayLayout.Ink.heading }
      return false
    }
    #expect(thick)
  }

  @Test("an action's walk continues the numbering after the event's hops")
  func actionWalkAfterEvent() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(70, 322)
    var m = lab.model
    let eventHops = m.eventHops
    m.litHops = eventHops + 1
    let (stops, _) = OverlayLayout(sceneSize: lab.scene.size).chainPath(m, avoiding: [])
    let action = stops.filter(\.action)
    #expect(action.first?.current == true)
    #expect(action.first?.text.hasPrefix("a1") == true)
    #expect(action.last?.id == "main")
    #expect(action.last?.handled == true)
  }

  @Test("every colour the lit chain and action walk are drawn in has a legend entry in the sidebar")
  func legendNamesArrowColours() throws {
    let lab = try OverlayLab(labScene)
    lab.tap(70, 322)  // OK: the touch's chain, then submit's walk
    let m = lab.model  // every hop lit, none current
    let l = OverlayLayout(sceneSize: lab.scene.size)
    // A lit stop is filled in its walk's colour, its arrow drawn in the same.
    let drawn = fillColors(l.chainMarks(m, avoiding: []))
    #expect(drawn.contains(OverlayLayout.Ink.handled))
    #expect(drawn.contains(OverlayLayout.Ink.actionWalk))
    // The legend draws a swatch in each colour it names, beside its name.
    let legendFills = fillColors(l.sidebar(m))
    // The rim around every stop says nothing (TagRimTests): no legend entry.
    let rim = [OverlayLayout.TagRim.dark, OverlayLayout.TagRim.light]
    for c in drawn where !rim.contains(c) {
      #expect(legendFills.contains(c), "no legend swatch for the arrows' colour \(c)")
    }
    #expect(texts(l.sidebar(m)).contains("action walk"))
  }

  @Test("a segment crossing a rectangle is seen; one passing beside it is not")
  func segmentTest() {
    let r = Rect(x: 10, y: 10, width: 10, height: 10)
    #expect(OverlayLayout.segment(from: Point(0, 0), to: Point(30, 30), crosses: r))
    #expect(!OverlayLayout.segment(from: Point(0, 25), to: Point(30, 25), crosses: r))
    #expect(!OverlayLayout.segment(from: Point(0, 0), to: Point(5, 5), crosses: r))
  }
}
