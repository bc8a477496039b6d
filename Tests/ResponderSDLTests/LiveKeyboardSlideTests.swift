import ResponderCore
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// `rlab run`'s window on Scenes/keyboard/keyboard.yaml, driven with the
  /// mouse in window points: the button goes down on one key, the pointer
  /// slides to the next and the button comes up there. iOS's system
  /// keyboard types the key where the finger lifts and highlights the key
  /// under it as it slides (the keyboard's observed behaviour; UIKit's
  /// class references do not describe the system keyboard, see
  /// `KeyboardKey`). Before the fix the key went down on kept the finger:
  /// h stayed highlighted and "h" was typed.
  @Suite("The live window's keyboard under a sliding mouse")
  struct LiveKeyboardSlideTests {
    /// The centre of a key, in window points.
    func keyPoint(_ h: LiveHarness, _ id: String) throws -> Point {
      let kb = try #require(h.app.keyboard)
      let key = try #require(kb.descendant(withIdentifier: id))
      return h.layout.toWindow(key.frameInWindow.center)
    }

    @Test("the mouse pressed on h, slid onto j and released there highlights j and types j")
    func slideTypesKeyUnderLift() throws {
      try withLiveWindow("keyboard/keyboard.yaml") { h in
        h.click(try h.windowPoint(of: "name"))
        h.tick(40)
        let field = try #require(h.stage.scene.views["name"] as? TextField)
        #expect(h.app.keyboard?.phase == .shown)
        let hKey = try keyPoint(h, "key-h")
        let jKey = try keyPoint(h, "key-j")
        h.down(hKey)
        h.drag(Point(x: (hKey.x + jKey.x) / 2 + 2, y: hKey.y))
        h.drag(jKey)
        let kb = try #require(h.app.keyboard)
        #expect(kb.keys.filter(\.isHighlighted).map(\.identifier) == ["key-j"])
        #expect(field.text == "")
        h.up(jKey)
        #expect(field.text == "j")
        #expect(kb.keys.allSatisfy { !$0.isHighlighted })
      }
    }
  }
}
