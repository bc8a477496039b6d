/// Which undo manager Ctrl+Z and shake work on, and the per-event undo group.
extension Application {
  /// The undo manager that Ctrl+Z and shake work on: the one the first
  /// responder finds, or the key window's when there is none.
  public var activeUndoManager: UndoManager? {
    if let fr = keyWindow?.firstResponder { return fr.undoManager }
    return keyWindow?.undoManager
  }

  /// Undoes (or redoes) on `activeUndoManager`.
  public func performUndo(redo: Bool) {
    guard let m = activeUndoManager else { return }
    m.closeOpenGroups()
    if redo { m.redo() } else { m.undo() }
    keyWindow?.setNeedsDisplay()
  }

  /// Registers an undo action in the current event's group of `manager`.
  public func registerUndo(
    on manager: UndoManager, named name: String, targets: [AnyObject] = [], _ undo: @escaping () -> Void
  ) {
    if manager.groupsByEvent, !openUndoManagers.contains(where: { $0 === manager }) {
      openUndoManagers.append(manager)
    }
    manager.registerUndo(withTargets: targets, named: name, undo)
    if currentRecord == nil { manager.closeEventGroup() }
  }
}
