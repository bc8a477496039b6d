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
    // Twice 844 pt is taller than the 728 pt the display has: clamped to fit, and said so.
    #expect(asked.clamped)
    #expect(abs(asked.scale - 728.0 / 844) < 1e-9)
    #expect(asked.window.height <= 728)
    let fits = WindowLayout.startSize(
      scene: phone, usable: Size(width: 1920, height: 2000), sidebarShown: false, scale: 2)
    #expect(fits.scale == 2)
    #expect(!fits.clamped)
    #expect(fits.window == Size(width: 780, height: 1688))
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

  @Test("a ui scale widens the sidebar and draws the overlay larger; the scene keeps its own scale")
  func uiScale() {
    let l = WindowLayout(
      windowSize: Size(width: 1920, height: 1080), sceneSize: phone, sidebarShown: true, scale: 1, uiScale: 2)
    #expect(l.sidebarRect == Rect(x: 1920 - 760, y: 0, width: 760, height: 1080))
    #expect(l.scale == 1)
    let o = l.overlaySpace
    #expect(o.windowSize == Size(width: 960, height: 540))
    #expect(o.sidebarRect == Rect(x: 960 - 380, y: 0, width: 380, height: 540))
    // A scene point lands at the same window point through either layout.
    let p = Point(x: 100, y: 200)
    let viaOverlay = o.toWindow(p)
    #expect(Point(x: viaOverlay.x * 2, y: viaOverlay.y * 2) == l.toWindow(p))
    let start = WindowLayout.startSize(
      scene: phone, usable: Size(width: 1920, height: 1040), sidebarShown: true, scale: nil, uiScale: 2)
    // The scene grows with the overlay as far as the display's height allows.
    #expect(start.scale == 1040 / phone.height)
    #expect(start.window.width == (390 * start.scale).rounded(.up) + 760)
    // The sidebar at 2× wants 1,280 pt: the window takes what the display has.
    #expect(start.window.height == 1040)
    let lesson = WindowLayout.startSize(
      scene: Size(width: 390, height: 600), usable: Size(width: 1920, height: 1040), sidebarShown: true,
      scale: nil, uiScale: 2)
    #expect(lesson.scale == 1040.0 / 600)
    #expect(lesson.window == Size(width: (390 * 1040.0 / 600).rounded(.up) + 760, height: 1040))
    // Up to the ui scale, never past it: a small scene on a big display.
    let card = WindowLayout.startSize(
      scene: Size(width: 200, height: 200), usable: Size(width: 1920, height: 1040), sidebarShown: true,
      scale: nil, uiScale: 2)
    #expect(card.scale == 2)
    // An asked scale is kept as it is.
    let asked = WindowLayout.startSize(
      scene: Size(width: 390, height: 600), usable: Size(width: 1920, height: 1040), sidebarShown: true,
      scale: 1, uiScale: 2)
    #expect(asked.scale == 1)
    // At 1:1 the window stays the scene's height.
    let plain = WindowLayout.startSize(
      scene: Size(width: 390, height: 600), usable: Size(width: 1920, height: 1040), sidebarShown: true,
      scale: nil)
    #expect(plain.window.height == 600)
    #expect(
      WindowLayout(windowSize: Size(width: 800, height: 600), sceneSize: phone, uiScale: 99).uiScale == 1)
  }
}
