internal import CSDL2
import Foundation
import ResponderCore
import ResponderOverlay
import ResponderTesting
import Testing

@testable import ResponderLive
@testable import ResponderSDL
@testable import rlab

extension SDLRendering {
  /// What an instructor uses in front of a class: a larger overlay, clean
  /// mode, saved PNGs, and the course's closing card, driven through SDL's queue.
  @Suite("Presenting: ui scale, clean mode, saved PNGs, the course card")
  struct LivePresenterTests {
    @Test("Shift+F10 hides every mark over the scene and keeps the sidebar; Shift+F10 again brings them back")
    func cleanMode() throws {
      try withLiveWindow("figure1.yaml") { h in
        h.click(try h.windowPoint(of: "label"))
        let before = h.stage.frame(fingers: [])
        #expect(!before.marks.isEmpty)
        #expect(!before.stops.isEmpty)
        h.key(SDLK_F10, mod: KMOD_LSHIFT)
        h.key(SDLK_F10, mod: KMOD_LSHIFT, down: false)
        let clean = h.stage.frame(fingers: [])
        #expect(clean.marks.isEmpty)
        #expect(clean.stops.isEmpty)
        #expect(clean.tags.isEmpty)
        #expect(clean.sidebar == before.sidebar)
        // F10 alone still toggles the touch panel, not clean mode.
        h.press(SDLK_F10)
        #expect(h.stage.clean)
        h.key(SDLK_F10, mod: KMOD_LSHIFT)
        #expect(!h.stage.clean)
        #expect(!h.stage.frame(fingers: []).stops.isEmpty)
      }
    }

    @Test("Shift+F11 writes a PNG of the window where it is asked, and the next one beside it")
    func savePNG() throws {
      let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rlab-png-\(UUID().uuidString)")
        .path
      try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(atPath: dir) }
      try withLiveWindow("figure1.yaml") { h in
        h.window.snapshotFolder = dir
        h.key(SDLK_F11, mod: KMOD_LSHIFT)
        h.key(SDLK_F11, mod: KMOD_LSHIFT, down: false)
        h.key(SDLK_F11, mod: KMOD_LSHIFT)
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        #expect(files == ["rlab-001.png", "rlab-002.png"])
        let image = try loadImagePixels(dir + "/rlab-001.png")
        #expect(Double(image.width) >= h.layout.windowSize.width)
      }
    }

    @Test(
      "with ui scale 2 the sidebar is twice as wide, its text twice as large, and its buttons answer where drawn"
    )
    func uiScaleTwo() throws {
      // figure1 is tall: at 1920×1040 it could not grow with the overlay (see
      // uiScaleRefused); a 2560×1400 display lets it.
      let display = Size(width: 2560, height: 1400)
      var oneSizes: [Double] = []
      try withLiveWindow("figure1.yaml", display: display) { h in
        oneSizes = h.stage.frame(fingers: []).sidebar.compactMap {
          if case .text(_, _, let size, _, _, _) = $0 { size } else { nil }
        }
      }
      let h = try LiveHarness("figure1.yaml", display: display, uiScale: 2)
      #expect(h.layout.sidebarRect.width == 2 * WindowLayout.sidebarWidth)
      // The scene grows with the overlay, as far as the display's height allows.
      #expect(h.layout.scale == display.height / h.layout.sceneSize.height)
      #expect(h.layout.sceneRect.maxY == display.height)
      let sizes = h.stage.frame(fingers: []).sidebar.compactMap {
        if case .text(_, _, let size, _, _, _) = $0 { size } else { nil }
      }
      #expect(sizes.max() == 2 * (oneSizes.max() ?? 0))
      h.stage.toggleQuiz()
      h.click(try h.windowPoint(of: "label"))
      h.click(try h.windowPoint(of: "label"))
      let passes = try #require(h.stage.quizButtons().first { $0.answer == Quiz.passes })
      #expect(h.layout.sidebarRect.contains(Point(x: passes.rect.midX, y: passes.rect.midY)))
      h.click(Point(x: passes.rect.midX, y: passes.rect.midY))
      #expect(h.stage.quiz?.last?.given == Quiz.passes)
      // The stops are drawn twice as large too, over the view they name.
      h.click(try h.windowPoint(of: "background"))
      let stop = try #require(h.stage.frame(fingers: []).stops.first { $0.id == "label" })
      #expect(stop.rect.height >= 30)
    }

