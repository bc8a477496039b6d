import ResponderCore

/// `set` effects with `animate:`.
///
/// As in UIKit the model takes the new value at once (so hit-testing and
/// `props` see it immediately) and the presentation moves there on the
/// simulation clock. Undo restores the old value without animating: the
/// undo closure sets the model, and a running animation of that property
/// is cut short (its presentation is dropped). A scroll view's
/// `contentOffset.x/y` scrolls there instead (`setContentOffset(_:animated:)`).
extension SceneBuilder {
  func animate(
    _ news: [(View, String, PropertyValue)], from olds: [(View, String, PropertyValue)],
    with spec: AnimationSpec,
    app: Application
  ) {
    for (i, (view, name, value)) in news.enumerated() {
      let old = olds[i].2
      if let scroll = view as? ScrollView, name.hasPrefix("contentOffset."), let n = value.number {
        let o = scroll.contentOffset
        scroll.setContentOffset(
          name.hasSuffix("x") ? Point(x: n, y: o.y) : Point(x: o.x, y: n), animated: true)
        continue
      }
      Self.set(view, name, value)
      let curve: PropertyAnimation.Curve =
        switch spec.curve {
        case .easeInOut: .easeInOut
        case .linear: .linear
        case .spring: .spring
        }
      let to = view.value(forProperty: name) ?? value
      PropertyAnimation(
        view: view, property: name, from: old, to: to, duration: spec.duration, curve: curve,
        damping: spec.damping)?
        .start(in: app)
    }
  }
}
