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
///
/// Membership is a set, so adding, finding and dropping animators costs
/// O(1) each and a tick O(running): a stack view that moves 50,000 rows
/// starts 50,000 frame animations at once (the list was O(n²) to fill).
final class AnimatorList {
  private var running: [Animator] = []
  private var members: Set<ObjectIdentifier> = []

  var isEmpty: Bool { running.isEmpty }

  var all: [Animator] { running }

  func add(_ animator: Animator) {
    if members.insert(ObjectIdentifier(animator)).inserted { running.append(animator) }
  }

  func remove(_ animator: Animator) {
    guard members.remove(ObjectIdentifier(animator)) != nil else { return }
    running.removeAll { $0 === animator }
  }

  func contains(_ animator: Animator) -> Bool {
    members.contains(ObjectIdentifier(animator))
  }

  /// Steps every animator from `start` to `end` in steps of at most 1/120 s.
  /// An animator added during a step is first stepped on the next one.
  func advance(from start: Double, to end: Double) {
    var t = start
    let maxStep = 1.0 / 120.0
    while t < end - 1e-12, !running.isEmpty {
      let dt = min(maxStep, end - t)
      t += dt
      let current = running
      var finished = false
      for a in current where members.contains(ObjectIdentifier(a)) && !a.step(by: dt, now: t) {
        members.remove(ObjectIdentifier(a))
        finished = true
      }
      if finished || running.count != members.count {
        running.removeAll { !members.contains(ObjectIdentifier($0)) }
      }
    }
  }
}
