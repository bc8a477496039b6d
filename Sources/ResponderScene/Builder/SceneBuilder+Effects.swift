import ResponderCore

/// Effects: the whole vocabulary of what a scene does when a responder
/// handles an event or an action. Each undoable effect registers with the
/// undo manager the handling responder finds, so undo and redo restore
/// exactly what changed.
extension SceneBuilder {
  /// Runs `effects`; `sender` (the recognizer that sent the action, if
  /// any) is what `when:` conditions read.
  func run(_ effects: [EffectSpec], from responder: Responder, scene: BuiltScene, sender: AnyObject? = nil) {
    for effect in effects { apply(effect, from: responder, scene: scene, sender: sender) }
  }

  private func apply(_ effect: EffectSpec, from responder: Responder, scene: BuiltScene, sender: AnyObject?) {
    if !effect.conditions.isEmpty, !conditionsHold(effect.conditions, sender: sender, scene: scene) {
      run(effect.otherwise, from: responder, scene: scene, sender: sender)
      return
    }
    let manager = effect.undoName == nil ? nil : responder.undoManager
    let app = scene.app
    switch effect.action {
    case .none:
      break
    case .add(let to, let spec):
      applyAdd(to: to, spec: spec, effect, manager: manager, scene: scene)
    case .remove(let id):
      applyRemove(id, effect, manager: manager, scene: scene)
    case .set(let assignments):
      applySet(assignments, effect, manager: manager, scene: scene)
    case .present(let id):
      guard let c = scene.controllers[id.value], let root = scene.window.rootViewController else { return }
      guard Self.presenter(for: responder, root: root).present(c) else { return }
      if let manager, let name = effect.undoName {
        app.registerUndo(on: manager, named: name) { [weak c] in c?.dismiss() }
      }
    case .dismiss:
      applyDismiss(from: responder, effect, manager: manager, scene: scene)
    case .after(let seconds, let effects):
      // A timer on the simulation clock: the scene's app owns it, so a
      // reload (a new app) drops it.
      app.timers.schedule(at: app.time + seconds) { [weak responder, weak scene] in
        guard let responder, let scene else { return }
        self.run(effects, from: responder, scene: scene)
      }
    case .push(let id):
      applyPush(id, from: responder, effect, manager: manager, scene: scene)
    case .pop:
      guard let nav = Self.navigationController(for: responder, scene: scene) else { return }
      let popped = nav.pop(animated: true)
      if let manager, let name = effect.undoName, let popped {
        app.registerUndo(on: manager, named: name) { [weak nav, weak popped] in
          guard let nav, let popped else { return }
          nav.push(popped, animated: true)
        }
      }
    case .popTo(let id):
      guard let c = scene.controllers[id.value],
        let nav = Self.navigationController(for: responder, scene: scene)
      else { return }
      nav.popTo(c, animated: true)
    case .zoom(let id, let target, let animated):
      applyZoom(id, to: target, animated: animated, sender: sender, effect, manager: manager, scene: scene)
    case .log(let text):
      app.log(text)
    case .beginUndoGrouping:
      responder.undoManager?.beginUndoGrouping()
    case .endUndoGrouping:
      responder.undoManager?.endUndoGrouping()
    case .setTranslation(let x, let y):
      // On the pan that sent the action; any other sender has no translation.
      if let pan = sender as? PanGestureRecognizer {
        pan.setTranslation(Point(x: x, y: y), in: pan.view?.superview)
      }
    case .removeAllActionsWithTarget(let id):
      if let target = scene.views[id.value] { responder.undoManager?.removeAllActions(withTarget: target) }
    case .becomeFirstResponder(let id):
      scene.responders[id.value]?.becomeFirstResponder()
    case .resignFirstResponder(let id):
      scene.responders[id.value]?.resignFirstResponder()
    }
  }

