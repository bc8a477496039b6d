import ResponderCore

extension BuiltScene {
  /// What a hot reload keeps of the scene it replaces, so an edit does not
  /// send the prototype back to its first screen: every `state:` value
  /// whose name the new scene still declares; each navigation controller's
  /// stack, as far as its controllers' ids still exist; every presentation
  /// whose two controllers' ids still exist, a sheet at the detent it
  /// rested at; and the content offset of every scroll view whose id is
  /// still a scroll view (clamped to the new content's bounds). Bindings
  /// run once after, so what follows a kept value is in step. Pending
  /// `after:` timers and running animations are not kept: they belong to
  /// the old scene's application; a push or a sheet is kept where it was
  /// going.
  public func keep(from old: BuiltScene) {
    for name in app.state.names {
      guard let value = old.app.state[name] else { continue }
      app.state[name] = value
    }
    keepNavigationStacks(from: old)
    keepPresentations(from: old)
    for (id, view) in views {
      guard let scroll = view as? ScrollView, let before = old.views[id] as? ScrollView else { continue }
      let lo = scroll.minimumContentOffset
      let hi = scroll.maximumContentOffset
      let o = before.contentOffset
      scroll.contentOffset = Point(x: min(max(o.x, lo.x), hi.x), y: min(max(o.y, lo.y), hi.y))
    }
    if !app.bindings.isEmpty { app.applyBindings() }
  }

  /// Each navigation controller gets the old one's stack, up to the first
  /// controller the new scene no longer has (or has elsewhere on screen).
  private func keepNavigationStacks(from old: BuiltScene) {
    for (id, c) in controllers {
      guard let nav = c as? NavigationController, let before = old.controllers[id] as? NavigationController
      else { continue }
      var stack: [ViewController] = []
      for o in before.viewControllers {
        guard let n = controllers[o.identifier], n.parent == nil || n.parent === nav,
          n.presentingViewController == nil, !stack.contains(where: { $0 === n })
        else { break }
        stack.append(n)
      }
      guard !stack.isEmpty, stack.map(\.identifier) != nav.viewControllers.map(\.identifier) else { continue }
      nav.setViewControllers(stack)
    }
  }

  /// The old scene's presentations, presenters first: each controller the
  /// old one presented is presented again from the same id when both still
  /// exist and neither is busy; a sheet goes to the detent it rested at
  /// (`selectedDetentIdentifier`), if the new sheet has it.
  private func keepPresentations(from old: BuiltScene) {
    var pairs: [(presenter: String, presented: String, detent: String?)] = []
    for (id, c) in old.controllers {
      guard let p = c.presentedViewController else { continue }
      pairs.append((id, p.identifier, p.sheetPresentationController.map(\.selectedDetent)))
    }
    // Presenters first: a pair waits until its presenter is on screen.
    var left = pairs.sorted { ($0.presenter, $0.presented) < ($1.presenter, $1.presented) }
    var progressed = true
    while progressed, !left.isEmpty {
      progressed = false
      for (i, pair) in left.enumerated().reversed() {
        guard let presenter = controllers[pair.presenter], let presented = controllers[pair.presented] else {
          left.remove(at: i)
          continue
        }
        guard presenter.view.window != nil else { continue }
        left.remove(at: i)
        progressed = true
        if presented.presentingViewController == nil, presenter.presentedViewController == nil {
          presenter.present(presented)
        }
        if let detent = pair.detent, presented.presentingViewController != nil {
          presented.sheetPresentationController?.selectDetent(detent, animated: false)
        }
      }
    }
  }
}
