import Foundation
import ResponderCore
import ResponderSDL
import ResponderScene
import ResponderSwiftTesting
import ResponderTesting
import Testing

/// A note that copies, written as a UIKit developer writes an action
/// method: UIKit finds `@objc func copy(_ sender: Any?)` by its selector
/// (`responds(to:)`) and calls it (`perform(_:with:)`); here the selector is
/// the action's name, `implements(_:)` is `responds(to:)` and `perform(_:)`
/// calls the method (docs/SWIFT-API.md, "Action methods in a subclass").
private final class Note: View, SceneConstructible {
  var copies = 0
  required init() { super.init() }
  override var canBecomeFirstResponder: Bool { true }

  func copy(_ sender: AnyObject?) { copies += 1 }

  override func implements(_ action: String) -> Bool {
    action == "copy" || super.implements(action)
  }
  override func perform(_ message: ActionMessage) {
    switch message.action {
    case "copy": copy(message.sender)
    default: super.perform(message)
    }
  }
}

/// A scene naming `Note`, and a script over it, in a fresh folder.
private func noteScript() throws -> String {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rlab-swift-classes-\(UUID().uuidString)"
  ).path
  try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
  try """
  window: { width: 300, height: 300 }
  firstResponder: note
  root:
    controller: main
    view:
      id: root
      subviews:
        - { id: note, type: Note, frame: [20, 20, 200, 100], color: "#ffcc00" }
  """.write(toFile: folder + "/notes.yaml", atomically: true, encoding: .utf8)
  try """
  scene: notes.yaml
  tests:
    - name: the note's copy method performs a nil-targeted copy
      steps:
        - tap: note
        - expect: { hitView: note }
        - menu: copy
        - expect: { firstResponder: note, actionHandledBy: note, menu: [copy] }
  """.write(toFile: folder + "/notes.test.yaml", atomically: true, encoding: .utf8)
  return folder + "/notes.test.yaml"
}

extension SDLRendering {
  @Suite("YAML tests over Swift classes") struct SwiftClassScriptTests {
    var types: SceneTypes {
      var t = SceneTypes()
      t.register(Note.self, as: "Note")
      return t
    }

    @Test("ScriptRunner(types:) runs a script whose scene names a registered class")
    func runnerWithTypes() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let outcomes = ScriptRunner(types: types).run(scriptAt: try noteScript())
      #expect(outcomes.map(\.status) == [.passed], "\(outcomes.flatMap(\.failures))")
    }

    @Test("without the class the script cannot run, and says which name is unknown")
    func runnerWithoutTypes() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let outcomes = ScriptRunner().run(scriptAt: try noteScript())
      #expect(outcomes.map(\.status) == [.error])
      #expect(outcomes.first?.failures.contains { $0.contains("Note") } == true)
    }

    @Test("an action method in a subclass: implements(_:) and perform(_:) call copy(_:)")
    func actionMethod() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let h = try SceneHarness(
        yaml: """
          window: { width: 300, height: 300 }
          firstResponder: note
          root: { controller: main, view: { id: root, subviews: [{ id: note, type: Note, frame: [20, 20, 200, 100] }] } }
          """, types: types)
      try h.send("tap: note")
      try h.send("menu: copy")
      #expect((h.scene.views["note"] as? Note)?.copies == 1)
      #expect(h.lastAction?.handledBy?.identifier == "note")
      #expect(h.scene.views["note"]?.canPerformAction("copy", withSender: nil) == true)
      #expect(h.scene.views["note"]?.canPerformAction("paste", withSender: nil) == false)
    }

    @Test("a registered view class made in code takes UIKit's init(frame:)")
    func initFrame() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let note = Note(frame: Rect(x: 10, y: 20, width: 30, height: 40))
      #expect(note.frame == Rect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test("h.expect records a failed expectation at the line that called it")
    func expectAtCaller() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let h = try SceneHarness(path: figure1Path)
      h.play("tap: label")
      let line = #_sourceLocation.line + 2
      withKnownIssue {
        h.expect("handledBy: label")
      } matching: { issue in
        issue.sourceLocation?.line == line && "\(issue)".contains("handledBy")
      }
    }

    @Test("h.play records a step that cannot be played at the line that called it")
    func playAtCaller() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let h = try SceneHarness(path: figure1Path)
      let line = #_sourceLocation.line + 2
      withKnownIssue {
        h.play("tap: nosuchview")
      } matching: { issue in
        issue.sourceLocation?.line == line && "\(issue)".contains("nosuchview")
      }
    }

    @Test("h.expect and h.play pass quietly when the steps hold")
    func quietWhenHeld() throws {
      try SDLRuntime.start(headless: true)
      defer { SDLRuntime.stop() }
      let h = try SceneHarness(path: figure1Path)
      #expect(h.play("tap: ok"))
      #expect(h.expect("{ hitView: ok, handledBy: ok }"))
    }
  }
}

private let figure1Path =
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("Scenes/figure1.yaml").path
