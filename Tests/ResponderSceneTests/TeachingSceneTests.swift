import Foundation
import ResponderScene
import Testing

@Suite("Teaching scenes")
struct TeachingSceneTests {
  static let scenes: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path + "/Scenes"
  }()

  static let names = [
    "figure1", "hittest", "chain", "firstresponder", "actions", "undo", "gestures", "multitouch",
    "photoviewer",
  ]

  @Test("each teaching scene loads and has a name and a one-line description", arguments: names)
  func loads(name: String) throws {
    let result = SceneLoader.load(path: "\(Self.scenes)/\(name).yaml")
    if case .failure(let errors) = result { Issue.record("\(errors)") }
    let document = try result.get()
    #expect(document.name?.isEmpty == false)
    #expect(document.description.map { !$0.isEmpty && !$0.contains("\n") } == true)
  }

  @Test("figure1 is the spec's example with submit handled by main")
  func figure1() throws {
    let document = try SceneLoader.load(path: "\(Self.scenes)/figure1.yaml").get()
    #expect(document.window.width == 390 && document.window.height == 844)
    #expect(document.root.id.value == "main")
    #expect(document.root.handles?.actions == ["submit"])
    #expect(document.root.on["submit"]?.first?.action == .log("submitted"))
    guard case .view(let background)? = document.root.view?.subviews.first else {
      Issue.record("no background view")
      return
    }
    #expect(background.frame == SceneRect(x: 20, y: 100, width: 350, height: 300))
    let ids = background.subviews.compactMap { node -> String? in
      if case .view(let view) = node { return view.id?.value }
      return nil
    }
    #expect(ids == ["label", "field", "ok"])
  }
}
