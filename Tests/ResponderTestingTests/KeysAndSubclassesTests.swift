import Foundation
import ResponderCore
import ResponderOverlay
import ResponderScene
import Testing

@testable import ResponderTesting

// Swift subclasses overriding UIKit's methods, one for each scene key that
// stands for such an override (ResponderScene's SceneOverrides).

/// `hitTestInsets: [-10, -10, -10, -10]`: the 44-pt tap target lesson's
/// `bounds.insetBy(dx: -10, dy: -10).contains(point)`.
private final class Enlarged: View, SceneConstructible {
  required init() { super.init() }
  override func point(inside point: Point, with event: Event?) -> Bool {
    bounds.insetBy(dx: -10, dy: -10).contains(point)
  }
}

/// `hitShape: circle`: the ellipse inscribed in the bounds.
private final class Round: View, SceneConstructible {
  required init() { super.init() }
  override func point(inside point: Point, with event: Event?) -> Bool {
    HitArea.ellipse(in: bounds).contains(point)
  }
}

/// `passThrough: true`: hitTest returns nil when the hit is the view itself.
private final class Glass: View, SceneConstructible {
  required init() { super.init() }
  override func hitTest(_ point: Point, with event: Event?) -> View? {
    let hit = super.hitTest(point, with: event)
    return hit === self ? nil : hit
  }
}

/// `canBecomeFirstResponder: true`, `next: other`, `refuses: [copy]`,
/// `canPerform: [paste]`, `handles: {touches}` and `on: {copy: …}`.
private final class Sink: View, SceneConstructible {
  required init() { super.init() }
  var nextTarget: Responder?
  var log: [String] = []
  override var canBecomeFirstResponder: Bool { true }
  override var next: Responder? { nextTarget ?? super.next }
  override func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
    if action == "copy" { return false }
    if action == "paste" { return true }
    return super.canPerformAction(action, withSender: sender)
  }
  override func implements(_ action: String) -> Bool { action == "copy" || super.implements(action) }
  override func perform(_ message: ActionMessage) {
    guard message.action == "copy" else { return super.perform(message) }
    log.append("copy")
  }
  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    noteHandled(.touchesBegan, event: event, touches: touches.count)
  }
}

/// A scene's keys stand for overrides of UIKit's methods (a view's
/// `point(inside:with:)` and `hitTest(_:with:)`, a responder's `next`,
/// `canPerformAction(_:withSender:)`, `canBecomeFirstResponder` and its
/// event methods): the same scene built once with the keys and once with
/// registered Swift subclasses that override those methods gives the same
/// route, and the overlay, the trace and the why-not texts explain each
/// hop's rule the same way (one `OverrideDecision`, one rule for when it is
/// named), naming the key or the class.
@Suite("Scene keys and the Swift subclasses they stand for")
struct KeysAndSubclassesTests {
  //     window 300×300
  //     └─ root
  //        ├─ small [10, 10, 20, 20]   enlarged by 10 on every side
  //        ├─ round [100, 10, 80, 80]  a circle
  //        ├─ glass [0, 150, 300, 150] passes touches through itself
  //        │  └─ chip [10, 10, 40, 40]
  //        ├─ other [200, 100, 40, 40]
  //        └─ sink [100, 100, 40, 40]  first responder; next is other
  static let keys = """
    window: { width: 300, height: 300 }
    root:
      controller: c
      view:
        id: root
        subviews:
          - { id: small, frame: [10, 10, 20, 20], hitTestInsets: [-10, -10, -10, -10] }
          - { id: round, frame: [100, 10, 80, 80], hitShape: circle }
          - { id: glass, frame: [0, 150, 300, 150], passThrough: true, subviews: [{ id: chip, frame: [10, 10, 40, 40] }] }
          - { id: other, frame: [200, 100, 40, 40] }
          - id: sink
            frame: [100, 100, 40, 40]
            canBecomeFirstResponder: true
            next: other
            refuses: [copy]
            canPerform: [paste]
            handles: [touches]
            on:
              copy: [{ log: "copy" }]
    """

  static let classes = """
    window: { width: 300, height: 300 }
    root:
      controller: c
      view:
        id: root
        subviews:
          - { id: small, type: Enlarged, frame: [10, 10, 20, 20] }
          - { id: round, type: Round, frame: [100, 10, 80, 80] }
          - { id: glass, type: Glass, frame: [0, 150, 300, 150], subviews: [{ id: chip, frame: [10, 10, 40, 40] }] }
          - { id: other, frame: [200, 100, 40, 40] }
          - { id: sink, type: Sink, frame: [100, 100, 40, 40] }
    """

  /// The points tapped: on each view, and where each override decides.
  static let taps: [Point] = [
    Point(x: 5, y: 5),  // small's enlarged margin
    Point(x: 20, y: 20),  // small itself
    Point(x: 102, y: 12),  // round's bounds, outside its circle
    Point(x: 140, y: 50),  // round's circle
    Point(x: 200, y: 250),  // glass itself: passes through to root
    Point(x: 20, y: 170),  // chip, inside glass
    Point(x: 120, y: 120),  // sink
  ]

