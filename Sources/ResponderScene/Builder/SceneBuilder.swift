import ResponderCore

/// Turns a validated `SceneDocument` into a running application.
///
/// The loader has already checked every id and reference, so building does
/// not fail; anything it cannot honour (a first responder that refuses) is
/// left as UIKit would leave it.
public struct SceneBuilder {
  /// The Swift classes a scene's `type:` and `class:` name.
  public let types: SceneTypes

  public init(types: SceneTypes = SceneTypes()) {
    self.types = types
  }

  public func build(_ doc: SceneDocument) -> BuiltScene {
    let app = Application()
    let window = Window(frame: Rect(x: 0, y: 0, width: doc.window.width, height: doc.window.height))
    window.backgroundColor = doc.window.color.map(color) ?? .white
    app.addWindow(window)
    let scene = BuiltScene(document: doc, app: app, window: window)
    for entry in doc.state { app.state[entry.name] = propertyValue(entry.value) }
    scene.responders = ["window": window, "application": app]
    // One growth instead of a dozen rehashes for a big scene (`load.10k`).
    scene.views.reserveCapacity(doc.viewCount)
    scene.responders.reserveCapacity(doc.viewCount + 3)
    // UIApplication's next is the app delegate "only if the app delegate is
    // an instance of UIResponder": a scene without `appDelegate` has none,
    // and its chains end at the application.
    if let spec = doc.appDelegate {
      let delegate = spec.className.flatMap { types[$0.value]?.make() } ?? AppDelegate()
      app.delegate = delegate
      scene.responders["appDelegate"] = delegate
    }

    let root = makeController(doc.root, scene: scene, fillsWindow: true)
    window.rootViewController = root
    for c in doc.controllers { _ = makeController(c, scene: scene, fillsWindow: true) }

    // Behaviour goes on once every responder exists, so references resolve.
    configure(window, handles: doc.window.handles, on: doc.window.on, next: doc.window.next, scene: scene)
    applyAnswers(doc.window.answers, to: window, scene: scene)
    if doc.window.undoManager == false { window.ownedUndoManager = nil }
    if let n = doc.window.levelsOfUndo { window.ownedUndoManager?.levelsOfUndo = n }
    app.userInterfaceIdiom = doc.window.idiom ?? .phone
    app.hasHardwareKeyboard = doc.window.hardwareKeyboard ?? false
    if let a = doc.application {
      app.supportsShakeToEdit = a.applicationSupportsShakeToEdit ?? true
      app.supportsIndirectInputEvents = a.supportsIndirectInputEvents ?? false
      configure(app, handles: a.handles, on: a.on, next: a.next, scene: scene)
      applyAnswers(a.answers, to: app, scene: scene)
    }
    if let d = doc.appDelegate, let delegate = app.delegate {
      configure(delegate, handles: d.handles, on: d.on, next: d.next, scene: scene)
      applyAnswers(d.answers, to: delegate, scene: scene)
    }
    for pending in pendingBehaviour(scene) { pending() }

    // Controllers declared with `present:` are presented at load, in order.
    presentDeclared(doc.root, scene: scene)
    if let fr = doc.firstResponder?.value, let r = scene.responders[fr] {
      r.becomeFirstResponder()
    }
    makeBindings(doc.binds, scene: scene)
    return scene
  }

  // MARK: - Controllers and views