  /// `add:`: a view made from its spec and put into `to`; the stacks around it animate.
  private func applyAdd(
    to: Located<String>, spec: ViewSpec, _ effect: EffectSpec, manager: UndoManager?, scene: BuiltScene
  ) {
    let app = scene.app
    let before = stackFrames(around: scene.views[to.value].map { [$0] } ?? [], animated: effect.animation)
    guard let view = add(spec, to: to.value, scene: scene, location: effect.location) else { return }
    animateStacks(from: before, with: effect.animation, app: app)
    if let manager, let name = effect.undoName {
      app.registerUndo(on: manager, named: name) { [unowned manager] in
        Self.takeOut(view, manager: manager, name: name)
      }
    }
  }

  /// `remove:`: the view taken out; undo puts it back where it was.
  private func applyRemove(
    _ id: Located<String>, _ effect: EffectSpec, manager: UndoManager?, scene: BuiltScene
  ) {
    let app = scene.app
    guard let view = scene.views[id.value], let parent = view.superview,
      let index = parent.subviews.firstIndex(where: { $0 === view })
    else { return }
    let before = stackFrames(around: [parent], animated: effect.animation)
    view.removeFromSuperview()
    animateStacks(from: before, with: effect.animation, app: app)
    if let manager, let name = effect.undoName {
      app.registerUndo(on: manager, named: name) { [unowned manager] in
        Self.reinsert(view, into: parent, at: index, manager: manager, name: name)
      }
    }
  }

  /// `set:`: views' properties, state values, recognizers' `enabled` and
  /// controllers' settings, animated when asked; undo swaps them back.
  private func applySet(
    _ assignments: [PropertyAssignment], _ effect: EffectSpec, manager: UndoManager?, scene: BuiltScene
  ) {
    let app = scene.app
    var olds: [(View, String, PropertyValue)] = []
    var news: [(View, String, PropertyValue)] = []
    var stateChanges: [(String, PropertyValue, PropertyValue)] = []
    // A recognizer's `enabled` (UIGestureRecognizer.isEnabled).
    var gestureOlds: [(GestureRecognizer, Bool)] = []
    var gestureNews: [(GestureRecognizer, Bool)] = []
    for a in assignments {
      if let name = a.controllerProperty {
        // Not undoable: UIKit registers no undo for a sheet's detent.
        scene.controllers[a.target.value]?.setValue(
          propertyValue(a.value), forProperty: name, animated: effect.animation != nil)
        continue
      }
      if let name = a.stateName {
        let value = propertyValue(a.value)
        stateChanges.append((name, app.state[name] ?? .null, value))
        app.state[name] = value
        continue
      }
      let id = a.targetFromState.map { app.state[$0]?.string ?? "" } ?? a.target.value
      if let g = scene.recognizers[id], scene.views[id] == nil {
        if case .bool(let b) = a.value {
          gestureOlds.append((g, g.isEnabled))
          gestureNews.append((g, b))
        }
        continue
      }
      guard let view = scene.views[id] ?? (id == "window" ? scene.window : nil)
      else { continue }
      let (name, value) = Self.wholeValue(
        a.property.rawValue, propertyValue(a.value), of: view, pending: news)
      if let k = news.firstIndex(where: { $0.0 === view && $0.1 == name }) {
        news[k].2 = value
      } else {
        olds.append((view, name, currentValue(view, name)))
        news.append((view, name, value))
      }
    }
    if let animation = effect.animation {
      let before = stackFrames(
        around: news.flatMap { [$0.0] + ($0.0.superview.map { [$0] } ?? []) }, animated: animation,
        except: Set(news.filter { $0.1 == "frame" }.map { ObjectIdentifier($0.0) }))
      animate(news, from: olds, with: animation, scene: scene)
      animateStacks(from: before, with: animation, app: app)
    } else {
      setAll(news)
    }
    for (g, b) in gestureNews { g.isEnabled = b }
    if let manager, let name = effect.undoName {
      // The manager holds this closure: it must not hold the manager.
      let stateOlds = stateChanges.map { ($0.0, $0.1) }
      let stateNews = stateChanges.map { ($0.0, $0.2) }
      // Registered with the views it changes (registerUndo(withTarget:)),
      // so `removeAllActions: { withTarget: id }` finds it.
      app.registerUndo(on: manager, named: name, targets: news.map(\.0)) { [unowned manager, unowned app] in
        Self.swap(
          to: olds, back: news, state: (stateOlds, stateNews), gestures: (gestureOlds, gestureNews),
          app: app,
          manager: manager, name: name)
      }
    }
  }

