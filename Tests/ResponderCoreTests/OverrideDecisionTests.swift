import Foundation
import ResponderScene
import Testing

@testable import ResponderCore

/// The record names a Swift override when it decides, by class, as it names
/// a scene's keys: `point(inside:with:)`, `hitTest(_:with:)`, `next`,
/// `canPerformAction(_:withSender:)`. An override that agrees with UIKit's
/// rule is not named. The harness's tree:
///
///     window 400×800
///     └─ root (controller main)
///        └─ card [0, 0, 200, 200]   (the class under test)
///           └─ photo [20, 20, 100, 100]
@Suite("Swift overrides named in the dispatch record")
struct OverrideDecisionTests {
  /// Says no in its right half.
  final class LeftHalf: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
      point.x < bounds.width / 2 && super.point(inside: point, with: event)
    }
  }

  /// Answers from its own bounds, without asking `super`.
  final class OwnBounds: View {
    override func point(inside point: Point, with event: Event?) -> Bool { bounds.contains(point) }
  }

  /// Returns what `super` answers.
  final class PassOn: View {
    override func point(inside point: Point, with event: Event?) -> Bool {
      super.point(inside: point, with: event)
    }
  }

  /// Takes every hit inside it for itself, without asking the default walk.
  final class Shield: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
      self.point(inside: point, with: event) ? self : nil
    }
  }

  /// Asks the default walk, then sends a hit on a subview to itself.
  final class Swallow: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? {
      let hit = super.hitTest(point, with: event)
      return hit == nil ? nil : self
    }
  }

  /// Asks the default walk and returns its answer: decides nothing.
  final class Polite: View {
    override func hitTest(_ point: Point, with event: Event?) -> View? { super.hitTest(point, with: event) }
  }

  /// Sends its touches straight to a chosen responder.
  final class Routed: View {
    weak var target: Responder?
    override var next: Responder? { target ?? super.next }
  }

  /// Refuses `save`, which it implements.
  final class Refuser: View {
    override func canPerformAction(_ action: String, withSender sender: AnyObject?) -> Bool {
      action == "save" ? false : super.canPerformAction(action, withSender: sender)
    }
  }

  func tree<Card: View>(_ card: Card) -> (Harness, Card, View) {
    let h = Harness()
    card.identifier = "card"
    card.frame = Rect(x: 0, y: 0, width: 200, height: 200)
    h.add(card)
    let photo = h.add(View(identifier: "photo", frame: Rect(x: 20, y: 20, width: 100, height: 100)), to: card)
    return (h, card, photo)
  }

  func began(_ h: Harness) throws -> DispatchRecord {
    try #require(h.records.first { !$0.hitTest.isEmpty })
  }

  @Test("point(inside:with:) saying no where the bounds say yes is named on the visit")
  func pointInsideNo() throws {
    let (h, _, _) = tree(LeftHalf())
    h.tap(Point(x: 150, y: 150))
    let r = try began(h)
    let visit = try #require(r.hitTest.first { $0.view.identifier == "card" })
    #expect(visit.skipped == .outside)
    #expect(visit.rule == .decided(.pointInside(by: .swiftClass("LeftHalf"), view: "card", inside: false)))
    #expect(visit.rule?.description == "outside: LeftHalf.point(inside:with:) said no")
    #expect(r.hitView?.identifier == "root")
    #expect(r.overrideDecisions.map(\.description) == ["card: LeftHalf.point(inside:with:) said no"])
  }

  @Test("a point(inside:with:) override that returns super's answer names nothing")
  func pointInsideAgrees() throws {
    let (h, _, _) = tree(LeftHalf())
    h.tap(Point(x: 50, y: 50))
    let r = try began(h)
    #expect(r.hitView?.identifier == "photo")
    #expect(r.hitTest.allSatisfy { $0.rule == nil })
    #expect(r.overrideDecisions.isEmpty)
  }

  /// UIKit's `hitTest` asks the view's own `point(inside:with:)`: an
  /// override that answered without `super` is the rule that decided,
  /// whether or not the bounds agree, as a scene's `hitShape` is.
  @Test("a point(inside:with:) override that answers on its own is named where the bounds agree")
  func pointInsideOwnAnswer() throws {
    let (h, _, _) = tree(OwnBounds())
    h.tap(Point(x: 150, y: 150))
    let r = try began(h)
    let visit = try #require(r.hitTest.first { $0.view.identifier == "card" })
    #expect(visit.rule == .decided(.pointInside(by: .swiftClass("OwnBounds"), view: "card", inside: true)))
    #expect(visit.rule?.description == "inside: OwnBounds.point(inside:with:) said yes")
    #expect(r.hitView?.identifier == "card")
    #expect(r.overrideDecisions.map(\.description) == ["card: OwnBounds.point(inside:with:) said yes"])
    // Outside, too: the override said no, not the bounds.
    h.tap(Point(x: 300, y: 300))
    let far = try #require(h.records.last { !$0.hitTest.isEmpty })
    #expect(
      far.hitTest.first { $0.view.identifier == "card" }?.rule?.description
        == "outside: OwnBounds.point(inside:with:) said no")
  }

  /// A Swift override that returns `super`'s answer changed nothing: the
  /// keys `super` asked answered, and they are named as they are on a
  /// Core view.
  @Test("a point(inside:with:) override returning super leaves the decision to the keys super asked")
  func pointInsideThroughSuper() throws {
    let (h, card, _) = tree(PassOn())
    card.sceneOverrides.hitShape = .circle
    h.tap(Point(x: 3, y: 3))
    let r = try began(h)
    let visit = try #require(r.hitTest.first { $0.view.identifier == "card" })
    #expect(visit.skipped == .outside)
    #expect(
      visit.rule?.decision?.by
        == .declared(key: "hitShape", value: "circle", how: "beyond the circle hitShape"))
    #expect(r.overrideDecisions.isEmpty)
    let (plain, plainCard, _) = tree(View())
    plainCard.sceneOverrides.hitShape = .circle
    plain.tap(Point(x: 3, y: 3))
    #expect(try began(plain).hitTest.map(\.rule) == r.hitTest.map(\.rule))
  }

  /// `hitTest` asks the bounds check of a class declared in Core directly
  /// (`corePointInside`), with no dynamic call: true only while none of
  /// them overrides `point(inside:with:)`, which this reads Core's sources for.
  @Test("no class declared in Core overrides point(inside:with:), which hitTest skips for them")
  func noCoreOverrideOfPointInside() throws {
    let files = try CoreSources.files()
    #expect(files.count > 50)
    var declaring: [String] = []
    for (file, text) in files {
      // UIView's method, not the attached overrides' `point(inside:with:of:)`.
      for line in text.split(separator: "\n")
      where line.contains("func point(inside") && !line.contains("of view:") {
        declaring.append(file)
        #expect(!line.contains("override"), "\(file): \(line)")
      }
    }
    #expect(declaring.count == 1 && declaring.first?.hasSuffix("View.swift") == true, "\(declaring)")
  }

  @Test("a hitTest override that never asks the default walk gets a visit naming it")
  func hitTestWithoutSuper() throws {
    let (h, _, _) = tree(Shield())
    h.tap(Point(x: 50, y: 50))
    let r = try began(h)
    #expect(r.hitView?.identifier == "card")
    #expect(r.hitTest.map(\.view.identifier) == ["window", "root", "card"])
    #expect(r.hitTest.last?.rule?.description == "override: Shield.hitTest(_:with:) returned card")
    #expect(r.overrideDecisions.map(\.description) == ["card: Shield.hitTest(_:with:) returned card"])
  }

  @Test("a hitTest override that changes the default walk's answer is named on its own visit")
  func hitTestOverridesSuper() throws {
    let (h, _, _) = tree(Swallow())
    h.tap(Point(x: 50, y: 50))
    let r = try began(h)
    #expect(r.hitView?.identifier == "card")
    #expect(r.hitTest.map(\.view.identifier) == ["window", "root", "card", "photo"])
    let card = try #require(r.hitTest.first { $0.view.identifier == "card" })
    #expect(card.rule == .decided(.hitTest(by: .swiftClass("Swallow"), view: "card", returned: "card")))
  }

  @Test("a hitTest override returning the default walk's answer names nothing")
  func hitTestAgrees() throws {
    let (h, _, _) = tree(Polite())
    h.tap(Point(x: 50, y: 50))
    let r = try began(h)
    #expect(r.hitView?.identifier == "photo")
    #expect(r.overrideDecisions.isEmpty)
  }

  @Test("a next override that leaves UIKit's rule is named with both answers")
  func nextOverride() throws {
    let h = Harness()
    let card = h.add(Routed(identifier: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    #expect(card.nextDecision == nil)
    card.target = h.main
    #expect(
      card.nextDecision == .next(by: .swiftClass("Routed"), responder: "card", returned: "main", rule: "root")
    )
    h.tap(Point(x: 50, y: 50))
    let r = try began(h)
    #expect(ids(r.chain).prefix(3) == ["card", "main", "window"])
    #expect(
      r.overrideDecisions.map(\.description) == ["card: Routed.next returned main (UIKit's rule: root)"])
  }

  @Test("a canPerformAction override refusing an action it implements is named on the action")
  func canPerformRefuses() throws {
    let h = Harness()
    let card = h.add(Refuser(identifier: "card", frame: Rect(x: 0, y: 0, width: 200, height: 200)))
    var performed: [String] = []
    card.sceneOverrides.actionHandlers["save"] = { _ in performed.append("card") }
    h.main.sceneOverrides.actionHandlers["save"] = { _ in performed.append("main") }
    card.sceneOverrides.canBecomeFirstResponder = true
    #expect(card.becomeFirstResponder())
    #expect(h.app.sendAction("save", to: nil, from: card, for: nil))
    #expect(performed == ["main"])
    let a = try #require(h.app.lastActionRecord)
    #expect(
      a.overrideDecisions == [
        .canPerformAction(by: .swiftClass("Refuser"), responder: "card", action: "save", yes: false)
      ])
    #expect(
      a.overrideDecisions.first?.description
        == "card: Refuser.canPerformAction(_:withSender:) said no to save")
  }

  @Test("the trace line carries the decisions as overrides, and leaves the key out when none decided")
  func traceKey() throws {
    let (h, _, _) = tree(Shield())
    h.tap(Point(x: 50, y: 50))
    let line = try began(h).jsonLine(undoOwner: nil, undo: nil)
    #expect(line.contains(#""overrides":["card: Shield.hitTest(_:with:) returned card"]"#))
    let (plain, _, _) = tree(View())
    plain.tap(Point(x: 50, y: 50))
    #expect(!(try began(plain).jsonLine(undoOwner: nil, undo: nil).contains("overrides")))
  }
}
