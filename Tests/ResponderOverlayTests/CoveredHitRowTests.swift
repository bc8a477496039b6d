import ResponderCore
import Testing

@testable import ResponderOverlay

/// The hit-test panel keeps explaining the last touch while later events
/// change the scene; a view now wholly behind an opaque view drawn above it
/// (list.yaml's presented detail page over the rows) is listed but gets no
/// box or tag, so the marks do not land on a page they have nothing to do with.
@Suite("Hit-test marks of views a view drawn above now covers")
struct CoveredHitRowTests {
  static let scene = """
    name: covered
    window: { width: 300, height: 500 }
    root:
      controller: main
      view:
        id: root
        color: "#f2f2f7"
        subviews:
          - id: row
            frame: [0, 100, 300, 60]
            color: "#ffffff"
            gestures: [{ id: open, type: tap, action: open }]
            on:
              open: [{ present: detail }]
          - id: plain
            frame: [0, 200, 300, 60]
            color: "#ffffff"
            handles: [touches]
          - { id: veil, frame: [0, 190, 300, 100], color: "#000000", userInteractionEnabled: false }
          - { id: strip, frame: [0, 220, 300, 20], color: "#ff0000", userInteractionEnabled: false }
    controllers:
      - controller: detail
        view:
          id: detailView
          color: "#ffffff"
          subviews:
            - { id: heading, type: label, text: "Detail", frame: [120, 50, 150, 40] }
            - { id: back, type: button, title: "Back", frame: [10, 50, 100, 44], action: back }
        handles: [{ actions: [back] }]
        on:
          back: [{ dismiss: true }]
    """

  func strokes(_ layout: OverlayLayout, _ m: OverlayModel) -> [Rect] {
    layout.sceneMarks(m).compactMap { if case .stroke(let r, _, _, _) = $0 { return r } else { return nil } }
  }

  @Test("after the tap presents a full-screen page, the row's box and tag are gone; the panel still lists it")
  func presentedPageCoversRow() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(150, 130)
    #expect(lab.view("detailView")?.window != nil, "the detail page is presented")
    let m = lab.model
    let row = try #require(m.hitRows.first { $0.id == "row" })
    #expect(row.isHitView)
    #expect(row.isOnScreen == false)
    #expect(m.hitRows.first { $0.id == "root" }?.isOnScreen == false)
    #expect(m.hitRows.first { $0.id == "window" }?.isOnScreen == true, "the page is inside the window")
    let layout = OverlayLayout(sceneSize: lab.scene.size)
    let box = layout.window.toWindow(Rect(x: 0, y: 100, width: 300, height: 60))
    #expect(!strokes(layout, m).contains(box))
    #expect(!layout.tags(m).contains { $0.text.hasPrefix(OverlayLayout.tagNumber(row.number)) })
    // The action the tap sent walked from the row: listed, and its stops are
    // in the off-scene list along the bottom edge, not on the page over the row.
    #expect(m.action?.rows.first?.id == "row")
    #expect(m.action?.rows.first?.place == .unseen)
    let stops = layout.chainPath(m, avoiding: []).stops
    let strip = layout.window.sceneRect.maxY - 40
    for id in ["row", "main"] {
      let stop = try #require(stops.first { $0.id == id }, "\(id) has no stop: \(stops.map(\.id))")
      #expect(stop.rect.minY >= strip, "\(id)'s stop is over the page at \(stop.rect)")
      #expect(!stop.rect.intersects(box))
    }
  }

  @Test("a page that paints through a subview (an opaque backdrop in a bare container) covers the row too")
  func backdropInsidePageCoversRow() throws {
    // The Photos prototype's viewer: an overFullScreen page whose own view
    // draws nothing, its black backdrop a subview (seen under Xvfb: the
    // library's boxes and tags drawn over the black viewer).
    let scene = Self.scene.replacingOccurrences(
      of: """
            view:
              id: detailView
              color: "#ffffff"
              subviews:
        """,
      with: """
            modalPresentationStyle: overFullScreen
            view:
              id: detailView
              subviews:
                - { id: backdrop, frame: [0, 0, 300, 500], color: "#000000" }
        """)
    #expect(scene != Self.scene)
    let lab = try OverlayLab(scene)
    lab.tap(150, 130)
    #expect(lab.view("backdrop")?.window != nil, "the page is presented")
    let m = lab.model
    #expect(m.hitRows.first { $0.id == "row" }?.isOnScreen == false)
    // See-through again, the row shows: a backdrop fading as the page is pulled away.
    lab.view("backdrop")?.alpha = 0.5
    #expect(lab.model.hitRows.first { $0.id == "row" }?.isOnScreen == true)
  }

  @Test("after the page is dismissed, its back button's handler box is not drawn where the button was")
  func dismissedHandler() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(150, 130)
    lab.tap(60, 70)
    #expect(lab.view("detailView")?.window == nil, "the back button dismissed the page")
    let m = lab.model
    #expect(m.chain.first?.id == "back" && m.chain.first?.state == .handled)
    #expect(m.handlerFrame == nil)
    #expect(m.hitRows.first { $0.id == "back" }?.isOnScreen == false)
  }

  /// Only pages the window draws above count as covers (a presented
  /// controller's view): a sibling card inside the same page is part of
  /// what the touch explains, and asking every view would cost a walk of
  /// the whole tree per mark and frame.
  @Test("an opaque sibling drawn over a view inside the same page leaves its box drawn")
  func partlyOrTranslucentlyCovered() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(150, 205)
    let m = lab.model
    let plain = try #require(m.hitRows.first { $0.id == "plain" })
    #expect(plain.isHitView)
    #expect(plain.isOnScreen)
    #expect(m.hitRows.first { $0.id == "root" }?.isOnScreen == true)
  }
}
