import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// `rlab run`'s window on the Maps prototype, driven with the mouse and
  /// the wheel in window points, as the review of issue 41 drove it under
  /// Xvfb at 1366x768.
  @Suite("The live window's Maps sheet over the map's boxes")
  struct LiveSheetCoverTests {
    /// The sheet at a detent covers the map's lower half: the boxes of the
    /// map and its root view end at the sheet's top, as a covered view's
    /// marks do (`Covers.uncovered`). Before the fix they ran down both
    /// sides of the sheet and along its bottom.
    @Test("after a click on a pin, no hit-test box but the window's and the sheet's own runs onto the sheet")
    func boxesStopAtSheet() throws {
      try withLiveWindow("prototypes/maps.yaml") { h in
        try h.mapsSheetToMedium()
        let frame = h.stage.frame(fingers: h.stage.fingers())
        // The marks are drawn in the marks layout's points.
        let space = h.stage.marksLayout.window
        let sheetTop = space.toWindow(Point(x: 0, y: 422)).y
        // The window's box holds the sheet; the sheet's own box is the sheet.
        let own = [Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 0, y: 422, width: 390, height: 422)]
          .map(space.toWindow)
        var boxes = 0
        for case .stroke(let r, _, _, _) in frame.marks where !own.contains(r) && r.width > 200 {
          boxes += 1
          #expect(r.maxY <= sheetTop + 1, "a box runs onto the sheet: \(r)")
        }
        let mapAbove = space.toWindow(Rect(x: 0, y: 0, width: 390, height: 422))
        #expect(boxes >= 1, "the map's box is drawn above the sheet")
        #expect(frame.marks.contains { if case .stroke(mapAbove, _, _, _) = $0 { true } else { false } })
      }
    }
  }
}
