/// The software keyboard: the view UIKit shows at the bottom of the screen
/// while a text input is first responder (`UIInputSetHostView` in
/// `UIRemoteKeyboardWindow`), with its keys.
///
/// It lives in its own window above the scene (`KeyboardWindow`), as
/// UIKit's keyboard does, so a touch on a key is hit-tested in that window
/// and never reaches the scene. A key types through the first responder's
/// `insertText(_:)` and `deleteBackward()` (`UIKeyInput`), the path typed
/// text takes; return inserts "\n", which a single-line text field takes
/// as its return key (`UITextField`: `primaryActionTriggered`).
///
/// Its frame, in window coordinates (the keyboard window covers the
/// screen), is what `keyboardLayoutGuide.layoutFrame` reads: `keyboard.frame`
/// in a scene. While hidden it is the empty strip under the window's
/// bottom edge, as the layout guide is with no keyboard.
public final class KeyboardView: View {
  /// Where the keyboard is in its life, as UIKit's notifications tell it:
  /// `keyboardWillShow` starts `showing`, `keyboardDidShow` ends it in
  /// `shown`, and `hiding` runs from `keyboardWillHide` to `keyboardDidHide`.
  /// `tracking` is an interactive dismissal following the finger
  /// (`UIScrollView.KeyboardDismissMode.interactive`).
  public enum Phase: String, Sendable, CaseIterable {
    case hidden, showing, shown, hiding, tracking
  }

  public internal(set) var phase: Phase = .hidden {
    didSet { if phase != oldValue { setNeedsDisplay() } }
  }
  /// Where the keyboard rests when shown (`keyboardFrameEndUserInfoKey` of
  /// `keyboardWillShowNotification`), in window coordinates.
  public internal(set) var restingFrame: Rect = .zero
  /// Whether the next letter is a capital (the shift key, one letter long).
  public internal(set) var isShifted = false { didSet { updateKeyTitles() } }
  /// The return key's title (`UITextInputTraits.returnKeyType` of the
  /// responder it types into).
  public internal(set) var returnKeyTitle = ReturnKeyType.default.title {
    didSet { keys.first { $0.output == .return }?.title = returnKeyTitle }
  }
  /// The slide under way, if any.
  var slide: KeyboardSlide?

  public private(set) var keys: [KeyboardKey] = []
  /// How far each key's touch area reaches past its frame into the gaps
  /// around it (half the gap to its neighbour): a finger between two keys
  /// is on the nearer one, as iOS's keyboard has no dead strips between keys.
  private var keyTouchMargin = Size(width: 0, height: 0)

  init() {
    super.init(identifier: KeyboardView.id, frame: .zero)
    backgroundColor = Color(r: 209, g: 212, b: 217)
    // A touch between keys still belongs to the keyboard: it is taken here
    // rather than passed up to the keyboard window and the application.
    handledEvents = [.touches]
    isHidden = true
  }

  /// The keys' action (`keyAction`), which the keyboard implements.
  public override func implements(_ action: String) -> Bool {
    action == KeyboardView.keyAction || super.implements(action)
  }

  public override func perform(_ message: ActionMessage) {
    guard message.action == KeyboardView.keyAction else { return super.perform(message) }
    if let key = message.sender as? KeyboardKey { tapped(key) }
  }

  public static let id = "keyboard"
  /// Every id of the keyboard's window that a script may name: the window,
  /// the keyboard and each key (`KeyboardKey.id(for:)`).
  public static let ids: [String] =
    [KeyboardWindow.id, id]
    + (rows.joined().map { KeyboardKey.Output.character($0) } + [.space, .delete, .shift, .return]).map(
      KeyboardKey.id(for:))
  /// The action each key sends its keyboard on touch up inside.
  public static let keyAction = "keyTapped"

  public override var kindName: String { "keyboard" }

  /// On screen, or on its way in, or following a finger: what
  /// `keyboard.isVisible` reads. False from `keyboardWillHide` on.
  public var isVisible: Bool { phase == .showing || phase == .shown || phase == .tracking }

  public override var isAnimating: Bool { slide != nil }

  /// The letters of the three letter rows, as an iPhone's QWERTY layout.
  static let rows: [[Character]] = [Array("qwertyuiop"), Array("asdfghjkl"), Array("zxcvbnm")]

