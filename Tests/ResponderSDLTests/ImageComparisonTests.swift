import Foundation
import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderSDL

@Suite("image comparison") struct ImageComparisonTests {
  let base = RGBAImage(width: 20, height: 10, fill: Color(r: 100, g: 150, b: 200))

  @Test("one changed pixel is found and marked red in the diff")
  func changedPixel() {
    var changed = base
    changed[7, 3] = Color(r: 100, g: 150, b: 240)
    let result = compareImages(actual: changed, expected: base, tolerance: 2)
    #expect(result.differingPixels == 1)
    #expect(result.maxChannelDelta == 40)
    #expect(!result.matches())
    #expect(result.diff[7, 3] == Color(r: 255, g: 0, b: 0))
    #expect(result.diff[0, 0] != Color(r: 255, g: 0, b: 0))
  }

  @Test("noise within the tolerance is ignored")
  func noiseIgnored() {
    var noisy = base
    for x in 0..<20 { noisy[x, x % 10] = Color(r: 102, g: 148, b: 201) }
    let result = compareImages(actual: noisy, expected: base, tolerance: 2)
    #expect(result.differingPixels == 0)
    #expect(result.maxChannelDelta == 2)
    #expect(result.matches())
    #expect(!compareImages(actual: noisy, expected: base, tolerance: 1).matches())
  }

  @Test("a small fraction of differing pixels can be allowed")
  func allowedFraction() {
    var changed = base
    changed[0, 0] = .black
    let result = compareImages(actual: changed, expected: base)
    #expect(result.matches(allowedFraction: 0.01))
    #expect(!result.matches(allowedFraction: 0.001))
  }

  @Test("images of different sizes never match")
  func sizeMismatch() {
    let result = compareImages(actual: RGBAImage(width: 19, height: 10, fill: .white), expected: base)
    #expect(!result.sizesMatch)
    #expect(!result.matches(allowedFraction: 1))
  }

  @Test("pixels survive a PNG round trip, and the diff is written as a PNG")
  func pngRoundTrip() throws {
    var image = base
    image[3, 4] = Color(r: 1, g: 2, b: 3, a: 4)
    let path = temporaryPNG("roundtrip")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try image.writePNG(path)
    #expect(try loadImagePixels(path) == image)
    let diffPath = temporaryPNG("diff")
    defer { try? FileManager.default.removeItem(atPath: diffPath) }
    try compareImages(actual: image, expected: base).writeDiff(diffPath)
    #expect(try loadImagePixels(diffPath)[3, 4] == Color(r: 255, g: 0, b: 0))
  }

  @Test("reading a file that is not there is one clear error")
  func missingFile() {
    #expect(throws: SDLError.self) { try loadImagePixels("/nonexistent/none.png") }
  }
}
