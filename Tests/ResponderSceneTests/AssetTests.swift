import Foundation
import ResponderScene
import ResponderTestSupport
import Testing

@Suite("Image assets")
struct AssetTests {
  /// A scene folder with `photo.png`, an assets folder with `icon.png`, and a
  /// secret file beside them that scenes must not reach.
  ///
  ///   root/
  ///   ├─ scene/photo.png
  ///   ├─ scene/link.png → ../secret.png
  ///   ├─ assets/icon.png
  ///   └─ secret.png
  struct Folders {
    let root: String
    var scene: String { root + "/scene" }
    var assets: String { root + "/assets" }

    init() throws {
      root = NSTemporaryDirectory() + "rlab-assets-" + UUID().uuidString
      let manager = FileManager.default
      try manager.createDirectory(atPath: root + "/scene", withIntermediateDirectories: true)
      try manager.createDirectory(atPath: root + "/assets", withIntermediateDirectories: true)
      for path in ["/scene/photo.png", "/assets/icon.png", "/secret.png"] {
        try Data(onePixelPNG).write(to: URL(fileURLWithPath: root + path))
      }
      try manager.createSymbolicLink(atPath: root + "/scene/link.png", withDestinationPath: "../secret.png")
    }

    func parse(image: String) -> Result<SceneDocument, SceneErrors> {
      SceneLoader.parse(
        text: sceneWith(subviews: "- { id: a, type: image, image: \"\(image)\" }"), file: "s.yaml",
        baseDirectory: scene, assetsDirectory: assets)
    }

    /// The errors of a view showing `image`, as cases (`SceneProblemTextTests`
    /// pins their words); the image key is at 7:38.
    func errors(image: String, sourceLocation: SourceLocation = #_sourceLocation) -> [SceneError] {
      guard case .failure(let errors) = parse(image: image) else {
        Issue.record("expected errors, the scene loaded", sourceLocation: sourceLocation)
        return []
      }
      return errors.errors
    }
  }

  @Test("an image over the pixel limit is refused at load, naming the file and the limit")
  func pixelLimit() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(atPath: folders.root) }
    try Data(pngHeader(width: 30_000, height: 30_000) + [UInt8](repeating: 0, count: 100))
      .write(to: URL(fileURLWithPath: folders.scene + "/huge.png"))
    // The reason is libpng's and the PNG reader's (ResponderIO), quoted whole.
    #expect(
      folders.errors(image: "huge.png") == [
        SceneError(
          .image(.unreadable("huge.png: the PNG is 30000×30000 pixels, over the limit of 16777216 pixels")),
          at: place(7, 38))
      ])
    try Data("GIF89a, not a PNG at all....".utf8).write(to: URL(fileURLWithPath: folders.scene + "/fake.png"))
    #expect(
      folders.errors(image: "fake.png") == [
        SceneError(.image(.unreadable("fake.png: not a PNG image")), at: place(7, 38))
      ]
    )
  }

  @Test("a truncated image is refused at load with what libpng found, at the image key")
  func truncated() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(atPath: folders.root) }
    try Data(onePixelPNG.prefix(50)).write(to: URL(fileURLWithPath: folders.scene + "/cut.png"))
    let errors = folders.errors(image: "cut.png")
    #expect(errors.map(\.location) == [place(7, 38)])
    guard case .image(.unreadable(let why))? = errors.first?.problem else {
      Issue.record("expected an unreadable image, got \(errors)")
      return
    }
    #expect(why.hasPrefix("cut.png: cannot decode the PNG: "))
  }

  @Test("an image resolves in the scene's folder, then the assets folder")
  func resolves() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(atPath: folders.root) }
    for (name, folder) in [("photo.png", folders.scene), ("icon.png", folders.assets)] {
      let document = try folders.parse(image: name).get()
      let image = rootSubviews(document).first?.image
      #expect(image?.path == name)
      #expect(image?.resolvedPath.hasSuffix(String(folder.split(separator: "/").last!) + "/" + name) == true)
    }
  }

  @Test("a missing image is an error")
  func missing() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(atPath: folders.root) }
    #expect(
      folders.errors(image: "nope.png") == [
        SceneError(.image(.notFound("nope.png", withAssets: true)), at: place(7, 38))
      ]
    )
  }

  @Test("dot-dot, absolute and symlinked paths outside the folders are refused")
  func escapes() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(atPath: folders.root) }
    for path in ["../secret.png", folders.root + "/secret.png", "link.png"] {
      #expect(
        folders.errors(image: path) == [
          SceneError(.image(.outside(path, withAssets: true)), at: place(7, 38))
        ])
    }
  }
}

/// A whole 1×1 RGBA PNG: the loader decodes every image it resolves, so a
/// header alone is refused as truncated.
let onePixelPNG: [UInt8] = [
  0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00,
  0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1F, 0x15, 0xC4, 0x89, 0x00, 0x00, 0x00,
  0x0D, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9C, 0x63, 0x50, 0x70, 0x48, 0xF8, 0x0F, 0x00, 0x03, 0x04, 0x01, 0xC0,
  0x80, 0x28, 0x70, 0xDA, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82,
]

/// The first 24 bytes of a PNG: signature and the start of `IHDR`.
func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
  func be(_ v: UInt32) -> [UInt8] {
    [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
  }
  let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
  return signature + [0, 0, 0, 13] + Array("IHDR".utf8) + be(width) + be(height)
}
