/// An editable single line of text (`UITextField`).
///
/// It becomes first responder when tapped, takes typed text as `KeyInput`,
/// owns an undo manager that is emptied when it resigns ("instances of
/// UITextField have their own undo manager that is cleared when the text
/// field resigns first-responder status"), and coalesces consecutive typing
/// into one `Typing` action until another action registers, the caret moves
/// or the field resigns.
open class TextField: Control, KeyInput {
  public var text: String = "" { didSet { setNeedsDisplay() } }
  public var placeholder: String = "" { didSet { setNeedsDisplay() } }
  public var textColor: Color?
  public var fontSize: Double = 17
  /// The software keyboard's return key title while this field is first
  /// responder (`UITextInputTraits.returnKeyType`, default `.default`:
  /// "return").
  public var returnKeyType = ReturnKeyType.default
  /// Whether the field hides what is typed and refuses to copy it
  /// (`UITextInputTraits.isSecureTextEntry`: "Identifies whether the text
  /// object should disable text copying and in some cases hide the text
  /// being entered"): a password field. It draws a dot per character
  /// (`displayedText`); `text` still reads the real text, as in UIKit.
  public var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
  /// What the field shows: its text, or a dot per character while
  /// `isSecureTextEntry` (UIKit's secure fields draw U+2022 BULLET).
  public var displayedText: String {
    isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
  }
  /// Caret position, in characters from the start.
  public private(set) var caret = 0
  /// Whether the whole text is selected (select / selectAll).
  public private(set) var isAllSelected = false
  /// The registration count of the manager right after this field's last
  /// Typing registration; typing coalesces while it is unchanged.
  private var typingMark: Int?

  public override init(identifier: String = "", frame: Rect = .zero) {
    super.init(identifier: identifier, frame: frame)
    ownedUndoManager = UndoManager()
  }

  open override var kindName: String { "textField" }
  open override var primaryEvents: ControlEvents { .primaryActionTriggered }
  open override var canBecomeFirstResponder: Bool { overriddenCanBecomeFirstResponder ?? true }

  open override func endTracking(_ touch: Touch?, with event: Event?) {
    if isTouchInside, !isFirstResponder {
      becomeFirstResponder()
    } else if isTouchInside {
      moveCaret(to: text.count)
    }
  }

  open override func didBecomeFirstResponder() {
    caret = text.count
    typingMark = nil
    sendActions(for: .editingDidBegin)
  }

  open override func didResignFirstResponder() {
    typingMark = nil
    isAllSelected = false
    ownedUndoManager?.removeAllActions()
    sendActions(for: .editingDidEnd)
    setNeedsDisplay()
  }

  // MARK: - Typing
  /// The longest text a field holds, as scene files bound label text
  /// (`SceneLimits.maxTextLength`): longer text cost seconds to lay out.
  public static let maximumTextLength = 10_000

