internal import CSDL2
import ResponderCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting and stopping SDL for a whole process.
public enum SDLRuntime {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Starts SDL's video and event subsystems. Headless uses the offscreen
  /// driver with `SDL_FRAMEBUFFER_ACCELERATION=0` (else every present goes
  /// through llvmpipe GL, +9 ms a frame), so it needs no display.
  public static func start(headless: Bool) throws {
    if headless {
      setenv("SDL_VIDEODRIVER", "offscreen", 1)
      setenv("SDL_FRAMEBUFFER_ACCELERATION", "0", 1)
      setenv("SDL_RENDER_DRIVER", "software", 1)
    }
    SDL_SetHint("SDL_NO_SIGNAL_HANDLERS", "1")
    // Touches and the mouse are told apart by the translation; SDL must not
    // turn one into the other.
    SDL_SetHint("SDL_MOUSE_TOUCH_EVENTS", "0")
    // macOS swallows the click that brings a window forward; here the first
    // click on the scene is a touch like any other. (No effect elsewhere.)
    SDL_SetHint("SDL_MOUSE_FOCUS_CLICKTHROUGH", "1")
    if SDL_Init(UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS)) != 0 {
      let why = String(cString: SDL_GetError())
      throw Failure(
        description: headless
          ? "SDL could not start headless: \(why)"
          : "SDL could not open the display (\(why)): set DISPLAY, or use --headless")
    }
  }

  /// Whether SDL's event subsystem is running: a library caller (a
  /// package's Swift test running scripts) may not have started it.
  public static var isStarted: Bool { SDL_WasInit(UInt32(SDL_INIT_EVENTS)) != 0 }

  /// Drops whatever is queued (between tests, so none leaks into the next).
  public static func flushEvents() {
    SDL_PumpEvents()
    SDL_FlushEvents(0, UInt32.max)
  }

  public static func stop() {
    SDL_Quit()
  }

  /// Milliseconds since SDL started, for the live loop's real clock.
  public static var seconds: Double {
    Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
  }
}

/// The monotonic real clock of the live loop.
public final class RealClock {
  public init() {}
  public var now: Double { SDLRuntime.seconds }
}

extension SDLRuntime {
  /// Sleeps until an event arrives or `seconds` pass (an idle live window
  /// uses no CPU between ticks).
  public static func waitForEvent(timeout seconds: Double) {
    let ms = Int32(max(0, min(1000, seconds * 1000)))
    SDL_PumpEvents()
    if SDL_PeepEvents(nil, 0, SDL_PEEKEVENT, 0, UInt32.max) > 0 { return }
    SDL_Delay(UInt32(max(0, ms)))
  }

  /// Turns SDL's text input (and the on-screen keyboard, where there is
  /// one) on while a text field is first responder.
  public static func setTextInput(_ on: Bool) {
    if on { SDL_StartTextInput() } else { SDL_StopTextInput() }
  }
}
