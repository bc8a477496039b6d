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

/// The shipped scenes, found from this file.
let scenesDirectory: String = {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Scenes").path
}()

/// A live window (`rlab run`'s own `LiveWindow`) on SDL's offscreen driver,
/// driven by SDL events in window points pushed into SDL's queue, as a
/// person with a mouse and keyboard would.
final class LiveHarness {
  let window: LiveWindow
  private var buttonHeld = false

  init(
    _ scene: String, scale: Double? = nil, sidebar: Bool = true,
    display: Size = Size(width: 1366, height: 728), uiScale: Double? = nil
  ) throws {
    SDLRuntime.flushEvents()
    let path = scenesDirectory + "/" + scene
    window = try LiveWindow(
      path: path, scene: try loadScene(path), headless: true, watch: false,
      config: LiveWindow.Config(scale: scale, sidebar: sidebar, display: display, uiScale: uiScale))
    SDLRuntime.flushEvents()
    window.drawIfChanged(force: true)
  }

  var stage: Stage { window.stage }
  var layout: WindowLayout { stage.windowLayout }
  var app: Application { stage.scene.app }
  var records: [DispatchRecord] { stage.recorder.history }

  /// The live loop's clock (seconds) each turn is given.
  var now = 0.0

  /// One turn of the live loop: SDL's queue drained and dispatched, a tick, a frame.
  func tick(_ n: Int = 1) {
    for _ in 0..<n { window.turn(steps: 1, now: now) }
  }

  func push(_ e: SDL_Event) {
    var e = e
    SDL_PushEvent(&e)
  }

  /// The centre of a scene view, in window points.
  func windowPoint(of id: String) throws -> Point {
    let v = try #require(stage.scene.views[id])
    let f = v.frameInWindow
    return layout.toWindow(Point(x: f.midX, y: f.midY))
  }

  func key(_ code: SDL_KeyCode, mod: SDL_Keymod = KMOD_NONE, down: Bool = true) {
    push(SDLEvents.key(code, mod: mod, down: down))
    tick()
  }

  /// A key pressed and released.
  func press(_ code: SDL_KeyCode) {
    key(code, down: true)
    key(code, down: false)
  }

  func hover(_ p: Point) {
    push(SDLEvents.motion(x: Int32(p.x.rounded()), y: Int32(p.y.rounded()), leftHeld: buttonHeld))
    tick()
  }

