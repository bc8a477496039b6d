import Foundation
import ResponderScene
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
        try Data([0x89, 0x50]).write(to: URL(fileURLWithPath: root + path))
      }
      try manager.createSymbolicLink(atPath: root + "/scene/link.png", withDestinationPath: "../secret.png")
    }

    func parse(image: String) -> Result<SceneDocument, SceneErrors> {
      SceneLoader.parse(
        text: sceneWith(subviews: "- { id: a, type: image, image: \"\(image)\" }"), file: "s.yaml",
        baseDirectory: scene, assetsDirectory: assets)
    }

    func errors(image: String) -> [String] {
      guard case .failure(let errors) = parse(image: image) else { return ["loaded"] }
      return errors.errors.map(\.description)
    }
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
        "s.yaml:7:38: image 'nope.png' not found in the scene's folder or the assets folder"
      ])
  }

  @Test("dot-dot, absolute and symlinked paths outside the folders are refused")
  func escapes() throws {
    let folders = try Folders()
    defer { try? FileManager.default.removeItem(atPath: folders.root) }
    let outside = "is outside the scene's folder or the assets folder; scenes may only use files there"
    #expect(folders.errors(image: "../secret.png") == ["s.yaml:7:38: image '../secret.png' \(outside)"])
    #expect(
      folders.errors(image: folders.root + "/secret.png") == [
        "s.yaml:7:38: image '\(folders.root)/secret.png' \(outside)"
      ])
    #expect(folders.errors(image: "link.png") == ["s.yaml:7:38: image 'link.png' \(outside)"])
  }
}
