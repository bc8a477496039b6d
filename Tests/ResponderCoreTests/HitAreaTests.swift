import ResponderScene
import Testing

@testable import ResponderCore

/// The `point(inside:with:)` and `hitTest(_:with:)` overrides a scene declares.
///
///     window
///     └─ root
///        └─ card [0, 0, 300, 300]
///           └─ small [100, 100, 24, 24]
@Suite("hit areas: insets, circle, pass-through and forwarding")
struct HitAreaTests {
  func lab() -> (Harness, View, View) {
    let h = Harness()
    let card = h.add(View(identifier: "card", frame: Rect(x: 0, y: 0, width: 300, height: 300)))
    let small = h.add(View(identifier: "small", frame: Rect(x: 100, y: 100, width: 24, height: 24)), to: card)
    return (h, card, small)
  }

  func hit(_ h: Harness, _ x: Double, _ y: Double) -> (View?, DispatchRecord) {
    let record = DispatchRecord(tick: 0, time: 0, kind: .touch, detail: "began")
    let e = Event(type: .touches, timestamp: 0)
    e.record = record
    return (h.window.hitTest(Point(x: x, y: y), with: e), record)
  }

  @Test("negative hitTestInsets enlarge point(inside:) and the record says so")
  func enlarged() {
    let (h, _, small) = lab()
    #expect(hit(h, 95, 112).0?.identifier == "card")
    small.sceneOverrides.hitTestInsets = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    let (view, record) = hit(h, 95, 112)
    #expect(view === small)
    #expect(
      record.hitTest.last?.rule
        == .decided(
          .pointInside(
            by: .declared(
              key: "hitTestInsets", value: "[-10, -10, -10, -10]", how: "enlarged by hitTestInsets"),
            view: "small", inside: true)))
    #expect(record.hitTest.last?.rule?.description == "inside: enlarged by hitTestInsets")
  }

  @Test("positive insets shrink it")
  func shrunk() {
    let (h, _, small) = lab()
    small.sceneOverrides.hitTestInsets = EdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
    let (view, record) = hit(h, 102, 112)
    #expect(view?.identifier == "card")
    #expect(record.hitTest.last?.rule?.description == "outside: shrunk by hitTestInsets")
    #expect(
      record.hitTest.last?.rule?.decision?.by
        == small.sceneOverrides.overrider(.insets(inside: false, inBounds: true)))
  }

  /// UIKit's `hitTest` asks the view's `point(inside:with:)` and nothing
  /// else: the insets answered, whether or not the bounds agree.
  @Test("a point inside the bounds is inside with insets, and the insets that answered are named")
  func plainInside() {
    let (h, _, small) = lab()
    small.sceneOverrides.hitTestInsets = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    let (view, record) = hit(h, 112, 112)
    #expect(view === small)
    #expect(record.hitTest.last?.rule?.description == "inside: within the hitTestInsets area")
    let (_, far) = hit(h, 200, 200)
    #expect(
      far.hitTest.first { $0.view === small }?.rule?.description == "outside: beyond the hitTestInsets area")
    #expect(far.overrideDecisions.isEmpty)
  }

  @Test("a circle hit shape leaves out the corners of the bounds")
  func circle() {
    let (h, card, _) = lab()
    let round = h.add(
      View(identifier: "round", frame: Rect(x: 150, y: 150, width: 100, height: 100)), to: card)
    round.sceneOverrides.hitShape = .circle
    #expect(hit(h, 200, 200).0 === round)
    let (corner, record) = hit(h, 153, 153)
    #expect(corner === card)
    #expect(
      record.hitTest.contains {
        $0.view === round
          && $0.rule
            == .decided(
              .pointInside(
                by: .declared(key: "hitShape", value: "circle", how: "beyond the circle hitShape"),
                view: "round",
                inside: false))
      })
  }

  @Test("a polygon hit shape is tested by the even-odd rule, in the view's coordinates")
  func polygon() {
    let (h, card, _) = lab()
    let arrow = h.add(View(identifier: "arrow", frame: Rect(x: 200, y: 0, width: 80, height: 100)), to: card)
    arrow.sceneOverrides.hitShape = .polygon([Point(x: 0, y: 0), Point(x: 80, y: 50), Point(x: 0, y: 100)])
    #expect(hit(h, 220, 50).0 === arrow)
    let (corner, record) = hit(h, 275, 10)
    #expect(corner === card)
    #expect(
      record.hitTest.contains {
        $0.view === arrow
          && $0.rule?.decision?.by
            == .declared(
              key: "hitShape", value: "[[0, 0], [80, 50], [0, 100]]", how: "beyond the polygon hitShape")
      })
    #expect(!HitArea.contains([Point(x: 0, y: 0), Point(x: 1, y: 1)], Point(x: 0.5, y: 0.5)))
  }

  @Test("passThrough returns nil for the view itself but still hits its subviews")
  func passThrough() {
    let (h, card, small) = lab()
    card.sceneOverrides.passesTouchesThrough = true
    let (empty, record) = hit(h, 50, 50)
    #expect(empty?.identifier == "root")
    #expect(
      record.hitTest.contains {
        $0.view === card && $0.inside
          && $0.rule
            == .decided(
              .hitTest(
                by: .declared(key: "passThrough", value: "true", how: "not itself, only its subviews"),
                view: "card",
                returned: nil))
      })
    #expect(hit(h, 110, 110).0 === small)
  }

  @Test("passThrough is not userInteractionEnabled false, which removes the subtree")
  func interactionDisabled() {
    let (h, card, _) = lab()
    card.isUserInteractionEnabled = false
    #expect(hit(h, 110, 110).0?.identifier == "root")
  }

  @Test("hitTestTarget forwards a hit on the view itself, not hits on its subviews")
  func forwarded() {
    let (h, card, small) = lab()
    let other = h.add(View(identifier: "other", frame: Rect(x: 0, y: 0, width: 10, height: 10)), to: card)
    card.hitTestTarget = small
    let (view, record) = hit(h, 200, 200)
    #expect(view === small)
    #expect(record.hitTest.contains { $0.view === card && $0.rule == .forwarded(to: "small") })
    #expect(hit(h, 5, 5).0 === other)
    small.isHidden = true
    #expect(hit(h, 200, 200).0 === card)
  }

  @Test("a wide container's grid index finds a subview by its enlarged area")
  func indexed() {
    let h = Harness()
    let wide = h.add(View(identifier: "wide", frame: Rect(x: 0, y: 0, width: 400, height: 800)))
    var last: View?
    for i in 0..<40 {
      last = h.add(
        View(
          identifier: "v\(i)",
          frame: Rect(x: Double(i % 8) * 50, y: Double(i / 8) * 50, width: 20, height: 20)),
        to: wide)
    }
    last!.sceneOverrides.hitTestInsets = EdgeInsets(top: -12, left: -12, bottom: -12, right: -12)
    // v39 is at (350, 200) 20×20; (345, 195) is 5 pt outside it.
    #expect(wide.subviews.count >= HitTestIndex.threshold)
    #expect(hit(h, 345, 195).0 === last)
  }
}
