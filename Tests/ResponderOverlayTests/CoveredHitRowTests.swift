import ResponderCore
import ResponderTestSupport
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

  /// The Maps prototype's map under its sheet (seen under Xvfb at
  /// 1366x768: after a tap on a pin, the full-window map's and its root
  /// view's boxes ran down both sides and along the bottom of the sheet,
  /// and the action's stops for the root view and its controller sat on
  /// the sheet's last row). A sheet at a detent
  /// (UISheetPresentationController) is a page drawn above the map: what
  /// it hides of a view is treated as a covered view is, and the view's
  /// box, tag and stops keep to the part that shows.
  static let sheetScene = """
    name: sheet over a map
    window: { width: 390, height: 844 }
    root:
      controller: main
      present:
        controller: places
        modalPresentationStyle: pageSheet
        sheet: { detents: [medium], largestUndimmedDetent: medium }
        view: { id: placesView, color: "#f2f2f7" }
      on:
        pick: [{ log: "picked" }]
      view:
        id: mapRoot
        color: "#e8efe4"
        subviews:
          - id: map
            type: scrollView
            frame: [0, 0, 390, 844]
            contentSize: [1600, 1600]
            color: "#eef2e6"
            subviews:
              - { id: pin, type: button, title: "Pin", frame: [100, 200, 96, 32], action: pick }
    """

  @Test("a view partly under a sheet at a detent has its box, tag and stops on the part above the sheet")
  func sheetCutsBoxes() throws {
    let lab = try OverlayLab(Self.sheetScene)
    #expect(lab.view("placesView")?.frameInWindow.minY == 422, "the sheet rests at medium")
    lab.tap(148, 216)
    let m = lab.model
    #expect(m.action?.handledBy == "main")
    let above = Rect(x: 0, y: 0, width: 390, height: 422)
    for id in ["mapRoot", "map"] {
      let row = try #require(m.hitRows.first { $0.id == id })
      #expect(row.isOnScreen)
      #expect(row.clip == above, "\(id)'s marks are kept to \(String(describing: row.clip))")
    }
    let layout = OverlayLayout(sceneSize: lab.scene.size)
    let sheetTop = layout.window.toWindow(Point(x: 0, y: 422)).y
    // The window's own box holds the sheet, and the sheet's own box is the
    // sheet (the touch skipped it: "outside"); no other box reaches into it.
    let own = [Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 422, width: 390, height: 422)]
      .map(layout.window.toWindow)
    let boxes = strokes(layout, m).filter { !own.contains($0) }
    #expect(!boxes.isEmpty)
    for r in boxes {
      #expect(r.maxY <= sheetTop + 1, "a box runs onto the sheet: \(r)")
    }
    let mapRows = m.hitRows.filter { ["mapRoot", "map", "pin"].contains($0.id) }
    for t in layout.tags(m)
    where mapRows.contains(where: { t.text.hasPrefix(OverlayLayout.tagNumber($0.number)) }) {
      #expect(t.rect.maxY <= sheetTop + 1, "tag \(t.text) is on the sheet at \(t.rect)")
    }
    let stops = layout.chainPath(m, avoiding: []).stops.filter {
      ["pin", "map", "mapRoot", "main"].contains($0.id)
    }
    #expect(Set(stops.map(\.id)) == ["pin", "map", "mapRoot", "main"])
    for stop in stops {
      #expect(stop.rect.maxY <= sheetTop + 1, "\(stop.id)'s stop is on the sheet at \(stop.rect)")
    }
  }

  @Test("a cover across the middle of a view leaves no rectangle to cut to: the box stays whole")
  func middleCoverKeepsBox() throws {
    let scene = Self.sheetScene.replacingOccurrences(
      of: "view: { id: placesView, color: \"#f2f2f7\" }",
      with:
        "view: { id: placesView, subviews: [{ id: band, frame: [0, 100, 390, 100], color: \"#000000\" }] }")
    #expect(scene != Self.sheetScene)
    let lab = try OverlayLab(scene)
    lab.tap(148, 216)
    #expect(lab.model.hitRows.first { $0.id == "map" }?.clip == nil)
  }

  /// The software keyboard is drawn in its own window above the scene's
  /// (UIRemoteKeyboardWindow): seen under Xvfb, the Settings password
  /// screen's box ran down across the keyboard during a back swipe. What
  /// the keyboard lies over is covered as a sheet's is.
  @Test(
    "with the keyboard up, a full-window view's box ends at the keyboard's top; with it down, it is whole")
  func keyboardCutsBoxes() throws {
    let lab = try OverlayLab(
      sceneWith(subviews: "- { id: field, type: textField, frame: [16, 60, 358, 44], color: \"#ffffff\" }"))
    lab.tap(195, 82)
    lab.app.advance(by: 0.3)
    #expect(lab.app.keyboard?.frame == Rect(x: 0, y: 508, width: 390, height: 336))
    #expect(lab.model.hitRows.first { $0.id == "root" }?.clip == Rect(x: 0, y: 0, width: 390, height: 508))
    #expect(lab.model.hitRows.first { $0.id == "field" }?.clip == nil)
    _ = lab.app.keyWindow?.firstResponder?.resignFirstResponder()
    lab.app.advance(by: 0.3)
    #expect(lab.model.hitRows.first { $0.id == "root" }?.clip == nil)
  }
}
