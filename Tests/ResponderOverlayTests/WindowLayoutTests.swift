import ResponderCore
import Testing

@testable import ResponderOverlay

@Suite("Window layout: the scene letterboxed beside the sidebar")
struct WindowLayoutTests {
  let phone = Size(width: 390, height: 844)

  @Test("at start a scene too tall for the display is scaled down to fit; one that fits stays 1:1")
  func startSize() {
    let laptop = WindowLayout.startSize(
      scene: phone, usable: Size(width: 1366, height: 728), sidebarShown: true, scale: nil)
    #expect(abs(laptop.scale - 728.0 / 844) < 1e-9)
    #expect(laptop.window.height <= 728)
    #expect(laptop.window.width == (390 * laptop.scale).rounded(.up) + WindowLayout.sidebarWidth)
    let desktop = WindowLayout.startSize(
      scene: phone, usable: Size(width: 1920, height: 1040), sidebarShown: true, scale: nil)
    #expect(desktop.scale == 1)
    #expect(desktop.window == Size(width: 770, height: 844))
    let asked = WindowLayout.startSize(
      scene: phone, usable: Size(width: 1366, height: 728), sidebarShown: false, scale: 2)
    #expect(asked.scale == 2)
    #expect(asked.window == Size(width: 780, height: 1688))
  }

  @Test("a wide window centres the scene across; toScene undoes toWindow")
  func letterbox() {
    let l = WindowLayout(windowSize: Size(width: 1380, height: 422), sceneSize: phone)
    #expect(l.scale == 0.5)
    #expect(l.sceneRect == Rect(x: 402, y: 0, width: 195, height: 422))
    #expect(l.sidebarRect == Rect(x: 1000, y: 0, width: 380, height: 422))
    let p = Point(x: 123.5, y: 700.25)
    let back = l.toScene(l.toWindow(p))
    #expect(abs(back.x - p.x) < 1e-9 && abs(back.y - p.y) < 1e-9)
    #expect(
      l.toWindow(Rect(x: 10, y: 20, width: 100, height: 40)) == Rect(x: 407, y: 10, width: 50, height: 20))
  }

  @Test("without the sidebar the scene has the whole window")
  func noSidebar() {
    let l = WindowLayout(windowSize: Size(width: 390, height: 844), sceneSize: phone, sidebarShown: false)
    #expect(l.scale == 1)
    #expect(l.sceneRect == Rect(x: 0, y: 0, width: 390, height: 844))
    #expect(l.sidebarRect.width == 0)
  }

  @Test("a scale asked for caps the fit: a window bigger than needed does not enlarge the scene")
  func cap() {
    let l = WindowLayout(windowSize: Size(width: 2000, height: 2000), sceneSize: phone, scale: 1)
    #expect(l.scale == 1)
    let fit = WindowLayout(windowSize: Size(width: 2000, height: 2000), sceneSize: phone)
    #expect(fit.scale > 2)
  }
}

@Suite("Text wrapping by measured width")
struct TextWrapTests {
  /// Every character 10 points wide.
  let measure = TextMeasure { s, _, _ in Double(s.count) * 10 }

  @Test("breaks at spaces so every line fits, keeping runs of spaces inside a line")
  func wrapsAtSpaces() {
    let lines = measure.wrap("ok  ·  button handled here", width: 130, size: 12)
    #expect(lines == ["ok  ·  button", "handled here"])
    #expect(lines.allSatisfy { measure.width($0, 12, false) <= 130 })
  }

  @Test("a word longer than a line is broken between characters; newlines always break")
  func longWordsAndNewlines() {
    #expect(measure.wrap("abcdefghij", width: 40, size: 12) == ["abcd", "efgh", "ij"])
    #expect(measure.wrap("one\ntwo", width: 400, size: 12) == ["one", "two"])
  }
}

@Suite("In-scene tags")
struct TagPlacementTests {
  @Test("a tag avoids the text it would cover and other tags, and gives up when there is no room")
  func placement() {
    let frame = Rect(x: 0, y: 20, width: 200, height: 40)
    let clip = Rect(x: 0, y: 0, width: 300, height: 300)
    let text = Rect(x: 0, y: 20, width: 60, height: 16)
    let first = OverlayLayout.placeTag(
      size: Size(width: 40, height: 16), near: frame, inside: clip, avoiding: [text])
    #expect(first.map { !$0.intersects(text) } == true)
    #expect(first?.minY == 20)
    let blockers = [Rect(x: 0, y: 0, width: 300, height: 300)]
    #expect(
      OverlayLayout.placeTag(size: Size(width: 40, height: 16), near: frame, inside: clip, avoiding: blockers)
        == nil)
  }
}

@Suite("Event log lines")
struct EventLogLineTests {
  @Test("a drag's moves share one line with their numbers and count; other events keep their own")
  func movesShareALine() throws {
    let lab = try OverlayLab(labScene)
    let f = lab.down(80, 80)
    for i in 1...5 { lab.move(f, 80 + Double(i), 80) }
    lab.up(f, 85, 80)
    let t = texts(OverlayLayout(sceneSize: Size(width: 300, height: 400), panels: [.log]).sidebar(lab.model))
    #expect(t.contains("#2–6  touch moved ×5, last (85, 80) → box"))
    #expect(t.contains("#7  touch ended (85, 80) → box"))
    #expect(t.contains("#1  touch began (80, 80) → box"))
  }
}
