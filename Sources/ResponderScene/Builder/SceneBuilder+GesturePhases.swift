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
        entry.effects.contains(where: { !$0.conditions.isEmpty })
      {
        conditional[entry.name] = entry.effects
      }
    }
    for (action, effects) in conditional {
      r.actionHandlers[action] = { [unowned r, unowned scene] message in
        self.run(effects, from: r, scene: scene, sender: message.sender)
      }
    }
    for (action, list) in phases {
      let plain = r.actionHandlers[action]
      r.actionHandlers[action] = { [unowned r, unowned scene] message in
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
      for (phase, _) in list { r.actionHandlers.removeValue(forKey: "\(action).\(phase.rawValue)") }
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
      if let (id, property) = c.viewProperty {
        // Read now: a control's action sees its own new value.
        let v = scene.views[id]?.value(forProperty: property) ?? .null
        if let text = c.textOperand {
          let same = v.description == text
          guard c.comparison == .equal ? same : !same else { return false }
        } else {
          let n = v.number ?? v.bool.map { $0 ? 1 : 0 }
          guard let n, c.comparison.holds(n, c.operand) else { return false }
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
    }
  }
}