  /// One run: the route of each tap, and of a nil-targeted copy and paste
  /// from the first responder.
  struct Run {
    var routes: [String] = []
    var actions: [String] = []
    var whyNot: [String] = []
    var hitRules: [[String]] = []
    /// What the overlay draws for each action (copy, paste) and then a tap
    /// on `sink`: the action walk's answers, then the decision lines.
    var overlay: [[String]] = []
  }

  /// The overlay's model for the latest event: the action walk's answers
  /// (the sidebar's "canPerformAction:" line) and the decision lines.
  static func overlayLines(_ app: Application) -> [String] {
    let r = app.lastEventRecord
    let m = OverlayModel.build(
      app: app, record: r, history: r.map { [$0] } ?? [], sceneName: "s", sceneDescription: "")
    return (m.action?.answers ?? []) + m.decisions
  }

  static func run(_ text: String) throws -> Run {
    var types = SceneTypes()
    types.register(Enlarged.self, as: "Enlarged")
    types.register(Round.self, as: "Round")
    types.register(Glass.self, as: "Glass")
    types.register(Sink.self, as: "Sink")
    let doc = try SceneLoader.parse(text: text, file: "s.yaml", baseDirectory: ".", types: types).get()
    let ctx = TestContext.fresh(doc, types: types)
    let app = ctx.scene.app
    if let sink = ctx.scene.views["sink"] as? Sink { sink.nextTarget = ctx.scene.views["other"] }
    var out = Run()
    let finger = FingerID(device: 1, finger: 0)
    for p in taps {
      app.handle(.touch(finger, .began, p))
      let r = app.lastEventRecord
      out.routes.append(
        "\(p.x),\(p.y): hit \(r?.hitView?.identifier ?? "nil"), chain \(r?.chain.map(\.identifier) ?? []), "
          + "handled by \(r?.handledBy?.identifier ?? "nil")")
      out.hitRules.append(r?.hitTest.compactMap { v in v.rule.map { "\(v.view.identifier): \($0)" } } ?? [])
      app.handle(.touch(finger, .ended, p))
    }
    // Taps that miss `small` and `round` where their bounds alone would hit.
    app.handle(.touch(finger, .began, Point(x: 102, y: 12)))
    out.whyNot.append(ctx.whyNotHit("round"))
    app.handle(.touch(finger, .ended, Point(x: 102, y: 12)))
    let sink = try #require(ctx.scene.views["sink"])
    #expect(sink.becomeFirstResponder())
    for action in ["copy", "paste"] {
      app.handle(.editingCommand(action))
      let a = app.lastActionRecord
      out.actions.append(
        "\(action): chain \(a?.chain.map(\.identifier) ?? []), answers \(a?.answers.map(\.rawValue) ?? []), "
          + "handled by \(a?.handledBy?.identifier ?? "nil")")
      out.overlay.append(overlayLines(app))
    }
    app.handle(.touch(finger, .began, Point(x: 120, y: 120)))
    out.overlay.append(overlayLines(app))
    app.handle(.touch(finger, .ended, Point(x: 120, y: 120)))
    return out
  }

  @Test("the keys and the subclasses give the same route for every tap and action")
  func sameRoute() throws {
    let keys = try Self.run(Self.keys)
    let classes = try Self.run(Self.classes)
    #expect(keys.routes == classes.routes)
    #expect(keys.actions == classes.actions)
    // The route is the one the keys describe (so the two runs agreeing is not two empty runs).
    #expect(keys.routes[0].contains("hit small"))
    #expect(keys.routes[2].contains("hit root"))
    #expect(keys.routes[3].contains("hit round"))
    #expect(keys.routes[4].contains("hit root"))
    #expect(keys.routes[5].contains("hit chip"))
    #expect(keys.routes[6].contains("chain [\"sink\"], handled by sink"))
    #expect(keys.actions[0].contains("chain [\"sink\", \"other\""))
    #expect(keys.actions[0].contains("answers [\"refuses\""))
    #expect(keys.actions[1].contains("answers [\"canPerform\"], handled by sink"))
  }