    @Test(
      "--ui-scale scales everything or is refused naming the largest that fits: 2 is refused for figure1 at 1366×768, a lesson at 1920×1080 grows with its overlay"
    )
    func uiScaleRefused() throws {
      let small = Size(width: 1366, height: 728)
      do {
        _ = try LiveHarness("figure1.yaml", display: small, uiScale: 2)
        Issue.record("ui scale 2 on 1366×728 was not refused")
      } catch let f as LiveWindow.Failure {
        guard case .uiScaleTooLarge(let asked, let largest, let usable) = f else {
          Issue.record("\(f)")
          return
        }
        #expect(asked == 2 && usable == small)
        // figure1 fits 1366×728 at 728/844 at ui scale 1; the scene may grow no less than 0.8 × the overlay.
        #expect(largest == 1.25)
        #expect(
          f.message.contains("--ui-scale 2 does not fit") && f.message.hasSuffix("is 1.25"), "\(f.message)")
        // The scale it names is taken, and the scene grows with it.
        let h = try LiveHarness("figure1.yaml", display: small, uiScale: largest)
        #expect(h.layout.uiScale == 1.25)
        #expect(h.layout.scale >= WindowLayout.uiScaleSceneShare * 1.25 * (728 / 844) - 1e-9)
        #expect(h.layout.sceneRect.maxY <= small.height && h.layout.windowSize.width <= small.width)
      }
      let big = Size(width: 1920, height: 1040)
      let one = try LiveHarness("lessons/01-hit-testing.yaml", display: big, uiScale: 1)
      let two = try LiveHarness("lessons/01-hit-testing.yaml", display: big, uiScale: 2)
      #expect(two.layout.uiScale == 2)
      #expect(two.layout.scale >= WindowLayout.uiScaleSceneShare * 2 * one.layout.scale)
      #expect(two.layout.windowSize.width <= big.width && two.layout.windowSize.height <= big.height)
      // A hit-test tag over the scene, against the scene's own size: about as at ui scale 1.
      func tagShare(_ h: LiveHarness) throws -> Double {
        h.click(try h.windowPoint(of: "front"))
        let tag = try #require(h.stage.frame(fingers: []).tags.first)
        return tag.rect.height / h.layout.scale
      }
      let ratio = try tagShare(two) / tagShare(one)
      #expect(ratio <= 1 / WindowLayout.uiScaleSceneShare + 1e-9, "tags grew \(ratio)× against the scene")
    }

    /// Plays lesson 8's last step and lesson 9's last step with the mouse
    /// (Do it for me), answering right, so that the course-complete card
    /// shows; returns lesson 8's score.
    @discardableResult
    func playToCourseComplete(_ h: LiveHarness) throws -> Int {
      guard case .success(let lesson?) = Lesson.load(scenePath: h.window.path) else {
        Issue.record("lesson 8 does not load")
        return 0
      }
      h.stage.start(lesson)
      h.stage.nextLesson = LiveWindow.lessonAfter(h.window.path)
      h.stage.lessonIndex = 2
      let pinch = try #require(h.stage.quizButtons().first { $0.lesson == .perform })
      h.click(Point(x: pinch.rect.midX, y: pinch.rect.midY))
      h.tick(60)
      try h.answerQuizRight()
      let scoreIn8 = try #require(h.stage.quiz?.score)
      #expect(h.stage.lessonCard()?.course == nil)
      let next = try #require(h.stage.quizButtons().first { $0.lesson == .openNextLesson })
      h.click(Point(x: next.rect.midX, y: next.rect.midY))
      h.tick()
      #expect(h.stage.lesson?.title == "9 · The pointer")
      h.stage.lessonIndex = 3
      let trackpad = try #require(h.stage.quizButtons().first { $0.lesson == .perform })
      h.click(Point(x: trackpad.rect.midX, y: trackpad.rect.midY))
      h.tick(60)
      try h.answerQuizRight()
      return scoreIn8
    }

    @Test(
      "at ui scale 2 (1366×768: the largest it takes) the course-complete card fits the sidebar and leaves the panels room, or says what gives it",
      arguments: [Size(width: 1366, height: 728), Size(width: 1920, height: 1040)])
    func courseCompleteAtTwo(_ display: Size) throws {
      let scene = Size(width: 390, height: 700)
      let u = min(2, WindowLayout.largestUIScale(scene: scene, usable: display, sidebarShown: true))
      let h = try LiveHarness("lessons/08-gestures.yaml", display: display, uiScale: u)
      try playToCourseComplete(h)
      #expect(h.stage.lessonCard()?.course?.count == 2)
      let f = h.stage.frame(fingers: [])
      let sidebar = f.window.sidebarRect.insetBy(dx: -0.5, dy: -0.5)
      for item in f.sidebar {
        guard let b = item.bounds else { continue }
        #expect(sidebar.encloses(b), "\(display): \(item) runs off the sidebar \(f.window.sidebarRect)")
      }
      let texts = h.sidebarTexts
      #expect(texts.contains("Course complete"))
      #expect(texts.contains { $0.hasPrefix("Total: ") })
      // Each lesson's score: "8 · Gestures and touches: 4 of 4", or "8: 4/4" where the card is short of room.
      #expect(
        texts.contains { $0.contains("8:\u{00A0}") || $0.hasPrefix("8 · ") }
          && texts.contains { $0.contains("9:\u{00A0}") || $0.hasPrefix("9 · The pointer: ") },
        "\(display): \(texts)")
      // The card's Back button is where it is drawn, inside the sidebar, and answers.
      let back = try #require(h.stage.quizButtons().first { $0.lesson == .back })
      #expect(h.layout.sidebarRect.contains(Point(x: back.rect.midX, y: back.rect.midY)))
      // Room for a panel, or a plain line saying what gives it.
      // Any panel: the one that decided the last step (lesson 9's Gestures) comes first.
      let panels = texts.contains { t in
        ["(F2)", "(F3)", "(F4)", "(F8)", "(F9)"].contains { t.hasSuffix($0) }
      }
      let said = texts.joined(separator: " ").contains(OverlayLayout.courseNeedsRoom)
      let named = texts.contains { $0.hasPrefix("Not shown for room: ") }
      #expect(panels || said || named, "\(display): no panel and no word why: \(texts)")
      #expect(!(panels && said), "\(display): says there is no room, and shows the panels")
      h.click(Point(x: back.rect.midX, y: back.rect.midY))
      #expect(h.stage.lessonIndex == 2)
    }

    /// Every sidebar item of this frame lies inside the sidebar: a card
    /// that ran off the window's foot would be cut where nobody sees it.
    func expectSidebarWhole(
      _ h: LiveHarness, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
      let f = h.stage.frame(fingers: [])
      let sidebar = f.window.sidebarRect.insetBy(dx: -0.5, dy: -0.5)
      for item in f.sidebar {
        guard let b = item.bounds, !sidebar.encloses(b) else { continue }
        Issue.record(
          "\(what): \(item) runs off the sidebar \(f.window.sidebarRect)", sourceLocation: sourceLocation)
        return
      }
    }

    @Test(
      "at the largest ui scale 1366×768 takes every question of every lesson step, and a miss, leaves the cards inside the sidebar",
      arguments: [
        "01-hit-testing.yaml", "02-chain-from-a-view.yaml", "03-controllers.yaml", "04-first-responder.yaml",
        "05-target-action.yaml", "06-editing-menu.yaml", "07-undo.yaml",
      ])
    func lessonCardsFitAtTwo(_ scene: String) throws {
      let display = Size(width: 1366, height: 728)
      let size = try loadScene(scenesDirectory + "/lessons/" + scene).size
      let u = WindowLayout.largestUIScale(scene: size, usable: display, sidebarShown: true)
      #expect(u > 1.2, "\(scene): \(u)")
      let h = try LiveHarness("lessons/" + scene, display: display, uiScale: u)
      guard case .success(let lesson?) = Lesson.load(scenePath: h.window.path) else {
        Issue.record("\(scene) has no lesson")
        return
      }
      h.stage.start(lesson)
      h.tick()
      if scene.hasPrefix("01") {
        // A miss: the yellow box beside the overlap; its line and its Try again row fit too.
        h.click(try h.windowPoint(of: "back"))
        expectSidebarWhole(h, "\(scene) step 1, a miss")
        let retry = try #require(h.stage.quizButtons().first { $0.lesson == .retry })
        h.click(Point(x: retry.rect.midX, y: retry.rect.midY))
        h.tick()
        #expect(h.stage.quiz?.current == nil)
      }
      for i in lesson.steps.indices {
        h.stage.lessonIndex = i
        h.stage.lessonAction(.perform)
        h.tick(60)
        while let q = h.stage.quiz?.current {
          expectSidebarWhole(h, "\(scene) step \(i + 1), \(q.prompt)")
          if q.kind.isAnsweredByView, let v = h.stage.scene.views[q.answer] {
            let f = v.frameInWindow
            h.click(h.layout.toWindow(Point(x: f.minX + 3, y: f.minY + 3)))
          } else {
            let b = try #require(
              h.stage.quizButtons().first { $0.answer == q.answer }, "no \(q.answer) button")
            h.click(Point(x: b.rect.midX, y: b.rect.midY))
          }
          if h.stage.quiz?.current == q { break }
        }
        h.tick()
      }
    }

    @Test("the last lesson, done, shows the course-complete card with each lesson's score and the total")
    func courseComplete() throws {
      try withLiveWindow("lessons/08-gestures.yaml") { h in
        let scoreIn8 = try playToCourseComplete(h)
        let card = try #require(h.stage.lessonCard()?.course)
        #expect(card.map(\.title) == ["8 · Gestures and touches", "9 · The pointer"])
        #expect(card[0].score == scoreIn8)
        #expect(h.sidebarTexts.contains("Course complete"))
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Total: ") })
        // At 1:1 there is room for the whole card: a line per lesson, and the panels below it.
        #expect(h.sidebarTexts.contains { $0.hasPrefix("8 · Gestures and touches: ") })
        #expect(h.sidebarTexts.contains { $0.hasPrefix("Hit-test path") || $0.hasPrefix("Chain from") })
        #expect(!h.sidebarTexts.joined(separator: " ").contains(OverlayLayout.courseNeedsRoom))
      }
    }

    @Test(
      "the start screen says F1 opens the key card; during a single tap's wait the gestures panel lists who decides"
    )
    func keyMomentsVisible() throws {
      try withLiveWindow("lessons/08-gestures.yaml") { h in
        #expect(h.sidebarTexts.contains("F1 opens the key card."))
        h.click(try h.windowPoint(of: "pad"))
        // No finger down, but singleTap and doubleTap are still deciding (0.35 s).
        #expect(h.stage.scene.window.activeTouches.isEmpty)
        let texts = h.sidebarTexts
        #expect(!texts.contains("none involved"))
        #expect(texts.contains { $0.hasPrefix("doubleTap (tap on pad): possible") }, "\(texts)")
        #expect(!texts.contains("F1 opens the key card."))
      }
    }
  }
}
