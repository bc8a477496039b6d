import ResponderCore

/// Gesture recognizers from `gestures:` entries, their relations, and the
/// prototyping effects that move, scale or rotate their view.
extension SceneBuilder {
  func addGesture(_ spec: GestureSpec, to view: View, scene: BuiltScene) {
    let id = spec.id?.value ?? "\(view.identifier).\(spec.kind.rawValue)"
    let g: GestureRecognizer
    switch spec.kind {
    case .tap:
      let t = TapGestureRecognizer(identifier: id)
      t.numberOfTapsRequired = spec.taps ?? 1
      t.numberOfTouchesRequired = spec.touches ?? 1
      if let m = spec.allowableMovement { t.allowableMovement = m }
      t.allowedPressTypes = spec.allowedPressTypes
      if let mask = spec.buttonMaskRequired { t.buttonMaskRequired = mask }
      g = t
    case .longPress:
      let l = LongPressGestureRecognizer(identifier: id)
      if let d = spec.minimumPressDuration { l.minimumPressDuration = d }
      l.numberOfTouchesRequired = spec.touches ?? 1
      l.numberOfTapsRequired = spec.taps ?? 0
      if let m = spec.allowableMovement { l.allowableMovement = m }
      g = l
    case .pan:
      let p = PanGestureRecognizer(identifier: id)
      if let n = spec.minimumTouches ?? spec.touches { p.minimumNumberOfTouches = n }
      if let n = spec.maximumTouches { p.maximumNumberOfTouches = n }
      g = p
    case .swipe:
      let s = SwipeGestureRecognizer(identifier: id)
      var dirs: SwipeDirection = []
      for d in spec.directions {
        switch d {
        case .right: dirs.insert(.right)
        case .left: dirs.insert(.left)
        case .up: dirs.insert(.up)
        case .down: dirs.insert(.down)
        }
      }
      s.direction = dirs.isEmpty ? .right : dirs
      s.numberOfTouchesRequired = spec.touches ?? 1
      g = s
    case .screenEdgePan:
      let p = ScreenEdgePanGestureRecognizer(identifier: id)
      if let n = spec.minimumTouches ?? spec.touches { p.minimumNumberOfTouches = n }
      if let n = spec.maximumTouches { p.maximumNumberOfTouches = n }
      for e in spec.edges {
        switch e {
        case .left: p.edges.insert(.left)
        case .right: p.edges.insert(.right)
        case .top: p.edges.insert(.top)
        case .bottom: p.edges.insert(.bottom)
        }
      }
      g = p
    case .pinch: g = PinchGestureRecognizer(identifier: id)
    case .rotation: g = RotationGestureRecognizer(identifier: id)
    case .hover: g = HoverGestureRecognizer(identifier: id)
    }
    if let pan = g as? PanGestureRecognizer {
      for t in spec.allowedScrollTypes {
        pan.allowedScrollTypesMask.insert(t == .continuous ? .continuous : .discrete)
      }
    }
    if let b = spec.cancelsTouchesInView { g.cancelsTouchesInView = b }
    if let b = spec.enabled { g.isEnabled = b }
    if let types = spec.allowedTouchTypes { g.allowedTouchTypes = types }
    if let b = spec.requiresExclusiveTouchType { g.requiresExclusiveTouchType = b }
    if let b = spec.delaysTouchesBegan { g.delaysTouchesBegan = b }
    if let b = spec.delaysTouchesEnded { g.delaysTouchesEnded = b }
    if let action = spec.action {
      g.addTarget(spec.target.flatMap { scene.responders[$0.value] }, action: action)
    }
    if let effect = spec.effect {
      let moved = spec.moves.flatMap { scene.views[$0.value] }
      if let moved { scene.movedViews[ObjectIdentifier(g)] = moved }
      attach(effect, to: g, moving: moved, spec: spec, scene: scene)
    }
    view.addGestureRecognizer(g)
    scene.recognizers[id] = g
    scene.gestureSpecs.append((spec, g))
  }

  func wireGestureRelations(_ scene: BuiltScene) {
    for (spec, g) in scene.gestureSpecs {
      if spec.shouldBegin != nil || spec.shouldBeginAxis != nil || !spec.ignoresTouchesIn.isEmpty
        || !spec.shouldRequireFailureOf.isEmpty || !spec.shouldBeRequiredToFailBy.isEmpty
      {
        let answers = DeclaredGestureAnswers()
        answers.shouldBegin = spec.shouldBegin ?? true
        answers.beginAxis = spec.shouldBeginAxis.map { $0 == .horizontal ? Axis.horizontal : .vertical }
        answers.ignoredViews = spec.ignoresTouchesIn.compactMap { scene.views[$0.value] }.map(Weak.init)
        answers.requiredFailures = spec.shouldRequireFailureOf.compactMap { scene.recognizers[$0.value] }.map(
          Weak.init)
        answers.requiredToFailBy = spec.shouldBeRequiredToFailBy.compactMap { scene.recognizers[$0.value] }
          .map(
            Weak.init)
        g.delegate = answers
        scene.gestureDelegates.append(answers)
      }
      for other in spec.requireToFail { if let o = scene.recognizers[other.value] { g.require(toFail: o) } }
      for other in spec.simultaneousWith {
        if let o = scene.recognizers[other.value] { g.recognizeSimultaneously(with: o) }
      }
    }
    scene.gestureSpecs.removeAll()
  }

