import ResponderCore

/// The keys that stand for overrides: hit areas, responders' answers.
extension SceneBuilder {
  /// `hitTestInsets`, `hitShape`, `passThrough`, `exclusiveTouch` (the
  /// `hitTestTarget` is resolved once every view exists).
  func applyHitTestOverrides(_ spec: ViewSpec, to view: View) {
    if let i = spec.hitTestInsets, i.count == 4 {
      view.hitTestInsets = EdgeInsets(top: i[0], left: i[1], bottom: i[2], right: i[3])
    }
    if let s = spec.hitShape.flatMap(HitShape.init(name:)) { view.hitShape = s }
    if let points = spec.hitPolygon {
      view.hitShape = .polygon(points.map { Point(x: $0[0], y: $0[1]) })
    }
    view.passesTouchesThrough = spec.passThrough ?? false
    view.isExclusiveTouch = spec.exclusiveTouch ?? false
  }

  /// `canPerform`, `refuses` and `keyCommands` on any responder.
  func applyAnswers(_ answers: AnswersSpec, to r: Responder) {
    r.declaredCanPerform.formUnion(answers.canPerform)
    r.refusedActions.formUnion(answers.refuses)
    r.keyCommands += answers.keyCommands.map {
      var c = KeyCommand($0.chord, action: $0.action, title: $0.title)
      c.attributes = $0.attributes
      c.wantsPriorityOverSystemBehavior = $0.wantsPriorityOverSystemBehavior
      return c
    }
  }
}
