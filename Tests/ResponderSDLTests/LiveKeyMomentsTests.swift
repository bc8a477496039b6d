internal import CSDL2
import Foundation
import ResponderCore
import ResponderOverlay
import ResponderScene
import ResponderTesting
import Testing

@testable import ResponderLive
@testable import ResponderSDL
@testable import rlab

/// Issue 26's "make the key moments visible", each checked in `rlab run`'s
/// own window on SDL's offscreen driver, driven with SDL mouse and key
/// events in window points as a learner or an instructor would.
extension SDLRendering {
  /// Ctrl+<key> as the keyboard sends it: Ctrl down, the key, both up.
  static func ctrl(_ key: SDL_KeyCode, _ h: LiveHarness) {
    h.key(SDLK_LCTRL, mod: KMOD_LCTRL)
    h.key(key, mod: KMOD_LCTRL)
    h.key(key, mod: KMOD_LCTRL, down: false)
    h.key(SDLK_LCTRL, down: false)
  }

  @Suite("touchesCancelled is seen: its own log line and a red tick")
  struct LiveCancelTests {
    @Test("a row's touch taken by the list's scrolling: its own log line naming why, and a cancel tick")
    func scrollCancelsARow() throws {
      try withLiveWindow("scroll.yaml") { h in
        h.down(h.layout.toWindow(Point(x: 120, y: 120)))
        h.tick(30)  // 0.25 s: past the content-touch delay, row0 has its touchesBegan
        for y in stride(from: 115.0, through: 40, by: -5) { h.drag(h.layout.toWindow(Point(x: 120, y: y))) }
        let calls = h.records.flatMap(\.calls)
        #expect(calls.contains("row0.touchesCancelled"))
        let texts = h.sidebarTexts
        let line = texts.first { $0.hasPrefix("✕ touchesCancelled: row0") }
        #expect(line != nil, "\(texts)")
        #expect(line?.contains("list: scrolling began") == true)
        // Not folded into the drag's "touch moved ×n" line: the cancel's move is a line of its own.
        let model = h.stage.model(fingers: [])
        let cancelRow = try #require(model.log.first { !$0.cancelled.isEmpty })
        #expect(texts.contains { $0.hasPrefix("#\(cancelRow.number)  touch moved") }, "\(texts)")
        // The timeline marks the moment, in the cancel's red.
        let timeline = try #require(model.timeline)
        #expect(timeline.touches.contains { $0.phase == .cancelled })
        let ticks = h.stage.frame(fingers: []).sidebar.filter {
          if case .line(_, _, let c, 2) = $0 { return c == OverlayLayout.Ink.firstResponder }
          return false
        }
        #expect(!ticks.isEmpty)
        h.up(h.layout.toWindow(Point(x: 120, y: 40)))
        h.tick(120)
        // Once later events crowd the log, the cancel's line outlives them;
        // then the line for what went must not call them "older".
        let after = h.sidebarTexts
        let newest = try #require(h.stage.model(fingers: []).log.last).number
        #expect(after.contains { $0.hasPrefix("✕ touchesCancelled: row0") }, "\(after)")
        if !after.contains(where: { $0.hasPrefix("#\(newest) ") }) {
          #expect(!after.contains { $0.hasSuffix("older events not shown") }, "\(after)")
        }
      }
    }
  }

  @Suite("the event log keeps its newest events")
  struct LiveLogNewestTests {
    @Test("an old cancel does not keep the log's newest events out (the header's event is listed)")
    func oldCancelGivesWay() throws {
      // 660 px tall: the log has room for one event's line (before the fix,
      // the cancel's, #4 of 39).
      try withLiveWindow("scroll.yaml", display: Size(width: 1366, height: 660)) { h in
        h.down(h.layout.toWindow(Point(x: 120, y: 120)))
        h.tick(30)
        for y in stride(from: 115.0, through: 40, by: -5) { h.drag(h.layout.toWindow(Point(x: 120, y: y))) }
        h.up(h.layout.toWindow(Point(x: 120, y: 40)))
        h.tick(120)
        // Twenty events later the cancel is old news.
        for _ in 0..<10 {
          h.click(h.layout.toWindow(Point(x: 60, y: 60)))
          h.tick(40)
        }
        let texts = h.sidebarTexts
        let newest = try #require(h.stage.model(fingers: []).log.last).number
        #expect(texts.contains { $0.hasPrefix("#\(newest) ") }, "\(texts)")
        #expect(!texts.contains { $0.hasPrefix("✕ touchesCancelled") }, "\(texts)")
      }
    }
  }

