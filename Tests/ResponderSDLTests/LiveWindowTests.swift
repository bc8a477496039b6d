internal import CSDL2
import ResponderCore
import ResponderOverlay
import Testing

@testable import ResponderLive
@testable import ResponderSDL
@testable import rlab

extension SDLRendering {
  /// `rlab run`'s window driven headless through SDL's queue with window
  /// points, Alt, Shift+Alt, function keys and resizes: where touches land,
  /// what the overlay draws, and step mode.
  @Suite("The live window, driven by mouse and keys")
  struct LiveWindowTests {
    // MARK: Window size and the scene's place in it

    @Test("on a 1366×728 display figure1 opens scaled down to fit, never above 1:1")
    func fitsTheDisplay() throws {
      try withLiveWindow("figure1.yaml") { h in
        let l = h.layout
        #expect(l.scale < 1)
        #expect(l.windowSize.height <= 728)
        #expect(l.windowSize.width <= 1366)
        #expect(abs(l.sceneRect.height - 844 * l.scale) < 0.01)
        #expect(l.sidebarRect.width == WindowLayout.sidebarWidth)
        #expect(l.sceneRect.maxX <= l.sidebarRect.minX)
      }
      try withLiveWindow("figure1.yaml", display: Size(width: 1920, height: 1040)) { h in
        #expect(h.layout.scale == 1)
        #expect(h.layout.windowSize == Size(width: 390 + WindowLayout.sidebarWidth, height: 844))
      }
    }

    @Test(
      "a click lands on the view drawn under it at scale 1, at scale 2 and after a resize",
      arguments: [1.0, 2.0])
    func clickLandsWhereDrawn(scale: Double) throws {
      try withLiveWindow("figure1.yaml", scale: scale, display: Size(width: 3000, height: 2000)) { h in
        #expect(h.layout.scale == scale)
        let ok = try h.windowPoint(of: "ok")
        h.click(ok)
        #expect(h.records.last { $0.kind == .touch && $0.detail == "began" }?.hitView?.identifier == "ok")
        // A corner of the label, in window points, is the same corner in scene points.
        let label = try #require(h.stage.scene.views["label"]).frameInWindow
        let corner = h.layout.toWindow(Point(x: label.minX + 3, y: label.minY + 3))
        h.click(corner)
        let began = try #require(h.records.last { $0.kind == .touch && $0.detail == "began" })
        #expect(began.hitView?.identifier == "label")
        #expect(near(began.point, Point(x: label.minX + 3, y: label.minY + 3), 0.51 / scale + 0.01))

        h.resize(Size(width: 1400, height: 600))
        #expect(h.layout.windowSize == Size(width: 1400, height: 600))
        #expect(abs(h.layout.scale - 600.0 / 844) < 0.001)
        h.click(try h.windowPoint(of: "field"))
        #expect(h.records.last { $0.kind == .touch && $0.detail == "began" }?.hitView?.identifier == "field")
        #expect(h.app.keyWindow?.firstResponder?.identifier == "field")
      }
    }

