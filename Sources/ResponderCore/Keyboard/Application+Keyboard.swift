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
      kb, from: kb.frame.minY, to: y, duration: GestureConstants.keyboardAnimationDuration * share,
      completion: completion)
    kb.slide = s
    if share == 0 {
      kb.slide = nil
      completion()
      return
    }
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
