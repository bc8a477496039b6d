import ResponderCore

extension SceneBuilder {
  /// `bind:` entries as Core bindings, in the loader's order (sources
  /// first), applied once so the scene starts consistent.
  func makeBindings(_ binds: [BindSpec], scene: BuiltScene) {
    for b in binds {
      let target: PropertyBinding.Target
      if let name = b.targetState {
        target = .state(name)
      } else if let view = scene.views[b.target.value] {
        target = .view(view, b.property.rawValue)
      } else {
        continue
      }
      let source: PropertyBinding.Source
      if let name = b.sourceState {
        source = .state(name)
      } else if let view = scene.views[b.source.value], let p = b.sourceProperty {
        source = .view(view, p.rawValue)
      } else if b.source.value == SceneDocument.keyboardID, let p = b.sourceProperty {
        source = .view(scene.app.loadKeyboard(), p.rawValue)
      } else {
        continue
      }
      var mapping = PropertyBinding.Mapping.linear
      if let (comparison, operand) = b.threshold {
        mapping = .threshold { comparison.holds($0, operand) }
      }
      scene.app.bindings.append(
        PropertyBinding(
          source: source, to: target, mapping: mapping, in: (b.inRange[0], b.inRange[1]),
          out: (b.outRange[0], b.outRange[1])))
    }
    if !scene.app.bindings.isEmpty { scene.app.applyBindings() }
  }
}
