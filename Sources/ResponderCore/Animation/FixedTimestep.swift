/// A fixed-timestep accumulator: real elapsed time in, whole simulation
/// steps out.
///
/// Simulation always moves in steps of `step` seconds (1/120 s by default)
/// so that gestures behave the same at any frame rate. After a stall (a
/// debugger pause, a slow frame) at most `maxStepsPerAdvance` steps run and
/// the rest of the backlog is dropped, so the loop cannot spiral.
public struct FixedTimestep: Sendable {
  public let step: Double
  public let maxStepsPerAdvance: Int
  public private(set) var accumulator: Double = 0
  /// Steps dropped by the catch-up cap so far.
  public private(set) var droppedSteps = 0

  public init(step: Double = GestureConstants.tick, maxStepsPerAdvance: Int = 12) {
    precondition(step > 0 && maxStepsPerAdvance > 0)
    self.step = step
    self.maxStepsPerAdvance = maxStepsPerAdvance
  }

  /// Adds `elapsed` seconds and returns how many steps to run now.
  public mutating func advance(by elapsed: Double) -> Int {
    guard elapsed.isFinite, elapsed > 0 else { return 0 }
    accumulator += elapsed
    var steps = Int((accumulator / step + 1e-9).rounded(.down))
    if steps > maxStepsPerAdvance {
      droppedSteps += steps - maxStepsPerAdvance
      steps = maxStepsPerAdvance
      accumulator = 0
    } else {
      accumulator = max(0, accumulator - Double(steps) * step)
    }
    return steps
  }

  /// How far the next step is, as a fraction (for interpolating drawing).
  public var alpha: Double { accumulator / step }
}
