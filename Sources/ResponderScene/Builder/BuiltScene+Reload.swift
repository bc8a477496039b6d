import ResponderCore

extension BuiltScene {
  /// What a hot reload keeps of the scene it replaces, so an edit does not
  /// send the prototype back to its first screen: every `state:` value
  /// whose name the new scene still declares, and the content offset of
  /// every scroll view whose id is still a scroll view (clamped to the new
  /// content's bounds). Bindings run once after, so what follows a kept
  /// value is in step. Pending `after:` timers and running animations are
  /// not kept: they belong to the old scene's application.
  public func keep(from old: BuiltScene) {
    for name in app.state.names {
      guard let value = old.app.state[name] else { continue }
      app.state[name] = value
    }
    for (id, view) in views {
      guard let scroll = view as? ScrollView, let before = old.views[id] as? ScrollView else { continue }
      let lo = scroll.minimumContentOffset
      let hi = scroll.maximumContentOffset
      let o = before.contentOffset
      scroll.contentOffset = Point(x: min(max(o.x, lo.x), hi.x), y: min(max(o.y, lo.y), hi.y))
    }
    if !app.bindings.isEmpty { app.applyBindings() }
  }
}
