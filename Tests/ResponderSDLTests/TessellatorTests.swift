import Testing

@testable import ResponderSDL

@Suite("tessellation") struct TessellatorTests {
  @Test("a rounded rectangle's triangles cover its area less the corners' cut-offs")
  func roundedRectArea() {
    var t = Tessellator()
    t.roundedRect(x0: 0, y0: 0, x1: 100, y1: 60, radius: 10)
    let exact = 100.0 * 60 - (4 - Double.pi) * 100
    // Chords stay within ¼ px of the arc, so the loss is under ¼ px per pixel of arc.
    #expect(t.area <= exact && exact - t.area < 0.25 * 2 * Double.pi * 10)
  }

  @Test("a radius larger than half the side is limited to a capsule")
  func capsule() {
    var t = Tessellator()
    t.roundedRect(x0: 0, y0: 0, x1: 100, y1: 20, radius: 50)
    let exact = 80.0 * 20 + Double.pi * 100
    #expect(abs(t.area - exact) < 3)
    #expect(t.points.allSatisfy { $0.x >= 0 && $0.x <= 100 && $0.y >= -0.001 && $0.y <= 20.001 })
  }

  @Test("a disc is within a pixel of πr²")
  func disc() {
    var t = Tessellator()
    t.disc(cx: 50, cy: 50, radius: 22)
    #expect(abs(t.area - Double.pi * 22 * 22) < 22)
  }

  @Test("an annulus covers the ring between the two radii")
  func annulus() {
    var t = Tessellator()
    t.annulus(cx: 0, cy: 0, radius: 20, width: 4)
    let exact = Double.pi * (400 - 256)
    #expect(abs(t.area - exact) < 0.25 * 2 * Double.pi * 20)
  }

  @Test("a rounded ring is the outer shape less the inner one")
  func ring() {
    var t = Tessellator()
    t.roundedRing(x0: 0, y0: 0, x1: 50, y1: 50, radius: 0, width: 2)
    #expect(abs(t.area - (2500 - 46 * 46)) < 0.01)
  }

  @Test("a thick line is a rectangle of length × width")
  func thickLine() {
    var t = Tessellator()
    t.thickLine(x0: 0, y0: 0, x1: 30, y1: 40, width: 3)
    #expect(abs(t.area - 150) < 0.01)
    t.removeAll()
    t.thickLine(x0: 5, y0: 5, x1: 5, y1: 5, width: 3)
    #expect(t.indices.isEmpty)
  }

  @Test("curves get more segments as they grow, within bounds")
  func segments() {
    #expect(Tessellator.quarterSegments(radius: 0.2) == 1)
    #expect(Tessellator.quarterSegments(radius: 4) >= 2)
    #expect(Tessellator.quarterSegments(radius: 40) > Tessellator.quarterSegments(radius: 4))
    #expect(Tessellator.quarterSegments(radius: 1e9) == 32)
  }
}
