/// The pointer's inputs (`PointerInput`) turned into events.
extension Application {
  func handlePointer(_ input: PointerInput) {
    switch input {
    case .click, .trackpad:
      // Ctrl+click and Ctrl+wheel: Ctrl was the click's or the pinch's
      // modifier, not a look at the shortcut list.
      if heldShortcutListKey != nil { shortcutListHoldInterrupted() }
    case .hover, .pencilHover: break
    }
    switch input {
    case .click(let buttons, let phase, let point):
      // A secondary click is the mouse's touch with other buttons: UIKit
      // delivers it as a touch whose event's `buttonMask` says which
      // (UIEvent.buttonMask), and only recognizers that require those
      // buttons receive it (`GestureRecognizer+TouchKinds.swift`).
      if menuTakes(FingerID.mouse, phase, point) { return }
      pointer.nextButtons = buttons
      defer { pointer.nextButtons = .primary }
      // One record, opened here so that it names the input; the touch's
      // dispatch writes into it.
      withRecord(kind: .touch, detail: phase.rawValue, point: point, touchPhase: phase) { record in
        record?.pointerNotes.append(.input(.secondaryClick))
        handleTouch(FingerID.mouse, phase, point)
      }
    case .hover(let point):
      pointer.hoverType = .indirectPointer
      pointer.zOffset = 0
      handleHover(at: point)
    case .pencilHover(let point, let z):
      guard z.isFinite else {
        droppedInputCount += 1
        return
      }
      pointer.hoverType = .pencil
      pointer.zOffset = min(max(z, 0), 1)
      handleHover(at: point)
    case .trackpad(let gesture, let point):
      handleTrackpad(gesture, at: point)
    }
  }
}
