import ResponderCore

/// One step of a test (SPEC §4).
public enum ScriptStep: Hashable, Sendable {
  case tap(ScriptTarget)
  case doubleTap(ScriptTarget)
  case longPress(ScriptTarget)
  /// `rightClick: TARGET`: the mouse's secondary button down and up there
  /// (`UIEvent.buttonMask` `secondary`).
  case rightClick(ScriptTarget)
  /// `choose: TITLE`: a tap on the item of the menu shown that has this
  /// title (pushed as a finger's tap at its centre, as a person would).
  case choose(String)
  /// `hover: TARGET` (the pointer moves there, no button down) or
  /// `hover: { path: [T, …], duration: S }` (through each point, one move a
  /// tick over `duration`): `UIEvent.EventType.hover`.
  case hover(path: [ScriptTarget], duration: Double)
  /// `hold`: seconds the finger stays still at `to` before it lifts, so the
  /// drag ends at rest (no fling: a scroll view stops where it was let go).
  case drag(from: ScriptTarget, to: ScriptTarget, duration: Double, hold: Double = 0)
  case pinch(at: ScriptTarget, scale: Double)
  case rotate(at: ScriptTarget, degrees: Double)
  case swipe(from: ScriptTarget, direction: SwipeDirection)
  case touch(finger: Int64, phase: TouchPhase, at: ScriptTarget)
  /// `touch: { fingers: { 0: { move: T }, 1: { move: T } } }`: several
  /// fingers' changes in one input frame, delivered as one touch event per
  /// phase (`UIEvent.allTouches`), in the order written.
  case fingers([ScriptFingerChange])
  case mouse(phase: TouchPhase, at: ScriptTarget, button: Int)
  /// `scroll: { at: TARGET, by: [dx, dy] }`: a mouse wheel or trackpad
  /// scroll over the target, `by` points towards the content's end.
  case scroll(at: ScriptTarget, by: Point)
  /// `trackpad: { pinch: S }` or `{ rotate: DEG }`, optionally `at:` (else
  /// where the pointer is, or the window's centre): a trackpad's pinch or
  /// rotation in ten steps over 0.1 s, then its end
  /// (`UIEvent.EventType.transform`, or two touches without indirect input).
  case trackpad(at: ScriptTarget?, TrackpadGesture)
  /// A touch step played with touches of another `UITouch.TouchType`
  /// (`touchType:` beside it); a hover with `pencil` is a Pencil's, at
  /// `zOffset` (0.5 unless given).
  indirect case typed(TouchType, zOffset: Double?, ScriptStep)
  case key(String)
  /// A key going down, or up, alone (an extension the recorder uses where
  /// keys overlap, e.g. Shift held across other keys).
  case keyDown(String)
  case keyUp(String)
  case type(String)
  case shake
  case remote(EventSubtype)
  case menu(String)
  case sensor(SensorKind, [Double])
  case focusLost
  case wait(Double)
  case shot(String)
  /// The learner's answer to the quiz's current question (an id, or `nobody`).
  case answer(String)
  /// Plays the scene's `lesson:` steps (nil: all of them, else the one
  /// numbered from 1), answering the quiz as the lesson says is right.
  case lesson(Int?)
  case expect([ScriptExpectation])
  /// Advances the virtual clock a tick at a time until every check holds
  /// (then behaves as that `expect`), failing after `timeout` seconds with
  /// the last why-not: a test need not guess a fixed `wait`.
  case waitUntil([ScriptExpectation], timeout: Double)
}

/// One finger's change in a `touch: { fingers: … }` step.
public struct ScriptFingerChange: Hashable, Sendable {
  public var finger: Int64
  public var phase: TouchPhase
  public var at: ScriptTarget

  public init(finger: Int64, phase: TouchPhase, at: ScriptTarget) {
    self.finger = finger
    self.phase = phase
    self.at = at
  }
}

extension ScriptStep {
  /// Whether the quiz has to listen: an `answer` step or a `quiz` check.
  var usesQuiz: Bool {
    switch self {
    case .answer, .lesson: return true
    case .expect(let checks), .waitUntil(let checks, _):
      return checks.contains { if case .quiz = $0 { return true } else { return false } }
    default: return false
    }
  }

  /// Whether this step can fail its test on what it sees: an `expect` with
  /// at least one check that compares something (`image` and `quiz`
  /// included; `tolerance` alone, `props: {}` and `quiz: {}` are none), or
  /// a `lesson`, which fails when the lesson's answers are not
  /// the quiz's. A test without one would pass whatever the sandbox did, so
  /// it is refused before it runs (`rlab check`, `rlab test`); a `shot` only
  /// writes a picture and checks nothing.
  var checksSomething: Bool {
    switch self {
    case .expect(let checks), .waitUntil(let checks, _): return checks.contains(where: \.comparesSomething)
    case .lesson: return true
    default: return false
    }
  }

  /// Whether this is an `expect` with a `route` check.
  var hasRouteExpectation: Bool {
    switch self {
    case .expect(let checks), .waitUntil(let checks, _):
      return checks.contains { if case .route = $0 { return true } else { return false } }
    default: return false
    }
  }
}
