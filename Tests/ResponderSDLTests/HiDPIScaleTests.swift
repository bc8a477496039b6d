import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderSDL

@Suite("HiDPI scale") struct HiDPIScaleTests {
  @Test("a Retina window has two pixels per point")
  func retina() {
    #expect(hiDPIScale(outputPixels: (780, 1688), windowPoints: (390, 844)) == 2)
  }

  @Test("a plain window has one")
  func plain() {
    #expect(hiDPIScale(outputPixels: (1280, 800), windowPoints: (1280, 800)) == 1)
  }

  @Test("fractional scales are kept, not rounded")
  func fractional() {
    #expect(hiDPIScale(outputPixels: (1500, 900), windowPoints: (1000, 600)) == 1.5)
  }

  @Test("a zero-sized (minimised) window falls back to 1")
  func degenerate() {
    #expect(hiDPIScale(outputPixels: (0, 0), windowPoints: (0, 0)) == 1)
    #expect(hiDPIScale(outputPixels: (100, 100), windowPoints: (0, 50)) == 1)
  }

  @Test("axes that disagree mid-resize take the smaller ratio")
  func disagreeing() {
    #expect(hiDPIScale(outputPixels: (800, 300), windowPoints: (400, 200)) == 1.5)
  }

  @Test("scaled fills snap each edge to the nearest pixel")
  func snapping() {
    let r = PixelRect(snapping: Rect(x: 10.2, y: 0.3, width: 10.2, height: 1), scale: 1.5)
    #expect(r == PixelRect(x0: 15, y0: 0, x1: 31, y1: 2))
    let enclosing = PixelRect(enclosing: Rect(x: 10.6, y: 0.3, width: 10, height: 1), scale: 1)
    #expect(enclosing == PixelRect(x0: 10, y0: 0, x1: 21, y1: 2))
  }

  @Test("absurd coordinates are clamped instead of trapping")
  func clamped() {
    #expect(PixelRect(snapping: Rect(x: 0, y: 0, width: 1e300, height: 1), scale: 2).x1 == 1 << 30)
    #expect(PixelRect(snapping: Rect(x: .nan, y: 0, width: 1, height: 1), scale: 1).x0 == 0)
  }
}
