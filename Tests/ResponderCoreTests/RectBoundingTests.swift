import ResponderCore
import Testing

@Suite("Rect(bounding:)")
struct RectBoundingTests {
  @Test("the bounding box of a rotated square's corners holds them all, and no points give zero")
  func boundingBox() {
    // A 10×10 square turned 45° about its centre (5, 5): corners on the axes.
    let h = 50.0.squareRoot()
    let corners = [
      Point(x: 5, y: 5 - h), Point(x: 5 + h, y: 5), Point(x: 5, y: 5 + h), Point(x: 5 - h, y: 5),
    ]
    let box = Rect(bounding: corners)
    #expect(box == Rect(x: 5 - h, y: 5 - h, width: 2 * h, height: 2 * h))
    #expect(Rect(bounding: [Point(x: 3, y: 4)]) == Rect(x: 3, y: 4, width: 0, height: 0))
    #expect(Rect(bounding: []) == .zero)
  }

  @Test("a transformed view's frame is the bounding box of its corners in the superview")
  func transformedFrame() {
    let v = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    v.transform = AffineTransform(scale: 1, rotation: .pi / 2)
    #expect(v.frame == Rect(bounding: v.cornersInSuperview()))
    #expect(abs(v.frame.width - 10) < 1e-9 && abs(v.frame.height - 10) < 1e-9)
  }
}
