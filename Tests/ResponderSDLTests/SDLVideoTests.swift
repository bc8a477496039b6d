import Foundation
import ResponderCore
import Testing

@testable import ResponderSDL

/// No X11 or Wayland display to open. A Mac always has its window server,
/// whatever DISPLAY says, so there the no-display case cannot be staged.
#if os(macOS)
  private let noDisplay = false
#else
  private let noDisplay =
    ProcessInfo.processInfo.environment["DISPLAY"] == nil
    && ProcessInfo.processInfo.environment["WAYLAND_DISPLAY"] == nil
#endif

extension SDLRendering {
  @Suite("SDL video") struct Video {
    @Test("headless mode opens an offscreen window with the software renderer")
    func headless() throws {
      let video = try SDLVideo(.init(width: 300, height: 200, headless: true))
      #expect(video.driverName == "offscreen")
      #expect(video.rendererName == "software")
      #expect(video.windowSize == Size(width: 300, height: 200))
      #expect(video.outputSize.width == 300 && video.outputSize.height == 200)
      #expect(video.scale == 1)
    }

    @Test(
      "without a display, a windowed start fails with one line saying what to do", .enabled(if: noDisplay))
    func noDisplayError() {
      // A headless start earlier in the process (any harness or script
      // runner) leaves SDL_VIDEODRIVER=offscreen, which would open a
      // window without a display: this test is about the display driver.
      let driver = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
      unsetenv("SDL_VIDEODRIVER")
      defer { if let driver { setenv("SDL_VIDEODRIVER", driver, 1) } }
      do {
        _ = try SDLVideo(.init(headless: false))
        Issue.record("expected SDLVideo to fail without a display")
      } catch {
        #expect(error.message.hasPrefix("no display: set DISPLAY"))
        #expect(error.message.contains("--headless"))
        #expect(!error.message.contains("\n"))
      }
    }

    @Test("a renderer made after another was torn down still draws")
    func reinitialise() throws {
      do { _ = try makeRenderer() }
      let renderer = try makeRenderer()
      renderer.render(.init(background: .black))
      #expect(try renderer.readPixels()[5, 5] == .black)
    }
  }
}