  func down(_ p: Point) {
    buttonHeld = true
    push(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: Int32(p.x.rounded()), y: Int32(p.y.rounded())))
    tick()
  }

  func drag(_ p: Point) { hover(p) }

  func up(_ p: Point) {
    buttonHeld = false
    push(SDLEvents.button(SDL_MOUSEBUTTONUP, x: Int32(p.x.rounded()), y: Int32(p.y.rounded())))
    tick()
  }

  /// One wheel notch (positive: away from the user, towards the content's start) at `p`.
  func wheel(_ p: Point, dy: Float) {
    push(SDLEvents.wheel(x: Int32(p.x.rounded()), y: Int32(p.y.rounded()), dy: dy))
    tick()
  }

  func click(_ p: Point) {
    down(p)
    up(p)
  }

  /// Alt held with the pointer 50 pt left of `id`'s centre, where the
  /// two simulated fingers' ghosts then show; returns that centre (scene points).
  func altFingers(on id: String) throws -> Point {
    let f = try #require(stage.scene.views[id]).frameInWindow
    let c = Point(x: f.midX, y: f.midY)
    hover(layout.toWindow(Point(x: c.x - 50, y: c.y)))
    key(SDLK_LALT, mod: KMOD_LALT)
    return c
  }

  /// With Alt held, the button down 50 pt left of `c`: both fingers land.
  func altDown(around c: Point) { down(layout.toWindow(Point(x: c.x - 50, y: c.y))) }

  /// With Alt held and the fingers down, out and round: they spread to 2×
  /// and turn by 0.6 rad about `c` in 12 moves (a pinch and a rotation).
  func altSpreadAndTurn(around c: Point) {
    for i in 1...12 {
      let t = Double(i) / 12
      let r = 50 * (1 + t)
      let a = Double.pi + 0.6 * t
      drag(layout.toWindow(Point(x: c.x + r * cos(a), y: c.y + r * sin(a))))
    }
  }

  /// The lift where `altSpreadAndTurn(around:)` ends.
  func altLift(around c: Point) {
    up(layout.toWindow(Point(x: c.x + 100 * cos(Double.pi + 0.6), y: c.y + 100 * sin(Double.pi + 0.6))))
  }

  /// The secondary button down and up at `p`, a turn each: what opens a
  /// context menu (UIContextMenuInteraction).
  func rightClick(_ p: Point) {
    let (x, y) = (Int32(p.x.rounded()), Int32(p.y.rounded()))
    push(SDLEvents.button(SDL_MOUSEBUTTONDOWN, x: x, y: y, button: SDL_BUTTON_RIGHT))
    tick()
    push(SDLEvents.button(SDL_MOUSEBUTTONUP, x: x, y: y, button: SDL_BUTTON_RIGHT))
    tick()
  }

  /// Answers the quiz's waiting question right, clicking as a learner
  /// does: the view in the scene (near its top-left corner, clear of its
  /// text) or the answer's button in the sidebar.
  func answerQuizQuestionRight() throws {
    guard let q = stage.quiz?.current else { return }
    if q.kind.isAnsweredByView, let v = stage.scene.views[q.answer] {
      let f = v.frameInWindow
      click(layout.toWindow(Point(x: f.minX + 3, y: f.minY + 3)))
    } else {
      let b = try #require(stage.quizButtons().first { $0.answer == q.answer }, "no \(q.answer) button")
      click(Point(x: b.rect.midX, y: b.rect.midY))
    }
  }

  /// Answers every waiting question right; `seen` is told each question's
  /// answer buttons before it is answered. A question the click leaves
  /// waiting throws.
  func answerQuizRight(seen: ([OverlayLayout.QuizButton]) -> Void = { _ in }) throws {
    while let q = stage.quiz?.current {
      seen(stage.quizButtons().filter { $0.answer != nil })
      try answerQuizQuestionRight()
      if stage.quiz?.current == q { throw UnansweredQuestion(prompt: q.prompt) }
    }
  }

  struct UnansweredQuestion: Error { var prompt: String }

  /// The window resized to `size`, as SDL reports it.
  func resize(_ size: Size) {
    window.video.setSize(size)
    push(SDLEvents.window(SDL_WINDOWEVENT_SIZE_CHANGED, data1: Int32(size.width), data2: Int32(size.height)))
    tick()
  }

  /// The sidebar's texts this frame.
  var sidebarTexts: [String] {
    stage.frame(fingers: stage.fingers(ghosts: window.ghosts)).sidebar.compactMap {
      if case .text(let s, _, _, _, _, _) = $0 { return s }
      return nil
    }
  }

  /// The finger circles drawn this frame: centre and whether it is a ghost.
  var fingerCircles: [(Point, Bool)] {
    stage.frame(fingers: stage.fingers(ghosts: window.ghosts)).marks.compactMap {
      if case .circle(let c, 22, let fill, _, _) = $0 { return (c, fill != OverlayLayout.Ink.finger) }
      return nil
    }
  }
}

/// Runs `body` with a headless live window. The window's own `SDLVideo`
/// starts SDL (offscreen, through hints) and stops it as it closes; the
/// process environment is left alone, so later tests still see no display.
func withLiveWindow(
  _ scene: String, scale: Double? = nil, sidebar: Bool = true, display: Size = Size(width: 1366, height: 728),
  _ body: (LiveHarness) throws -> Void
) throws {
  try body(try LiveHarness(scene, scale: scale, sidebar: sidebar, display: display))
}

/// Runs `body` with a headless live window on a course lesson
/// (`Scenes/lessons/SCENE`), started at its first step as `rlab run` opens it.
func withLiveLesson(_ scene: String, _ body: (LiveHarness, Lesson) throws -> Void) throws {
  try withLiveWindow("lessons/" + scene) { h in
    guard case .success(let lesson?) = Lesson.load(scenePath: h.window.path) else {
      Issue.record("\(scene) has no lesson")
      return
    }
    h.stage.start(lesson)
    h.tick()
    try body(h, lesson)
  }
}

/// Whether two points are within a pixel.
func near(_ a: Point?, _ b: Point?, _ tolerance: Double = 1.01) -> Bool {
  guard let a, let b else { return false }
  return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
}

extension Rect {
  /// Whether `r` lies wholly inside this rectangle.
  func encloses(_ r: Rect) -> Bool {
    r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
  }
}

/// A fresh folder under the temporary directory.
func temporaryFolder(_ name: String) throws -> String {
  let path = FileManager.default.temporaryDirectory.appendingPathComponent(
    "rlab-\(name)-\(UUID().uuidString)"
  ).path
  try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

extension LiveHarness {
  /// On the Maps prototype: a click on the Museum pin raises the sheet to
  /// its medium detent (top 422).
  func mapsSheetToMedium(sourceLocation: SourceLocation = #_sourceLocation) throws {
    click(try windowPoint(of: "museumPin"))
    tick(120)
    #expect(stage.scene.views["placesView"]?.frame.minY == 422, sourceLocation: sourceLocation)
  }
}