  /// Lays the keys out for a keyboard `size` wide and tall: three letter
  /// rows and a row with space and return, below a QuickType strip and
  /// above the strip a phone keeps for the globe and dictation keys. The
  /// proportions are this project's drawing, close to iOS's.
  func layoutKeys(for size: Size) {
    for k in keys { k.removeFromSuperview() }
    keys = []
    let top = (size.height * 0.13).rounded()
    let bottom = (size.height * 0.23).rounded()
    let pitch = (size.height - top - bottom) / 4
    let keyHeight = max(1, pitch - 11)
    let gap = 6.0
    let side = 3.0
    let keyWidth = max(1, (size.width - 2 * side - 9 * gap) / 10)
    keyTouchMargin = Size(width: gap / 2, height: (pitch - keyHeight) / 2)
    func y(_ row: Int) -> Double { top + Double(row) * pitch }
    func add(_ output: KeyboardKey.Output, _ x: Double, _ row: Int, _ width: Double) {
      let key = KeyboardKey(output: output, frame: Rect(x: x, y: y(row), width: width, height: keyHeight))
      key.addTarget(self, action: KeyboardView.keyAction, for: .touchUpInside)
      keys.append(key)
      addSubview(key)
    }
    for (row, letters) in Self.rows.enumerated() {
      let count = Double(letters.count)
      var x = ((size.width - count * keyWidth - (count - 1) * gap) / 2)
      if row == 2 {
        let special = ((x - side - gap * 1.5)).rounded(.down)
        add(.shift, side, row, special)
        add(.delete, size.width - side - special, row, special)
      }
      for c in letters {
        add(.character(c), x, row, keyWidth)
        x += keyWidth + gap
      }
    }
    let returnWidth = (keyWidth * 2.5 + gap).rounded()
    add(.space, side, 3, size.width - 2 * side - gap - returnWidth)
    add(.return, size.width - side - returnWidth, 3, returnWidth)
    keys.first { $0.output == .return }?.title = returnKeyTitle
    updateKeyTitles()
  }

  private func updateKeyTitles() {
    for k in keys {
      if case .character(let c) = k.output { k.title = isShifted ? c.uppercased() : String(c) }
      // A shift that is on is drawn white, as iOS draws it.
      if k.output == .shift {
        k.isSelected = isShifted
        k.backgroundColor = isShifted ? KeyboardKey.letterColor : KeyboardKey.functionColor
      }
    }
  }

  // MARK: Sliding across the keys

  /// The key whose touch area holds `point` (keyboard coordinates), if any.
  public func key(at point: Point) -> KeyboardKey? {
    let m = keyTouchMargin
    return keys.first { $0.frame.insetBy(dx: -m.width, dy: -m.height).contains(point) }
  }

  /// The key under a sliding finger: it alone is highlighted, as iOS moves
  /// the key's highlight (its popup) to the key under the finger.
  func slide(to touch: Touch) {
    let under = key(at: touch.location(in: self))
    for k in keys where k.isHighlighted != (k === under) { k.isHighlighted = k === under }
  }

  /// The finger that went down on `origin` lifted (or, with no touch, was
  /// cancelled): no key stays highlighted, and the key under the lift, if
  /// it is not `origin` (which sends its own touch up inside), types, sent
  /// as that key's action, so the overlay shows the key that typed. A
  /// finger that went down on shift and slid onto a letter types its
  /// capital, as iOS's keyboard does (shift held while the finger moves).
  func lift(from origin: KeyboardKey, touch: Touch?, event: Event?) {
    for k in keys where k.isHighlighted { k.isHighlighted = false }
    guard let touch, let under = key(at: touch.location(in: self)), under !== origin,
      let app = (window as? KeyboardWindow)?.application
    else { return }
    if origin.output == .shift, case .character = under.output { isShifted = true }
    _ = app.sendAction(KeyboardView.keyAction, to: self, from: under, for: event)
  }

  /// A key lifted inside: what it types goes to the first responder of the
  /// key window, through `UIKeyInput`, as text from a hardware keyboard does.
  private func tapped(_ key: KeyboardKey) {
    guard let input = (window as? KeyboardWindow)?.application?.keyWindow?.firstResponder as? KeyInput
    else { return }
    switch key.output {
    case .character(let c):
      input.insertText(isShifted ? c.uppercased() : String(c))
      isShifted = false
    case .space: input.insertText(" ")
    case .delete: input.deleteBackward()
    case .return: input.insertText("\n")
    case .shift: isShifted.toggle()
    }
  }

