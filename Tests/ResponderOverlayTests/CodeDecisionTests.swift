import Foundation
import ResponderCore
import ResponderScene
import Testing

@testable import ResponderOverlay

/// Keeps every hit inside it for itself.
final class CoverView: View, SceneConstructible {
  required init() { super.init() }
  override func hitTest(_ point: Point, with event: Event?) -> View? {
    self.point(inside: point, with: event) ? self : nil
  }
}

/// Passes its touches and actions straight to the controller `main`.
final class ToMainView: View, SceneConstructible {
  required init() { super.init() }
  override var next: Responder? {
    var r: Responder? = superview
    while let c = r, c.identifier != "main" { r = c.next }
    return r ?? super.next
  }
}

/// Refuses `save`, which the scene says it implements.
final class NoSaveView: View, SceneConstructible {
  required init() { super.init() }
  override func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
    action == "save" ? false : super.canPerformAction(action, withSender: sender)
  }
}

/// The overlay names a Swift class's override where it decided: on the
/// hit-test row, beside the chain, in the action's answers.
///
///     window 300×400
///     └─ root (main: save)
///        ├─ cover [0, 0, 300, 100]     CoverView (hitTest returns itself)
///        │  └─ photo [10, 10, 50, 50]
///        ├─ frame [0, 100, 300, 100]   (view)
///        │  └─ pass [0, 0, 300, 100]   ToMainView (next skips to main)
///        └─ editor [0, 200, 300, 100]  NoSaveView, handles save
@Suite("overlay: which Swift override decided")
struct CodeDecisionTests {
  let yaml = """
    window: { width: 300, height: 400 }
    root:
      controller: main
      handles: [{ actions: [save] }]
      view:
        id: root
        subviews:
          - { id: cover, type: CoverView, frame: [0, 0, 300, 100], subviews: [{ id: photo, frame: [10, 10, 50, 50] }] }
          - { id: frame, frame: [0, 100, 300, 100], subviews: [{ id: pass, type: ToMainView, frame: [0, 0, 300, 100] }] }
          - { id: editor, type: NoSaveView, frame: [0, 200, 300, 100], handles: [{ actions: [save] }], canBecomeFirstResponder: true }
    """

  var types: SceneTypes {
    var t = SceneTypes()
    t.register(CoverView.self, as: "CoverView")
    t.register(ToMainView.self, as: "ToMainView")
    t.register(NoSaveView.self, as: "NoSaveView")
    return t
  }

  @Test("the hit-test row of a view whose hitTest override decided names its class, and the sidebar says it")
  func hitTestRow() throws {
    let lab = try OverlayLab(yaml, types: types)
    lab.down(20, 20)
    let rows = Dictionary(uniqueKeysWithValues: lab.model.hitRows.map { ($0.id, $0) })
    #expect(rows["cover"]?.isHitView == true)
    #expect(rows["cover"]?.kind == "CoverView: view")
    #expect(rows["cover"]?.rule == "override: CoverView.hitTest(_:with:) returned cover")
    #expect(rows["photo"] == nil)
    #expect(lab.model.decisions == ["Swift override: cover: CoverView.hitTest(_:with:) returned cover"])
    // The sidebar wraps long lines: compare the words.
    let text = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model)).joined(
      separator: " ")
    #expect(text.contains("↳ override: CoverView.hitTest(_:with:) returned cover"))
  }

  @Test("a next override is named beside the chain, which follows it")
  func nextDecision() throws {
    let lab = try OverlayLab(yaml, types: types)
    lab.tap(150, 150)
    #expect(lab.model.chain.prefix(3).map(\.id) == ["pass", "main", "window"])
    #expect(lab.model.chain.first?.kind == "ToMainView: view")
    #expect(
      lab.model.decisions == ["Swift override: pass: ToMainView.next returned main (UIKit's rule: frame)"])
    let text = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400)).sidebar(lab.model)).joined(
      separator: " ")
    #expect(text.contains("↳ Swift override: pass: ToMainView.next returned main (UIKit's rule: frame)"))
  }

  @Test("a canPerformAction override's refusal names its class in the action's answers")
  func canPerformAnswer() throws {
    let lab = try OverlayLab(yaml, types: types)
    #expect(lab.view("editor")?.becomeFirstResponder() == true)
    lab.app.handle(.editingCommand("save"))
    #expect(
      lab.model.action?.answers == [
        "editor: refuses by NoSaveView.canPerformAction(_:withSender:)", "root: no", "main: implements",
      ])
    #expect(lab.model.action?.handledBy == "main")
    #expect(
      lab.model.decisions.contains(
        "Swift override: editor: NoSaveView.canPerformAction(_:withSender:) said no to save"))
  }

  /// Quiz mode over `text`: a tap at (150, 150), and the question it asks
  /// about the hop after `pass`.
  func quizHopAfterPass(_ text: String) throws -> (OverlayLab, Quiz.Question) {
    let lab = try OverlayLab(text, types: types)
    nonisolated(unsafe) var quiz = Quiz()
    let app = lab.app
    app.recordObservers.append { r in quiz.observe(r, in: app) }
    lab.tap(150, 150)
    return (lab, try #require(quiz.pending.first { $0.kind == .nextResponder(after: "pass") }))
  }

  @Test("quiz mode explains the hop a next override made by the class's override")
  func quizReason() throws {
    let (_, hop) = try quizHopAfterPass(yaml)
    #expect(hop.answer == "main")
    #expect(
      hop.reason
        == "pass does not handle it; ToMainView overrides next: it returns main (UIKit's rule: frame)")
  }

  /// `next: main` stands for `ToMainView`'s override: the decision lines
  /// and the quiz's reason name the key where they name the class.
  @Test("quiz mode and the decision lines explain a next: key's hop as they explain the class's")
  func nextKeyReason() throws {
    let keyed = yaml.replacingOccurrences(of: "type: ToMainView, ", with: "next: main, ")
    let (lab, hop) = try quizHopAfterPass(keyed)
    #expect(hop.answer == "main")
    #expect(
      hop.reason
        == "pass does not handle it; its key next: main overrides next: it returns main (UIKit's rule: frame)"
    )
    lab.down(150, 150)
    #expect(lab.model.decisions.contains("Scene key: pass: next: main (UIKit's rule: frame)"))
  }
}
