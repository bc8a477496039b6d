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
  }
}
