import Foundation
import ResponderCore
import ResponderOverlay
import ResponderTesting
import Testing

@testable import ResponderLive
@testable import ResponderSDL

extension SDLRendering {
  /// A projector slide (`rlab shot --slide`, issue 39) is read from the back
  /// of a room: its overlay text is at least 24 px, names no live-window key,
  /// and no line of it is cut — every text measured through the font the
  /// renderer draws with, at the size it is drawn.
  @Suite("Slide text is whole, large and free of key hints")
  struct SlideTextTests {
    /// The overlay's texts of a frame: the sidebar, the marks over the scene, the stops, the cards,
    /// and the smallest size each may have, in pixels: 24 for the sidebar and the cards; the marks
    /// over the scene grow with the scene (`WindowLayout.marksScale`), 16 at least.
    static func overlayTexts(_ f: StageFrame) -> [(String, Rect, Double, Bool, Double)] {
      func texts(_ items: [DisplayItem], _ floor: Double) -> [(String, Rect, Double, Bool, Double)] {
        items.compactMap { item in
          if case .text(let s, let r, let size, _, _, let bold) = item, !s.isEmpty {
            return (s, r, size, bold, floor)
          }
          return nil
        }
      }
      return texts(f.sidebar + f.cards, 24) + texts(f.marks, 16)
        + f.stops.map { ($0.text, $0.rect, 0, true, 0) }
    }

    /// What is wrong with one slide's texts, if anything.
    static func problems(_ h: LiveHarness, _ where: String) -> [String] {
      var out: [String] = []
      let f = h.stage.frame(fingers: [])
      let r = h.window.renderer
      // The editing menu is the app's own UI, at the scene's scale: whole, at any size.
      for item in f.menu {
        guard case .text(let s, let rect, let size, _, _, let bold) = item else { continue }
        let w = r.textWidth(s, size: size, bold: bold)
        if w > rect.width * 1.06 + 0.5 { out.append("\(`where`): menu “\(s)” is \(w) wide in \(rect.width)") }
      }
      // A stop over its view keeps its name: "a2" alone says nothing to the
      // back of the room. (The stops past the window and those of covered
      // views share the bottom edge's strip: there "5" may stand for "5
      // application", which the sidebar's chain names.)
      let strip = f.window.sceneRect.maxY - 42 * f.window.marksScale
      for stop in f.stops where !stop.text.contains(" ") && stop.rect.maxY < strip {
        out.append("\(`where`): the stop “\(stop.text)” has lost its name")
      }
      for (s, rect, size, bold, floor) in overlayTexts(f) {
        if size > 0 {
          let px = size * r.scale
          if px < floor - 0.01 { out.append("\(`where`): “\(s)” is \(px) px") }
          let w = r.textWidth(s, size: size, bold: bold)
          if w > rect.width + 0.5 { out.append("\(`where`): “\(s)” is \(w) wide in \(rect.width)") }
        }
        if s.range(of: #"\bF([1-9]|1[0-2])\b"#, options: .regularExpression) != nil {
          out.append("\(`where`): “\(s)” names a live-window key")
        }
        var before: Character? = nil
        for c in s {
          if c == "…", let b = before, b != " " { out.append("\(`where`): “\(s)” cuts a word") }
          before = c
        }
      }
      return out
    }

    @Test(
      "every course lesson step, and every hop of its walk, on a 1920×1080 slide",
      arguments: LessonRevealTests.lessons)
    func lessonSlides(_ scene: String) throws {
      var found: [String] = []
      try withLiveLesson(scene) { h, lesson in
        h.stage.keyHints = false
        for i in lesson.steps.indices {
          if i > 0 { try LessonRevealTests.click(.lesson(.next), in: h) }
          if lesson.steps[i].perform != nil { try LessonRevealTests.click(.lesson(.perform), in: h) }
          var ticks = 0
          while h.stage.quiz?.sequenceInPlay == true || h.app.timers.count > 0, ticks < 240 {
            h.tick()
            ticks += 1
          }
          h.stage.window = WindowLayout.slide(Size(width: 1920, height: 1080), scene: h.stage.scene.size)
          if h.stage.quiz?.current != nil { found += Self.problems(h, "\(scene) step \(i + 1) asking") }
          while let q = h.stage.quiz?.current {
            h.stage.answerQuiz(q.answer)
            h.tick()
          }
          h.stage.window = WindowLayout.slide(Size(width: 1920, height: 1080), scene: h.stage.scene.size)
          found += Self.problems(h, "\(scene) step \(i + 1)")
          let hops = h.stage.model(fingers: []).replayLength
          for k in 0..<hops {
            h.stage.litHops = k + 1
            found += Self.problems(h, "\(scene) step \(i + 1) hop \(k + 1)")
          }
          h.stage.litHops = nil
        }
      }
      #expect(found.isEmpty, "\(found.prefix(12).joined(separator: "\n"))")
    }

    @Test(
      "a 1920×1080 slide's ui scale makes the legend's 10 pt 24 px; the sidebar takes the room the scene leaves"
    )
    func slideLayout() {
      let l = WindowLayout.slide(Size(width: 1920, height: 1080), scene: Size(width: 390, height: 844))
      #expect(abs(l.uiScale * WindowLayout.smallestOverlayText - 24) < 0.001)
      #expect(l.sceneRect.height == 1080)
      #expect(l.sceneRect.width > 390)
      #expect(l.sidebarRect.width + l.sceneRect.width <= 1920)
      #expect(l.sidebarRect.width > WindowLayout.sidebarWidth * l.uiScale)
      // The marks grow with the scene (1.28 here), not with the sidebar's 2.4.
      #expect(abs(l.marksScale - l.scale / WindowLayout.uiScaleSceneShare) < 0.001)
      #expect(l.marksScale < l.uiScale)
      // A live window's marks are its overlay's.
      let live = WindowLayout(windowSize: Size(width: 1920, height: 1040), sceneSize: l.sceneSize, uiScale: 2)
      #expect(live.marksScale == 2)
    }
  }
}
