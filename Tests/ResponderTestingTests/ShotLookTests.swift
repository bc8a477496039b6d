import Foundation
import Testing

/// `rlab shot --theme --ui-scale --clean` (SPEC §8): a shot for a projector.
@Suite("rlab shot for a projector")
struct ShotLookTests {
  @Test(
    "--ui-scale 2 draws the scene and the overlay twice as large; --theme light and --clean change the picture"
  )
  func scaledAndThemed() throws {
    let dir = try temporaryFolder("shot-look")
    let base = ["shot", "Scenes/figure1.yaml", "--script", "Scenes/figure1.test.yaml"]
    let plain = try rlab(base + ["-o", dir + "/plain.png"])
    #expect(plain.code == 0, "\(plain.err)")
    let big = try rlab(base + ["-o", dir + "/big.png", "--ui-scale", "2", "--theme", "light"])
    #expect(big.code == 0, "\(big.err)")
    let (w1, h1) = try #require(pngSize(dir + "/plain.png"))
    let (w2, h2) = try #require(pngSize(dir + "/big.png"))
    #expect(w2 == 2 * w1 && h2 == 2 * h1, "\(w1)×\(h1) → \(w2)×\(h2)")
    let light = try rlab(base + ["-o", dir + "/light.png", "--theme", "light"])
    let clean = try rlab(base + ["-o", dir + "/clean.png", "--clean"])
    #expect(light.code == 0 && clean.code == 0)
    let bytes = { (name: String) in FileManager.default.contents(atPath: dir + "/" + name) }
    #expect(bytes("light.png") != bytes("plain.png"))
    #expect(bytes("clean.png") != bytes("plain.png"))
    let bad = try rlab(base + ["-o", dir + "/x.png", "--ui-scale", "9"])
    #expect(bad.code == 64 && bad.err.contains("--ui-scale"), "\(bad.err)")
  }
}
