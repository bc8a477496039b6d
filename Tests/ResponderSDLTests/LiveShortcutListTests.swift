internal import CSDL2
import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// The shortcut list (iPadOS's discoverability HUD, UIKeyCommand) held up
  /// in `rlab run`'s own window, driven headless with SDL key, mouse and
  /// wheel events, one live-loop turn (1/120 s) at a time: iPadOS shows it on
  /// holding the Command key; here Super (Cmd) and Ctrl — the shortcuts'
  /// modifier on Linux — held alone for `keyCommandListDelay` show it. Ctrl
  /// is also the secondary click's (Ctrl+click) and the trackpad pinch's
  /// (Ctrl+wheel) modifier: those keep working and never flash the list.
  @Suite("The live window: the shortcut list on holding Ctrl or Super", .serialized)
  struct LiveShortcutListTests {
    /// Turns of the live loop for `seconds`.
    func turns(_ seconds: Double) -> Int { Int((seconds * 120).rounded()) }

    func expectedGroups() -> [String: [String]] {
      [
        "editor": ["Save (ctrl+s, disabled)", "Find in Note (ctrl+f)"],
        "main": ["New Note (ctrl+n)"],
      ]
    }

    func shown(_ h: LiveHarness) -> [String: [String]]? {
      h.app.keyCommandList.map { list in
        Dictionary(uniqueKeysWithValues: list.groups.map { ($0.responderID, $0.entries.map(\.description)) })
      }
    }

    @Test("holding Ctrl alone a second shows the shortcut list, as Super does; letting go hides it")
    func ctrlHeld() throws {
      try withLiveWindow("pointer/shortcuts.yaml") { h in
        h.key(SDLK_LCTRL, mod: KMOD_LCTRL)
        h.tick(turns(0.5))
        #expect(h.app.keyCommandList == nil)
        // The key's repeats while held restart nothing.
        h.push(SDLEvents.key(SDLK_LCTRL, mod: KMOD_LCTRL, repeating: true))
        h.tick(turns(0.55))
        #expect(shown(h) == expectedGroups())
        h.window.drawIfChanged(force: true)
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Shortcuts up the chain") })
        expectMenusOnTop(h)
        h.key(SDLK_LCTRL, down: false)
        #expect(h.app.keyCommandList == nil)

        h.key(SDLK_LGUI, mod: KMOD_LGUI)
        h.tick(turns(1.05))
        #expect(shown(h) == expectedGroups())
        h.key(SDLK_LGUI, down: false)
        #expect(h.app.keyCommandList == nil)
      }
    }

    @Test("another key while Ctrl is held is a shortcut: no list, and a shown one goes")
    func ctrlChord() throws {
      try withLiveWindow("pointer/shortcuts.yaml") { h in
        h.key(SDLK_LCTRL, mod: KMOD_LCTRL)
        h.tick(turns(0.3))
        h.key(SDLK_n, mod: KMOD_LCTRL)
        h.key(SDLK_n, mod: KMOD_LCTRL, down: false)
        h.tick(turns(1.5))
        #expect(h.app.keyCommandList == nil)
        #expect(h.records.contains { $0.logs == ["new note"] })
        h.key(SDLK_LCTRL, down: false)
        // Held past the delay, then a chord: the list that showed goes.
        h.key(SDLK_LCTRL, mod: KMOD_LCTRL)
        h.tick(turns(1.1))
        #expect(h.app.keyCommandList != nil)
        h.key(SDLK_n, mod: KMOD_LCTRL)
        #expect(h.app.keyCommandList == nil)
        h.key(SDLK_n, mod: KMOD_LCTRL, down: false)
        h.key(SDLK_LCTRL, down: false)
      }
    }

    @Test("Ctrl+click is still a secondary click, and no shortcut list flashes")
    func ctrlClick() throws {
      try withLiveWindow("pointer/context-menu.yaml") { h in
        let row = try h.windowPoint(of: "row")
        h.key(SDLK_LCTRL, mod: KMOD_LCTRL)
        h.tick(turns(0.2))
        h.click(row)
        #expect(h.app.shownMenu?.items.map(\.title) == ["Flag", "Archive", "Delete"])
        h.tick(turns(1.5))
        #expect(h.app.keyCommandList == nil)
        #expect(!h.records.contains { $0.shortcutList != nil })
        h.key(SDLK_LCTRL, down: false)
      }
    }

    @Test("Ctrl+wheel still pinches the photo, and no shortcut list flashes")
    func ctrlWheel() throws {
      try withLiveWindow("pointer/trackpad.yaml") { h in
        let photo = try h.windowPoint(of: "photo")
        h.hover(photo)
        h.key(SDLK_LCTRL, mod: KMOD_LCTRL)
        h.tick(turns(0.2))
        h.wheel(photo, dy: 1)
        h.tick(turns(0.5))
        h.wheel(photo, dy: 1)
        h.tick(turns(1.5))
        let scale = try #require(h.stage.scene.views["photo"]?.value(forProperty: "scale")?.number)
        #expect(scale > 1)
        #expect(h.app.keyCommandList == nil)
        #expect(!h.records.contains { $0.shortcutList != nil })
        h.key(SDLK_LCTRL, down: false)
      }
    }
  }
}

/// The menus the frame draws (context or edit menu, shortcut list) are the
/// last items in the scene's area, after every hit-test box, tag, chain
/// stop and finger: UIKit presents them in a window above the app's.
func expectMenusOnTop(_ h: LiveHarness, sourceLocation: SourceLocation = #_sourceLocation) {
  let frame = h.stage.frame(fingers: h.stage.fingers())
  let items = frame.displayList().items
  // The scene's clip ends just before the sidebar and the cards.
  let end = items.count - frame.sidebar.count - frame.cards.count - 1
  #expect(!frame.menu.isEmpty, "no menu drawn", sourceLocation: sourceLocation)
  #expect(!frame.marks.isEmpty, "no marks drawn", sourceLocation: sourceLocation)
  guard end >= frame.menu.count, items.indices.contains(end) else {
    Issue.record("the display list is shorter than its parts", sourceLocation: sourceLocation)
    return
  }
  #expect(items[end] == .popClip, sourceLocation: sourceLocation)
  #expect(Array(items[(end - frame.menu.count)..<end]) == frame.menu, sourceLocation: sourceLocation)
}
