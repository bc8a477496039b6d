internal import CSDL2
import ResponderCore
import Testing

@testable import ResponderSDL

extension SDLRendering {
  /// Idle virtual time jumps (issue 19, item 9): the clock lands where
  /// ticking one by one would, and timers fire in the same tick.
  @Suite("Virtual time fast-forward") struct FastForward {
    /// Runs `ticks` ticks with timers at `times`; returns (tick, time) at each firing.
    func run(ticks: Int, timers times: [Double], oneByOne: Bool) throws -> (fired: [Int], end: (Int, Double))
    {
      // The event subsystem alone: `SDLRuntime.start(headless:)` would set
      // SDL_VIDEODRIVER for the rest of the process.
      #expect(SDL_Init(UInt32(SDL_INIT_EVENTS)) == 0)
      defer { SDL_Quit() }
      SDLRuntime.flushEvents()
      let app = Application()
      let session = Session(app: app, windowSize: Size(width: 100, height: 100))
      if oneByOne { session.afterTick = {} }
      var fired: [Int] = []
      for t in times { app.timers.schedule(at: t) { fired.append(app.tick) } }
      session.tick(ticks)
      return (fired, (app.tick, app.time))
    }

    @Test("an hour of idle time jumps to the same tick and time as ticking it out")
    func sameResult() throws {
      let ticks = 120 * 3600
      let times = [0.5, 1.0, 100.004, 3599.99]
      let jumped = try run(ticks: ticks, timers: times, oneByOne: false)
      let ticked = try run(ticks: ticks, timers: times, oneByOne: true)
      #expect(jumped.fired == ticked.fired)
      #expect(jumped.fired.count == 4)
      #expect(jumped.end.0 == ticks)
      #expect(ticked.end.0 == ticks)
      #expect(abs(jumped.end.1 - 3600) < 1e-6)
      #expect(abs(jumped.end.1 - ticked.end.1) < 1e-6)
    }

    /// Turns for a few steps, then rests.
    final class Spinner: Animator {
      var left = 3
      func step(by dt: Double, now: Double) -> Bool {
        left -= 1
        return left > 0
      }
    }

    @Test(
      "a quiet span ends the tick before the next timer; an animation or a queued event makes it one tick")
    func quietTicks() throws {
      #expect(SDL_Init(UInt32(SDL_INIT_EVENTS)) == 0)
      defer { SDL_Quit() }
      SDLRuntime.flushEvents()
      let app = Application()
      let session = Session(app: app, windowSize: Size(width: 100, height: 100))
      #expect(session.quietTicks(upTo: 7200) == 7200)
      var fired = false
      _ = app.timers.schedule(at: 1.0) { fired = true }
      #expect(session.quietTicks(upTo: 50) == 50)
      app.addAnimator(Spinner())
      #expect(session.quietTicks(upTo: 7200) == 1)
      session.tick(5)
      // The timer falls due in tick 120: the span stops short of it, so the
      // tick it fires in is looked at on its own.
      let n = session.quietTicks(upTo: 7200)
      #expect((113...114).contains(n))
      session.tick(n)
      #expect(!fired)
      var more = 0
      while !fired && more < 3 {
        #expect(session.quietTicks(upTo: 7200) == 1)
        session.tick(1)
        more += 1
      }
      #expect(fired && app.tick == 120)
    }

    @Test("a timer 1e17 s away does not overflow the jump's tick count (issue 37)")
    func farTimer() throws {
      let (fired, end) = try run(ticks: 120 * 60, timers: [1e17], oneByOne: false)
      #expect(fired.isEmpty)
      #expect(end.0 == 120 * 60)
      #expect(abs(end.1 - 60) < 1e-6)
    }
  }
}

/// A slider's value stays finite whatever its finite limits (issue 19, item 16).
@Suite("Slider limits near the largest Double")
struct SliderLimitTests {
  @Test("±1e308 limits interpolate without overflowing to infinity")
  func hugeLimits() {
    let s = Slider(identifier: "s", frame: Rect(x: 0, y: 0, width: 100, height: 20))
    s.minimumValue = -1e308
    s.maximumValue = 1e308
    #expect(s.value(at: Point(0, 10)) == -1e308)
    #expect(s.value(at: Point(100, 10)) == 1e308)
    #expect(s.value(at: Point(50, 10)) == 0)
    #expect(s.value(at: Point(75, 10)).isFinite)
  }
}