    @Test("replay's window follows a size change its script session saw first")
    func followsWindowSize() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.window.video.setSize(Size(width: 1200, height: 600))
        h.window.followWindowSize()
        #expect(h.layout.windowSize == Size(width: 1200, height: 600))
        #expect(abs(h.layout.scale - 600.0 / 844) < 0.001)
      }
    }

    @Test("presses on the sidebar or the bars beside the scene are no touches")
    func sidebarIsNoTouch() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.resize(Size(width: 1300, height: 700))
        let before = h.records.count
        h.click(Point(x: h.layout.sidebarRect.midX, y: 300))
        h.click(Point(x: h.layout.sceneRect.minX - 10, y: 300))
        #expect(h.layout.sceneRect.minX > 10)
        #expect(h.records.count == before)
      }
    }

    @Test("F12 hides the sidebar entirely; the window shrinks by its width and clicks still land")
    func sidebarKey() throws {
      try withLiveWindow("figure1.yaml") { h in
        let width = h.layout.windowSize.width
        let scale = h.layout.scale
        h.press(SDLK_F12)
        #expect(!h.layout.sidebarShown)
        #expect(h.layout.windowSize.width == width - WindowLayout.sidebarWidth)
        #expect(h.layout.scale == scale)
        #expect(h.stage.frame(fingers: []).sidebar.isEmpty)
        h.click(try h.windowPoint(of: "ok"))
        #expect(h.records.last { $0.kind == .touch && $0.detail == "began" }?.hitView?.identifier == "ok")
        h.press(SDLK_F12)
        #expect(h.layout.sidebarShown)
        #expect(h.layout.windowSize.width == width)
      }
      try withLiveWindow("figure1.yaml", sidebar: false) { h in
        #expect(h.layout.sidebarRect.width == 0)
        #expect(h.layout.sceneRect.maxX <= h.layout.windowSize.width)
      }
    }

    // MARK: Two fingers from the mouse

    @Test("Alt held before the press shows both ghost fingers, mirrored about the photo's centre")
    func ghostsBeforeThePress() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let photo = try #require(h.stage.scene.views["photo"]).frameInWindow
        let centre = Point(x: photo.midX, y: photo.midY)
        let p = Point(x: centre.x - 80, y: centre.y - 20)
        h.hover(h.layout.toWindow(p))
        #expect(h.fingerCircles.isEmpty)
        h.key(SDLK_LALT, mod: KMOD_LALT)
        let ghosts = h.fingerCircles.filter(\.1).map(\.0)
        #expect(ghosts.count == 2)
        #expect(near(ghosts.first, h.layout.toWindow(p), 1))
        #expect(near(ghosts.last, h.layout.toWindow(Point(x: centre.x + 80, y: centre.y + 20)), 1))
        h.key(SDLK_LALT, down: false)
        #expect(h.fingerCircles.isEmpty)
      }
    }

    @Test("Alt+drag on the photo: both fingers land where the ghosts were, and pinch and rotation recognize")
    func altDragPinchesAndRotates() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let photo = try #require(h.stage.scene.views["photo"])
        let c = try h.altFingers(on: "photo")
        let ghosts = h.fingerCircles.filter(\.1).map(\.0)
        h.altDown(around: c)
        let touches = h.stage.scene.window.activeTouches.map { h.layout.toWindow($0.location(in: nil)) }
        #expect(touches.count == 2)
        for g in ghosts { #expect(touches.contains { near($0, g, 1.5) }) }
        h.altSpreadAndTurn(around: c)
        let states = h.records.flatMap { $0.gestureChanges.map { ($0.recognizer.identifier, $0.state) } }
        #expect(states.contains { $0.0 == "zoom" && $0.1 == .began })
        #expect(states.contains { $0.0 == "spin" && $0.1 == .began })
        #expect(photo.transform.scale > 1.5)
        #expect(photo.transform.rotation > 0.3)
        h.altLift(around: c)
        #expect(h.stage.scene.window.activeTouches.isEmpty)
      }
    }

    @Test(
      "the mouse's finger is named mouse; with Alt its two fingers keep their ghosts' names, alt 1 and alt 2")
    func mouseFingerNames() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let f = try #require(h.stage.scene.views["photo"]).frameInWindow
        let p = h.layout.toWindow(Point(x: f.midX - 50, y: f.midY))
        func names(ghost: Bool) -> [String] {
          h.stage.fingers(ghosts: h.window.ghosts).filter { $0.ghost == ghost }.map(\.label).sorted()
        }
        h.hover(p)
        h.down(p)
        #expect(names(ghost: false) == ["mouse"])
        h.up(p)
        h.key(SDLK_LALT, mod: KMOD_LALT)
        #expect(names(ghost: true) == ["alt 1", "alt 2"])
        h.down(p)
        #expect(names(ghost: false) == ["alt 1", "alt 2"])
        h.up(p)
        #expect(names(ghost: false).isEmpty)
      }
    }

    @Test("Shift+Alt puts the second finger beside the first, inside the scene, even at its right edge")
    func parallelFingers() throws {
      try withLiveWindow("photoviewer.yaml") { h in
        let size = h.stage.scene.size
        h.key(SDLK_LSHIFT, mod: KMOD_LSHIFT)
        h.key(SDLK_LALT, mod: SDL_Keymod(rawValue: KMOD_LSHIFT.rawValue | KMOD_LALT.rawValue))
        let edge = Point(x: size.width - 20, y: 300)
        h.down(h.layout.toWindow(edge))
        let points = h.stage.scene.window.activeTouches.map { $0.location(in: nil) }.sorted { $0.x < $1.x }
        #expect(points.count == 2)
        #expect(points.allSatisfy { $0.x >= 0 && $0.x < size.width && $0.y >= 0 && $0.y < size.height })
        #expect(near(points.last, edge, 0.6))
        #expect(near(points.first, Point(x: edge.x - MouseFingerSimulator.parallelOffset, y: edge.y), 0.6))
        h.up(h.layout.toWindow(edge))
      }
    }

    // MARK: Step mode

    /// The desk has no accelerometer: the live window turns Ctrl+Shift+S
    /// into one shake, `motionBegan` then `motionEnded` (UIResponder's
    /// motion methods), and keeps the chord's presses to itself.
    @Test("Ctrl+Shift+S in the live window is one shake, and no press")
    func shakeShortcut() throws {
      try withLiveWindow("fidelity/controller-first-responder.yaml") { h in
        let before = h.records.count
        h.key(SDLK_s, mod: SDL_Keymod(KMOD_CTRL.rawValue | KMOD_SHIFT.rawValue), down: true)
        h.key(SDLK_s, mod: SDL_Keymod(KMOD_CTRL.rawValue | KMOD_SHIFT.rawValue), down: false)
        let new = h.records[before...]
        #expect(new.map(\.detail) == ["motionBegan", "motionEnded"])
        #expect(new.last?.handledBy?.identifier == "main")
      }
    }

    @Test("F5/F6/F7 on OK: F6 delivers one event; F7 stops at the handler, then walks the action")
    func stepMode() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.press(SDLK_F5)
        #expect(h.stage.paused)
        let ok = try h.windowPoint(of: "ok")
        h.click(ok)
        #expect(h.window.held.count == 2)
        #expect(h.sidebarTexts.contains { $0.hasPrefix("PAUSED (step mode), 2 events held") })
        let before = h.records.count
        h.press(SDLK_F6)
        #expect(h.records.count == before + 1)
        #expect(h.window.held.count == 1)
        // touchesBegan reaches ok: one hop, then the highlighted button shows.
        let unpressed = h.stage.frame(fingers: []).scene
        h.press(SDLK_F7)
        let pictureBefore = h.stage.frame(fingers: []).scene
        #expect(pictureBefore != unpressed)
        h.press(SDLK_F6)
        #expect(h.records.count == before + 2)
        #expect(h.records.last?.detail == "ended")
        // Delivered, but nothing of its route or its effects shows before F7
        // walks there: no stop, no action walk, no logged line, the picture as before.
        #expect(!h.sidebarTexts.contains { $0.contains("log: submitted") })
        #expect(!h.sidebarTexts.contains { $0.hasPrefix("Action submit") })
        #expect(h.stage.frame(fingers: []).stops.isEmpty)
        #expect(h.stage.frame(fingers: []).scene == pictureBefore)
        #expect(h.sidebarTexts.contains { $0.hasPrefix("PAUSED (step mode), nothing held") })
        #expect(h.sidebarTexts.contains("held: F7 shows it with hop 1"))
        #expect(!h.sidebarTexts.contains("no touch yet"))

        let m = h.stage.model(fingers: [])
        #expect(m.eventHops == 1)
        #expect(m.actionHops == 4)  // ok, background, root, main
        h.press(SDLK_F7)
        #expect(h.stage.frame(fingers: []).stops.map(\.text) == ["1 ok"])
        var t = h.sidebarTexts
        #expect(!t.contains { $0.contains("log: submitted") })
        #expect(t.contains { $0.hasPrefix("↑ hop 1 of 1: ok handles it") })
        #expect(t.contains { $0.hasPrefix("ok  ·  button  ✓ handled") }, "\(t)")
        #expect(!t.contains { $0.hasPrefix("↑ hop 2") })
        #expect(t.contains { $0.hasPrefix("F7 steps through its 4 hops next") })
        h.press(SDLK_F7)
        t = h.sidebarTexts
        #expect(!t.contains { $0.hasPrefix("↑ hop") })
        #expect(t.contains("ok"))
        #expect(t.contains { $0.hasPrefix("↑ action hop 1 of 4: ok does not implement it") })
        h.press(SDLK_F7)
        h.press(SDLK_F7)
        #expect(!h.sidebarTexts.contains { $0.contains("log: submitted") })
        h.press(SDLK_F7)
        t = h.sidebarTexts
        // The walk reached main, which performs submit: its effects show.
        #expect(t.contains { $0.contains("log: submitted") })
        #expect(t.contains("ok → background → root → [main]"))
        #expect(t.contains { $0.hasPrefix("↑ action hop 4 of 4: main implements it") })
        h.press(SDLK_F7)
        #expect(h.stage.litHops == nil)
        #expect(!h.sidebarTexts.contains { $0.hasPrefix("↑") })
        h.press(SDLK_F5)
        #expect(!h.stage.paused)
      }
    }

    @Test("Shift+F7 steps back: hop by hop to before the event F6 delivered, its effects hidden again")
    func stepBack() throws {
      try withLiveWindow("figure1.yaml") { h in
        func shiftF7() {
          h.key(SDLK_LSHIFT, mod: KMOD_LSHIFT, down: true)
          h.key(SDLK_F7, mod: KMOD_LSHIFT, down: true)
          h.key(SDLK_F7, mod: KMOD_LSHIFT, down: false)
          h.key(SDLK_LSHIFT, mod: KMOD_NONE, down: false)
        }
        h.press(SDLK_F5)
        h.click(try h.windowPoint(of: "ok"))
        h.press(SDLK_F6)
        h.press(SDLK_F7)
        h.press(SDLK_F6)
        // ok's touch ended: 1 event hop, then submit's 4 action hops (ok, background, root, main).
        for _ in 0..<5 { h.press(SDLK_F7) }
        #expect(h.stage.litHops == 5)
        #expect(h.sidebarTexts.contains { $0.contains("log: submitted") })
        shiftF7()
        #expect(h.stage.litHops == 4)
        var t = h.sidebarTexts
        #expect(t.contains { $0.hasPrefix("↑ action hop 3 of 4: root does not implement it") }, "\(t)")
        // Back before main performed submit: its effect is hidden again.
        #expect(!t.contains { $0.contains("log: submitted") })
        shiftF7()
        shiftF7()
        shiftF7()
        #expect(h.stage.litHops == 1)
        t = h.sidebarTexts
        #expect(t.contains { $0.hasPrefix("↑ hop 1 of 1: ok handles it") }, "\(t)")
        #expect(h.stage.frame(fingers: []).stops.map(\.text) == ["1 ok"])
        shiftF7()
        // Hop 0: the picture before the event, nothing of its route.
        #expect(h.stage.litHops == 0)
        #expect(h.sidebarTexts.contains("held: F7 shows it with hop 1"))
        #expect(h.stage.frame(fingers: []).stops.isEmpty)
        shiftF7()
        #expect(h.stage.litHops == 0)
        // And forward again, F7 as before.
        h.press(SDLK_F7)
        #expect(h.stage.frame(fingers: []).stops.map(\.text) == ["1 ok"])
        // Shift is no shortcut of its own: the scene saw no key press from it.
        #expect(h.window.held.isEmpty)
      }
    }

    @Test("Shift+F7 after the whole walk is shown goes to its last hop; F7 past it shows everything again")
    func stepBackFromTheWhole() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "label"))
        let total = h.stage.model(fingers: []).replayLength
        #expect(total > 1)
        #expect(h.stage.litHops == nil)
        h.key(SDLK_F7, mod: KMOD_LSHIFT, down: true)
        h.key(SDLK_F7, mod: KMOD_LSHIFT, down: false)
        #expect(h.stage.litHops == total)
        h.key(SDLK_F7, mod: KMOD_LSHIFT, down: true)
        h.key(SDLK_F7, mod: KMOD_LSHIFT, down: false)
        #expect(h.stage.litHops == total - 1)
        h.press(SDLK_F7)
        h.press(SDLK_F7)
        #expect(h.stage.litHops == nil)
      }
    }

    @Test("F7 on a discarded touch walks every hop and ends at \"discarded\", nothing more")
    func stepModeDiscarded() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "label"))
        let hops = h.stage.model(fingers: []).eventHops
        #expect(hops == 7)
        for i in 1...hops {
          h.press(SDLK_F7)
          let t = h.sidebarTexts
          #expect(t.contains { $0.hasPrefix("↑ hop \(i) of \(hops)") })
          #expect(t.contains("discarded: nobody handled it") == (i == hops))
        }
        #expect(h.stage.model(fingers: []).action == nil)
        h.press(SDLK_F7)
        #expect(h.stage.litHops == nil)
      }
    }

    @Test("the action panel belongs to the event shown: a later tap that sends none shows none")
    func noStaleAction() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "ok"))
        #expect(h.stage.model(fingers: []).action?.action == "submit")
        h.click(try h.windowPoint(of: "label"))
        #expect(h.stage.model(fingers: []).action == nil)
        #expect(!h.sidebarTexts.contains { $0.hasPrefix("Action ") })
      }
    }

    // MARK: Noise

    @Test("focus lost with nothing down is not an event; event numbers count from 1")
    func noFocusNoise() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.push(SDLEvents.window(SDL_WINDOWEVENT_FOCUS_LOST))
        h.tick()
        #expect(h.records.isEmpty)
        h.click(try h.windowPoint(of: "ok"))
        let log = h.stage.model(fingers: []).log
        #expect(log.map(\.number) == [1, 2])
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Event #2: touch ended") })
      }
    }

    // MARK: Areas

    @Test(
      "after a resize the pixels agree: bars beside the scene are bare, the scene and sidebar where the layout says"
    )
    func resizedPixels() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.resize(Size(width: 1400, height: 600))
        h.window.drawIfChanged(force: true)
        let image = try h.window.renderer.readPixels()
        let l = h.layout
        #expect(image.width == 1400 && image.height == 600)
        let bare = Color(r: 20, g: 20, b: 22)
        for y in stride(from: 0, to: 600, by: 37) {
          for x in stride(from: 0, to: Int(l.sceneRect.minX) - 1, by: 23) { #expect(image[x, y] == bare) }
          for x in stride(from: Int(l.sceneRect.maxX) + 1, to: Int(l.sidebarRect.minX), by: 23) {
            #expect(image[x, y] == bare)
          }
        }
        // The root view's grey fills the scene's top-left corner; the sidebar's panel colour its edge.
        #expect(image[Int(l.sceneRect.minX) + 3, 3] == Color(r: 242, g: 242, b: 247))
        #expect(image[Int(l.sidebarRect.maxX) - 3, 300] == OverlayLayout.Ink.panel)
      }
    }

    @Test("nothing is drawn outside its area, at every size, scale and sidebar setting")
    func areas() throws {
      for (scale, sidebar) in [(1.0, true), (2.0, true), (1.0, false)] {
        try withLiveWindow(
          "figure1.yaml", scale: scale, sidebar: sidebar, display: Size(width: 2000, height: 1800)
        ) {
          h in
          h.click(try h.windowPoint(of: "ok"))
          h.press(SDLK_F1)
          for size in [nil, Size(width: 900, height: 500), Size(width: 1600, height: 1000)] {
            if let size { h.resize(size) }
            let f = h.stage.frame(fingers: [])
            let l = f.window
            for item in f.sidebar {
              guard let b = item.bounds else { continue }
              #expect(l.sidebarRect.insetBy(dx: -0.5, dy: -0.5).encloses(b), "sidebar item \(item) outside")
            }
            for item in f.menu + f.marks + f.scene {
              guard case .text(_, let r, _, _, _, _) = item else { continue }
              #expect(
                l.sceneRect.insetBy(dx: -0.5, dy: -0.5).encloses(r), "scene text \(item) outside the scene")
            }
            let window = Rect(origin: .zero, size: l.windowSize)
            for item in f.cards {
              guard let b = item.bounds else { continue }
              #expect(window.encloses(b), "card item \(item) outside the window")
            }
            #expect(l.sceneRect.maxX <= l.sidebarRect.minX + 0.001)
          }
        }
      }
    }
  }
}