  public func insertText(_ s: String) {
    // A single-line field takes the return key's "\n" as its return: the
    // software keyboard's return key and a typed newline send
    // `primaryActionTriggered` as the hardware Return key does, and insert
    // nothing (UITextField has one line; `textFieldShouldReturn(_:)`).
    if s.contains("\n") {
      for (i, part) in s.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        if i > 0 { sendActions(for: .primaryActionTriggered) }
        if !part.isEmpty { insertText(String(part)) }
      }
      return
    }
    // Text stays within `maximumTextLength`: typing past it is dropped.
    let room = max(0, TextField.maximumTextLength - (isAllSelected ? 0 : text.count))
    let s = s.count > room ? String(s.prefix(room)) : s
    guard !s.isEmpty else { return }
    let before = (text, caret)
    if isAllSelected {
      text = ""
      caret = 0
      isAllSelected = false
    }
    let i = text.index(text.startIndex, offsetBy: min(caret, text.count))
    text.insert(contentsOf: s, at: i)
    caret = min(text.count, caret + s.count)
    registerEdit(before: before)
    sendActions(for: .editingChanged)
  }

  public func deleteBackward() {
    let before = (text, caret)
    if isAllSelected {
      text = ""
      caret = 0
      isAllSelected = false
    } else {
      guard caret > 0, !text.isEmpty else { return }
      let i = text.index(text.startIndex, offsetBy: min(caret, text.count) - 1)
      text.remove(at: i)
      caret -= 1
    }
    registerEdit(before: before)
    sendActions(for: .editingChanged)
  }

  /// Moves the caret; this ends the current Typing action.
  public func moveCaret(to position: Int) {
    let p = max(0, min(text.count, position))
    if p != caret { typingMark = nil }
    caret = p
    isAllSelected = false
    setNeedsDisplay()
  }

  /// The undo action names UIKit's text views register: consecutive
  /// keystrokes coalesce into `Typing`; paste, cut and delete from the
  /// editing menu are steps of their own ("Undo Paste" in the shake-to-undo
  /// alert), after which typing starts a new `Typing` action.
  public static let typingActionName = "Typing"
  public static let pasteActionName = "Paste"
  public static let cutActionName = "Cut"
  public static let deleteActionName = "Delete"

  /// The name the edit under way registers: `Typing` unless an editing
  /// command is performing it (`editing(as:_:)`).
  private var editName = TextField.typingActionName

  /// Runs an edit that registers under `name` instead of `Typing`.
  private func editing(as name: String, _ edit: () -> Void) {
    editName = name
    defer { editName = Self.typingActionName }
    edit()
  }

  /// Registers the undo of one edit: typing coalesces into the open
  /// `Typing` action; any other edit is an action of its own and ends it.
  private func registerEdit(before: (String, Int)) {
    let name = editName
    guard let m = ownedUndoManager else { return }
    let isTyping = name == Self.typingActionName
    if isTyping, let mark = typingMark, mark == m.registrationCount { return }
    let restore: () -> Void = { [weak self] in self?.restore(before.0, caret: before.1, named: name) }
    if let app = window?.application {
      app.registerUndo(on: m, named: name, restore)
    } else {
      m.registerUndo(named: name, restore)
    }
    typingMark = isTyping ? m.registrationCount : nil
  }

  private func restore(_ value: String, caret newCaret: Int, named name: String) {
    let current = (text, caret)
    text = value
    caret = min(newCaret, value.count)
    typingMark = nil
    ownedUndoManager?.registerUndo(named: name) { [weak self] in
      self?.restore(current.0, caret: current.1, named: name)
    }
  }

  // MARK: - Keys

  /// Consumes the editing keys; anything else travels up the chain.
  open override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    guard let p = presses.first, isFirstResponder else { return super.pressesBegan(presses, with: event) }
    switch p.key.name {
    case "backspace":
      noteHandled(.pressesBegan, event: event)
      deleteBackward()
    case "left":
      noteHandled(.pressesBegan, event: event)
      moveCaret(to: caret - 1)
    case "right":
      noteHandled(.pressesBegan, event: event)
      moveCaret(to: caret + 1)
    case "home":
      noteHandled(.pressesBegan, event: event)
      moveCaret(to: 0)
    case "end":
      noteHandled(.pressesBegan, event: event)
      moveCaret(to: text.count)
    case "return":
      noteHandled(.pressesBegan, event: event)
      sendActions(for: .primaryActionTriggered, with: event)
    default:
      // A key that types is the field's: its character arrives as text
      // input (`insertText(_:)`), and the press goes no further up the
      // chain (UIResponder.pressesBegan(_:with:): a responder that handles
      // a press does not call super).
      if Self.types(p) { return noteHandled(.pressesBegan, event: event) }
      super.pressesBegan(presses, with: event)
    }
  }

  open override func pressesEnded(_ presses: Set<Press>, with event: Event?) {
    guard let p = presses.first, isFirstResponder,
      ["backspace", "left", "right", "home", "end", "return"].contains(p.key.name) || Self.types(p)
    else { return super.pressesEnded(presses, with: event) }
    noteHandled(.pressesEnded, event: event)
  }

  /// Whether a press types a character: one character, or Space, with at
  /// most Shift held.
  static func types(_ p: Press) -> Bool {
    p.modifiers.subtracting(.shift).isEmpty && (p.key.name.count == 1 || p.key.name == "space")
  }

  // MARK: - Editing commands

  /// The standard editing commands count as implemented only while they
  /// apply (as UIKit's `target(forAction:withSender:)` asks
  /// `canPerformAction`), so that one this field cannot perform now travels
  /// on to a responder further up that can.
  open override func implements(_ action: String) -> Bool {
    if let edit = StandardEditAction(rawValue: action) { return canPerformHere(edit) }
    return super.implements(action)
  }

  /// What the editing menu may show for this field now: copy/cut/delete
  /// need a selection, paste a non-empty pasteboard, select/selectAll some
  /// text. `canPerformAction` (inherited) asks the next responder when this
  /// says no: "another responder further up the responder chain may still
  /// return YES".
  private func canPerformHere(_ edit: StandardEditAction) -> Bool {
    switch edit {
    // A secure field disables copying: no copy or cut of a password
    // (isSecureTextEntry); delete still applies to a selection.
    case .copy, .cut: return isAllSelected && !text.isEmpty && !isSecureTextEntry
    case .delete: return isAllSelected && !text.isEmpty
    case .paste: return !(Pasteboard.general(of: self)?.string ?? "").isEmpty
    case .select, .selectAll: return !text.isEmpty && !isAllSelected
    }
  }

  open override func perform(_ message: ActionMessage) {
    guard let edit = StandardEditAction(rawValue: message.action) else { return super.perform(message) }
    let board = Pasteboard.general(of: self)
    switch edit {
    case .copy:
      if isAllSelected { board?.string = text }
    case .cut:
      if isAllSelected {
        board?.string = text
        editing(as: Self.cutActionName) { deleteBackward() }
      }
    case .paste:
      if let s = board?.string, !s.isEmpty { editing(as: Self.pasteActionName) { insertText(s) } }
    case .delete:
      if isAllSelected { editing(as: Self.deleteActionName) { deleteBackward() } }
    case .select, .selectAll:
      isAllSelected = !text.isEmpty
      typingMark = nil
      setNeedsDisplay()
    }
    super.perform(message)
  }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "text": return .string(text)
    case "placeholder": return .string(placeholder)
    case "returnKeyType": return .string(returnKeyType.rawValue)
    case "isSecureTextEntry": return .bool(isSecureTextEntry)
    case "textColor": return textColor.map(PropertyValue.color) ?? .null
    case "caret": return .number(Double(caret))
    case "selected": return .bool(isAllSelected)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "text":
      text = value.string ?? ""
      caret = text.count
    case "placeholder":
      placeholder = value.string ?? ""
    case "returnKeyType":
      guard let t = value.string.flatMap(ReturnKeyType.init(rawValue:)) else { return false }
      returnKeyType = t
    case "isSecureTextEntry":
      guard let b = value.bool else { return false }
      isSecureTextEntry = b
    default: return super.setValue(value, forProperty: name)
    }
    return true
  }
}
