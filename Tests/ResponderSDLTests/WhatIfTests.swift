internal import CSDL2
import Foundation
import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// Shift+F8 (issue 39): what if the clicked view's isUserInteractionEnabled,
  /// isHidden or alpha were flipped? The latest touch is replayed both ways on
  /// copies of the scene and the two routes are drawn side by side.
  @Suite("What if: a flipped property, the touch replayed beside it")
  struct WhatIfTests {
    static func shiftF8(_ h: LiveHarness) {
      h.key(SDLK_LSHIFT, mod: KMOD_LSHIFT, down: true)
      h.key(SDLK_F8, mod: KMOD_LSHIFT, down: true)
      h.key(SDLK_F8, mod: KMOD_LSHIFT, down: false)
      h.key(SDLK_LSHIFT, mod: KMOD_NONE, down: false)
    }

    static func cardTexts(_ h: LiveHarness) -> [String] {
      h.stage.frame(fingers: []).cards.compactMap {
        if case .text(let s, _, _, _, _, _) = $0 { return s }
        return nil
      }
    }

    //   lesson 1's disabledCard (handles touches)
    //   └─ disabled (interaction off, handles touches): the touch on it goes to the card
    @Test(
      "a tap on a view with interaction off: Shift+F8 turns it on in a copy, and the touch goes to it there")
    func interactionFlipped() throws {
      let h = try LiveHarness("lessons/01-hit-testing.yaml")
      h.click(try h.windowPoint(of: "disabled"))
      let records = h.records.count
      #expect(h.records.last(where: { $0.touchPhase == .began })?.hitView?.identifier == "disabledCard")
      Self.shiftF8(h)
      let w = try #require(h.stage.shownWhatIf)
      #expect(w.view == "disabled" && w.flip == .userInteraction && w.value == "true")
      #expect(w.asIs.hitView == "disabledCard" && w.asIs.handledBy == "disabledCard")
      #expect(w.flipped.hitView == "disabled" && w.flipped.handledBy == "disabled")
      #expect(w.flipped.chain.first == "disabled")
      let texts = Self.cardTexts(h)
      let all = texts.joined(separator: " ")
      #expect(all.hasPrefix("What if disabled.isUserInteractionEnabled = true"), "\(texts)")
      #expect(
        texts.contains("hit-test view: disabledCard") && texts.contains("hit-test view: disabled"), "\(texts)"
      )
      #expect(
        all.contains("[disabledCard] ✓ handles it") && all.contains("[disabled] ✓ handles it"), "\(texts)")
      // The two columns side by side: "As it is" left of "What if".
      let items = h.stage.frame(fingers: []).cards
      func rect(_ s: String) -> Rect? {
        for i in items { if case .text(s, let r, _, _, _, _) = i { return r } }
        return nil
      }
      let left = try #require(rect("As it is"))
      let right = try #require(rect("What if"))
      #expect(left.maxX <= right.minX && left.minY == right.minY)
      // The window's own scene is untouched: the view is still off, only Shift's key records came.
      #expect(h.stage.scene.views["disabled"]?.isUserInteractionEnabled == false)
      #expect(h.records.dropFirst(records).allSatisfy { $0.key?.isLoneModifier == true })
      // Its hit-test view outlined over the scene.
      #expect(
        h.stage.frame(fingers: []).marks.contains {
          if case .stroke(_, let c, 3, _) = $0 { c == h.stage.palette.actionWalk } else { false }
        })
    }

    @Test(
      "each press flips the next property (isHidden, then alpha); the fourth closes the card; a new touch hides it"
    )
    func pressesCycle() throws {
      let h = try LiveHarness("lessons/01-hit-testing.yaml")
      // Where front overlaps back: its left edge.
      let front = try #require(h.stage.scene.views["front"]).frameInWindow
      h.click(h.layout.toWindow(Point(x: front.minX + 15, y: front.midY)))
      Self.shiftF8(h)
      var w = try #require(h.stage.shownWhatIf)
      // front took the touch: what if it could not?
      #expect(w.view == "front" && w.flip == .userInteraction && w.value == "false")
      #expect(w.asIs.hitView == "front" && w.flipped.hitView == "back")
      Self.shiftF8(h)
      w = try #require(h.stage.shownWhatIf)
      #expect(w.flip == .hidden && w.value == "true" && w.flipped.hitView == "back")
      Self.shiftF8(h)
      w = try #require(h.stage.shownWhatIf)
      #expect(w.flip == .alpha && w.value == "0" && w.flipped.hitView == "back")
      Self.shiftF8(h)
      #expect(h.stage.shownWhatIf == nil)
      Self.shiftF8(h)
      #expect(h.stage.shownWhatIf != nil)
      h.click(try h.windowPoint(of: "back"))
      #expect(h.stage.shownWhatIf == nil)
    }

    @Test("while a quiz question waits Shift+F8 shows nothing: the replay would answer it")
    func notDuringAQuestion() throws {
      let h = try LiveHarness("lessons/01-hit-testing.yaml")
      h.stage.toggleQuiz()
      h.click(try h.windowPoint(of: "disabled"))
      #expect(h.stage.quiz?.current != nil)
      Self.shiftF8(h)
      #expect(h.stage.shownWhatIf == nil)
      #expect(Self.cardTexts(h).allSatisfy { !$0.hasPrefix("What if") })
    }

    @Test("the key card lists Shift+F8 and Shift+F7")
    func helpCard() throws {
      let keys = OverlayLayout.keyBindings.map(\.0)
      #expect(keys.contains("Shift+F8") && keys.contains("Shift+F7"))
      let h = try LiveHarness("lessons/01-hit-testing.yaml")
      h.press(SDLK_F1)
      let texts = Self.cardTexts(h)
      #expect(texts.contains("Shift+F8") && texts.contains("Shift+F7"), "\(texts)")
    }
  }
}