  @Suite("Every undo manager that holds entries, with its owner")
  struct LiveUndoManagersTests {
    @Test("with editor's manager active, the window's Paint Red is still listed, under its owner")
    func windowManagerListed() throws {
      try withLiveWindow("lessons/07-undo.yaml") { h in
        h.click(try h.windowPoint(of: "paintButton"))
        h.click(try h.windowPoint(of: "pad"))
        #expect(h.stage.scene.window.firstResponder?.identifier == "pad")
        let texts = h.sidebarTexts
        #expect(texts.contains("Undo stack of editor's manager  (F4)"), "\(texts)")
        #expect(texts.contains("↺ Tint Pad"))
        let other = try #require(texts.firstIndex { $0.hasPrefix("window's manager") }, "\(texts)")
        #expect(texts[other...].contains("↺ Paint Red"))
      }
    }

    @Test("a controller's own manager with entries is listed while Ctrl+Z goes to the window's empty one")
    func controllerManagerListedWithoutFirstResponder() throws {
      try withLiveWindow("lessons/07-undo.yaml") { h in
        h.click(try h.windowPoint(of: "pad"))
        h.stage.scene.window.firstResponder?.resignFirstResponder()
        h.tick()
        let texts = h.sidebarTexts
        #expect(texts.contains("Undo stack of window's manager  (F4)"), "\(texts)")
        #expect(texts.contains("empty"))
        let other = try #require(texts.firstIndex { $0.hasPrefix("editor's manager") }, "\(texts)")
        #expect(texts[other...].contains("↺ Tint Pad"))
      }
    }
  }

