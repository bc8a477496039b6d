import Foundation
import ResponderCore
import ResponderOverlay
import ResponderTesting
import Testing

@testable import ResponderLive
@testable import ResponderSDL
@testable import rlab

extension SDLRendering {
  /// Every overlay text of every shipped scene, after every step of its
  /// test script, measured with SDL2_ttf in the window sizes a laptop and a
  /// desktop open: it fits its rectangle, its rectangle is inside its panel,
  /// every glyph exists, and no in-scene tag covers another or the scene's
  /// own text.
  @Suite("Overlay text fits, for every scene and every step")
  struct TextFitTests {
    /// The windows checked: figure1-sized scenes open scaled on the laptop, at 1:1 on the desktop,
    /// at half size in a small window; two also show the help card and a reload error.
    static let windows: [(name: String, display: Size, cards: Bool)] = [
      ("1366×768", Size(width: 1366, height: 728), false),
      ("1920×1080", Size(width: 1920, height: 1040), false),
      ("1366×768 with help and error cards", Size(width: 1366, height: 728), true),
      ("a small 620×420 window with the cards", Size(width: 620, height: 420), true),
    ]

    static let sampleError = """
      Scenes/figure1.yaml:27:44: unknown key 'colr' in a view (did you mean 'color'?); the view keeps its default colour
      Scenes/figure1.yaml:29:12: frame must be [x, y, width, height] with four numbers, found three: [20, 120, 100]
      """

    static func scripts() -> [String] {
      let fm = FileManager.default
      guard let e = fm.enumerator(atPath: scenesDirectory) else { return [] }
      return e.compactMap { $0 as? String }.filter { $0.hasSuffix(".test.yaml") }.sorted().map {
        scenesDirectory + "/" + $0
      }
    }

    @Test("every overlay text fits its panel and no tag covers another or a label's text")
    func everySceneEveryStep() throws {
      let renderer = try makeRenderer(width: 64, height: 64)
      var widths: [String: Double] = [:]
      let measure = TextMeasure { s, size, bold in
        let key = "\(size)|\(bold)|\(s)"
        if let w = widths[key] { return w }
        let w = renderer.textWidth(s, size: size, bold: bold)
        widths[key] = w
        return w
      }
      let scripts = Self.scripts()
      #expect(scripts.count >= 9)
      var frames = 0
      var problems: [String] = []
      for path in scripts {
        guard case .success(let script) = TestScriptParser.load(path: path) else {
          problems.append("\(path): does not parse")
          continue
        }
        for test in script.tests {
          let player = ScriptPlayer(scenePath: script.scene)
          var stage: Stage?
          player.onStart = { scene, recorder in
            let s = Stage(scene: scene)
            s.use(recorder)
            s.measure = measure
            stage = s
          }
          player.afterStep = { step, _ in
            guard let stage else { return }
            for w in Self.windows {
              let start = WindowLayout.startSize(
                scene: stage.scene.size, usable: w.display, sidebarShown: true, scale: nil)
              stage.window = WindowLayout(
                windowSize: start.window, sceneSize: stage.scene.size, scale: start.scale)
              stage.error = w.cards ? Self.sampleError : nil
              stage.panels = w.cards ? OverlayPanels.all.union(.help) : .all
              let frame = stage.frame(fingers: stage.fingers())
              frames += 1
              for p in Self.problems(in: frame, renderer: renderer, measure: measure) {
                problems.append("\(step.location) (\(test.name), \(w.name)): \(p)")
              }
            }
          }
          _ = try player.play(test)
        }
      }
      #expect(frames > 500)
      print("text-fit: \(scripts.count) scripts, \(frames) frames checked, \(problems.count) problems")
      #expect(
        problems.isEmpty,
        "\(problems.count) problems, the first:\n\(problems.prefix(12).joined(separator: "\n"))")
    }

