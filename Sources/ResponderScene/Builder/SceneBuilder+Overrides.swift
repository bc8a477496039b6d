import ResponderCore

/// The keys that stand for overrides: hit areas, responders' answers.
extension SceneBuilder {
  /// `hitTestInsets`, `hitShape`, `passThrough`, `exclusiveTouch` (the
  /// `hitTestTarget` is resolved once every view exists).
  func applyHitTestOverrides(_ spec: ViewSpec, to view: View) {
    if let i = spec.hitTestInsets, i.count == 4 {
      view.sceneOverrides.hitTestInsets = EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
    }
    if let s = spec.hitShape.flatMap(HitShape.init(name:)), s != .rectangle {
      view.sceneOverrides.hitShape = s
    }
    if let points = spec.hitPolygon {
      view.sceneOverrides.hitShape = .polygon(points.map { Point(x: $0[0], y: $0[1]) })
    }
    if spec.passThrough == true { view.sceneOverrides.passesTouchesThrough = true }
    view.isExclusiveTouch = spec.exclusiveTouch ?? false
  }

  /// `canBecomeFirstResponder` and `canResignFirstResponder`, where the scene says.
  func applyFirstResponderAnswers(_ becomes: Bool?, _ resigns: Bool?, to r: Responder) {
    guard becomes != nil || resigns != nil else { return }
    r.sceneOverrides.canBecomeFirstResponder = becomes
    r.sceneOverrides.canResignFirstResponder = resigns
  }

  /// `canPerform`, `refuses`, `keyCommands` and `validate` on any responder.
  func applyAnswers(_ answers: AnswersSpec, to r: Responder, scene: BuiltScene) {
    if !answers.validations.isEmpty { applyValidations(answers.validations, to: r, scene: scene) }
    if !answers.canPerform.isEmpty { r.sceneOverrides.declaredCanPerform.formUnion(answers.canPerform) }
    if !answers.refuses.isEmpty { r.sceneOverrides.refusedActions.formUnion(answers.refuses) }
    r.keyCommands += answers.keyCommands.map {
      var c = KeyCommand($0.chord, action: $0.action, title: $0.title)
      c.attributes = $0.attributes
      c.discoverabilityTitle = $0.discoverabilityTitle
      c.wantsPriorityOverSystemBehavior = $0.wantsPriorityOverSystemBehavior
      return c
    }
  }
}

extension SceneBuilder {
  /// `validate:` as the responder's `validate(_:)` (UIResponder.validate(_:)):
  /// the answers for the command's action whose conditions hold, read when
  /// the command is about to be performed, add their attributes. The scene
  /// is held weakly: the application keeps the closure.
  func applyValidations(_ validations: [ValidationSpec], to r: Responder, scene: BuiltScene) {
    scene.app.commandValidators[ObjectIdentifier(r)] = { [weak scene] command in
      guard let scene else { return }
      for v in validations where v.action == command.action {
        if v.conditions.isEmpty || conditionsHold(v.conditions, sender: nil, scene: scene) {
          command.attributes.formUnion(v.attributes)
        }
      }
    }
  }
}
