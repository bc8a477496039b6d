import Testing

@testable import ResponderCore

@Suite("Fixed timestep")
struct FixedTimestepTests {
  @Test("elapsed time becomes whole fixed steps, the remainder carried over")
  func fixedSteps() {
    var s = FixedTimestep(step: 0.01, maxStepsPerAdvance: 10)
    #expect(s.advance(by: 0.025) == 2)
    #expect(abs(s.accumulator - 0.005) < 1e-9)
    #expect(abs(s.alpha - 0.5) < 1e-6)
    #expect(s.advance(by: 0.005) == 1)
    #expect(s.accumulator < 1e-9)
    #expect(s.advance(by: 0.004) == 0)
    #expect(s.droppedSteps == 0)
  }

  @Test("many small advances add up to the same number of steps")
  func frameRateIndependent() {
    var fine = FixedTimestep()
    var total = 0
    for _ in 0..<600 { total += fine.advance(by: 1.0 / 60.0) }  // ten seconds at 60 Hz
    #expect(total == 1200)
  }

  @Test("the catch-up cap drops the backlog after a stall")
  func catchUpCap() {
    var s = FixedTimestep(step: 0.01, maxStepsPerAdvance: 5)
    #expect(s.advance(by: 1.0) == 5)
    #expect(s.droppedSteps == 95)
    #expect(s.accumulator == 0)
    #expect(s.advance(by: 0.01) == 1)  // no backlog afterwards
    #expect(s.advance(by: 0.2) == 5)
    #expect(s.droppedSteps == 110)
  }

  @Test(
    "zero, negative, NaN and infinite elapsed times run no step and change nothing",
    arguments: [
      0.0, -1.0, -0.001, Double.nan, Double.infinity, -Double.infinity,
    ])
  func badElapsed(elapsed: Double) {
    var s = FixedTimestep(step: 0.01, maxStepsPerAdvance: 5)
    _ = s.advance(by: 0.005)
    #expect(s.advance(by: elapsed) == 0)
    #expect(abs(s.accumulator - 0.005) < 1e-12)
    #expect(s.droppedSteps == 0)
    #expect(s.advance(by: 0.005) == 1)
  }
}

@Suite("Timer queue")
struct TimerQueueTests {
  @Test("timers fire in time order, ties in scheduling order, at their own time")
  func ordering() {
    let app = Application()
    var fired: [String] = []
    app.timers.schedule(at: 0.3) { fired.append("c@\(app.time)") }
    app.timers.schedule(at: 0.1) { fired.append("a@\(app.time)") }
    app.timers.schedule(at: 0.1) { fired.append("b@\(app.time)") }
    app.timers.schedule(at: 0.2) { fired.append("d@\(app.time)") }
    #expect(app.timers.count == 4)
    #expect(app.timers.nextFireTime == 0.1)
    app.advance(by: 0.25)
    #expect(fired == ["a@0.1", "b@0.1", "d@0.2"])
    #expect(app.time == 0.25)
    app.advance(by: 0.05)
    #expect(fired.last == "c@0.3")
    #expect(app.timers.count == 0)
  }

  @Test("a cancelled timer never fires")
  func cancel() {
    let app = Application()
    var fired: [String] = []
    let t = app.timers.schedule(at: 0.1) { fired.append("cancelled") }
    app.timers.schedule(at: 0.2) { fired.append("kept") }
    app.timers.cancel(t)
    app.advance(by: 1)
    #expect(fired == ["kept"])
  }

  @Test("a timer scheduled by a timer fires in the same advance when due")
  func chained() {
    let app = Application()
    var fired: [Double] = []
    app.timers.schedule(at: 0.1) {
      fired.append(app.time)
      app.timers.schedule(at: app.time + 0.1) { fired.append(app.time) }
    }
    app.advance(by: 0.5)
    #expect(fired.count == 2)
    #expect(abs(fired[1] - 0.2) < 1e-12)
  }

  @Test("nothing fires before its time")
  func notEarly() {
    let app = Application()
    var fired = false
    app.timers.schedule(at: 1) { fired = true }
    app.advance(by: 0.999)
    #expect(!fired)
    app.advance(by: 0.001)
    #expect(fired)
  }
}