  /// One rule names an override for keys and classes alike
  /// (`OverrideDecision`): a `point(inside:with:)` override that answered
  /// on its own decided the visit, whether or not the bounds agree (UIKit's
  /// `hitTest` asks that method and nothing else); a `hitTest(_:with:)`
  /// override is named where it changed the default walk's answer.
  @Test("the trace names the key or the class at every same hit-test visit")
  func sameDecidingVisits() throws {
    let keys = try Self.run(Self.keys)
    let classes = try Self.run(Self.classes)
    func deciders(_ run: Run) -> [[String]] {
      run.hitRules.map { $0.map { String($0.prefix { $0 != ":" }) } }
    }
    #expect(deciders(keys) == deciders(classes))
    // Inside the circle, agreeing with the bounds: both are named.
    #expect(deciders(keys)[3].contains("round"))
    // Far from `round` and `small` (a tap that falls through `glass`), both still answered.
    #expect(deciders(keys)[4] == ["glass", "round", "small"])
    #expect(
      keys.hitRules[0] == [
        "round: outside: beyond the circle hitShape", "small: inside: enlarged by hitTestInsets",
      ])
    #expect(
      classes.hitRules[0] == [
        "round: outside: Round.point(inside:with:) said no",
        "small: inside: Enlarged.point(inside:with:) said yes",
      ])
    #expect(keys.hitRules[1].last == "small: inside: within the hitTestInsets area")
    #expect(keys.hitRules[2].first == "round: outside: beyond the circle hitShape")
    #expect(classes.hitRules[2].first == "round: outside: Round.point(inside:with:) said no")
    #expect(keys.hitRules[3].first == "round: inside: within the circle hitShape")
    #expect(classes.hitRules[3].first == "round: inside: Round.point(inside:with:) said yes")
    #expect(keys.hitRules[4].first == "glass: passThrough: not itself, only its subviews")
    #expect(classes.hitRules[4].first == "glass: override: Glass.hitTest(_:with:) returned nil")
  }

  @Test("why-not names the rule that said no: the key or the class")
  func sameWhyNot() throws {
    let keys = try Self.run(Self.keys)
    let classes = try Self.run(Self.classes)
    #expect(
      keys.whyNot[0].contains(
        "where the point(inside:with:) override of its key `hitShape: circle` said no "
          + "(it says yes only in the ellipse filling [0, 0, 80, 80])"))
    #expect(classes.whyNot[0].contains("where the point(inside:with:) override of its class Round said no"))
    // One sentence: only who overrode differs (and the area a key declares).
    let k = keys.whyNot[0].components(separatedBy: "its key `hitShape: circle`")
    let c = classes.whyNot[0].components(separatedBy: "its class Round")
    #expect(k.count == 2 && c.count == 2)
    #expect(k[0] == c[0])
    #expect(k[1].hasPrefix(c[1].components(separatedBy: ", so hit-testing")[0]))
  }

  /// `next:` overrides `next`, and `canPerform:`/`refuses:` override
  /// `canPerformAction(_:withSender:)`, as `Sink`'s methods do: the
  /// overlay names either in one sentence (`OverrideDecision.description`),
  /// the key and its value where the class is named by class and method.
  @Test(
    "the overlay explains sink's next and its canPerformAction answers the same way for the keys and the class"
  )
  func sameOverlayForNextAndAnswers() throws {
    let keys = try Self.run(Self.keys)
    let classes = try Self.run(Self.classes)
    let copyKeys = keys.overlay[0]
    let copyClasses = classes.overlay[0]
    #expect(copyKeys.first == "sink: refuses by the key refuses: copy")
    #expect(copyClasses.first == "sink: refuses by Sink.canPerformAction(_:withSender:)")
    #expect(copyKeys.contains("Scene key: sink: refuses: copy"))
    #expect(
      copyClasses.contains("Swift override: sink: Sink.canPerformAction(_:withSender:) said no to copy"))
    #expect(copyKeys.contains("Scene key: sink: next: other (UIKit's rule: root)"))
    #expect(copyClasses.contains("Swift override: sink: Sink.next returned other (UIKit's rule: root)"))
    #expect(keys.overlay[1].first == "sink: canPerform by the key canPerform: paste")
    #expect(classes.overlay[1].first == "sink: canPerform by Sink.canPerformAction(_:withSender:)")
    #expect(keys.overlay[1].contains("Scene key: sink: canPerform: paste"))
    #expect(
      classes.overlay[1].contains(
        "Swift override: sink: Sink.canPerformAction(_:withSender:) said yes to paste"))
    // One sentence shape: with who overrode written the same way, the two
    // runs draw the same lines, in the same order (the tap on `sink`, which
    // it handles, asks no `next`).
    func sameWho(_ line: String) -> String {
      line.replacingOccurrences(of: "Swift override: ", with: "override: ")
        .replacingOccurrences(of: "Scene key: ", with: "override: ")
        .replacingOccurrences(
          of: "Sink.canPerformAction(_:withSender:) said no to copy", with: "refuses: copy"
        )
        .replacingOccurrences(
          of: "Sink.canPerformAction(_:withSender:) said yes to paste", with: "canPerform: paste"
        )
        .replacingOccurrences(
          of: "refuses by Sink.canPerformAction(_:withSender:)", with: "refuses by the key refuses: copy"
        )
        .replacingOccurrences(
          of: "canPerform by Sink.canPerformAction(_:withSender:)",
          with: "canPerform by the key canPerform: paste"
        )
        .replacingOccurrences(of: "Sink.next returned other", with: "next: other")
    }
    #expect(keys.overlay.map { $0.map(sameWho) } == classes.overlay.map { $0.map(sameWho) })
    #expect(keys.overlay.count == 3)
  }
}
