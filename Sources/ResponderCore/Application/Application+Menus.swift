/// Menus shown over the app (`MenuPresentation`): a new touch while one is
/// up goes to the menu, as UIKit's menus live in a window above the app's.
/// A touch that lifts on an enabled item sends its action; one that begins
/// outside the menu dismisses it and reaches no view.
extension Application {
  /// The menu shown now, if any.
  public var shownMenu: MenuPresentation? { pointer.menu }

  /// Shows `menu`; the chosen item's action will come from `sender`.
  func presentMenu(_ menu: MenuPresentation, sender: View) {
    pointer.menu = menu
    pointer.menuSender = sender
    currentRecord?.pointerNotes.append(
      .menuShown(menu.kind, view: menu.sourceID, titles: menu.items.map(\.title)))
    keyWindow?.setNeedsDisplay()
  }

  /// Takes the menu away without choosing.
  public func dismissMenu() {
    pointer.menu = nil
    pointer.menuSender = nil
    keyWindow?.setNeedsDisplay()
  }

  /// Whether the menu takes this change of `finger`: a new touch while a
  /// menu is shown, and every later phase of such a touch.
  func menuTakes(_ finger: FingerID, _ phase: TouchPhase, _ point: Point) -> Bool {
    if let i = pointer.menuFingers.firstIndex(of: finger) {
      if phase.isTerminal {
        pointer.menuFingers.remove(at: i)
        if phase == .ended { finishMenuTouch(at: point) }
      }
      return true
    }
    guard phase == .began, let menu = pointer.menu, touchesByFinger[finger] == nil else { return false }
    withRecord(kind: .touch, detail: phase.rawValue, point: point, touchPhase: phase) { record in
      record.pointerNotes.append(.input(.menu))
      if menu.item(at: point) == nil {
        record.pointerNotes.append(.menuDismissed)
        dismissMenu()
      }
    }
    // A touch that dismissed the menu is still not the app's until it lifts.
    pointer.menuFingers.append(finger)
    return true
  }

  /// A menu touch lifted at `point`: on an item, chooses it.
  private func finishMenuTouch(at point: Point) {
    guard let menu = pointer.menu, let i = menu.item(at: point) else { return }
    let item = menu.items[i]
    withRecord(kind: .touch, detail: TouchPhase.ended.rawValue, point: point, touchPhase: .ended) { record in
      record.pointerNotes.append(.input(.menu))
      if item.attributes.contains(.disabled) {
        record.pointerNotes.append(.menuItemDisabled(title: item.title))
        return
      }
      record.pointerNotes.append(.menuChosen(title: item.title))
      let sender = pointer.menuSender
      dismissMenu()
      // A `UICommand`'s action goes up the responder chain as any
      // nil-targeted action does: from the first responder, or the sender
      // (the menu's view) when there is none.
      if let action = item.action { sendAction(action, to: nil, from: sender, for: nil) }
    }
  }
}
