import ResponderScene
import Testing

@testable import ResponderCore

/// `nextByCoreRule` is the overlay's explanation of `next` ("UIKit's rule:
/// X"), written apart from the implementations dispatch calls; it must say
/// what each of Core's classes returns (UIResponder.next: "UIView
/// implements this method by returning the UIViewController object that
/// manages it (if it has one) or its superview (if it doesn't).
/// UIViewController similarly implements the method and returns its view's
/// superview. UIWindow returns the application object.").
@Suite("Core's rule for next, as the overlay explains it")
struct CoreNextRuleTests {
  /// Overrides `next` in Swift: the chain skips its superview for `target`.
  final class Redirect: View {
    var target: Responder?
    override var next: Responder? { target ?? super.next }
  }

  @Test("every Core class's next is what nextByCoreRule explains, with and without attached overrides")
  func coreClassesAgree() {
    let f = Figure1()
    let delegate = Responder(identifier: "delegate")
    f.app.delegate = delegate
    let sheet = ViewController(identifier: "sheet", view: View(identifier: "sheetView"))
    #expect(f.main.present(sheet))
    let all: [Responder] = f.ok.responderChain + [sheet, sheet.view, f.label, f.field]
    #expect(all.count >= 9)
    for r in all {
      #expect(r.nextByCoreRule === r.next, "\(r.identifier)")
      #expect(r.nextDecision == nil, "\(r.identifier)")
    }
    f.background.sceneOverrides.nextResponder = f.app
    f.main.sceneOverrides.endsChain = true
    for r in all {
      #expect(r.nextByCoreRule === r.next, "\(r.identifier)")
      if r !== f.background && r !== f.main { #expect(r.nextDecision == nil, "\(r.identifier)") }
    }
    // The attached overrides (`next:` keys) decided: named as declared,
    // against UIKit's rule without them, as a Swift override is named.
    #expect(
      f.background.nextDecision
        == .next(
          by: .declared(key: "next", value: f.app.identifier, how: "next: \(f.app.identifier)"),
          responder: "background", returned: f.app.identifier, rule: f.background.nextByUIKitRule?.identifier)
    )
    #expect(f.background.nextByUIKitRule === f.background.superview)
    #expect(
      f.main.nextDecision
        == .next(
          by: .declared(key: "next", value: "null", how: "next: null ends the chain"), responder: "main",
          returned: nil, rule: f.main.nextByUIKitRule?.identifier))
    #expect(f.main.nextByUIKitRule === f.h.window)
    #expect(f.background.next === f.app)
    #expect(f.main.next == nil)
  }

  @Test("a Swift subclass's next override is named, with Core's rule beside it")
  func swiftOverrideNamed() {
    let f = Figure1()
    let card = Redirect(identifier: "card", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    f.background.addSubview(card)
    #expect(card.nextDecision == nil)
    card.target = f.window
    #expect(
      card.nextDecision
        == .next(
          by: .swiftClass("Redirect"), responder: "card", returned: f.window.identifier, rule: "background"))
  }
}
