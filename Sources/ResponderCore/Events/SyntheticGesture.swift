/// A gesture as the inputs it is made of and the ticks between them: the
/// one definition of what a script's `tap`, `doubleTap`, `longPress`,
/// `drag`, `swipe`, `pinch`, `rotate` and `key` push (SPEC §4).
///
/// Written once and played by two drivers: the script runner pushes the
/// inputs through SDL's queue and ticks its session (`TestContext+Steps`),
/// and the test-support library hands them straight to an `Application`
/// (`ResponderTestSupport`'s `GestureDriving`, used by the core and overlay
/// tests). Each `wait` after inputs includes the tick that delivers them, so
/// a gesture ends one tick after its last input; waits are kept apart as
/// written, because the session fast-forwards each `tick(n)` on its own and
/// the trace's times depend on how the ticks are grouped.
public struct SyntheticGesture: Hashable, Sendable {
  public enum Part: Hashable, Sendable {
    /// Inputs delivered together, in order, in one tick.
    case inputs([InputEvent])
    /// Ticks of virtual time (`GestureConstants.tick` each).
    case wait(Int)
  }

  public private(set) var parts: [Part] = []

  public init() {}

  /// The script's own timings (SPEC §4), beside UIKit's in `GestureConstants`.
  public enum Timing {
    /// A tap's finger stays down this long.
    public static let tapHold = 0.05
    /// From the first tap's finger up to the second tap's down.
    public static let doubleTapGap = 0.15
    /// A long press holds this long (twice UIKit's 0.5 s minimum).
    public static let longPressHold = 1.0
    /// A swipe moves this far in `swipeDuration`, one move per tick.
    public static let swipeDistance = 120.0
    public static let swipeDuration = 0.1
    /// A pinch or rotation starts with two fingers this far either side of its centre.
    public static let twoFingerRadius = 40.0
    public static let twoFingerDuration = 0.3
    /// The most finger moves one drag sends (1 s at 120 Hz): a longer drag
    /// spaces its moves evenly and the idle ticks between them fast-forward,
    /// so a 60 s drag costs 120 moves, not 7,200.
    public static let maxDragMoves = 120
  }

  /// The device of the fingers handed straight to an application (the
  /// SDL injector uses its own).
  public static let device: Int64 = 1

  /// Whole ticks in `seconds`, at least one.
  public static func ticks(_ seconds: Double) -> Int {
    max(1, Int((seconds * GestureConstants.ticksPerSecond).rounded()))
  }

  public mutating func deliver(_ inputs: InputEvent...) { parts.append(.inputs(inputs)) }

  public mutating func wait(_ ticks: Int) { parts.append(.wait(ticks)) }

  public mutating func append(_ other: SyntheticGesture) { parts += other.parts }

  static func touch(_ finger: Int64, _ phase: TouchPhase, _ p: Point) -> InputEvent {
    .touch(FingerID(device: device, finger: finger), phase, p)
  }

  /// A finger down at `p`, held `seconds` without moving, and lifted.
  static func press(at p: Point, holding seconds: Double, finger: Int64) -> SyntheticGesture {
    var g = SyntheticGesture()
    g.deliver(touch(finger, .began, p))
    g.wait(ticks(seconds))
    g.deliver(touch(finger, .ended, p))
    g.wait(1)
    return g
  }

  /// A secondary click (the right button) down and up at `p`,
  /// `Timing.tapHold` apart, no motion (`rightClick:`).
  public static func rightClick(at p: Point) -> SyntheticGesture {
    var g = SyntheticGesture()
    g.deliver(.pointer(.click(.secondary, .began, p)))
    g.wait(ticks(Timing.tapHold))
    g.deliver(.pointer(.click(.secondary, .ended, p)))
    g.wait(1)
    return g
  }

  /// A finger down and up at one point, `Timing.tapHold` apart, no motion.
  public static func tap(at p: Point, finger: Int64 = 0) -> SyntheticGesture {
    press(at: p, holding: Timing.tapHold, finger: finger)
  }

  /// Two taps, the second down `Timing.doubleTapGap` after the first up.
  public static func doubleTap(at p: Point, finger: Int64 = 0) -> SyntheticGesture {
    var g = tap(at: p, finger: finger)
    g.wait(ticks(Timing.doubleTapGap) - 1)
    g.append(tap(at: p, finger: finger))
    return g
  }

