import ResponderCore
import ResponderOverlay
import ResponderScene

/// Shift+F8: the latest touch replayed on two copies of the scene, as it is
/// and with one property of the clicked view flipped, so the window can
/// draw the two routes side by side (`WhatIf`). The window's own scene is
/// never touched: the copies are built afresh from the scene's document and
/// given the live views' hit-testing state (hidden, interaction, alpha, frame).
enum WhatIfReplay {
  /// The view a what-if flips for a touch that began, and the property it
  /// flips first: the front-most view hit-testing skipped under the point
  /// (the property that made it skip: isHidden, isUserInteractionEnabled,
  /// alpha below 0.01), else the hit-test view (made unable to take touches).
  static func target(of r: DispatchRecord) -> (view: View, first: WhatIf.Flip)? {
    guard r.kind == .touch, let p = r.point else { return nil }
    for v in r.hitTest {
      guard let s = v.skipped, v.view.frameInWindow.contains(p) else { continue }
      switch s {
      case .hidden: return (v.view, .hidden)
      case .interactionDisabled: return (v.view, .userInteraction)
      case .transparent: return (v.view, .alpha)
      case .outside: continue
      }
    }
    guard let hit = r.hitView, !(hit is Window) else { return nil }
    return (hit, .userInteraction)
  }

  /// The properties in the order presses flip them: the first, then the other two.
  static func flips(from first: WhatIf.Flip) -> [WhatIf.Flip] {
    [first] + WhatIf.Flip.allCases.filter { $0 != first }
  }

  /// The what-if of the `press`-th press (from 0) for touch record `r` of `scene`.
  static func compare(scene: BuiltScene, record r: DispatchRecord, press: Int, types: SceneTypes) -> WhatIf? {
    guard let p = r.point, let (view, first) = target(of: r) else { return nil }
    let flip = flips(from: first)[press % WhatIf.Flip.allCases.count]
    let value: String
    let change: (View) -> Void
    switch flip {
    case .userInteraction:
      let v = !view.isUserInteractionEnabled
      (value, change) = ("\(v)", { $0.isUserInteractionEnabled = v })
    case .hidden:
      let v = !view.isHidden
      (value, change) = ("\(v)", { $0.isHidden = v })
    case .alpha:
      let v: Double = view.alpha < 0.01 ? 1 : 0
      (value, change) = (v == 1 ? "1" : "0", { $0.alpha = v })
    }
    let id = view.identifier
    return WhatIf(
      view: id, flip: flip, value: value,
      asIs: replay(scene, tapAt: p, types: types) { _ in },
      flipped: replay(scene, tapAt: p, types: types) { copy in copy.views[id].map(change) })
  }

  /// A tap at `p` (window points of the scene) on a fresh copy of `scene`
  /// whose views stand as the live ones do, `prepare` applied first; where it went.
  static func replay(
    _ scene: BuiltScene, tapAt p: Point, types: SceneTypes, prepare: (BuiltScene) -> Void
  ) -> WhatIf.Route {
    let copy = SceneBuilder(types: types).build(scene.document)
    for (id, live) in scene.views {
      guard let c = copy.views[id] else { continue }
      c.frame = live.frame
      c.isHidden = live.isHidden
      c.isUserInteractionEnabled = live.isUserInteractionEnabled
      c.alpha = live.alpha
    }
    prepare(copy)
    // Read as each record is made: records are recycled after their dispatch.
    var route = WhatIf.Route(hitView: nil, chain: [], handledBy: nil, actions: [], hitFrame: nil)
    var began = false
    copy.app.recordObservers.append { r in
      if !began, r.kind == .touch, r.touchPhase == .began {
        began = true
        route.hitView = r.hitView?.identifier
        route.hitFrame = r.hitView?.frameInWindow
        route.chain = r.chain.map(\.identifier)
        route.handledBy = r.handledBy?.identifier
      }
      for a in r.actions {
        route.actions.append("\(a.action) → \(a.handledBy?.identifier ?? "nobody")")
      }
    }
    // As a script's `tap:`: down and up 0.05 s apart, then time for
    // recognizers waiting on a second tap or a failure to decide.
    let finger = FingerID(device: 0, finger: 0)
    copy.app.handle(.touch(finger, .began, p))
    copy.app.advance(by: 0.05)
    copy.app.handle(.touch(finger, .ended, p))
    for _ in 0..<60 { copy.app.advance(by: 1.0 / 60) }
    return route
  }
}
