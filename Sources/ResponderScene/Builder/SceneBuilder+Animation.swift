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
    scene: BuiltScene
  ) {
    let app = scene.app
    // One completion per view the effect animates, as one
    // `UIView.animate(…completion:)` call per `set` effect: it runs once
    // every animation it started on that view has ended, `finished` only
    // if none was cut short.
    var completions: [ObjectIdentifier: AnimationCompletionGroup] = [:]
    func group(for view: View) -> AnimationCompletionGroup? {
      guard let handlers = scene.animationEndHandlers[view.identifier], !handlers.isEmpty else { return nil }
      if let g = completions[ObjectIdentifier(view)] { return g }
      let g = AnimationCompletionGroup { [weak scene] finished in
        guard let scene else { return }
        self.animationEnded(view.identifier, finished: finished, scene: scene)
      }
      completions[ObjectIdentifier(view)] = g
      return g
    }
    for (i, (view, name, value)) in news.enumerated() {
      let old = olds[i].2
      let g = group(for: view)
      if let scroll = view as? ScrollView, name.hasPrefix("contentOffset") {
        let o = scroll.contentOffset
        var target = o
        if let r = value.rect, name == "contentOffset" {
          target = r.origin
        } else if let n = value.number {
          target = name.hasSuffix("x") ? Point(x: n, y: o.y) : Point(x: o.x, y: n)
        }
        if spec.delay > 0 {
          app.timers.schedule(at: app.time + spec.delay) { [weak scroll] in
            scroll?.setContentOffset(target, animated: true)
          }
        } else {
          scroll.setContentOffset(target, animated: true)
        }
        continue
      }
      Self.set(view, name, value)
      let to = view.value(forProperty: name) ?? value
      guard
        let animation = PropertyAnimation(
          view: view, property: name, from: old, to: to, duration: spec.duration, curve: Self.curve(spec),
          damping: spec.damping, delay: spec.delay)
      else { continue }
      if let g {
        g.pending += 1
        animation.completion = { [g] finished in g.end(finished) }
      }
      animation.start(in: app)
    }
    for g in completions.values where g.pending == 0 {
      // Nothing to interpolate (a flag, a text): UIKit calls the
      // completion at once, finished.
      g.pending = 1
      app.timers.schedule(at: app.time) { g.end(true) }
    }
  }

  static func curve(_ spec: AnimationSpec) -> PropertyAnimation.Curve {
    switch spec.curve {
    case .easeInOut: .easeInOut
    case .linear: .linear
    case .spring: .spring
    }
  }

  /// Runs the `ID.animationEnded` handlers of view `id` with `finished`,
  /// on the next tick (UIKit calls a completion on a later turn of the
  /// run loop, never inside the change that ended the animation).
  func animationEnded(_ id: String, finished: Bool, scene: BuiltScene) {
    scene.app.timers.schedule(at: scene.app.time) { [weak scene] in
      guard let scene else { return }
      let end = AnimationEnd(finished: finished)
      for (responder, effects) in scene.animationEndHandlers[id] ?? [] {
        guard let responder = responder.value else { continue }
        self.run(effects, from: responder, scene: scene, sender: end)
      }
    }
  }

  /// The frames of the stack views `views` are (or stand in), out to the
  /// outermost stack, and of their arranged views, before an animated
  /// change; empty without an animation. `except` leaves out views whose
  /// frame the change animates itself.
  func stackFrames(around views: [View], animated: AnimationSpec?, except: Set<ObjectIdentifier> = [])
    -> [(View, Rect)]
  {
    guard animated != nil else { return [] }
    var seen: Set<ObjectIdentifier> = []
    var frames: [(View, Rect)] = []
    for start in views {
      var stack: View? = start
      while let s = stack, s.stackLayout != nil, seen.insert(ObjectIdentifier(s)).inserted {
        for v in s.subviews + [s] where !except.contains(ObjectIdentifier(v)) { frames.append((v, v.frame)) }
        stack = s.superview
      }
    }
    return frames
  }

  /// Animates every view the stacks moved or resized from its old frame,
  /// as a stack view's re-layout inside `UIView.animate` does: the model
  /// is already at the new frame, the presentation follows.
  ///
  /// Only views inside the window before or after move on screen; the rest
  /// take their new frame at once (no one can see them move). Animating
  /// all of them made one animated `remove` in a 150,000-row stack step
  /// 150,000 animations a tick, 8–12 s (issue 25); now it starts about as
  /// many as fit in the window.
  func animateStacks(from frames: [(View, Rect)], with spec: AnimationSpec?, app: Application) {
    guard let spec else { return }
    let curve = Self.curve(spec)
    var visible: [ObjectIdentifier: Rect] = [:]
    for (view, old) in frames where view.frame != old {
      guard let window = view.window else { continue }
      let inSuperview: Rect
      if let superview = view.superview {
        let key = ObjectIdentifier(superview)
        if let r = visible[key] {
          inSuperview = r
        } else {
          inSuperview = Self.windowBounds(window, in: superview)
          visible[key] = inSuperview
        }
      } else {
        inSuperview = window.bounds
      }
      // Edges count: a zero-height row inside the window is on screen.
      func meets(_ r: Rect) -> Bool {
        r.minX <= inSuperview.maxX && inSuperview.minX <= r.maxX && r.minY <= inSuperview.maxY
          && inSuperview.minY <= r.maxY
      }
      guard meets(old) || meets(view.frame) else { continue }
      PropertyAnimation(
        view: view, property: "frame", from: .rect(old), to: .rect(view.frame), duration: spec.duration,
        curve: curve, damping: spec.damping, delay: spec.delay)?
        .start(in: app)
    }
  }

  /// The window's bounds in `view`'s coordinates: the box around its four
  /// corners, so a rotated view gets a region that holds all it shows.
  static func windowBounds(_ window: Window, in view: View) -> Rect {
    let b = window.bounds
    let corners = [
      Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY), Point(x: b.maxX, y: b.maxY),
      Point(x: b.minX, y: b.maxY),
    ].map(view.convertFromWindow)
    let box = Rect(bounding: corners)
    let finite = [box.origin.x, box.origin.y, box.size.width, box.size.height].allSatisfy(\.isFinite)
    return finite ? box : .zero
  }
}

/// The end of an animation, the sender an `ID.animationEnded` handler's
/// `when: { finished: … }` reads.
final class AnimationEnd {
  let finished: Bool
  init(finished: Bool) { self.finished = finished }
}

/// The animations one effect started on one view, and the completion to
/// call once every one of them has ended.
final class AnimationCompletionGroup {
  var pending = 0
  private var allFinished = true
  private var completion: ((Bool) -> Void)?

  init(_ completion: @escaping (Bool) -> Void) { self.completion = completion }

  func end(_ finished: Bool) {
    allFinished = allFinished && finished
    pending -= 1
    guard pending <= 0, let c = completion else { return }
    completion = nil
    c(allFinished)
  }
}
