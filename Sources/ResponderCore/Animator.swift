/// Something that moves on the simulation clock: a decelerating scroll
/// view, a spring, an animated property.
///
/// The application steps every running animator in steps of at most
/// `Animator.step` seconds, however far the clock jumps, so a script that
/// waits (and fast-forwards) sees the same motion as the live window.
public protocol Animator: AnyObject {
  /// Advances the motion by `dt` seconds (simulation time `now` after the
  /// step); returns false once it has come to rest and can be dropped.
  func step(by dt: Double, now: Double) -> Bool
}

/// The running animators of an application, stepped after the timers of
/// each tick.
final class AnimatorList {
  private var running: [Animator] = []

  var isEmpty: Bool { running.isEmpty }

  var all: [Animator] { running }

  func add(_ animator: Animator) {
    if !running.contains(where: { $0 === animator }) { running.append(animator) }
  }

  func remove(_ animator: Animator) {
    running.removeAll { $0 === animator }
  }

  func contains(_ animator: Animator) -> Bool {
    running.contains { $0 === animator }
  }

  /// Steps every animator from `start` to `end` in steps of at most 1/120 s.
  func advance(from start: Double, to end: Double) {
    var t = start
    let maxStep = 1.0 / 120.0
    while t < end - 1e-12, !running.isEmpty {
      let dt = min(maxStep, end - t)
      t += dt
      let current = running
      for a in current where !a.step(by: dt, now: t) {
        running.removeAll { $0 === a }
      }
    }
  }
}