  /// One finger held `Timing.longPressHold` without moving.
  public static func longPress(at p: Point, finger: Int64 = 0) -> SyntheticGesture {
    press(at: p, holding: Timing.longPressHold, finger: finger)
  }

  /// One finger from `a` to `b` over `duration`, one move per tick (at most
  /// `Timing.maxDragMoves`), held still `hold` seconds at `b`, and lifted a
  /// tick after that unless `lift` is false.
  public static func drag(
    from a: Point, to b: Point, duration: Double, hold: Double = 0, finger: Int64 = 0, lift: Bool = true
  ) -> SyntheticGesture {
    var g = SyntheticGesture()
    g.deliver(touch(finger, .began, a))
    g.wait(1)
    let n = ticks(duration)
    let moves = min(n, Timing.maxDragMoves)
    var done = 0
    for j in 1...moves {
      let i = j * n / moves
      g.deliver(touch(finger, .moved, a + (b - a) * (Double(i) / Double(n))))
      g.wait(i - done)
      done = i
    }
    if hold > 0 { g.wait(ticks(hold)) }
    if lift {
      g.deliver(touch(finger, .ended, b))
      g.wait(1)
    }
    return g
  }

  /// `Timing.swipeDistance` in `direction` over `Timing.swipeDuration`.
  public static func swipe(from a: Point, direction: SwipeDirection, finger: Int64 = 0) -> SyntheticGesture {
    let s = Timing.swipeDistance
    let d: Point
    switch direction {
    case .left: d = Point(-s, 0)
    case .right: d = Point(s, 0)
    case .up: d = Point(0, -s)
    default: d = Point(0, s)
    }
    var g = SyntheticGesture()
    g.deliver(touch(finger, .began, a))
    g.wait(1)
    let n = ticks(Timing.swipeDuration)
    for i in 1...n {
      g.deliver(touch(finger, .moved, a + d * (Double(i) / Double(n))))
      g.wait(1)
    }
    g.deliver(touch(finger, .ended, a + d))
    g.wait(1)
    return g
  }

  /// Two fingers `Timing.twoFingerRadius` either side of `c`, moved apart
  /// to `scale` × that distance over `Timing.twoFingerDuration`.
  public static func pinch(at c: Point, scale: Double) -> SyntheticGesture {
    twoFingers(at: c, scale: scale)
  }

  /// Two fingers `Timing.twoFingerRadius` either side of `c`, turned by
  /// `degrees` over `Timing.twoFingerDuration`.
  public static func rotate(at c: Point, degrees: Double) -> SyntheticGesture {
    twoFingers(at: c, degrees: degrees)
  }

  /// Fingers 0 and 1 placed `radius` either side of `c` (left and right),
  /// then moved one step per tick over `duration` to `scale` × `radius`
  /// turned by `degrees`, and lifted a tick later unless `lift` is false.
  public static func twoFingers(
    at c: Point, radius: Double = Timing.twoFingerRadius, scale: Double = 1, degrees: Double = 0,
    duration: Double = Timing.twoFingerDuration, lift: Bool = true
  ) -> SyntheticGesture {
    func places(_ f: Double) -> (Point, Point) {
      let r = radius + (scale * radius - radius) * f
      let a = degrees * f * Double.pi / 180
      let d = Point(x: r * _cos(a), y: r * _sin(a))
      return (c - d, c + d)
    }
    var g = SyntheticGesture()
    let (a0, b0) = places(0)
    g.deliver(touch(0, .began, a0), touch(1, .began, b0))
    g.wait(1)
    let n = ticks(duration)
    var last = (a0, b0)
    for i in 1...n {
      last = places(Double(i) / Double(n))
      g.deliver(touch(0, .moved, last.0), touch(1, .moved, last.1))
      g.wait(1)
    }
    if lift {
      g.deliver(touch(0, .ended, last.0), touch(1, .ended, last.1))
      g.wait(1)
    }
    return g
  }

  /// A key down and up in one tick; with `typing`, the text input the key
  /// makes comes between them, as SDL sends a key and then its text while
  /// a text field takes text input.
  public static func keyPress(_ chord: KeyChord, typing: String? = nil) -> SyntheticGesture {
    var g = SyntheticGesture()
    let down = InputEvent.key(chord.key, chord.modifiers, down: true)
    let up = InputEvent.key(chord.key, chord.modifiers, down: false)
    if let typing { g.deliver(down, .text(typing), up) } else { g.deliver(down, up) }
    g.wait(1)
    return g
  }
}