  public override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "isVisible": return .bool(isVisible)
    case "phase": return .string(phase.rawValue)
    case "endFrame": return .rect(isVisible ? restingFrame : hiddenFrame)
    case "height": return .number(max(0, (superview?.bounds.height ?? 0) - frame.minY))
    case "isShifted": return .bool(isShifted)
    default: return super.value(forProperty: name)
    }
  }

  /// The empty strip under the window's bottom edge: the layout frame
  /// with no keyboard on screen.
  var hiddenFrame: Rect {
    let b = superview?.bounds ?? .zero
    return Rect(x: 0, y: b.height, width: b.width, height: restingFrame.height)
  }
}

/// One key of the software keyboard. Keys are buttons: the key a finger
/// goes down on tracks the touch as `UIControl` does, and a key sends
/// `keyTapped` to its keyboard, so the overlay shows a tap on a key as the
/// keyboard's.
///
/// Unlike a button, a key does not keep the finger to itself: iOS's system
/// keyboard moves the highlight to the key under a finger that slides
/// across the keys and types the key where the finger lifts, not where it
/// went down. UIKit's class references do not state this (the keyboard is
/// the system's, not a `UIControl` an app sees); it is the system
/// keyboard's observed behaviour: a finger that went down on the wrong key
/// slides to the right one and lifts there to type it.
/// So the touch stays with the key it began on (hit-testing's rule), that
/// key counts as inside only while it is the key under the finger, and the
/// keyboard highlights and types the key under it.
public final class KeyboardKey: Button {
  /// What a key does.
  public enum Output: Hashable, Sendable {
    case character(Character)
    case space, delete, shift, `return`
  }

  public let output: Output

  init(output: Output, frame: Rect) {
    self.output = output
    super.init(identifier: Self.id(for: output), frame: frame)
    cornerRadius = 5
    fontWeight = .regular
    titleColor = Color(r: 0, g: 0, b: 0)
    switch output {
    case .character:
      backgroundColor = Self.letterColor
      fontSize = 22
    case .space:
      backgroundColor = Self.letterColor
      title = "space"
      fontSize = 16
    case .delete, .shift, .return:
      backgroundColor = Self.functionColor
      fontSize = 16
      title = output == .delete ? "⌫" : output == .shift ? "⇧" : ""
    }
  }

  public override var kindName: String { "key" }

  private var keyboard: KeyboardView? { superview as? KeyboardView }

  /// Inside only while this is the key under the finger: a finger that
  /// slid onto the next key lifts outside this one.
  public override func isInsideWhileTracking(_ t: Touch) -> Bool {
    guard let keyboard else { return super.isInsideWhileTracking(t) }
    return keyboard.key(at: t.location(in: keyboard)) === self
  }

  public override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    keyboard?.slide(to: touch)
    return true
  }

  public override func endTracking(_ touch: Touch?, with event: Event?) {
    super.endTracking(touch, with: event)
    keyboard?.lift(from: self, touch: touch, event: event)
  }

  public override func cancelTracking(with event: Event?) {
    super.cancelTracking(with: event)
    keyboard?.lift(from: self, touch: nil, event: event)
  }

  /// iOS's light keyboard: white letter keys, grey function keys.
  static let letterColor = Color(r: 255, g: 255, b: 255)
  static let functionColor = Color(r: 171, g: 177, b: 187)

  /// A key's id, fixed so scripts can tap it: `key-q`, `key-space`,
  /// `key-delete`, `key-shift`, `key-return`.
  public static func id(for output: Output) -> String {
    switch output {
    case .character(let c): "key-\(c)"
    case .space: "key-space"
    case .delete: "key-delete"
    case .shift: "key-shift"
    case .return: "key-return"
    }
  }
}

/// The return key's kind (`UITextInputTraits.returnKeyType`): the title the
/// keyboard's return key shows while that responder is first responder.
public enum ReturnKeyType: String, Sendable, CaseIterable {
  case `default`, go, next, search, send, done, join, route, emergencyCall, `continue`

  public var title: String {
    switch self {
    case .default: "return"
    case .go: "Go"
    case .next: "Next"
    case .search: "Search"
    case .send: "Send"
    case .done: "Done"
    case .join: "Join"
    case .route: "Route"
    case .emergencyCall: "Emergency"
    case .continue: "Continue"
    }
  }
}
