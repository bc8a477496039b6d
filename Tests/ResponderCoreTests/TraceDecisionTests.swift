import ResponderScene
import Testing

@testable import ResponderCore

/// The trace (SPEC §5) carries which rule decided: hit-test overrides,
/// control events, key commands, exclusiveTouch blocks, canPerform answers
/// and delegate answers.
@Suite("the trace names the deciding rule")
struct TraceDecisionTests {
  func line(_ r: DispatchRecord) -> String { r.jsonLine(undoOwner: nil, undo: nil) }

  @Test("a touch's trace line has the hit-test rule and the control events")
  func touchLine() {
    let h = Harness()
    let b = h.add(Button(identifier: "b", frame: Rect(x: 100, y: 100, width: 24, height: 24)))
    b.sceneOverrides.hitTestInsets = EdgeInsets(top: -10, left: -10, bottom: -10, right: -10)
    h.down(Point(x: 95, y: 110))
    let began = line(h.records.last!)
    #expect(began.contains(#"{"view":"b","inside":true,"rule":"inside: enlarged by hitTestInsets"}"#))
    #expect(began.contains(#""controlEvents":["b.touchDown"]"#))
  }

  @Test("a key command, its owner and the actions' answers are in the trace")
  func keyLine() {
    let h = Harness()
    let v = h.add(View(identifier: "v", frame: Rect(x: 0, y: 0, width: 10, height: 10)))
    v.sceneOverrides.canBecomeFirstResponder = true
    v.becomeFirstResponder()
    v.sceneOverrides.refusedActions = ["save"]
    v.sceneOverrides.actionHandlers["save"] = { _ in }
    h.main.sceneOverrides.actionHandlers["save"] = { _ in }
    h.main.keyCommands = [KeyCommand(KeyChord("ctrl+s")!, action: "save")]
    h.key("s", .control)
    let l = line(h.records.last { $0.keyCommand != nil }!)
    #expect(l.contains(#""keyCommand":{"input":"ctrl+s","action":"save","owner":"main"}"#))
    #expect(l.contains(#""answers":["v: refuses","root: no","main: implements"]"#))
  }

  @Test("an exclusiveTouch block and a delegate answer are in the trace")
  func blockLine() {
    let h = Harness()
    let a = h.add(View(identifier: "a", frame: Rect(x: 0, y: 0, width: 100, height: 100)))
    let b = h.add(View(identifier: "b", frame: Rect(x: 200, y: 0, width: 100, height: 100)))
    a.isExclusiveTouch = true
    let tap = h.attach(TapGestureRecognizer(identifier: "tap"), to: h.root)
    let answers = DeclaredGestureAnswers()
    answers.ignoredViews = [Weak(a)]
    tap.delegate = answers
    h.down(Point(x: 50, y: 50), finger: 0)
    #expect(
      line(h.records.last!).contains(
        #""gestureNotes":[{"id":"tap","note":"shouldReceive: false for a touch in a"}]"#))
    h.down(Point(x: 250, y: 50), finger: 1)
    #expect(line(h.records.last!).contains(#""exclusiveTouch":{"blockedBy":"a","hitView":"b"}"#))
    _ = b
  }
}
