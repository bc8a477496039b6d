internal import CSDL2
import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderLive
@testable import ResponderSDL
@testable import rlab

extension SDLRendering {
  /// What the live window writes stays readable once the panels fill: the
  /// scene's description keeps its room, and a finger's name reads on its
  /// pill in either theme. Driven through SDL's queue in window points.
  @Suite("The live window stays readable")
  struct LiveLegibilityTests {
    /// The sidebar's texts and where they are drawn, this frame.
    func sidebarTexts(_ h: LiveHarness) -> [(text: String, rect: Rect)] {
      h.stage.frame(fingers: h.stage.fingers(ghosts: h.window.ghosts)).sidebar.compactMap {
        if case .text(let s, let r, _, _, _, _) = $0 { (s, r) } else { nil }
      }
    }

    /// The description is drawn whole, nothing is cut to "…", and no two
    /// texts lie over each other; returns whether the panels had to give
    /// way this frame (so the description was at stake).
    @discardableResult
    func expectDescriptionWhole(_ h: LiveHarness, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
      let texts = sidebarTexts(h)
      let description = h.stage.scene.sceneDescription
      #expect(!description.isEmpty, sourceLocation: sourceLocation)
      let joined = texts.map(\.text).joined(separator: " ")
      #expect(
        joined.contains(description), "description not whole in \(texts.map(\.text))",
        sourceLocation: sourceLocation)
      #expect(!texts.contains { $0.text == "…" }, sourceLocation: sourceLocation)
      for (i, a) in texts.enumerated() {
        for b in texts[(i + 1)...]
        where a.rect.insetBy(dx: 0.5, dy: 0.5).intersects(b.rect.insetBy(dx: 0.5, dy: 0.5)) {
          Issue.record(
            "\(a.text) at \(a.rect) lies over \(b.text) at \(b.rect)", sourceLocation: sourceLocation)
        }
      }
      return texts.contains {
        $0.text.hasPrefix("Not shown for room") || $0.text.contains("not shown for room")
      }
    }

    @Test(
      "swipe at 1:1: a click on a row, then a wheel turn over the list: every frame keeps the description whole"
    )
    func descriptionAfterWheel() throws {
      try withLiveWindow("prototypes/swipe.yaml") { h in
        let row = try h.windowPoint(of: "row0")
        h.click(row)
        h.wheel(row, dy: -1)
        // closeTap's delegate note stays under closeTap: the description's
        // room is not taken by dropping the row and leaving its note under
        // inbox.pan's.
        func expectNoteWithItsRow() {
          let texts = sidebarTexts(h).map(\.text)
          guard let k = texts.firstIndex(where: { $0.hasPrefix("↳ shouldReceive: false") }) else { return }
          let row = texts[..<k].last { !$0.hasPrefix("↳") }
          #expect(row?.hasPrefix("closeTap") == true, "the note is under \(row ?? "nothing")")
        }
        var full = expectDescriptionWhole(h)
        expectNoteWithItsRow()
        for _ in 0..<6 {
          h.tick()
          full = expectDescriptionWhole(h) || full
          expectNoteWithItsRow()
        }
        #expect(h.records.contains { $0.kind == .scroll })
        #expect(full, "the panels never filled: the description was not at stake")
      }
    }

    @Test("drawer at ui scale 2: during and after an edge drag the description is still there, whole")
    func descriptionAfterDragAtTwo() throws {
      // A tall scene: a display where it can grow with the overlay.
      let h = try LiveHarness("prototypes/drawer.yaml", display: Size(width: 2560, height: 1400), uiScale: 2)
      let scene = h.layout.sceneRect
      let start = Point(x: scene.minX + 2, y: scene.midY)
      h.hover(start)
      h.down(start)
      for dx in stride(from: 20.0, through: 140, by: 20) { h.drag(Point(x: start.x + dx, y: start.y + 1)) }
      #expect(expectDescriptionWhole(h), "the panels never filled: the description was not at stake")
      h.up(Point(x: start.x + 140, y: start.y + 1))
      h.tick(30)
      #expect(expectDescriptionWhole(h), "the panels never filled: the description was not at stake")
    }

    @Test(
      "the mouse's name reads on its pill in the dark and the light theme: its glyphs, as drawn, are 4.5:1 against the pill",
      arguments: ["dark", "light"])
    func mouseNameReads(_ theme: String) throws {
      try withLiveWindow("prototypes/swipe.yaml") { h in
        h.stage.palette = theme == "light" ? .light : .dark
        let p = try h.windowPoint(of: "header")
        h.hover(p)
        h.down(p)
        h.drag(Point(x: p.x + 2, y: p.y))
        h.window.drawIfChanged(force: true)
        let frame = h.stage.frame(fingers: h.stage.fingers(ghosts: h.window.ghosts))
        let label = frame.marks.compactMap { item -> Rect? in
          if case .text("mouse", let r, _, _, _, _) = item { r } else { nil }
        }
        let r = try #require(label.first, "no finger name drawn")
        let image = try h.window.renderer.readPixels()
        // The pill's own colour: its top edge, above the glyphs.
        let pill = image[Int(r.midX), Int(r.minY) + 1]
        var best = 1.0
        for y in Int(r.minY) + 2..<Int(r.maxY) - 1 {
          for x in Int(r.minX) + 4..<Int(r.maxX) - 4 { best = max(best, Palette.contrast(image[x, y], pill)) }
        }
        #expect(best >= 4.5, "\(theme): the name's strongest glyph pixel is \(best):1 on its pill \(pill)")
        h.up(Point(x: p.x + 2, y: p.y))
      }
    }
  }
}
