/// A recognizer's figures by the names scripts read them (`props: {
/// drag.translation.x: 120 }`), each UIKit's property or method of the
/// same name.
extension GestureRecognizer {
  /// The value of `name`, measured in `view`'s coordinates (the window's
  /// when nil, as UIKit's `location(in: nil)` and `translation(in: nil)`
  /// are); nil for a name this kind of recognizer does not have.
  ///
  /// `location.x`/`.y` is `location(in:)` (the centroid of its touches),
  /// `translation.x`/`.y` and `velocity.x`/`.y` a pan's `translation(in:)`
  /// and `velocity(in:)` (points per second), `scale` a pinch's `scale`,
  /// `rotation` a rotation recognizer's `rotation` in degrees (UIKit's is in
  /// radians; scenes write every angle in degrees), `state`,
  /// `numberOfTouches` and `enabled` (`isEnabled`).
  public func value(forProperty name: String, in view: View?) -> PropertyValue? {
    switch name {
    case "state": return .string(state == .ended ? (isContinuous ? "ended" : "recognized") : state.rawValue)
    case "numberOfTouches": return .number(Double(numberOfTouches))
    case "enabled", "isEnabled": return .bool(isEnabled)
    case "location.x": return .number(location(in: view).x)
    case "location.y": return .number(location(in: view).y)
    default: break
    }
    switch (self, name) {
    case (let pan as PanGestureRecognizer, "translation.x"): return .number(pan.translation(in: view).x)
    case (let pan as PanGestureRecognizer, "translation.y"): return .number(pan.translation(in: view).y)
    case (let pan as PanGestureRecognizer, "velocity.x"): return .number(pan.velocity(in: view).x)
    case (let pan as PanGestureRecognizer, "velocity.y"): return .number(pan.velocity(in: view).y)
    case (let pinch as PinchGestureRecognizer, "scale"): return .number(pinch.scale)
    case (let rotation as RotationGestureRecognizer, "rotation"):
      return .number(rotation.rotation * 180 / Double.pi)
    case (let hover as HoverGestureRecognizer, "zOffset"): return .number(hover.zOffset)
    default: return nil
    }
  }

  /// The names `value(forProperty:in:)` answers for this kind, for a
  /// failed check's "did you mean".
  public var propertyNames: [String] {
    var names = ["state", "numberOfTouches", "enabled", "location.x", "location.y"]
    if self is PanGestureRecognizer {
      names += ["translation.x", "translation.y", "velocity.x", "velocity.y"]
    }
    if self is PinchGestureRecognizer { names.append("scale") }
    if self is RotationGestureRecognizer { names.append("rotation") }
    if self is HoverGestureRecognizer { names.append("zOffset") }
    return names
  }
}

/// A touch's figures by the names scripts read them (`props: {
/// touch.0.tapCount: 2 }`), each `UITouch`'s property or method.
extension Touch {
  /// `tapCount`, `phase`, `type` (`UITouch.type`), `location.x`/`.y` (`location(in:)`),
  /// `previousLocation.x`/`.y` and `view` (the id of the view it began in).
  public func value(forProperty name: String, in view: View?) -> PropertyValue? {
    switch name {
    case "tapCount": return .number(Double(tapCount))
    case "phase": return .string(phase.rawValue)
    case "type": return .string(type.rawValue)
    case "location.x": return .number(location(in: view).x)
    case "location.y": return .number(location(in: view).y)
    case "previousLocation.x": return .number(previousLocation(in: view).x)
    case "previousLocation.y": return .number(previousLocation(in: view).y)
    case "view": return self.view.map { .string($0.identifier) } ?? .null
    default: return nil
    }
  }

  public static let propertyNames = [
    "tapCount", "phase", "type", "location.x", "location.y", "previousLocation.x", "previousLocation.y",
    "view",
  ]
}
