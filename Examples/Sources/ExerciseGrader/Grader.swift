import ResponderCore
import ResponderScene
import ResponderTesting

/// Grades the exercise: loads Scenes/exercise.yaml with `types`, taps the
/// photo, and returns what is wrong, one line each (empty: solved).
///
/// Through `SceneHarness(path:types:)`, as a test would: the scene, its
/// steps and its record are the ones `rlab test` and the live window use.
public enum Grader {
  public static let scene: String = {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/Scenes/exercise.yaml"
  }()

  public static func grade(_ types: SceneTypes) throws -> [String] {
    let h = try SceneHarness(path: scene, types: types)
    guard let photo = h.scene.views["photo"] else { return ["the scene has no photo"] }
    try h.send("tap: photo")
    var problems: [String] = []
    let hit = h.lastHitTest?.hitView?.identifier
    if hit != "photo" { problems.append("the tap should hit the photo; it hit \(hit ?? "nothing")") }
    let handler = h.lastRecord?.handledBy?.identifier
    if handler != "main" {
      let chain = (h.lastRecord?.chain ?? []).map(\.identifier).joined(separator: " → ")
      problems.append(
        "the tap should reach main; it was handled by \(handler ?? "nobody") (chain: \(chain))")
    }
    if photo.next?.identifier != "main" {
      problems.append("photo.next should be main; it is \(photo.next?.identifier ?? "nil")")
    }
    if (h.lastRecord?.chain ?? []).contains(where: { $0.identifier == "gallery" || $0.identifier == "frame" }) {
      problems.append("the tap should skip the views between the photo and main")
    }
    return problems
  }
}
