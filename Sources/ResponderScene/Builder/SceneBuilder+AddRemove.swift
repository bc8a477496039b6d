import ResponderCore
import ResponderIO

/// Views added and removed by effects; each is undoable when the effect
/// names an undo action, and a removed view that was tracking touches gets
/// them cancelled (`Window.viewWillLeave`).
extension SceneBuilder {
  /// Builds `spec` and adds it to `parentID`; nil, with a warning in the
  /// current record's log (the trace, the overlay's event log, a script's
  /// `logs`) naming the effect at `location`, when it is refused: its id is
  /// already on screen, or its views would take the scene past `maxViews`.
  func add(_ spec: ViewSpec, to parentID: String, scene: BuiltScene, location: SceneLocation) -> View? {
    guard let parent = scene.views[parentID] else { return nil }
    if let id = spec.id?.value, let existing = scene.views[id], existing.window != nil {
      scene.app.warn(
        "\(location): add: a view with id `\(TerminalText.quoted(id))` is already on screen; nothing added")
      return nil
    }
    let count = spec.viewCount
    guard scene.viewsMade + count <= scene.maxViews else {
      scene.app.warn(
        "\(location): add: refused: its \(count) views would take the scene past the limit of "
          + "\(scene.maxViews) views (\(scene.viewsMade) made so far)")
      return nil
    }
    let view = makeView(spec, scene: scene)
    parent.addSubview(view)
    for pending in pendingBehaviour(scene) { pending() }
    if let scroll = parent as? ScrollView {
      scroll.contentSize = Size(
        width: max(scroll.contentSize.width, view.frame.maxX),
        height: max(scroll.contentSize.height, view.frame.maxY))
    }
    return view
  }

  static func reinsert(_ view: View, into parent: View, at index: Int, manager: UndoManager, name: String) {
    parent.insertSubview(view, at: index)
    manager.registerUndo(named: name) { [unowned manager] in
      takeOut(view, manager: manager, name: name)
    }
  }

  static func takeOut(_ view: View, manager: UndoManager, name: String) {
    guard let parent = view.superview, let index = parent.subviews.firstIndex(where: { $0 === view }) else {
      return
    }
    view.removeFromSuperview()
    manager.registerUndo(named: name) { [unowned manager] in
      reinsert(view, into: parent, at: index, manager: manager, name: name)
    }
  }
}