  /// `dismiss:`: the presentation the responder's controller is in, or the topmost.
  private func applyDismiss(
    from responder: Responder, _ effect: EffectSpec, manager: UndoManager?, scene: BuiltScene
  ) {
    let app = scene.app
    // UIKit's handler calls `dismiss` on its own controller: one lower in
    // the stack takes down its child and everything above it
    // (UIViewController.dismiss(animated:completion:)). A responder in no
    // controller (the window, the application, the delegate) dismisses
    // the topmost presentation.
    guard let root = scene.window.rootViewController else { return }
    let asked = Self.owningController(of: responder) ?? root.topPresented
    guard let (host, dismissed) = asked.dismissal else { return }
    asked.dismiss()
    guard host.presentedViewController == nil else { return }
    if let manager, let name = effect.undoName {
      let stack = dismissed.map { Weak($0) }
      app.registerUndo(on: manager, named: name) { [weak host] in
        guard var below = host else { return }
        for c in stack {
          guard let c = c.value, below.present(c) else { return }
          below = c
        }
      }
    }
  }

  /// `push:`: the controller onto the responder's navigation stack.
  private func applyPush(
    _ id: Located<String>, from responder: Responder, _ effect: EffectSpec, manager: UndoManager?,
    scene: BuiltScene
  ) {
    let app = scene.app
    guard let c = scene.controllers[id.value],
      let nav = Self.navigationController(for: responder, scene: scene),
      c.parent == nil
    else { return }
    nav.push(c, animated: true)
    if let manager, let name = effect.undoName {
      app.registerUndo(on: manager, named: name) { [weak nav, weak c] in
        guard let nav, let c, nav.viewControllers.contains(where: { $0 === c }) else { return }
        nav.popTo(
          nav.viewControllers[max(0, (nav.viewControllers.firstIndex { $0 === c } ?? 1) - 1)],
          animated: true)
      }
    }
  }

  /// `zoom:`: a zooming scroll view to a rect, or to a scale about a point.
  private func applyZoom(
    _ id: Located<String>, to target: EffectSpec.ZoomTarget, animated: Bool, sender: AnyObject?,
    _ effect: EffectSpec, manager: UndoManager?, scene: BuiltScene
  ) {
    let app = scene.app
    guard let scroll = scene.views[id.value] as? ScrollView, let zoomed = scroll.zoomView else { return }
    let before = (scroll.zoomScale, scroll.contentOffset)
    switch target {
    case .rect(let r):
      scroll.zoom(to: Rect(x: r.x, y: r.y, width: r.width, height: r.height), animated: animated)
    case .scale(let s, let around):
      // The rect that scale shows centred on the point: what an app's
      // double-tap handler passes to zoom(to:animated:).
      let p: Point
      switch around {
      case .location?:
        guard let g = sender as? GestureRecognizer else { return }
        p = g.location(in: zoomed)
      case .point(let x, let y)?: p = Point(x: x, y: y)
      case nil:
        p = scroll.zoomedPoint(atVisible: Point(x: scroll.bounds.width / 2, y: scroll.bounds.height / 2))
      }
      scroll.zoom(to: scroll.zoomRect(scale: s, around: p), animated: animated)
    }
    if let manager, let name = effect.undoName {
      app.registerUndo(on: manager, named: name) { [weak scroll] in
        scroll?.zoom(toScale: before.0, offset: before.1, animated: animated)
      }
    }
  }
  /// The controller a responder's `present:` effect asks, as a UIKit
  /// handler calls `present` on its own controller: a controller itself, a
  /// view's controller, else the root. Core reroutes the request by the
  /// presented controller's style (`ViewController.presentationHost`): a
  /// child's full-screen request goes to its top-level ancestor, an
  /// `overCurrentContext` one to the nearest `definesPresentationContext`.
  /// When that one is already presenting, UIKit refuses (and so does Core).
  static func presenter(for responder: Responder, root: ViewController) -> ViewController {
    owningController(of: responder) ?? root
  }

