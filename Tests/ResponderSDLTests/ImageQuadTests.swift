import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderSDL

extension SDLRendering {
  @Suite("Images on rotated views")
  struct ImageQuadTests {
    @Test("an image mapped onto a quad turned half a circle is the image upside down")
    func halfTurn() throws {
      let photo = scenesDirectory + "/photo1.png"
      let r = Rect(x: 20, y: 10, width: 160, height: 100)
      let upright = try renderThroughPNG(DisplayList(items: [.image(path: photo, in: r)], background: .black))
      let corners = [
        Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY), Point(x: r.minX, y: r.minY),
        Point(x: r.maxX, y: r.minY),
      ]
      let turned = try renderThroughPNG(
        DisplayList(items: [.imageQuad(path: photo, corners: corners)], background: .black))
      var compared = 0
      var close = 0
      for y in stride(from: 15, to: 105, by: 9) {
        for x in stride(from: 25, to: 175, by: 11) {
          let a = upright[x, y]
          let b = turned[Int(r.minX + r.maxX) - 1 - x, Int(r.minY + r.maxY) - 1 - y]
          compared += 1
          if abs(Int(a.r) - Int(b.r)) <= 24, abs(Int(a.g) - Int(b.g)) <= 24, abs(Int(a.b) - Int(b.b)) <= 24 {
            close += 1
          }
        }
      }
      #expect(compared > 100)
      #expect(Double(close) / Double(compared) > 0.9)
      // Outside the quad nothing is drawn.
      #expect(turned[5, 5] == .black)
    }
  }
}
