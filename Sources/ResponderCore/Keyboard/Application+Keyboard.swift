/// The software keyboard: shown while a text input is first responder,
/// hidden when it resigns, none with a hardware keyboard attached.
///
/// UIKit brings the keyboard up when a responder that adopts `UIKeyInput`
/// becomes first responder ("When the user taps in a text field, that text
/// field becomes the first responder and displays the system keyboard",
/// UITextField), and takes it down when that responder resigns; the change
/// is announced with `keyboardWillShowNotification` /
/// `keyboardWillHideNotification`, whose `keyboardFrameEndUserInfoKey`
/// this model's `KeyboardView.restingFrame` is, over
/// `keyboardAnimationDurationUserInfoKey` (0.25 s). With a hardware
/// keyboard attached (an iPad with its keyboard), no software keyboard
/// shows and `keyboardLayoutGuide` stays at the bottom edge.
extension Application {
  /// The keyboard view, once the keyboard was first needed (`keyboard` in
  /// a scene).
  public var keyboard: KeyboardView? { keyboardWindow?.keyboard }

  /// The keyboard view, made (hidden, laid out for the key window) if no
  /// text input has needed it yet: what a scene's `keyboard.frame` reads
  /// before the keyboard first shows.
  public func loadKeyboard() -> KeyboardView {
    let kw = keyboardWindow ?? makeKeyboardWindow()
    if let size = keyWindow?.bounds.size { layOut(kw, for: size) }
    return kw.keyboard
  }

  /// Sizes the keyboard window to the scene's and the keyboard to a
  /// phone's, when the window's size changed since.
  private func layOut(_ kw: KeyboardWindow, for size: Size) {
    let kb = kw.keyboard
    guard kw.frame.size != size || kb.restingFrame.width != size.width else { return }
    kw.frame = Rect(origin: .zero, size: size)
    let height = Self.keyboardHeight(for: size)
    kb.restingFrame = Rect(x: 0, y: size.height - height, width: size.width, height: height)
    if kb.phase == .hidden { kb.frame = kb.hiddenFrame }
    kb.layoutKeys(for: kb.restingFrame.size)
  }

  /// The window was resized: the keyboard takes its new width and height at
  /// once, where it rests (or hidden), as a rotation's keyboard does.
  func keyboardWindowDidResize(to size: Size) {
    guard let kw = keyboardWindow else { return }
    let kb = kw.keyboard
    if let s = kb.slide {
      removeAnimator(s)
      kb.slide = nil
    }
    layOut(kw, for: size)
    if kb.isVisible {
      kb.phase = .shown
      kb.frame = kb.restingFrame
    } else {
      kb.phase = .hidden
      kb.isHidden = true
      kb.frame = kb.hiddenFrame
    }
  }

  /// Shows or hides the keyboard for the key window's new first responder.
  func updateKeyboard(for responder: Responder?) {
    guard let window = keyWindow else { return }
    if responder is KeyInput, !hasHardwareKeyboard {
      showKeyboard(in: window, for: responder)
    } else if let kb = keyboard, kb.phase != .hidden, kb.phase != .hiding {
      hideKeyboard(kb)
    }
  }

  /// The window a touch beginning at `point` goes to: the keyboard's when
  /// it lands on the keyboard (the front-most window whose hit-test finds
  /// a view), else the key window.
  func window(forNewTouchAt point: Point) -> Window? {
    if let kw = keyboardWindow, kw.takesTouch(at: point) { return kw }
    return keyWindow
  }

  private func showKeyboard(in window: Window, for responder: Responder?) {
    let kw = keyboardWindow ?? makeKeyboardWindow()
    let kb = kw.keyboard
    kb.returnKeyTitle = (responder as? TextField)?.returnKeyType.title ?? ReturnKeyType.default.title
    guard kb.phase != .showing, kb.phase != .shown else { return }
    layOut(kw, for: window.bounds.size)
    if kb.phase == .hidden { kb.frame = kb.hiddenFrame }
    kb.isHidden = false
    kb.phase = .showing
    slide(kb, to: kb.restingFrame.minY) { [unowned kb] in kb.phase = .shown }
  }

  private func hideKeyboard(_ kb: KeyboardView) {
    kb.phase = .hiding
    kb.isShifted = false
    if kb.frame.minX != 0 {
      // Carried sideways by a back swipe that completed: it goes on out
      // with the popped controller's view (see `moveKeyboard(alongsideTransitionBy:)`).
      slideSideways(kb, to: kb.restingFrame.width) { [unowned kb] in
        kb.phase = .hidden
        kb.isHidden = true
        kb.frame = kb.hiddenFrame
      }
      return
    }
    slide(kb, to: kb.hiddenFrame.minY) { [unowned kb] in
      kb.phase = .hidden
      kb.isHidden = true
    }
  }

