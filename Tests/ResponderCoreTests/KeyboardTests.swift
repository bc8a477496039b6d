import ResponderScene
import Testing

@testable import ResponderCore

/// The software keyboard (issue 41): shown for a `UIKeyInput` first
/// responder, in its own window above the scene's, taking touches there and
/// typing through `insertText(_:)` / `deleteBackward()`.
@Suite("Software keyboard")
struct KeyboardTests {
  @Test(
    "a text field becoming first responder slides the keyboard in over 0.25 s (keyboardAnimationDurationUserInfoKey); resigning slides it out"
  )
  func showAndHide() throws {
    let f = Figure1()
    #expect(f.app.keyboard == nil)
    #expect(f.field.becomeFirstResponder())
    let kb = try #require(f.app.keyboard)
    #expect(kb.phase == .showing && kb.isVisible)
    #expect(kb.restingFrame == Rect(x: 0, y: 508, width: 390, height: 336))
    #expect(kb.frame.minY == 844)
    f.app.advance(by: 0.1)
    #expect(kb.frame.minY < 844 && kb.frame.minY > 508)
    f.app.advance(by: 0.2)
    #expect(kb.phase == .shown && kb.frame.minY == 508 && !kb.isAnimating)
    #expect(f.field.resignFirstResponder())
    #expect(kb.phase == .hiding && !kb.isVisible)
    f.app.advance(by: 0.3)
    #expect(kb.phase == .hidden && kb.isHidden && kb.frame.minY == 844)
  }

  @Test(
    "the slide eases out: most of the way is covered in the first half (keyboardAnimationCurveUserInfoKey 7, approximated)"
  )
  func curve() {
    #expect(KeyboardSlide.progress(0) == 0)
    #expect(KeyboardSlide.progress(1) == 1)
    #expect(KeyboardSlide.progress(0.5) > 0.8)
  }

  @Test("a responder that is no text input hides the keyboard; a hardware keyboard shows none")
  func nonTextAndHardware() throws {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.app.advance(by: 0.3)
    f.label.sceneOverrides.canBecomeFirstResponder = true
    #expect(f.label.becomeFirstResponder())
    #expect(f.app.keyboard?.phase == .hiding)
    let g = Figure1()
    g.app.hasHardwareKeyboard = true
    g.field.becomeFirstResponder()
    #expect(g.app.keyboard == nil || g.app.keyboard?.phase == .hidden)
  }

  @Test("a touch on a key goes to the keyboard's window, not the scene's, and types into the first responder")
  func keyTouch() throws {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.app.advance(by: 0.3)
    let kb = try #require(f.app.keyboard)
    let key = try #require(kb.keys.first { $0.output == .character("q") })
    let p = key.frameInWindow.center
    f.app.handle(.touch(FingerID(device: 1, finger: 0), .began, p))
    f.app.handle(.touch(FingerID(device: 1, finger: 0), .ended, p))
    #expect(f.field.text == "q")
    #expect(f.window.firstResponder === f.field)
    let touch = try #require(f.app.latestTouch(ofFinger: 0))
    #expect(touch.view === key)
    #expect(touch.window === f.app.keyboardWindow)
  }

  @Test("focus lost cancels a key held on the keyboard: it types nothing (touchCancel)")
  func focusLostCancelsKey() throws {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.app.advance(by: 0.3)
    let kb = try #require(f.app.keyboard)
    let key = try #require(kb.keys.first { $0.output == .character("w") })
    let p = key.frameInWindow.center
    f.app.handle(.touch(FingerID(device: 1, finger: 0), .began, p))
    #expect(key.isTracking)
    f.app.handle(.interruption("focus lost"))
    #expect(!key.isTracking)
    f.app.handle(.touch(FingerID(device: 1, finger: 0), .ended, p))
    #expect(f.field.text == "")
  }

  @Test("a resized window resizes the keyboard at once: a phone turned sideways gets the landscape keyboard")
  func resize() throws {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.app.advance(by: 0.1)
    f.app.handle(.resize(Size(width: 844, height: 390)))
    let kb = try #require(f.app.keyboard)
    #expect(kb.phase == .shown && !kb.isAnimating)
    #expect(kb.frame == Rect(x: 0, y: 214, width: 844, height: 176))
    #expect(kb.keys.first { $0.output == .return }.map { $0.frame.maxX } == 841)
  }

  @Test("a point off the keyboard passes through its window to the scene")
  func passThrough() throws {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.app.advance(by: 0.3)
    #expect(f.app.window(forNewTouchAt: Point(x: 100, y: 300)) === f.window)
    #expect(f.app.window(forNewTouchAt: Point(x: 100, y: 700)) === f.app.keyboardWindow)
  }

  @Test(
    "return inserts a newline, which a single-line field takes as its return: primaryActionTriggered, no text"
  )
  func returnKey() {
    let f = Figure1()
    var sent = 0
    f.field.becomeFirstResponder()
    f.field.sceneOverrides.actionHandlers["go"] = { _ in sent += 1 }
    f.field.addTarget(f.field, action: "go", for: .primaryActionTriggered)
    f.field.insertText("a\nb")
    #expect(f.field.text == "ab")
    #expect(sent == 1)
  }

  @Test("an interactive drag pulls the keyboard down, never above its rest; let go high and slow, it returns")
  func interactiveReturns() throws {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.app.advance(by: 0.3)
    let kb = try #require(f.app.keyboard)
    #expect(f.app.trackKeyboard(toFingerAt: 400) == false)
    #expect(f.app.trackKeyboard(toFingerAt: 600))
    #expect(kb.phase == .tracking && kb.frame.minY == 600)
    f.app.trackKeyboard(toFingerAt: 100)
    #expect(kb.frame.minY == 508)
    f.app.trackKeyboard(toFingerAt: 560)
    f.app.endKeyboardTracking(velocityY: 0)
    #expect(f.window.firstResponder === f.field)
    f.app.advance(by: 0.3)
    #expect(kb.phase == .shown && kb.frame.minY == 508)
  }

  @Test(
    "let go past half its height, or flicked down, the keyboard goes and the field resigns; a field that refuses keeps it"
  )
  func interactiveDismisses() throws {
    let f = Figure1()
    f.field.becomeFirstResponder()
    f.app.advance(by: 0.3)
    let kb = try #require(f.app.keyboard)
    f.app.trackKeyboard(toFingerAt: 700)
    f.app.endKeyboardTracking(velocityY: 0)
    #expect(f.window.firstResponder == nil && kb.phase == .hiding)

    let g = Figure1()
    g.field.becomeFirstResponder()
    g.app.advance(by: 0.3)
    g.app.trackKeyboard(toFingerAt: 520)
    g.app.endKeyboardTracking(velocityY: 800)
    #expect(g.window.firstResponder == nil)

    let h = Figure1()
    h.field.becomeFirstResponder()
    h.field.sceneOverrides.canResignFirstResponder = false
    h.app.advance(by: 0.3)
    h.app.trackKeyboard(toFingerAt: 800)
    h.app.endKeyboardTracking(velocityY: 800)
    #expect(h.window.firstResponder === h.field && h.app.keyboard?.phase == .showing)
  }

  @Test("the keyboard's height: a phone's upright, sideways, and at most 45 % of a short window")
  func heights() {
    #expect(Application.keyboardHeight(for: Size(width: 390, height: 844)) == 336)
    #expect(Application.keyboardHeight(for: Size(width: 844, height: 390)) == 176)
    #expect(Application.keyboardHeight(for: Size(width: 1000, height: 700)) == 209)
    #expect(Application.keyboardHeight(for: Size(width: 300, height: 400)) == 180)
  }
}
