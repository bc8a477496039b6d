import ResponderCore

/// `on:` entries for a gesture's phases (`dragged.began`, `dragged.ended`)
/// and effects with `when:` conditions on the gesture's values.
///
/// A recognizer sends its action on every state change (UIKit's
/// target-action for continuous gestures: began, changed, ended,
/// cancelled); an `action.phase` entry runs only for that state, after the
/// plain `action` entry's effects.
extension SceneBuilder {
  func installPhaseHandlers(_ r: Responder, on: OnSpec, scene: BuiltScene) {
    var phases: [String: [(GesturePhase, [EffectSpec])]] = [:]
    var conditional: [String: [EffectSpec]] = [:]
    for entry in on.entries {
      if let dot = entry.name.lastIndex(of: "."),
        let phase = GesturePhase(rawValue: String(entry.name[entry.name.index(after: dot)...]))
      {
        phases[String(entry.name[..<dot]), default: []].append((phase, entry.effects))
      } else if Self.category(ofEvent: entry.name) == nil,
        !entry.name.hasSuffix(SceneDecoder.animationEndedSuffix),
        entry.effects.contains(where: { !$0.conditions.isEmpty })
      {
        conditional[entry.name] = entry.effects
      }
    }
    for (action, effects) in conditional {
      r.sceneOverrides.actionHandlers[action] = { [unowned r, unowned scene] message in
        self.run(effects, from: r, scene: scene, sender: message.sender)
      }
    }
    for (action, list) in phases {
      let plain = r.sceneOverrides.actionHandlers[action]
      r.sceneOverrides.actionHandlers[action] = { [unowned r, unowned scene] message in
        plain?(message)
        guard let g = message.sender as? GestureRecognizer else { return }
        // The state the action was sent for: an effect may move the
        // recognizer on (disabling it cancels it), and that transition
        // sends the action again with its own phase.
        let state = g.state
        for (phase, effects) in list where Self.matches(phase, state) {
          self.run(effects, from: r, scene: scene, sender: g)
        }
      }
    }
    for (action, list) in phases {
      for (phase, _) in list {
        r.sceneOverrides.actionHandlers.removeValue(forKey: "\(action).\(phase.rawValue)")
      }
    }
  }

  static func matches(_ phase: GesturePhase, _ state: GestureRecognizer.State) -> Bool {
    switch phase {
    case .began: state == .began
    case .changed: state == .changed
    case .ended, .recognized: state == .ended
    case .cancelled: state == .cancelled
    }
  }

  /// Whether every condition holds: a state condition reads the scene's
  /// state; a gesture condition the recognizer that sent the action, and
  /// is false when there is none or it has no such value.
  func conditionsHold(_ conditions: [GestureCondition], sender: AnyObject?, scene: BuiltScene) -> Bool {
    for c in conditions {
      if let name = c.stateName {
        let v = scene.app.state[name] ?? .null
        if let text = c.textOperand {
          let same = v.description == text
          guard c.comparison == .equal ? same : !same else { return false }
        } else {
          guard let n = v.number, c.comparison.holds(n, c.operand) else { return false }
        }
        continue
      }
      if let group = c.group {
        let holds: (([GestureCondition]) -> Bool) = { self.conditionsHold($0, sender: sender, scene: scene) }
        guard group.join == .any ? group.items.contains(where: holds) : group.items.allSatisfy(holds)
        else { return false }
        continue
      }
      if let path = c.read {
        // Read now: a control's action sees its own new value.
        let v = Self.read(path, in: scene) ?? .null
        if let text = c.textOperand {
          let same = v.description == text
          guard c.comparison == .equal ? same : !same else { return false }
        } else {
          guard let n = v.number, c.comparison.holds(n, c.operand) else { return false }
        }
        continue
      }
      if c.value == .finished {
        guard let end = sender as? AnimationEnd, c.comparison.holds(end.finished ? 1 : 0, c.operand) else {
          return false
        }
        continue
      }
      guard let g = sender as? GestureRecognizer,
        let v = Self.value(c.value, of: g, moved: scene.movedViews[ObjectIdentifier(g)]),
        c.comparison.holds(v, c.operand)
      else { return false }
    }
    return true
  }

  /// The value `ID.property` names: the id is the longest prefix that is
  /// a view or recognizer of the scene (`inbox.pan.state` is the scroll
  /// view's pan's state), as the loader checked it; a recognizer's
  /// figures are in its view's superview, as bare `when:` values are.
  static func read(_ path: String, in scene: BuiltScene) -> PropertyValue? {
    var dot = path.endIndex
    while let d = path[..<dot].lastIndex(of: ".") {
      dot = d
      let id = String(path[..<d])
      let property = String(path[path.index(after: d)...])
      if let view = scene.views[id] { return read(property, of: view) }
      if let c = scene.controllers[id] { return c.value(forProperty: property) }
      if id == SceneDocument.keyboardID { return scene.app.loadKeyboard().value(forProperty: property) }
      if let g = scene.recognizers[id] { return g.value(forProperty: property, in: g.view?.superview) }
    }
    return nil
  }

  static func value(_ value: GestureCondition.Value, of g: GestureRecognizer, moved: View? = nil) -> Double? {
    let space = g.view?.superview
    switch value {
    case .translationX: return (g as? PanGestureRecognizer)?.translation(in: space).x
    case .translationY: return (g as? PanGestureRecognizer)?.translation(in: space).y
    case .velocityX: return (g as? PanGestureRecognizer)?.velocity(in: space).x
    case .velocityY: return (g as? PanGestureRecognizer)?.velocity(in: space).y
    case .scale: return (g as? PinchGestureRecognizer)?.scale
    case .rotation: return (g as? RotationGestureRecognizer).map { $0.rotation * 180 / Double.pi }
    case .page: return (g.view as? ScrollView)?.projectedPage
    case .positionX: return (moved ?? g.view)?.frame.origin.x
    case .positionY: return (moved ?? g.view)?.frame.origin.y
    case .centerX: return (moved ?? g.view)?.center.x
    case .centerY: return (moved ?? g.view)?.center.y
    case .numberOfTouches: return Double(g.numberOfTouches)
    case .locationX: return g.location(in: space).x
    case .locationY: return g.location(in: space).y
    case .finished: return nil
    }
  }
}