  /// Slides the keyboard from where it is now to `y`, over the keyboard's
  /// duration scaled by the distance left (a reversal midway takes the
  /// rest of the way, not a whole slide).
  func slide(_ kb: KeyboardView, to y: Double, completion: @escaping () -> Void) {
    if let old = kb.slide { removeAnimator(old) }
    let full = max(1, kb.restingFrame.height)
    let share = min(1, abs(kb.frame.minY - y) / full)
    let s = KeyboardSlide(
      kb, from: kb.frame.origin, to: Point(x: kb.frame.minX, y: y),
      duration: GestureConstants.keyboardAnimationDuration * share, completion: completion)
    kb.slide = s
    if share == 0 {
      kb.slide = nil
      completion()
      return
    }
    addAnimator(s)
  }

  // MARK: Alongside a navigation transition

  /// Moves the keyboard sideways to `offset` (window points from where it
  /// rests), following the view of a controller that an interactive pop
  /// is dragging while a text input in that view is first responder.
  ///
  /// UIKit moves the keyboard with an interactive pop as
  /// `UIViewControllerTransitionCoordinator.animate(alongsideTransition:completion:)`
  /// keeps an animation in step with an interactive transition (whose
  /// progress `UIPercentDrivenInteractiveTransition.update(_:)` sets from
  /// the finger): the keyboard moves with the outgoing view, leaves with it
  /// when the pop completes (its text input resigns) and returns with it
  /// when the pop is cancelled. Nothing happens while the keyboard is not up.
  public func moveKeyboard(alongsideTransitionBy offset: Double) {
    guard let kb = keyboard, kb.phase == .shown || kb.phase == .showing || kb.phase == .tracking else {
      return
    }
    if let s = kb.slide {
      removeAnimator(s)
      kb.slide = nil
    }
    kb.phase = .shown
    kb.frame.origin = Point(x: offset, y: kb.restingFrame.minY)
  }

  /// The interactive pop was cancelled: the keyboard slides back to where
  /// it rests, with the view that comes back
  /// (`UIViewControllerTransitionCoordinatorContext.isCancelled`).
  public func returnKeyboardAfterCancelledTransition() {
    guard let kb = keyboard, kb.isVisible, kb.frame.minX != 0 else { return }
    slideSideways(kb, to: 0) { [unowned kb] in kb.phase = .shown }
  }

  /// Slides the keyboard sideways to `x`, over a navigation transition's
  /// duration and with its curve, as the controller views beside it move.
  private func slideSideways(_ kb: KeyboardView, to x: Double, completion: @escaping () -> Void) {
    if let old = kb.slide { removeAnimator(old) }
    let s = KeyboardSlide(
      kb, from: kb.frame.origin, to: Point(x: x, y: kb.frame.minY),
      duration: GestureConstants.navigationTransitionDuration, alongsideTransition: true,
      completion: completion)
    kb.slide = s
    addAnimator(s)
  }

  private func makeKeyboardWindow() -> KeyboardWindow {
    let kw = KeyboardWindow()
    kw.application = self
    keyboardWindow = kw
    return kw
  }

  /// The keyboard's height in a window of `size`: a phone's, upright or
  /// sideways, at most `keyboardMaximumHeightFraction` of the window.
  static func keyboardHeight(for size: Size) -> Double {
    let phone =
      size.width > size.height
      ? GestureConstants.keyboardHeightLandscape : GestureConstants.keyboardHeightPortrait
    return min(phone, (size.height * GestureConstants.keyboardMaximumHeightFraction).rounded())
  }

  // MARK: Interactive dismissal

  /// Moves the keyboard's top to follow a finger at `y` in the window, as a
  /// scroll view with `keyboardDismissMode = .interactive` does once its
  /// drag reaches the keyboard ("The keyboard follows the dragging touch
  /// offscreen, and can be pulled upward again to cancel the dismiss").
  /// The keyboard never rises above where it rests. Returns whether the
  /// keyboard follows the finger now.
  @discardableResult
  public func trackKeyboard(toFingerAt y: Double) -> Bool {
    guard let kb = keyboard, kb.phase == .shown || kb.phase == .tracking else { return false }
    let top = max(kb.restingFrame.minY, min(kb.hiddenFrame.minY, y))
    guard kb.phase == .tracking || top > kb.restingFrame.minY else { return false }
    kb.phase = .tracking
    kb.frame.origin.y = top
    return true
  }

  /// Ends an interactive dismissal as the finger lifts moving `velocityY`
  /// points per second (down is positive): the keyboard goes, and the first
  /// responder resigns, when it was flicked down or pulled past the
  /// threshold; otherwise it returns to rest. A first responder that
  /// refuses to resign keeps the keyboard up.
  public func endKeyboardTracking(velocityY: Double) {
    guard let kb = keyboard, kb.phase == .tracking else { return }
    let pulled = (kb.frame.minY - kb.restingFrame.minY) / max(1, kb.restingFrame.height)
    let goes =
      velocityY > GestureConstants.keyboardInteractiveDismissVelocity
      || (velocityY >= 0 && pulled > GestureConstants.keyboardInteractiveDismissFraction)
    if goes, let fr = keyWindow?.firstResponder, fr.canResignFirstResponder {
      hideKeyboard(kb)
      fr.resignFirstResponder()
    } else {
      kb.phase = .showing
      slide(kb, to: kb.restingFrame.minY) { [unowned kb] in kb.phase = .shown }
    }
  }
}
