import Foundation
import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderSDL

/// Every test that starts SDL lives under this suite so they run one at a time:
/// two tests calling SDL_Init and SDL_Quit in parallel crash the process.
@Suite(.serialized) struct SDLRendering {}

/// The fonts shipped in `Assets/fonts`, found from this file so the tests do not
/// depend on the working directory.
let shippedFonts: FontFiles = {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let dir = root.appendingPathComponent("Assets/fonts")
  return FontFiles(
    regular: dir.appendingPathComponent("DejaVuSans.ttf").path,
    bold: dir.appendingPathComponent("DejaVuSans-Bold.ttf").path)
}()

/// A headless software window and a renderer with the shipped fonts.
func makeRenderer(width: Int = 200, height: Int = 120, textCache: Int = 64) throws -> Renderer {
  let video = try SDLVideo(.init(title: "test", width: width, height: height, headless: true))
  return try Renderer(video: video, fonts: shippedFonts, textCacheCapacity: textCache)
}

/// A fresh path under the temporary directory.
func temporaryPNG(_ name: String) -> String {
  FileManager.default.temporaryDirectory
    .appendingPathComponent("rlab-\(name)-\(UUID().uuidString).png").path
}

/// Renders `list`, writes it as a PNG and decodes it again, so every pixel test
/// also covers `savePNG` and `loadImagePixels`.
func renderThroughPNG(_ list: DisplayList, width: Int = 200, height: Int = 120) throws -> RGBAImage {
  let renderer = try makeRenderer(width: width, height: height)
  renderer.render(list)
  let path = temporaryPNG("frame")
  defer { try? FileManager.default.removeItem(atPath: path) }
  try renderer.savePNG(path)
  return try loadImagePixels(path)
}

/// Pixels in `rect` (whole points at scale 1) whose colour differs from `colour`.
func pixels(in image: RGBAImage, rect: Rect, differingFrom colour: Color) -> Int {
  var count = 0
  for y in Int(rect.minY)..<Int(rect.maxY) {
    for x in Int(rect.minX)..<Int(rect.maxX) where image[x, y] != colour { count += 1 }
  }
  return count
}