  private func makeController(_ spec: ControllerSpec, scene: BuiltScene, fillsWindow: Bool) -> ViewController
  {
    if let root = spec.navigationRoot { return makeNavigationController(spec, root: root, scene: scene) }
    let view: View
    if let v = spec.view {
      view = makeView(v, scene: scene)
    } else {
      view = View(identifier: spec.id.value + ".view")
      scene.viewsMade += 1
    }
    if fillsWindow, spec.view?.frame == nil {
      view.frame = Rect(x: 0, y: 0, width: scene.document.window.width, height: scene.document.window.height)
    }
    let c: ViewController
    if let name = spec.className?.value, let made = types[name]?.make() as? ViewController {
      made.identifier = spec.id.value
      made.view = view
      c = made
    } else {
      c = ViewController(identifier: spec.id.value, view: view)
    }
    if spec.undoManager == true { c.ownedUndoManager = UndoManager() }
    if let n = spec.levelsOfUndo { c.ownedUndoManager?.levelsOfUndo = n }
    applyFirstResponderAnswers(spec.canBecomeFirstResponder, spec.canResignFirstResponder, to: c)
    if let style = spec.modalPresentationStyle { c.modalPresentationStyle = style }
    c.definesPresentationContext = spec.definesPresentationContext ?? false
    c.title = spec.title
    c.isModalInPresentation = spec.isModalInPresentation ?? false
    if let sheet = c.sheetPresentationController {
      applySheet(spec.sheet ?? SheetSpec(), to: sheet)
      scene.recognizers[sheet.panGestureRecognizer.identifier] = sheet.panGestureRecognizer
      scene.views[sheet.grabber.identifier] = sheet.grabber
      scene.responders[sheet.grabber.identifier] = sheet.grabber
    }
    scene.controllers[spec.id.value] = c
    scene.responders[spec.id.value] = c
    scene.pending.append { [self] in
      configure(c, handles: spec.handles, on: spec.on, next: spec.next, scene: scene)
      applyAnswers(spec.answers, to: c, scene: scene)
      // The sheet's delegate methods, as `on:` names of the presented controller.
      if let sheet = c.sheetPresentationController {
        if let effects = spec.on[Self.didAttemptToDismiss] {
          sheet.didAttemptToDismissObservers.append { [unowned c, unowned scene] _ in
            self.run(effects, from: c, scene: scene)
          }
        }
        if let effects = spec.on[Self.didChangeSelectedDetent] {
          sheet.didChangeSelectedDetentObservers.append { [unowned c, unowned scene] _ in
            self.run(effects, from: c, scene: scene)
          }
        }
      }
    }
    if let presented = spec.present { _ = makeController(presented, scene: scene, fillsWindow: true) }
    return c
  }