  @Suite("Hit-test tags, chain stops and event numbers are told apart")
  struct LiveTagStopTests {
    @Test(
      "a tag is a square \"h3\" mark, a stop a rounded \"3 id\" pill, an event \"#3\": none reads as another")
    func distinctMarks() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "ok"))
        let f = h.stage.frame(fingers: [])
        #expect(!f.tags.isEmpty)
        #expect(!f.stops.isEmpty)
        func isTag(_ s: String) -> Bool {
          s.first == "h" && s.dropFirst().prefix { $0 != " " }.allSatisfy(\.isNumber) && s.count > 1
        }
        #expect(f.tags.allSatisfy { isTag($0.text) }, "\(f.tags.map(\.text))")
        #expect(f.stops.allSatisfy { !isTag($0.text) && !$0.text.hasPrefix("#") }, "\(f.stops.map(\.text))")
        // The event log and the event line number events with "#"; no tag does.
        let log = h.sidebarTexts.filter { $0.hasPrefix("#") || $0.hasPrefix("Event #") }
        #expect(log.count >= 2, "\(h.sidebarTexts)")
        #expect(!f.tags.contains { $0.text.hasPrefix("#") }, "\(f.tags.map(\.text))")
        // Drawn with different corners: square tags, rounded stops.
        for t in f.tags {
          #expect(f.marks.contains { if case .fill(t.rect, _, 0) = $0 { true } else { false } })
        }
        for s in f.stops {
          #expect(
            f.marks.contains { if case .fill(s.rect, _, 8 * h.layout.uiScale) = $0 { true } else { false } })
        }
      }
    }
  }

  @Suite("The chain panel says where the walk started")
  struct LiveChainHeadingTests {
    @Test("after a tap: from the touch's view; after a key: from the first responder")
    func heading() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "field"))
        #expect(h.sidebarTexts.contains("Chain from the touch's view  (F3)"), "\(h.sidebarTexts)")
        h.press(SDLK_q)
        #expect(h.sidebarTexts.contains("Chain from the first responder  (F3)"), "\(h.sidebarTexts)")
      }
    }
  }

  @Suite("The editing menu and Select All, drawn in the scene")
  struct LiveEditingMenuTests {
    @Test("a callout over the first responder lists its commands; Select All selects and leaves the menu")
    func calloutAndSelection() throws {
      try withLiveWindow("lessons/06-editing-menu.yaml") { h in
        h.click(try h.windowPoint(of: "field"))
        var m = h.stage.model(fingers: [])
        var menu = try #require(h.stage.layout.editingMenu(m))
        #expect(menu.items.map(\.title).contains("Select All"), "\(menu.items.map(\.title))")
        let field = try #require(h.stage.scene.views["field"]).frameInWindow
        // Over the field, its arrow pointing at it.
        #expect(menu.box.maxY <= h.stage.layout.window.toWindow(field).minY)
        let f = h.stage.frame(fingers: [])
        #expect(f.menu.contains { if case .text("Select All", _, _, _, _, _) = $0 { true } else { false } })
        let before = f.scene
        SDLRendering.ctrl(SDLK_a, h)
        #expect(try #require(h.stage.scene.views["field"] as? TextField).isAllSelected)
        let after = h.stage.frame(fingers: []).scene
        let selection = SceneDrawing.Palette.selection
        #expect(!before.contains { if case .fill(_, selection, _) = $0 { true } else { false } })
        #expect(after.contains { if case .fill(_, selection, _) = $0 { true } else { false } })
        m = h.stage.model(fingers: [])
        menu = try #require(h.stage.layout.editingMenu(m))
        #expect(!menu.items.map(\.title).contains("Select All"))
        #expect(menu.items.map(\.title).contains("Copy"))
      }
    }

    @Test("while a question waits the menu is not drawn (it is the picture the question asks about)")
    func noCalloutWhileAsking() throws {
      try withLiveWindow("lessons/06-editing-menu.yaml") { h in
        h.stage.toggleQuiz()
        h.click(try h.windowPoint(of: "field"))
        #expect(h.stage.quiz?.current != nil)
        #expect(h.stage.layout.editingMenu(h.stage.model(fingers: [])) == nil)
      }
    }
  }

  @Suite("A presented sheet shows its content")
  struct LiveSheetContentTests {
    @Test("lesson 3: the sheet draws its title over the window, and a tap on it is still sheetView's")
    func sheetHasContent() throws {
      try withLiveWindow("lessons/03-controllers.yaml") { h in
        h.click(try h.windowPoint(of: "open"))
        let scene = h.stage.frame(fingers: []).scene
        #expect(
          scene.contains { if case .text("A presented sheet", _, _, _, _, _) = $0 { true } else { false } })
        h.click(h.layout.toWindow(Point(x: 195, y: 300)))
        #expect(
          h.records.last { $0.kind == .touch && $0.detail == "began" }?.hitView?.identifier == "sheetView")
      }
    }
  }

  @Suite("Alt+drag near the pivot")
  struct LiveAltDragTests {
    @Test("the two fingers stay 44 pt apart, and a small drag near the centre neither zooms 5× nor spins")
    func minimumSpacing() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let photo = try #require(h.stage.scene.views["photo"])
        let f = photo.frameInWindow
        let c = Point(x: f.midX, y: f.midY)
        h.hover(h.layout.toWindow(Point(x: c.x + 3, y: c.y)))
        h.key(SDLK_LALT, mod: KMOD_LALT)
        h.down(h.layout.toWindow(Point(x: c.x + 3, y: c.y)))
        var closest = Double.infinity
        func spacing() -> Double {
          let t = h.stage.scene.window.activeTouches.map { $0.location(in: nil) }
          return t.count == 2 ? t[0].distance(to: t[1]) : .infinity
        }
        closest = min(closest, spacing())
        // Round the pivot, 2 to 6 pt from it, then out to 30 pt.
        for i in 1...24 {
          let a = Double(i) / 24 * 2 * Double.pi
          let r = 2 + Double(i % 5)
          h.drag(h.layout.toWindow(Point(x: c.x + r * cos(a), y: c.y + r * sin(a))))
          closest = min(closest, spacing())
        }
        h.drag(h.layout.toWindow(Point(x: c.x + 30, y: c.y)))
        closest = min(closest, spacing())
        #expect(closest >= MouseFingerSimulator.minimumFingerSpacing - 0.5)
        #expect(photo.transform.scale < 1.5)
        #expect(abs(photo.transform.rotation) < 0.35)
        h.up(h.layout.toWindow(Point(x: c.x + 30, y: c.y)))
        h.key(SDLK_LALT, down: false)
      }
    }

    @Test("a pinch and a rotation that end together register one undo, named for both")
    func combinedUndoName() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let photo = try #require(h.stage.scene.views["photo"])
        let c = try h.altFingers(on: "photo")
        h.altDown(around: c)
        h.altSpreadAndTurn(around: c)
        h.altLift(around: c)
        h.key(SDLK_LALT, down: false)
        let manager = try #require(h.stage.scene.responders["viewer"]?.ownedUndoManager)
        #expect(manager.undoActionNames == ["Scale and Rotate"])
        // Nothing is first responder, so Ctrl+Z asks the window's manager:
        // the undo panel lists viewer's too, with the entry and its owner.
        let other = h.stage.model(fingers: []).otherUndo
        #expect(other.map(\.owner) == ["viewer"])
        #expect(other.first?.undo == ["Scale and Rotate"])
        // The recognizers that won keep their room before the undo stack's
        // older managers (issue 39): F8 hides the gestures to give it theirs.
        h.press(SDLK_F8)
        let texts = h.sidebarTexts
        let owner = try #require(texts.firstIndex { $0.hasPrefix("viewer's manager") }, "\(texts)")
        #expect(texts[owner...].contains("↺ Scale and Rotate"))
        manager.undo()
        #expect(photo.transform.isIdentity)
        #expect(manager.redoActionNames == ["Scale and Rotate"])
      }
    }
  }

  @Suite("A recognizer's nil target is named a sandbox convention")
  struct LiveNilTargetTests {
    @Test("the double tap's resetPhoto, sent with no target, carries the note under its action")
    func noteUnderTheAction() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let p = h.layout.toWindow(Point(x: 60, y: 500))  // the stage, below the photo
        h.click(p)
        h.tick(4)
        h.click(p)
        h.tick(60)
        let sent = h.records.flatMap(\.actions).map(\.action)
        #expect(sent.contains("resetPhoto"), "\(sent)")
        let texts = h.sidebarTexts
        // Wrapped over two lines: read as the sidebar's text.
        #expect(texts.joined(separator: " ").contains("sandbox convention, not UIKit"), "\(texts)")
        #expect(h.stage.model(fingers: []).action?.recognizerWithoutTarget == true)
      }
    }

    @Test("a control's nil-targeted action has no such note: UIKit allows it there")
    func noNoteForAControl() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "ok"))
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Action submit(_:) nil-targeted") })
        #expect(!h.sidebarTexts.joined(separator: " ").contains("sandbox"))
      }
    }
  }
}

