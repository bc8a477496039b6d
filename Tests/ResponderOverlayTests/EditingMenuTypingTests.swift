import ResponderCore
import Testing

@testable import ResponderOverlay

/// The editing menu's callout is drawn over the first responder, except
/// while the user types: UIKit shows no editing menu as keys go in; it comes
/// back with the next touch on the field (seen under Xvfb: "Select | Select
/// All" over the Settings password screen's title after every key).
@Suite("the editing menu waits while the user types")
struct EditingMenuTypingTests {
  static let scene = """
    name: typing
    window: { width: 390, height: 844 }
    root:
      controller: main
      view:
        id: root
        color: "#ffffff"
        subviews:
          - { id: field, type: textField, frame: [20, 100, 350, 40], text: "hello" }
    """

  func key(_ name: String, in view: View?) -> View? {
    guard let view else { return nil }
    if view.identifier == name { return view }
    for s in view.subviews { if let k = key(name, in: s) { return k } }
    return nil
  }

  @Test("a key tapped on the software keyboard hides the callout; a tap on the field brings it back")
  func hiddenWhileTyping() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(195, 120)
    for _ in 0..<60 { lab.app.advance(by: 1.0 / 120) }  // the keyboard slides in
    #expect(lab.app.keyWindow?.firstResponder?.identifier == "field")
    #expect(!lab.model.menu.isEmpty, "a tap on the focused field shows the menu")
    let h = try #require(key("key-h", in: lab.app.keyboard), "the keyboard has an h key")
    let c = h.frameInWindow.center
    lab.tap(c.x, c.y)
    #expect((lab.view("field") as? TextField)?.text == "helloh")
    #expect(lab.model.menu.isEmpty, "\(lab.model.menu)")
    lab.tap(195, 120)
    #expect(!lab.model.menu.isEmpty)
  }

  @Test("typed text and a plain key hide it; a Command chord does not")
  func keysAndText() throws {
    let lab = try OverlayLab(Self.scene)
    lab.tap(195, 120)
    lab.app.handle(.text("x"))
    #expect(lab.model.menu.isEmpty)
    lab.tap(195, 120)
    lab.app.handle(.key(Key("a"), [.command], down: true))
    #expect(!lab.model.menu.isEmpty)
  }
}
