/// The target of a control's or recognizer's action, held weakly.
///
/// UIKit's `addTarget(_:action:for:)`: "The control does not retain the
/// object in the target parameter." Holding it strongly made a cycle
/// whenever a control targeted a responder that owns it (a button targeting
/// its own view controller kept the controller, its views and itself alive
/// after the scene was dropped). A nil target (walk the chain) stays
/// distinct from a target that has since gone away (send nothing).
struct TargetReference {
  private weak var object: Responder?
  private let isNilTarget: Bool

  init(_ target: Responder?) {
    object = target
    isNilTarget = target == nil
  }

  /// Whether the action is still sent: nil-targeted, or its target lives.
  var isLive: Bool { isNilTarget || object != nil }
  /// The target, or nil for a nil-targeted action.
  var target: Responder? { object }

  /// Whether this is the reference `addTarget` makes of `target`: the nil
  /// target for nil, else that same live object. Adding a pair again is
  /// told apart by this (UIControl, UIGestureRecognizer `addTarget`).
  func refers(to target: Responder?) -> Bool {
    guard let target else { return isNilTarget }
    return object === target
  }
}
