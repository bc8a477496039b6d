/// A handle for cancelling a scheduled timer.
public struct TimerToken: Hashable, Sendable {
  let id: Int
}

/// Timers on simulation time: nothing here reads a wall clock, so a test
/// that waits ten virtual seconds takes no real time.
public final class TimerQueue {
  struct Entry {
    let token: TimerToken
    let time: Double
    let body: () -> Void
  }

  private var entries: [Entry] = []
  private var nextID = 0

  public init() {}

  public var count: Int { entries.count }

  /// Schedules `body` to run when simulation time reaches `time`.
  @discardableResult
  public func schedule(at time: Double, _ body: @escaping () -> Void) -> TimerToken {
    nextID += 1
    let token = TimerToken(id: nextID)
    let entry = Entry(token: token, time: time, body: body)
    // Keep entries sorted by time, ties in scheduling order.
    let index = entries.firstIndex { $0.time > time } ?? entries.count
    entries.insert(entry, at: index)
    return token
  }

  public func cancel(_ token: TimerToken) {
    entries.removeAll { $0.token == token }
  }

  /// Removes and returns the earliest timer due at or before `time`.
  func popDue(upTo time: Double) -> Entry? {
    guard let first = entries.first, first.time <= time + 1e-12 else { return nil }
    entries.removeFirst()
    return first
  }

  /// The time of the next timer, if any.
  public var nextFireTime: Double? { entries.first?.time }
}