  /// A pan that moves its view (or the view `moves:` names), a pinch that
  /// scales it, a rotation that rotates it — live while the gesture
  /// changes, one undoable action (`Move`, `Scale`, `Rotate`) when it ends
  /// unless `undo: false` (live manipulation, such as a card dragged and
  /// sprung back). A move keeps to `axis` and inside `limits` (the frame's
  /// origin), as a pan handler clamps before it sets the frame.
  private func attach(
    _ effect: GestureSpec.Effect, to g: GestureRecognizer, moving moved: View?, spec: GestureSpec,
    scene: BuiltScene
  ) {
    let undoable = spec.effectUndo ?? true
    let axis = spec.axis
    let limitsX = spec.moveLimitsX
    let limitsY = spec.moveLimitsY
    var startCenter = Point.zero
    var startTransform = AffineTransform.identity
    g.stateObservers.append { [unowned scene, weak moved] g in
      guard let view = moved ?? g.view else { return }
      switch g.state {
      case .began:
        startCenter = view.center
        startTransform = view.transform
        fallthrough
      case .changed:
        switch effect {
        case .move:
          if let pan = g as? PanGestureRecognizer, let sv = view.superview {
            var t = pan.translation(in: sv)
            if axis == .vertical { t.x = 0 }
            if axis == .horizontal { t.y = 0 }
            var c = startCenter + t
            let half = Point(x: view.frame.width / 2, y: view.frame.height / 2)
            if let l = limitsX { c.x = min(max(c.x - half.x, l[0]), l[1]) + half.x }
            if let l = limitsY { c.y = min(max(c.y - half.y, l[0]), l[1]) + half.y }
            view.removeAnimation(forProperty: "frame")
            view.center = c
          }
        case .scale:
          if let pinch = g as? PinchGestureRecognizer {
            let s = min(20, max(0.05, startTransform.scale * pinch.scale))
            view.transform = AffineTransform(scale: s, rotation: view.transform.rotation)
          }
        case .rotate:
          if let rot = g as? RotationGestureRecognizer {
            view.transform = AffineTransform(
              scale: view.transform.scale, rotation: startTransform.rotation + rot.rotation)
          }
        }
      case .ended:
        let before = (startCenter, startTransform)
        let after = (view.center, view.transform)
        guard undoable, before.0 != after.0 || before.1 != after.1, let manager = view.undoManager else {
          return
        }
        // A pinch and a rotation that end in one event share its undo group:
        // the group is named for both ("Scale and Rotate"), not for whichever
        // ended last, since one Undo reverts both.
        let name = Self.manipulationName(
          adding: effect, to: manager.openGroupName.flatMap(Self.manipulations(named:)))
        scene.app.registerUndo(on: manager, named: name, targets: [view]) { [weak view, unowned manager] in
          if let view { Self.place(view, at: before, back: after, manager: manager, name: name) }
        }
      case .cancelled:
        view.center = startCenter
        view.transform = startTransform
      default:
        break
      }
    }
  }

  /// The undo names of the manipulations, in the order a combined name lists them.
  static let manipulationOrder: [(GestureSpec.Effect, String)] = [
    (.move, "Move"), (.scale, "Scale"), (.rotate, "Rotate"),
  ]

  /// The undo name for `effects` together: "Rotate", "Scale and Rotate",
  /// "Move, Scale and Rotate".
  static func manipulationName(_ effects: Set<GestureSpec.Effect>) -> String {
    let names = manipulationOrder.filter { effects.contains($0.0) }.map(\.1)
    guard let last = names.last else { return "" }
    return names.count == 1 ? last : names.dropLast().joined(separator: ", ") + " and " + last
  }

  /// The effects a name made by `manipulationName` stands for; nil for any
  /// other name (a scene's own `undo:` name in the same group is not merged).
  static func manipulations(named name: String) -> Set<GestureSpec.Effect>? {
    let all = manipulationOrder.map(\.0)
    for mask in 1..<(1 << all.count) {
      let set = Set(all.indices.filter { mask & (1 << $0) != 0 }.map { all[$0] })
      if manipulationName(set) == name { return set }
    }
    return nil
  }

  /// The name for `effect` registered into a group that already holds `earlier`.
  static func manipulationName(adding effect: GestureSpec.Effect, to earlier: Set<GestureSpec.Effect>?)
    -> String
  {
    manipulationName((earlier ?? []).union([effect]))
  }

  private static func place(
    _ view: View, at state: (Point, AffineTransform), back other: (Point, AffineTransform),
    manager: UndoManager,
    name: String
  ) {
    view.center = state.0
    view.transform = state.1
    manager.registerUndo(withTargets: [view], named: name) { [weak view, unowned manager] in
      if let view { place(view, at: other, back: state, manager: manager, name: name) }
    }
  }
}
