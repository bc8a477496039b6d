/// The window the software keyboard lives in, above the scene's window
/// (UIKit's `UIRemoteKeyboardWindow`, at a window level above the app's).
///
/// It is not one of the application's `windows`, and never the key window:
/// a key typed here goes to the key window's first responder. A new touch
/// that lands on the keyboard is hit-tested in this window instead of the
/// scene's (`Application.window(forNewTouchAt:)`), as UIKit hit-tests
/// windows front to back, so the overlay and the trace show it going to a
/// key and its chain ending key → keyboard → keyboardWindow → application.
public final class KeyboardWindow: Window {
  public let keyboard = KeyboardView()

  init() {
    super.init(identifier: KeyboardWindow.id)
    ownedUndoManager = nil
    addSubview(keyboard)
  }

  public static let id = "keyboardWindow"

  public override var kindName: String { "keyboardWindow" }

  /// Whether a touch beginning at `point` lands on the keyboard: everything
  /// else passes through to the window below, as the keyboard window's
  /// hit-test answers nil outside its keyboard.
  func takesTouch(at point: Point) -> Bool {
    keyboard.phase != .hidden && !keyboard.isHidden && keyboard.frame.contains(point)
  }
}

/// The keyboard's slide in or out on the simulation clock. The keyboard's
/// model frame moves each step, as the views laid out against
/// `keyboardLayoutGuide` move inside UIKit's keyboard animation, so a
/// `bind:` from `keyboard.frame` follows it.
///
/// Up and down it takes the keyboard's own curve; sideways it moves
/// alongside a navigation transition (`alongsideTransition`), with the
/// transition's ease-in-ease-out, so it keeps pace with the controller's
/// view it leaves or returns with.
final class KeyboardSlide: Animator {
  private unowned let keyboard: KeyboardView
  private let from: Point
  private let to: Point
  private let duration: Double
  private let alongsideTransition: Bool
  private var elapsed = 0.0
  private let completion: () -> Void

  init(
    _ keyboard: KeyboardView, from: Point, to: Point, duration: Double, alongsideTransition: Bool = false,
    completion: @escaping () -> Void
  ) {
    self.keyboard = keyboard
    self.from = from
    self.to = to
    self.duration = max(GestureConstants.tick, duration)
    self.alongsideTransition = alongsideTransition
    self.completion = completion
  }

  func step(by dt: Double, now: Double) -> Bool {
    guard keyboard.slide === self else { return false }
    elapsed += dt
    let t = min(1, elapsed / duration)
    let p = alongsideTransition ? t * t * (3 - 2 * t) : Self.progress(t)
    keyboard.frame.origin = Point(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
    if t >= 1 {
      keyboard.slide = nil
      completion()
      return false
    }
    return true
  }

  /// The keyboard's curve: `keyboardAnimationCurveUserInfoKey` is 7, a
  /// private curve UIKit does not document; it starts fast and settles
  /// long, which the cubic ease-out `1 − (1 − t)³` approximates.
  static func progress(_ t: Double) -> Double {
    let u = 1 - t
    return 1 - u * u * u
  }
}
