import ResponderCore
import Testing

/// Something that hands input straight to an `Application` on a virtual
/// clock: the core tests' `Harness` and the overlay tests' `OverlayLab`.
///
/// The gestures come from `SyntheticGesture`, the one definition the script
/// runner plays through SDL, so a test's `tap` is a script's `tap`. Each
/// helper takes `sourceLocation` (as swift-argument-parser's TestHelpers
/// do): a gesture that cannot mean what the test wrote (a point outside
/// every window, a view in no window, a key SDL has no name for) is
/// recorded as an issue at the caller's line, not inside this file.
public protocol GestureDriving: AnyObject {
  var app: Application { get }
}

extension GestureDriving {
  /// Plays `gesture`: its inputs handled at once (fingers that change
  /// together in one event), each wait advancing the
  /// virtual clock by that many ticks (timers due on the way fire).
  public func perform(_ gesture: SyntheticGesture, sourceLocation: SourceLocation = #_sourceLocation) {
    for part in gesture.parts {
      switch part {
      case .inputs(let inputs):
        for input in inputs {
          if case .touch(_, .began, let p) = input, !app.windows.contains(where: { $0.frame.contains(p) }) {
            Issue.record(
              "the finger comes down at \(p), outside every window", sourceLocation: sourceLocation)
          }
        }
        // Fingers that change together arrive in one event, as the run
        // loop gathers one poll's finger events (`Session.pollAndDispatch`).
        app.handleTogether(inputs)
      case .wait(let ticks):
        app.advance(by: Double(ticks) * GestureConstants.tick, tickCount: ticks)
      }
    }
  }

  /// The centre of `view` in window coordinates; an issue at the caller
  /// when the view is in no window (a tap there would test nothing).
  public func center(of view: View, sourceLocation: SourceLocation = #_sourceLocation) -> Point {
    if view.window == nil {
      Issue.record("`\(view.identifier)` is in no window", sourceLocation: sourceLocation)
    }
    return view.convert(view.bounds.center, to: nil)
  }

  /// A finger down and up at one point, 0.05 s apart (the `tap` step).
  public func tap(_ p: Point, finger: Int64 = 0, sourceLocation: SourceLocation = #_sourceLocation) {
    perform(.tap(at: p, finger: finger), sourceLocation: sourceLocation)
  }

  public func tap(_ view: View, sourceLocation: SourceLocation = #_sourceLocation) {
    tap(center(of: view, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
  }

  /// Two taps, the second down 0.15 s after the first up (the `doubleTap` step).
  public func doubleTap(_ p: Point, finger: Int64 = 0, sourceLocation: SourceLocation = #_sourceLocation) {
    perform(.doubleTap(at: p, finger: finger), sourceLocation: sourceLocation)
  }

  /// One finger held 1 s (the `longPress` step).
  public func longPress(_ p: Point, finger: Int64 = 0, sourceLocation: SourceLocation = #_sourceLocation) {
    perform(.longPress(at: p, finger: finger), sourceLocation: sourceLocation)
  }

  /// One finger from `from` to `to`, one move per tick over `duration`,
  /// lifted a tick after the last move unless `lift` is false (the `drag`
  /// step; a pan).
  public func drag(
    from: Point, to: Point, duration: Double, finger: Int64 = 0, lift: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    perform(
      .drag(from: from, to: to, duration: duration, finger: finger, lift: lift),
      sourceLocation: sourceLocation)
  }

  /// 120 pt in `direction` over 0.1 s (the `swipe` step).
  public func swipe(
    from: Point, direction: SwipeDirection, finger: Int64 = 0,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    perform(.swipe(from: from, direction: direction, finger: finger), sourceLocation: sourceLocation)
  }

  /// Fingers 0 and 1 placed `radius` either side of `center`, moved over
  /// `duration` to `scale` × `radius` turned by `degrees` (the `pinch` and
  /// `rotate` steps with their defaults), lifted unless `lift` is false.
  public func twoFingers(
    at center: Point, radius: Double = SyntheticGesture.Timing.twoFingerRadius, scale: Double = 1,
    degrees: Double = 0, duration: Double = SyntheticGesture.Timing.twoFingerDuration, lift: Bool = true,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    perform(
      .twoFingers(at: center, radius: radius, scale: scale, degrees: degrees, duration: duration, lift: lift),
      sourceLocation: sourceLocation)
  }

  /// A key pressed and released in one tick, with no text input (the
  /// `key` step); an issue at the caller for a key name SDL does not have.
  public func key(
    _ name: String, _ modifiers: KeyModifiers = [], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    if !KeyChord.isKnownKey(name) {
      Issue.record("`\(name)` is not a key name a script can press", sourceLocation: sourceLocation)
    }
    perform(.keyPress(KeyChord(Key(name), modifiers: modifiers)), sourceLocation: sourceLocation)
  }
}