extension SDLRendering {
  @Suite("A panel says what it left out")
  struct LivePanelDropTests {
    @Test(
      "a short sidebar names the rows it dropped where they were, keeps what decided, and names whole panels last"
    )
    func namedDrops() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let p = h.layout.toWindow(Point(x: 60, y: 500))  // the stage, below the photo: a double tap
        h.click(p)
        h.tick(4)
        h.click(p)
        h.tick(60)
        let texts = h.sidebarTexts
        let heading = try #require(texts.firstIndex(of: "Hit-test path  (F2)"), "\(texts)")
        // The line naming what went sits where it went: under the heading,
        // above the rows that are left, which run down to the hit view.
        // The line naming the rows that went sits where they went, and the
        // rows left run down to the hit view.
        let marker = try #require(
          texts[(heading + 1)...].first { $0.hasPrefix("… not shown for room:") }, "\(texts)")
        let markerAt = try #require(texts.firstIndex(of: marker))
        // Below it, the rows left, whole from where the path was cut down to the hit view.
        let hitAt = try #require(texts.firstIndex(of: "7. stage (view) ← hit-test view"), "\(texts)")
        #expect(markerAt < hitAt, "\(texts)")
        #expect(
          texts[(markerAt + 1)..<hitAt].allSatisfy {
            $0.range(of: #"^[0-9]+\. "#, options: .regularExpression) != nil
          },
          "\(texts)")
        // What decided the double tap stays while there is room for it: the
        // recognizer that won and the touches it cancelled, in the panels or
        // the timeline (issue 39).
        #expect(
          texts.contains("resetTap (tap on stage): recognized") || texts.contains("resetTap (tap) → ended"),
          "\(texts)")
        #expect(
          texts.contains { $0.hasPrefix("✕ touchesCancelled: stage") }
            || texts.contains { $0.hasPrefix("resetTap won; cancelsTouchesInView: stage") }, "\(texts)")
        // "Not shown for room" is the last line of the panels and the timeline: below all they show.
        let items = h.stage.frame(fingers: []).sidebar.compactMap { item -> (String, Rect)? in
          if case .text(let s, let r, _, _, _, _) = item { return (s, r) }
          return nil
        }
        if let notShown = items.first(where: { $0.0.hasPrefix("Not shown for room") }) {
          let legend = Set([
            "inside", "skipped", "hit view", "chain, handler", "action walk", "first responder",
          ])
          for (text, r) in items where !legend.contains(text) && text != notShown.0 {
            #expect(r.minY < notShown.1.minY, "\(text) is drawn below “\(notShown.0)”")
          }
        }
      }
    }
  }

  @Suite("The lesson card keeps the quiz buttons in place")
  struct LiveLessonCardHeightTests {
    @Test(
      "in every step the first question with buttons puts its first button at the same height",
      arguments: [
        "01-hit-testing.yaml", "02-chain-from-a-view.yaml", "03-controllers.yaml", "04-first-responder.yaml",
        "05-target-action.yaml", "06-editing-menu.yaml", "07-undo.yaml",
      ])
    func buttonsStayPut(_ scene: String) throws {
      try withLiveLesson(scene) { h, lesson in
        var tops: [Int: Double] = [:]
        for i in lesson.steps.indices {
          h.stage.lessonIndex = i
          h.stage.lessonAction(.perform)
          h.tick(60)
          try h.answerQuizRight { buttons in
            if tops[i] == nil, let b = buttons.first { tops[i] = b.rect.minY }
          }
          h.tick()
        }
        #expect(tops.count >= 2, "\(scene): \(tops)")
        #expect(Set(tops.values).count == 1, "\(scene): first answer button's top by step: \(tops)")
      }
    }
  }
}

extension SDLRendering {
  @Suite("A crowded sidebar cuts nothing off unsaid")
  struct LiveCrowdedSidebarTests {
    @Test("in a short window every panel is drawn or named as not shown, and the action's walk is not cut")
    func everyPanelAccountedFor() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "field"))
        h.click(try h.windowPoint(of: "ok"))
        for height in [420.0, 480, 560] {
          h.resize(Size(width: 900, height: height))
          let texts = h.sidebarTexts
          let notShown = texts.last { $0.hasPrefix("Not shown for room:") } ?? ""
          // (The undo and gesture panels are empty here: an empty panel goes first, unnamed.)
          for panel in ["Hit-test path", "Chain from", "Event log"] {
            let drawn = texts.contains { $0.hasPrefix(panel) }
            #expect(
              drawn || notShown.contains(panel) || notShown.hasSuffix("…"), "\(height): \(panel) in \(texts)")
          }
          // The chain panel, when drawn, ends with the action's walk, not cut before it.
          if texts.contains(where: { $0.hasPrefix("Action submit(_:)") }) {
            #expect(texts.contains { $0.contains("[main]") }, "\(height): \(texts)")
          }
        }
      }
    }
  }
}
