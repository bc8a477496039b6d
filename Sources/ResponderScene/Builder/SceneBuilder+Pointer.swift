import ResponderCore

/// The pointer's view keys built as UIKit objects: `contextMenu` is a
/// `ContextMenuInteraction` whose recognizer is `VIEW.contextMenu`.
extension SceneBuilder {
  func addPointerKeys(_ spec: PointerSpec, to view: View, scene: BuiltScene) {
    if let menu = spec.contextMenu {
      let interaction = ContextMenuInteraction(items: menu.providesMenu ? menu.items : nil)
      interaction.attach(to: view)
      if let r = interaction.recognizer { scene.recognizers[r.identifier] = r }
    }
    if spec.editMenu == true, spec.contextMenu == nil {
      let interaction = EditMenuInteraction.attach(to: view)
      if let r = interaction.recognizer { scene.recognizers[r.identifier] = r }
    }
    // UIButton.isPointerInteractionEnabled installs a pointer interaction
    // whose default effect on a button is the highlight.
    let buttonPointer = spec.isPointerInteractionEnabled == true && view is Button
    if let b = view as? Button, let on = spec.isPointerInteractionEnabled {
      b.isPointerInteractionEnabled = on
    }
    if let style = spec.pointerStyle ?? (buttonPointer ? .highlight : nil) {
      let r = PointerInteractionRecognizer(identifier: "\(view.identifier).pointer", style: style)
      view.addGestureRecognizer(r)
      scene.recognizers[r.identifier] = r
    }
  }
}