  /// `presentationControllerDidAttemptToDismiss(_:)` as an `on:` name.
  static let didAttemptToDismiss = "presentationControllerDidAttemptToDismiss"
  /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)`.
  static let didChangeSelectedDetent = "sheetPresentationControllerDidChangeSelectedDetentIdentifier"

  /// A `sheet:` key's settings on the controller's
  /// `UISheetPresentationController`, before it is presented.
  private func applySheet(_ spec: SheetSpec, to sheet: SheetPresentationController) {
    sheet.detents = spec.detents
    sheet.prefersGrabberVisible = spec.prefersGrabberVisible ?? false
    sheet.largestUndimmedDetentIdentifier = spec.largestUndimmedDetent
    sheet.prefersScrollingExpandsWhenScrolledToEdge = spec.prefersScrollingExpandsWhenScrolledToEdge ?? true
    if let selected = spec.selectedDetent { sheet.selectDetent(selected, animated: false) }
  }

  private func presentDeclared(_ spec: ControllerSpec, scene: BuiltScene) {
    guard let presented = spec.present, let from = scene.controllers[spec.id.value],
      let c = scene.controllers[presented.id.value]
    else { return }
    from.present(c)
    presentDeclared(presented, scene: scene)
  }

  func makeView(_ spec: ViewSpec, scene: BuiltScene) -> View {
    scene.viewsMade += 1
    let id = spec.id?.value ?? ""
    let frame = spec.frame.map { Rect(x: $0.x, y: $0.y, width: $0.width, height: $0.height) } ?? .zero
    let view = instantiate(spec, id: id, frame: frame)
    // A plain view whose spec has no details (only id, frame, colour and
    // subviews: most views of a big scene) is a Core `View` with what its
    // `init` gave it, which is what every line of `applyKindKeys` and
    // `applyDetails` would write again, through a cast and a property
    // observer each (`rlab bench --only load`).
    let plain = spec.kind == .view && spec.details == nil
    if !plain { applyKindKeys(spec, to: view) }
    view.backgroundColor = spec.color.map(color)
    if !plain { applyDetails(spec, to: view) }
    if !id.isEmpty {
      scene.views[id] = view
      scene.responders[id] = view
    }

    for node in spec.subviews {
      switch node {
      case .view(let sub):
        view.addSubview(makeView(sub, scene: scene))
      case .controller(let childSpec):
        let child = makeController(childSpec, scene: scene, fillsWindow: false)
        scene.pendingChildren.append { [weak view] in
          guard let parentController = view.flatMap(owningControllerOf) else { return }
          parentController.addChild(child)
        }
        view.addSubview(child.view)
      }
    }
    // Laid out once all arranged views are in, not once per view.
    if let stack = spec.stack { view.stackLayout = stack }
    if !plain, let scroll = view as? ScrollView { finishScrollView(scroll, spec: spec.scroll, scene: scene) }

    // The closure holds a copy of the whole spec (176 bytes and its shared
    // details box): a view
    // with no behaviour, most of a 200,000-view scene, makes none (issue 25).
    guard spec.hasBehaviour else { return view }
    scene.pending.append { [self] in
      configure(view, handles: spec.handles, on: spec.on, next: spec.next, scene: scene)
      applyAnswers(spec.answers, to: view, scene: scene)
      if let control = view as? Control {
        let target = spec.target.flatMap { scene.responders[$0.value] }
        if let action = spec.action { control.addTarget(target, action: action, for: control.primaryEvents) }
        for a in spec.actions {
          if let event = ControlEvents(named: a.event) {
            control.addTarget(target, action: a.action, for: event)
          }
        }
      }
      if let target = spec.hitTestTarget { view.hitTestTarget = scene.views[target.value] }
      for g in spec.gestures { addGesture(g, to: view, scene: scene) }
      if let pointer = spec.pointer { addPointerKeys(pointer, to: view, scene: scene) }
    }
    return view
  }

  /// The keys of the view's kind: a registered class descends from the
  /// kind's Core class (`SceneTypes.base(of:)`), so it takes them too.
  private func applyKindKeys(_ spec: ViewSpec, to view: View) {
    if let l = view as? Label {
      l.text = spec.text ?? ""
      l.textColor = spec.textColor.map(color)
      if let f = spec.fontSize { l.fontSize = f }
      if let a = spec.textAlignment { _ = l.setValue(.string(a), forProperty: "textAlignment") }
      if let w = spec.fontWeight { _ = l.setValue(.string(w), forProperty: "fontWeight") }
    } else if let b = view as? Button {
      if let a = spec.textAlignment { _ = b.setValue(.string(a), forProperty: "textAlignment") }
      if let w = spec.fontWeight { _ = b.setValue(.string(w), forProperty: "fontWeight") }
      if let i = spec.contentEdgeInsets, i.count == 4 {
        b.contentEdgeInsets = EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
      }
      b.title = spec.title ?? spec.text ?? ""
      b.titleColor = spec.textColor.map(color)
      if let f = spec.fontSize { b.fontSize = f }
      b.changesSelectionAsPrimaryAction = spec.changesSelectionAsPrimaryAction ?? false
    } else if let t = view as? TextField {
      t.text = spec.text ?? ""
      t.placeholder = spec.placeholder ?? ""
      if let r = spec.returnKeyType.flatMap(ReturnKeyType.init(rawValue:)) { t.returnKeyType = r }
      t.isSecureTextEntry = spec.isSecureTextEntry ?? false
      t.textColor = spec.textColor.map(color)
      if let f = spec.fontSize { t.fontSize = f }
    } else if let s = view as? Switch {
      s.isOn = spec.isOn ?? false
    } else if let s = view as? Slider {
      s.minimumValue = spec.minimumValue ?? 0
      s.maximumValue = spec.maximumValue ?? 1
      s.value = min(s.maximumValue, max(s.minimumValue, spec.value ?? s.minimumValue))
      s.isContinuous = spec.isContinuous ?? true
    } else if let c = view as? SegmentedControl {
      c.segments = spec.segments ?? []
      c.selectedSegmentIndex = spec.selectedSegmentIndex.map { Int($0) } ?? SegmentedControl.noSegment
    } else if let i = view as? ImageView {
      i.imagePath = spec.image?.resolvedPath
    } else if let s = view as? ScrollView {
      configureScrollView(s, spec: spec.scroll ?? ScrollSpec())
    }
  }

  /// The keys every view has beyond its frame and colour (border, transform,
  /// visibility, interaction, responder overrides, hit-test overrides) and a
  /// control's state, each defaulting to what UIKit gives the view's kind.
  private func applyDetails(_ spec: ViewSpec, to view: View) {
    view.borderColor = spec.borderColor.map(color)
    view.borderWidth = spec.borderWidth ?? (spec.borderColor == nil ? 0 : 1)
    view.cornerRadius = spec.cornerRadius ?? 0
    if spec.scale != nil || spec.rotation != nil {
      let s = spec.scale ?? 1
      view.transform = AffineTransform(
        scale: s > 0 && s.isFinite ? s : 1, rotation: (spec.rotation ?? 0) * Double.pi / 180)
    }
    view.isHidden = spec.hidden ?? false
    view.alpha = spec.alpha ?? 1
    // Each kind keeps UIKit's default unless the scene says otherwise:
    // labels and images ignore touches ("The default value of this property
    // is false" in UILabel's and UIImageView's isUserInteractionEnabled), so
    // a tap on one hit-tests to the view behind it. figure1 turns its label
    // on to show the responder article's Figure 1.
    if let enabled = spec.userInteractionEnabled { view.isUserInteractionEnabled = enabled }
    view.clipsToBounds = spec.clipsToBounds ?? (spec.kind == .scrollView)
    view.isMultipleTouchEnabled = spec.multipleTouchEnabled ?? false
    applyFirstResponderAnswers(spec.canBecomeFirstResponder, spec.canResignFirstResponder, to: view)
    if spec.undoManager == true { view.ownedUndoManager = UndoManager() }
    if let n = spec.levelsOfUndo { view.ownedUndoManager?.levelsOfUndo = n }
    applyHitTestOverrides(spec, to: view)
    if let control = view as? Control {
      control.isEnabled = spec.enabled ?? true
      control.isSelected = spec.selected ?? false
      control.isHighlighted = spec.highlighted ?? false
    }
  }

  /// A new view of the spec's class: the registered Swift class its
  /// `type:` names (given the spec's id and frame, where it has them), else
  /// the Core class of its kind.
  private func instantiate(_ spec: ViewSpec, id: String, frame: Rect) -> View {
    if let name = spec.typeName?.value, let view = types[name]?.make() as? View {
      if spec.id != nil { view.identifier = id }
      if spec.frame != nil { view.frame = frame }
      return view
    }
    switch spec.kind {
    case .view: return View(identifier: id, frame: frame)
    case .label: return Label(identifier: id, frame: frame)
    case .button: return Button(identifier: id, frame: frame)
    case .textField: return TextField(identifier: id, frame: frame)
    case .switch: return Switch(identifier: id, frame: frame)
    case .slider: return Slider(identifier: id, frame: frame)
    case .image: return ImageView(identifier: id, frame: frame)
    case .scrollView: return ScrollView(identifier: id, frame: frame)
    case .segmentedControl: return SegmentedControl(identifier: id, frame: frame)
    }
  }

  func pendingBehaviour(_ scene: BuiltScene) -> [() -> Void] {
    let all = scene.pending + scene.pendingChildren + [{ [self] in wireGestureRelations(scene) }]
    scene.pending.removeAll()
    scene.pendingChildren.removeAll()
    return all
  }

  // MARK: - Behaviour

  /// Applies `handles`, `on` and `next` to a responder.
  ///
  /// An `on` entry for an event method makes the responder handle that
  /// category (its effects run only when it does); any other `on` name is
  /// an action the responder implements.
  func configure(
    _ r: Responder, handles: HandlesSpec?, on: OnSpec, next: Located<String>?, scene: BuiltScene
  ) {
    if let h = handles {
      if h.touches { r.handledEvents.insert(.touches) }
      if h.presses { r.handledEvents.insert(.presses) }
      if h.motion { r.handledEvents.insert(.motion) }
      if h.remoteControl { r.handledEvents.insert(.remoteControl) }
      for a in h.actions {
        let effects = on[a] ?? []
        r.sceneOverrides.actionHandlers[a] = { [unowned r, unowned scene] _ in
          self.run(effects, from: r, scene: scene)
        }
      }
    }
    for entry in on.entries {
      let effects = entry.effects
      if entry.name.hasSuffix(SceneDecoder.animationEndedSuffix) {
        let id = String(entry.name.dropLast(SceneDecoder.animationEndedSuffix.count))
        scene.animationEndHandlers[id, default: []].append((Weak(r), effects))
        continue
      }
      let reaction: (Event?) -> Void = { [unowned r, unowned scene] _ in
        self.run(effects, from: r, scene: scene)
      }
      if entry.name.hasPrefix("press.") || entry.name.hasPrefix("remote.") {
        r.sceneOverrides.specificReactions[entry.name] = reaction
      } else if r is Control, ControlEvents(named: entry.name) != nil {
        // Control.sendActions(for:) runs the effects named after the event.
        r.sceneOverrides.eventReactions[entry.name] = reaction
      } else if let category = Self.category(ofEvent: entry.name) {
        r.handledEvents.insert(category)
        r.sceneOverrides.eventReactions[entry.name] = { [unowned r, unowned scene] _ in
          self.run(effects, from: r, scene: scene)
        }
      } else if r.sceneOverrides.actionHandlers[entry.name] == nil {
        r.sceneOverrides.actionHandlers[entry.name] = { [unowned r, unowned scene] _ in
          self.run(effects, from: r, scene: scene)
        }
      }
    }
    if let n = next?.value {
      if n == SceneDocument.endOfChain {
        r.sceneOverrides.endsChain = true
      } else {
        r.sceneOverrides.nextResponder = scene.responders[n]
      }
    }
    installPhaseHandlers(r, on: on, scene: scene)
  }

  static func category(ofEvent name: String) -> EventCategory? {
    if name.hasPrefix("touches") { return .touches }
    if name.hasPrefix("presses") { return .presses }
    if name.hasPrefix("motion") { return .motion }
    if name == "remoteControlReceived" { return .remoteControl }
    return nil
  }
}

/// The controller owning the nearest view at or above `view`.
func owningControllerOf(_ view: View) -> ViewController? {
  var v: View? = view
  while let current = v {
    if let c = current.owningController { return c }
    v = current.superview
  }
  return nil
}

func color(_ c: SceneColor) -> Color {
  Color(r: c.red, g: c.green, b: c.blue, a: c.alpha)
}

extension SceneBuilder {
  /// `navigationController: { id, root }`: a `NavigationController` filling
  /// the window, its system views and back swipe known by their ids; the
  /// root controller (built from `controllers:`, after this one) goes on
  /// its stack once every controller exists.
  fileprivate func makeNavigationController(_ spec: ControllerSpec, root: Located<String>, scene: BuiltScene)
    -> ViewController
  {
    let id = spec.id.value
    let view = View(
      identifier: id + ".view",
      frame: Rect(x: 0, y: 0, width: scene.document.window.width, height: scene.document.window.height))
    view.backgroundColor = Color(r: 255, g: 255, b: 255)
    scene.viewsMade += 1
    let nav = NavigationController(identifier: id, view: view)
    scene.controllers[id] = nav
    scene.responders[id] = nav
    for v in [view, nav.navigationBar, nav.navigationBar.backButton, nav.navigationBar.titleLabel] as [View] {
      scene.views[v.identifier] = v
      scene.responders[v.identifier] = v
    }
    scene.recognizers[nav.interactivePopGestureRecognizer.identifier] = nav.interactivePopGestureRecognizer
    scene.pendingChildren.append { [weak nav, weak scene] in
      guard let nav, let scene, let first = scene.controllers[root.value] else { return }
      nav.setViewControllers([first])
    }
    return nav
  }

  /// The navigation controller a `push`/`pop`/`popTo` effect asks: the one
  /// the responder's controller is in (`navigationController`, walking
  /// parents), else the scene's first.
  static func navigationController(for responder: Responder, scene: BuiltScene) -> NavigationController? {
    var c = owningController(of: responder)
    while let current = c {
      if let nav = current as? NavigationController { return nav }
      c = current.parent
    }
    return scene.controllers.values.compactMap { $0 as? NavigationController }.min {
      $0.identifier < $1.identifier
    }
  }
}
