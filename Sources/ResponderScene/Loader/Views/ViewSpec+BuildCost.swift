/// What building a spec costs: how many views it makes, so that a run-time
/// `add:` can be refused before it builds anything (`BuiltScene.maxViews`),
/// and whether it needs behaviour wired once every responder exists.
extension ViewSpec {
  /// Whether the builder has anything to wire after the views exist: every
  /// key that `SceneBuilder.makeView`'s deferred closure reads. A key added
  /// there must be added here.
  public var hasBehaviour: Bool {
    // Every key below is a detail: a spec without details has none.
    guard details != nil else { return false }
    return handles != nil || !on.entries.isEmpty || next != nil || !answers.isEmpty || action != nil
      || !actions.isEmpty || hitTestTarget != nil || !gestures.isEmpty || pointer != nil
  }

  /// This view and every view under it, child controllers' views (and the
  /// controllers they present) included. O(views); the loader bounds the depth.
  public var viewCount: Int {
    1
      + subviews.reduce(0) { n, node in
        switch node {
        case .view(let v): n + v.viewCount
        case .controller(let c): n + c.viewCount
        }
      }
  }
}

extension ControllerSpec {
  /// The controller's view (its own, or the plain one made for it) and the
  /// views of the controller it presents at load.
  public var viewCount: Int { (view?.viewCount ?? 1) + (present?.viewCount ?? 0) }
}
