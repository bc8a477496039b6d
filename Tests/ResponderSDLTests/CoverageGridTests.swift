import Testing

@testable import ResponderSDL

@Suite("coverage grid") struct CoverageGridTests {
  /// A 64 × 64 output.
  func grid() -> CoverageGrid {
    var g = CoverageGrid()
    g.reset(width: 64, height: 64)
    return g
  }

  func area(_ pieces: [PixelRect]) -> Int { pieces.reduce(0) { $0 + $1.width * $1.height } }

  @Test("an unobstructed rectangle stays one piece")
  func unobstructed() {
    var g = grid()
    var pieces: [PixelRect] = []
    let r = PixelRect(x0: 3, y0: 5, x1: 50, y1: 40)
    g.visiblePieces(of: r, into: &pieces)
    #expect(pieces == [r])
  }

  @Test("a rectangle behind a covering one has no visible piece")
  func fullyHidden() {
    var g = grid()
    g.cover(PixelRect(x0: 0, y0: 0, x1: 64, y1: 64))
    var pieces: [PixelRect] = []
    g.visiblePieces(of: PixelRect(x0: 10, y0: 10, x1: 20, y1: 20), into: &pieces)
    #expect(pieces.isEmpty)
    #expect(g.isHidden(PixelRect(x0: 1, y0: 1, x1: 63, y1: 63)))
  }

  @Test("coverage is exact to the pixel, not rounded to tiles")
  func pixelExact() {
    var g = grid()
    g.cover(PixelRect(x0: 0, y0: 0, x1: 31, y1: 64))
    #expect(g.isHidden(PixelRect(x0: 0, y0: 0, x1: 31, y1: 64)))
    #expect(!g.isHidden(PixelRect(x0: 31, y0: 5, x1: 32, y1: 6)))
    #expect(g.isHidden(PixelRect(x0: 20, y0: 5, x1: 31, y1: 6)))
  }

  @Test("tile masks have one bit per pixel")
  func masks() {
    #expect(CoverageGrid.mask(PixelRect(x0: 0, y0: 0, x1: 8, y1: 8), col: 0, row: 0) == .max)
    #expect(CoverageGrid.mask(PixelRect(x0: 1, y0: 1, x1: 2, y1: 2), col: 0, row: 0) == 1 << 9)
    #expect(CoverageGrid.mask(PixelRect(x0: 6, y0: 7, x1: 20, y1: 20), col: 0, row: 0) == 0xC0 << 56)
    #expect(CoverageGrid.mask(PixelRect(x0: 0, y0: 0, x1: 8, y1: 8), col: 1, row: 0) == 0)
  }

  @Test("the pieces of a partly covered rectangle cover each uncovered pixel once and stay inside it")
  func irregular() {
    var g = grid()
    let front = [
      PixelRect(x0: 3, y0: 2, x1: 20, y1: 11), PixelRect(x0: 30, y0: 5, x1: 33, y1: 60),
      PixelRect(x0: 10, y0: 40, x1: 64, y1: 43),
    ]
    for r in front { g.cover(r) }
    var pieces: [PixelRect] = []
    let back = PixelRect(x0: 1, y0: 1, x1: 50, y1: 50)
    g.visiblePieces(of: back, into: &pieces)
    var hits = [Int](repeating: 0, count: 64 * 64)
    for p in pieces {
      for y in p.y0..<p.y1 { for x in p.x0..<p.x1 { hits[y * 64 + x] += 1 } }
    }
    for y in 0..<64 {
      for x in 0..<64 {
        let inBack = x >= back.x0 && x < back.x1 && y >= back.y0 && y < back.y1
        let inFront = front.contains { x >= $0.x0 && x < $0.x1 && y >= $0.y0 && y < $0.y1 }
        if inBack && !inFront { #expect(hits[y * 64 + x] == 1, "pixel (\(x), \(y))") }
        if !inBack { #expect(hits[y * 64 + x] == 0, "pixel (\(x), \(y))") }
      }
    }
  }

  @Test("pixels past the output's edge never keep anything visible")
  func raggedEdge() {
    var g = CoverageGrid()
    g.reset(width: 37, height: 37)
    g.cover(PixelRect(x0: 0, y0: 0, x1: 37, y1: 37))
    #expect(g.isHidden(PixelRect(x0: 30, y0: 30, x1: 45, y1: 45)))
    #expect(g.coveredFraction == 1)
  }

  @Test("the visible piece of a half-hidden rectangle is its uncovered part")
  func halfHidden() {
    var g = grid()
    g.cover(PixelRect(x0: 0, y0: 0, x1: 32, y1: 64))
    var pieces: [PixelRect] = []
    g.visiblePieces(of: PixelRect(x0: 8, y0: 8, x1: 56, y1: 56), into: &pieces)
    #expect(pieces == [PixelRect(x0: 32, y0: 8, x1: 56, y1: 56)])
    #expect(area(pieces) == 24 * 48)
  }

  @Test("a hole in the coverage yields pieces around it, merged across rows")
  func hole() {
    var g = grid()
    g.cover(PixelRect(x0: 16, y0: 16, x1: 48, y1: 48))
    var pieces: [PixelRect] = []
    g.visiblePieces(of: PixelRect(x0: 0, y0: 0, x1: 64, y1: 64), into: &pieces)
    #expect(area(pieces) == 64 * 64 - 32 * 32)
    #expect(pieces.count == 4)
  }
}
