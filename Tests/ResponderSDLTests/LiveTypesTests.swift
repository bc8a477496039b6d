import Foundation
import ResponderCore
import ResponderScene
import Testing

@testable import ResponderLive
@testable import ResponderSDL

/// Keeps every hit inside it for itself.
private final class Keeper: View, SceneConstructible {
  required init() { super.init() }
  override func hitTest(_ point: Point, with event: Event?) -> View? {
    self.point(inside: point, with: event) ? self : nil
  }
}

extension SDLRendering {
  /// The live window opened with registered Swift classes (`LiveWindow.run(scene:types:)`'s window).
  @Suite("The live window with Swift classes named in the scene")
  struct LiveTypesTests {
    func scene(color: String) -> String {
      """
      window: { width: 200, height: 200 }
      root: { controller: main, view: { id: root, subviews: [{ id: keeper, type: Keeper, frame: [0, 0, 100, 100], color: "\(color)" }] } }
      """
    }

    @Test("a saved edit reloads the scene with the classes made afresh; a misspelt class shows its error")
    func reloadKeepsTypes() throws {
      var types = SceneTypes()
      types.register(Keeper.self, as: "Keeper")
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "live-types-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let path = folder.appendingPathComponent("keeper.yaml").path
      try scene(color: "#ff0000").write(toFile: path, atomically: true, encoding: .utf8)
      SDLRuntime.flushEvents()
      let window = try LiveWindow(
        path: path, scene: try LiveWindow.load(path, types: types), headless: true, watch: true,
        config: LiveWindow.Config(display: Size(width: 1366, height: 728), types: types))
      let first = try #require(window.stage.scene.views["keeper"] as? Keeper)

      try scene(color: "#00ff00ff").write(toFile: path, atomically: true, encoding: .utf8)
      window.turn(steps: 0, now: 1)
      #expect(window.stage.error == nil)
      let second = try #require(window.stage.scene.views["keeper"] as? Keeper)
      #expect(second !== first)

      try scene(color: "#0000ff").replacingOccurrences(of: "type: Keeper", with: "type: Keper")
        .write(toFile: path, atomically: true, encoding: .utf8)
      window.turn(steps: 0, now: 2)
      #expect(window.stage.error?.contains("unknown view type 'Keper'; did you mean 'Keeper'?") == true)
      #expect(window.stage.scene.views["keeper"] === second)
    }
  }
}
