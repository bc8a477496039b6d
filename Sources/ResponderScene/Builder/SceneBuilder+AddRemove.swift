import ResponderCore

/// Views added and removed by effects; each is undoable when the effect
/// names an undo action, and a removed view that was tracking touches gets
/// them cancelled (`Window.viewWillLeave`).
extension SceneBuilder {
  func add(_ spec: ViewSpec, to parentID: String, scene: BuiltScene) -> View? {
    guard let parent = scene.views[parentID] else { return nil }
    // An id already on screen is not added twice.
    if let id = spec.id?.value, let existing = scene.views[id], existing.window != nil { return nil }
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
