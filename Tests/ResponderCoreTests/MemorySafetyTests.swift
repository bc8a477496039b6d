import Foundation
import ResponderScene
import Testing

@testable import ResponderCore

/// Nothing unsafe is public (STYLE.md, "Diagnostics beside the algorithm";
/// issue 40): a Swift user who keeps a view, a recognizer or an action
/// message past its scene's life reads a strong or a cleared reference,
/// never freed memory. Unretained storage is internal and goes through one
/// type, `Unretained`, whose debug build checks every read.
@Suite("Memory safety of the public API")
struct MemorySafetyTests {
  /// Every Swift file under Sources/, with its text.
  static func sources() throws -> [(path: String, text: String)] {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources")
    let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    var found: [(String, String)] = []
    while let url = files?.nextObject() as? URL {
      guard url.pathExtension == "swift" else { continue }
      found.append((url.path, try String(contentsOf: url, encoding: .utf8)))
    }
    return found
  }

  /// The code of a line, without a `//` comment.
  static func code(_ line: Substring) -> Substring {
    guard let comment = line.range(of: "//") else { return line }
    return line[..<comment.lowerBound]
  }

  @Test("no public or open declaration is unowned(unsafe) or @exclusivity(unchecked)")
  func nothingUnsafeIsPublic() throws {
    let files = try Self.sources()
    #expect(files.count > 100)
    var unsafe: [String] = []
    for (path, text) in files {
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let code = Self.code(line)
        let isPublic = code.contains("public ") || code.contains("open ")
        if isPublic, code.contains("unowned(unsafe)") || code.contains("@exclusivity(unchecked)") {
          unsafe.append("\(path):\(n + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(unsafe == [])
  }

  @Test("no unowned(unsafe) at all: every unretained reference goes through Unretained")
  func oneUnretainedType() throws {
    var found: [String] = []
    for (path, text) in try Self.sources() {
      for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      where Self.code(line).contains("unowned(unsafe)") {
        found.append("\(path):\(n + 1)")
      }
    }
    #expect(found == [])
  }

  @Test("an action message a handler kept still names its receiver after the scene is gone")
  func keptActionMessage() {
    var kept: ActionMessage?
    do {
      let app = Application()
      let window = Window(frame: Rect(x: 0, y: 0, width: 100, height: 100))
      app.addWindow(window)
      let target = Responder(identifier: "target")
      target.sceneOverrides.actionHandlers["go"] = { kept = $0 }
      app.sendAction("go", to: target, from: nil, for: nil)
    }
    #expect(kept?.receiver.identifier == "target")
  }

  @Test("a recognizer kept past its view reads no view, and a view kept past its window reads no window")
  func keptBackPointers() {
    let recognizer = TapGestureRecognizer(identifier: "tap")
    let view = View(identifier: "v")
    do {
      let owner = View(identifier: "owner")
      owner.addGestureRecognizer(recognizer)
      #expect(recognizer.view === owner)
      let window = Window(frame: Rect(x: 0, y: 0, width: 10, height: 10))
      window.addSubview(view)
      #expect(view.superview === window)
    }
    #expect(recognizer.view == nil)
    #expect(view.superview == nil)
  }
}