  /// A controller itself, or the controller of a view; nil for the window,
  /// the application and the delegate.
  static func owningController(of responder: Responder) -> ViewController? {
    (responder as? ViewController) ?? (responder as? View).flatMap(owningControllerOf)
  }

  /// Sets values, then registers the inverse: undo and redo bounce between
  /// the two lists through the same manager.
  private static func swap(
    to values: [(View, String, PropertyValue)], back other: [(View, String, PropertyValue)],
    state: ([(String, PropertyValue)], [(String, PropertyValue)]),
    gestures: ([(GestureRecognizer, Bool)], [(GestureRecognizer, Bool)]), app: Application,
    manager: UndoManager, name: String
  ) {
    for (v, p, value) in values { set(v, p, value) }
    for (n, value) in state.0 where value != .null { app.state[n] = value }
    for (g, b) in gestures.0 { g.isEnabled = b }
    manager.registerUndo(withTargets: other.map(\.0), named: name) { [unowned manager, unowned app] in
      swap(
        to: other, back: values, state: (state.1, state.0), gestures: (gestures.1, gestures.0), app: app,
        manager: manager, name: name)
    }
  }

  /// A one-number path as the whole value it is part of: `frame.x`,
  /// `center.x` and `center` become the frame they make (from the frame
  /// this effect already set, if it set one), so undo and animation work
  /// on `frame` as for a scene's `frame:`.
  static func wholeValue(
    _ path: String, _ value: PropertyValue, of view: View, pending: [(View, String, PropertyValue)]
  ) -> (String, PropertyValue) {
    switch path {
    case "frame.x", "frame.y", "frame.width", "frame.height", "center", "center.x", "center.y":
      let base = pending.last { $0.0 === view && $0.1 == "frame" }?.2.rect ?? view.frame
      let saved = view.frame
      view.frame = base
      defer { view.frame = saved }
      return ("frame", view.frame(setting: value, atPath: path).map(PropertyValue.rect) ?? .rect(base))
    default: return (path, value)
    }
  }

  private func setAll(_ values: [(View, String, PropertyValue)]) {
    for (v, p, value) in values { Self.set(v, p, value) }
  }

  static func set(_ view: View, _ property: String, _ value: PropertyValue) {
    view.removeAnimation(forProperty: property)
    switch property {
    case "canBecomeFirstResponder": view.sceneOverrides.canBecomeFirstResponder = value.bool
    case "canResignFirstResponder": view.sceneOverrides.canResignFirstResponder = value.bool
    case "image": (view as? ImageView)?.imagePath = value.string
    case "fontSize":
      if let n = value.number, n > 0 {
        (view as? Label)?.fontSize = n
        (view as? Button)?.fontSize = n
        (view as? TextField)?.fontSize = n
        view.setNeedsDisplay()
      }
    default: view.setValue(value, forProperty: property)
    }
  }

  private func currentValue(_ view: View, _ property: String) -> PropertyValue {
    Self.read(property, of: view) ?? .null
  }

  /// A view's property by its scene name, as `set` and `when:` see it:
  /// Core's `value(forProperty:)`, and the ones the builder keeps
  /// (the first-responder answers, an image's path, a font size).
  public static func read(_ property: String, of view: View) -> PropertyValue? {
    switch property {
    case "canBecomeFirstResponder": return .bool(view.canBecomeFirstResponder)
    case "canResignFirstResponder": return .bool(view.canResignFirstResponder)
    case "image": return .string((view as? ImageView)?.imagePath ?? "")
    case "fontSize":
      let size =
        (view as? Label)?.fontSize ?? (view as? Button)?.fontSize ?? (view as? TextField)?.fontSize ?? 17
      return .number(size)
    default: return view.value(forProperty: property)
    }
  }

  func propertyValue(_ v: SceneValue) -> PropertyValue {
    switch v {
    case .string(let s): return .string(s)
    case .number(let n): return .number(n)
    case .bool(let b): return .bool(b)
    case .color(let c): return .color(color(c))
    case .frame(let r): return .rect(Rect(x: r.x, y: r.y, width: r.width, height: r.height))
    case .asset(let a): return .string(a.resolvedPath)
    case .insets(let top, let left, let bottom, let right):
      return .insets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
    }
  }
}