    @Test("the lesson and quiz cards fit at every step of every lesson, asked, answered right and wrong")
    func lessonsFit() throws {
      let renderer = try makeRenderer(width: 64, height: 64)
      let measure = TextMeasure { s, size, bold in renderer.textWidth(s, size: size, bold: bold) }
      let dir = scenesDirectory + "/lessons"
      let files = try FileManager.default.contentsOfDirectory(atPath: dir)
        .filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".test.yaml") }.sorted()
      var lessons = 0
      var frames = 0
      var problems: [String] = []
      for file in files {
        let path = dir + "/" + file
        guard case .success(let lesson?) = Lesson.load(scenePath: path) else { continue }
        lessons += 1
        let stage = Stage(scene: try loadScene(path))
        stage.measure = measure
        stage.start(lesson)
        func checkAll(_ what: String) {
          for w in Self.windows where !w.cards {
            let start = WindowLayout.startSize(
              scene: stage.scene.size, usable: w.display, sidebarShown: true, scale: nil)
            stage.window = WindowLayout(
              windowSize: start.window, sceneSize: stage.scene.size, scale: start.scale)
            frames += 1
            for p in Self.problems(in: stage.frame(fingers: []), renderer: renderer, measure: measure) {
              problems.append("\(file) \(what) (\(w.name)): \(p)")
            }
          }
        }
        for i in lesson.steps.indices {
          checkAll("step \(i + 1) before")
          stage.lessonAction(.perform)
          var n = 0
          while let q = stage.quiz?.current, n < 40 {
            checkAll("step \(i + 1) asking “\(q.prompt)”")
            // Every other answer wrong: the longer "Wrong: you said …" line is checked too.
            stage.answerQuiz(n % 2 == 0 ? q.answer : "nobody-at-all")
            n += 1
          }
          checkAll("step \(i + 1) revealed")
          stage.lessonAction(.next)
        }
      }
      #expect(lessons >= 8)
      print("lesson-fit: \(lessons) lessons, \(frames) frames checked, \(problems.count) problems")
      #expect(
        problems.isEmpty,
        "\(problems.count) problems, the first:\n\(problems.prefix(12).joined(separator: "\n"))")
    }

    @Test("a finger's name (mouse1, alt 1) sits inside its 22-pt circle or beside it, on a backing pill")
    func fingerNamesInsideCircles() throws {
      let renderer = try makeRenderer(width: 64, height: 64)
      let measure = TextMeasure { s, size, bold in renderer.textWidth(s, size: size, bold: bold) }
      let stage = Stage(scene: try loadScene(scenesDirectory + "/gestures.yaml"))
      stage.measure = measure
      let names = ["mouse", "mouse1", "mouse12", "alt 1", "alt 2", "0", "17"]
      let marks = names.enumerated().map { i, name in
        OverlayModel.FingerMark(
          label: name, point: Point(x: 50 + 100 * Double(i % 4), y: 200 + 120 * Double(i / 4)),
          ghost: i % 2 == 1)
      }
      for w in Self.windows where !w.cards {
        let start = WindowLayout.startSize(
          scene: stage.scene.size, usable: w.display, sidebarShown: true, scale: nil)
        stage.window = WindowLayout(windowSize: start.window, sceneSize: stage.scene.size, scale: start.scale)
        let frame = stage.frame(fingers: marks)
        let circles: [Point] = frame.marks.compactMap {
          if case .circle(let c, 22, _, _, _) = $0 { return c } else { return nil }
        }
        #expect(circles.count == names.count)
        for name in names {
          let text = frame.marks.first {
            if case .text(name, _, _, _, _, _) = $0 { return true } else { return false }
          }
          guard case .text(_, let r, let size, _, _, let bold) = text else {
            Issue.record("\(w.name): no label \(name)")
            continue
          }
          #expect(size >= 10, "\(w.name): \(name) drawn at \(size) pt")
          let width = renderer.textWidth(name, size: size, bold: bold)
          #expect(width <= r.width + 0.5, "\(w.name): \(name) is \(width) wide in \(r.width)")
          #expect(renderer.lineHeight(size: size, bold: bold) <= r.height + 1, "\(w.name): \(name) too high")
          // Inside a circle (every corner within it), or beside one (no point of it within any).
          let corners = [
            Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.minX, y: r.maxY),
            Point(x: r.maxX, y: r.maxY),
          ]
          func within(_ p: Point, _ c: Point) -> Bool {
            (p.x - c.x) * (p.x - c.x) + (p.y - c.y) * (p.y - c.y) <= 22 * 22
          }
          let inside = circles.contains { c in corners.allSatisfy { within($0, c) } }
          let beside = circles.allSatisfy { c in
            !within(Point(x: min(max(c.x, r.minX), r.maxX), y: min(max(c.y, r.minY), r.maxY)), c)
          }
          #expect(inside || beside, "\(w.name): \(name)'s label \(r) spills over a circle's edge")
          if !inside {
            for t in frame.sceneText where t.intersects(r) {
              Issue.record("\(w.name): \(name)'s label \(r) covers scene text at \(t)")
            }
          }
          // Legible over any scene colour: a near-opaque pill under the name (its colours: LiveLegibilityTests).
          let backed = frame.marks.contains {
            if case .fill(let f, let color, _) = $0 { return f == r && color.a >= 150 } else { return false }
          }
          #expect(backed, "\(w.name): \(name) has no dark backing")
        }
      }
    }

    @Test("a focused text field's caret is drawn just after its text, measured as the renderer draws it")
    func caretAfterText() throws {
      let renderer = try makeRenderer(width: 64, height: 64)
      let measure = TextMeasure { s, size, bold in renderer.textWidth(s, size: size, bold: bold) }
      let stage = Stage(scene: try loadScene(scenesDirectory + "/firstresponder.yaml"))
      stage.measure = measure
      let field = try #require(stage.scene.window.firstResponder as? TextField)
      #expect(field.text == "Ada" && field.caret == 3)
      for text in ["Ada", "Ada Lovelace", "mmmm", "iiii"] {
        field.text = text
        field.moveCaret(to: text.count)
        let items = stage.frame(fingers: []).scene
        let drawn = items.compactMap { item -> (Rect, Double)? in
          if case .text(text, let r, let size, _, _, _) = item { return (r, size) } else { return nil }
        }
        let (r, size) = try #require(drawn.first, "\(text) is not drawn")
        let end = r.minX + renderer.textWidth(text, size: size, bold: false)
        let carets = items.compactMap { item -> Rect? in
          if case .fill(let c, SceneDrawing.Palette.tint, _) = item, c.width <= 3, c.minY > r.minY {
            return c
          }
          return nil
        }
        let caret = try #require(carets.first, "no caret after \(text)")
        #expect(
          caret.minX >= end - 1 && caret.minX <= end + 3, "caret at \(caret.minX), \(text) ends at \(end)")
      }
    }

    @Test(
      "the check finds a cut-off line, a text outside its panel, a missing glyph, covering tags and a scene text wider than its view"
    )
    func checkCanFail() throws {
      let renderer = try makeRenderer(width: 64, height: 64)
      let measure = TextMeasure { s, size, bold in renderer.textWidth(s, size: size, bold: bold) }
      let layout = WindowLayout(
        windowSize: Size(width: 780, height: 700), sceneSize: Size(width: 400, height: 700))
      var f = StageFrame(window: layout)
      let side = layout.sidebarRect
      f.sidebar = [
        .text(
          "← hop 1: the event is here, and much more",
          in: Rect(x: side.minX + 12, y: 10, width: 80, height: 17), size: 12, .white),
        .text("below", in: Rect(x: side.minX + 12, y: 695, width: 200, height: 17), size: 12, .white),
        .text("two\nerrors", in: Rect(x: side.minX + 12, y: 40, width: 200, height: 17), size: 12, .white),
      ]
      f.scene = [
        .text("Name", in: Rect(x: 20, y: 20, width: 300, height: 30), size: 17, .black),
        .text(
          "Show sheet (nil target, from the child)", in: Rect(x: 20, y: 300, width: 150, height: 40),
          size: 17, .white),
      ]
      let tag = { (x: Double, t: String) in
        OverlayLayout.Tag(
          rect: Rect(x: x, y: 25, width: 40, height: 16), text: t, color: .white, textColor: .black)
      }
      f.tags = [tag(24, "1"), tag(50, "2")]
      f.stops = [
        OverlayLayout.ChainStop(
          rect: Rect(x: 60, y: 28, width: 50, height: 16), text: "1 root", id: "root", lit: true,
          current: false, handled: false, action: false)
      ]
      let p = Self.problems(in: f, renderer: renderer, measure: measure)
      #expect(p.contains("chain stop \"1 root\" covers the scene's text \"Name\""))
      #expect(p.contains("chain stop \"1 root\" covers tag \"2\""))
      #expect(p.contains { $0.contains("is") && $0.contains("wide in 80") })
      #expect(p.contains { $0.contains("\"below\"") && $0.contains("outside") })
      #expect(p.contains { $0.contains("no glyph for [10]") })
      #expect(p.contains("tag \"1\" overlaps tag \"2\""))
      #expect(p.contains { $0.hasPrefix("scene text \"Show sheet (nil target, from the child)\" is") })
      #expect(p.contains("tag \"1\" covers the scene's text \"Name\""))
    }

    /// What is wrong with one frame's text, as sentences.
    static func problems(in f: StageFrame, renderer: Renderer, measure: TextMeasure) -> [String] {
      var out: [String] = []
      let window = Rect(origin: .zero, size: f.window.windowSize)
      func check(_ items: [DisplayItem], inside area: Rect, _ name: String) {
        for item in items {
          guard case .text(let s, let r, let size, _, _, let bold) = item else { continue }
          let width = renderer.textWidth(s, size: size, bold: bold)
          if width > r.width + 0.5 { out.append("\(name) text \"\(s)\" is \(width) wide in \(r.width)") }
          let height = renderer.lineHeight(size: size, bold: bold)
          if height > r.height + 1 { out.append("\(name) text \"\(s)\" is \(height) high in \(r.height)") }
          if !area.insetBy(dx: -0.5, dy: -0.5).encloses(r) {
            out.append("\(name) text \"\(s)\" at \(r) is outside \(area)")
          }
          let missing = renderer.missingGlyphs(in: s, bold: bold)
          if !missing.isEmpty {
            out.append("\(name) text \"\(s)\" has no glyph for \(missing.map(\.unicodeScalars.first!.value))")
          }
        }
      }
      // The scene's own texts (a button's title, a label) fit their views, so
      // none is drawn cut off at both ends; the renderer narrows a text up to
      // 6 % too wide (a scaled scene rounds font sizes), so only more counts.
      for item in f.scene {
        guard case .text(let s, let r, let size, _, _, let bold) = item else { continue }
        let width = renderer.textWidth(s, size: size, bold: bold)
        if width > r.width * 1.06 + 0.5 { out.append("scene text \"\(s)\" is \(width) wide in \(r.width)") }
      }
      check(f.sidebar, inside: f.window.sidebarRect, "sidebar")
      check(f.menu + f.marks, inside: f.window.sceneRect, "scene mark")
      check(f.cards, inside: window, "card")
      let labels = LiveTextExtents.measured(f.scene, measure: measure)
      for (i, a) in f.tags.enumerated() {
        for b in f.tags[(i + 1)...] where a.rect.intersects(b.rect) {
          out.append("tag \"\(a.text)\" overlaps tag \"\(b.text)\"")
        }
        for (text, r) in labels where a.rect.intersects(r) {
          out.append("tag \"\(a.text)\" covers the scene's text \"\(text)\"")
        }
      }
      for (i, s) in f.stops.enumerated() {
        for (text, r) in labels where s.rect.intersects(r) {
          out.append("chain stop \"\(s.text)\" covers the scene's text \"\(text)\"")
        }
        for t in f.tags where t.rect.intersects(s.rect) {
          out.append("chain stop \"\(s.text)\" covers tag \"\(t.text)\"")
        }
        for o in f.stops[(i + 1)...] where o.rect.intersects(s.rect) {
          out.append("chain stop \"\(s.text)\" overlaps stop \"\(o.text)\"")
        }
      }
      return out
    }
  }
}

/// The scene's texts and the rectangles they cover, measured independently
/// of the overlay's own bookkeeping.
enum LiveTextExtents {
  static func measured(_ items: [DisplayItem], measure: TextMeasure) -> [(String, Rect)] {
    items.compactMap { item in
      guard case .text(let s, let r, let size, _, let align, let bold) = item, !s.isEmpty else { return nil }
      let w = min(r.width, measure.width(s, size, bold))
      let h = min(r.height, size)
      let x = align == .left ? r.minX : align == .center ? r.midX - w / 2 : r.maxX - w
      return (s, Rect(x: x, y: r.midY - h / 2, width: w, height: h))
    }
  }
}
