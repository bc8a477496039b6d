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

/// `rlab shot --slide WxH` (issue 39): slides for a projector, and with
/// `--hops all` a deck with a page that steps through it.
@Suite("Projector slides")
struct ProjectorSlideTests {
  static let lesson = [
    "shot", "Scenes/lessons/03-controllers.yaml", "--script", "Scenes/lessons/03-controllers.test.yaml",
  ]

  @Test(
    "--slide 1920x1080 writes a 1920×1080 PNG; --hops all adds index.html linking every slide, relatively")
  func deck() throws {
    let dir = try temporaryFolder("deck")
    let one = try rlab(Self.lesson + ["--slide", "1920x1080", "--theme", "light", "-o", dir + "/one.png"])
    #expect(one.code == 0, "\(one.err)")
    #expect(pngSize(dir + "/one.png").map { [$0.0, $0.1] } == [1920, 1080])
    let out = dir + "/deck"
    let r = try rlab(Self.lesson + ["--slide", "1920x1080", "--hops", "all", "-o", out])
    #expect(r.code == 0, "\(r.err)")
    let files = try FileManager.default.contentsOfDirectory(atPath: out).sorted()
    let pngs = files.filter { $0.hasSuffix(".png") }
    #expect(pngs.count >= 2, "\(files)")
    #expect(files.contains("index.html"))
    for p in pngs { #expect(pngSize(out + "/" + p).map { [$0.0, $0.1] } == [1920, 1080], "\(p)") }
    let html = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
    #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("<html lang=\"en\">"))
    #expect(html.contains("ArrowRight") && html.contains("ArrowLeft"))
    for p in pngs { #expect(html.contains("href=\"\(p)\""), "\(p) is not linked") }
    // Every link and source is a name in the folder: no path, no scheme.
    for attr in ["src=\"", "href=\""] {
      for part in html.components(separatedBy: attr).dropFirst() {
        let value = String(part.prefix { $0 != "\"" })
        #expect(value == "#" || pngs.contains(value), "\(attr)\(value)")
      }
    }
    #expect(html.components(separatedBy: "<li>").count - 1 == pngs.count)
    // Each slide is named for its hop's responder, also where its stop had room for its number only.
    for p in pngs {
      #expect(p.range(of: #"^[0-9]+-(a[0-9]+-)?[A-Za-z]"#, options: .regularExpression) != nil, "\(p)")
      #expect(!p.hasSuffix("-.png"), "\(p)")
    }
  }

  @Test("a bad --slide size, or --slide with --ui-scale, is a usage error naming the option")
  func badSizes() throws {
    let dir = try temporaryFolder("deck-bad")
    for bad in [
      "1920", "1920x", "x1080", "0x0", "100x100", "99999x1080", "1920x1080x2", "abc", "-1920x1080",
      "1920 x 1080",
    ] {
      let r = try rlab(Self.lesson + ["--slide", bad, "-o", dir + "/x.png"])
      #expect(r.code == 64, "\(bad): \(r.code)")
      #expect(r.err.contains("--slide") && r.err.contains("WIDTHxHEIGHT"), "\(bad): \(r.err)")
    }
    let both = try rlab(Self.lesson + ["--slide", "1920x1080", "--ui-scale", "2", "-o", dir + "/x.png"])
    #expect(both.code == 64 && both.err.contains("--ui-scale"), "\(both.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
  }

  @Test(
    "a deck is written only inside its folder: a symlinked folder is refused, a planted index.html link replaced"
  )
  func symlinks() throws {
    let dir = try temporaryFolder("deck-links")
    let elsewhere = dir + "/elsewhere"
    try FileManager.default.createDirectory(atPath: elsewhere, withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(atPath: dir + "/linked", withDestinationPath: elsewhere)
    let r = try rlab(Self.lesson + ["--slide", "1280x720", "--hops", "all", "-o", dir + "/linked"])
    #expect(r.code != 0 && r.err.contains("symbolic link"), "\(r.err)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere).isEmpty)
    let out = dir + "/deck"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let victim = dir + "/victim.html"
    try "keep".write(toFile: victim, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(atPath: out + "/index.html", withDestinationPath: victim)
    let ok = try rlab(Self.lesson + ["--slide", "1280x720", "--hops", "all", "-o", out])
    #expect(ok.code == 0, "\(ok.err)")
    #expect(try String(contentsOfFile: victim, encoding: .utf8) == "keep")
    let attrs = try FileManager.default.attributesOfItem(atPath: out + "/index.html")
    #expect(attrs[.type] as? FileAttributeType == .typeRegular)
  }
}
