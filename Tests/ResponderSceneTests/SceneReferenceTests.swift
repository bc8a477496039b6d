import Foundation
import Testing

@testable import ResponderScene

/// The README's scene reference lists every key the decoder accepts, so the
/// documentation cannot fall behind the format.
@Suite("the README's scene reference")
struct SceneReferenceTests {
  @Test("every key the loader accepts is named in the README")
  func everyKeyListed() throws {
    let readme = try String(contentsOfFile: readmePath(), encoding: .utf8)
    let keys = Set(
      SceneDecoder.documentKeys + SceneDecoder.windowKeys + SceneDecoder.responderKeys
        + SceneDecoder.controllerKeys + SceneDecoder.viewKeys + SceneDecoder.gestureKeys
        + SceneDecoder.effectKeys + SceneDecoder.keyCommandKeys + SceneDecoder.handledKinds
        + SceneDecoder.stackKeys)
    let missing = keys.filter { !readme.contains("`\($0)`") }.sorted()
    #expect(missing == [], "keys missing from README.md: \(missing)")
  }

  private func readmePath() -> String {
    var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)
    return parts.joined(separator: "/") + "/README.md"
  }
}
