import ResponderCore
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// `rlab run`'s window on the Maps prototype, driven with the mouse and
  /// the wheel in window points, as the review of issue 41 drove it under
  /// Xvfb at 1366x768.
  @Suite("The live window's Maps sheet under the wheel")
  struct LiveSheetWheelTests {
    /// UISheetPresentationController.prefersScrollingExpandsWhenScrolledToEdge:
    /// "If true, scrolling expands the sheet to a larger detent". Notches a
    /// quarter of a second apart are a scroll each; before the fix each
    /// lifted the sheet 40 pt and it sprang back to medium.
    @Test("three wheel notches 0.25 s apart over the list at medium expand the sheet to large")
    func wheelExpands() throws {
      try withLiveWindow("prototypes/maps.yaml") { h in
        try h.mapsSheetToMedium()
        let list = h.layout.toWindow(Point(x: 195, y: 600))
        for _ in 0..<3 {
          h.wheel(list, dy: -1)
          h.tick(30)
        }
        h.tick(180)
        let sheet = try #require(h.stage.scene.views["placesView"])
        #expect(sheet.frame.minY == 57)
        #expect(sheet.owningController?.sheetPresentationController?.selectedDetent == "large")
      }
    }
  }
}
