/// What a responder consumes instead of forwarding to `next`.
///
/// From the spec: the default implementation of every event method forwards
/// to `next`; a responder that lists a kind here handles it itself. The YAML
/// form is a list such as `[touches, motion, {actions: [copy, submit]}]`.
public struct HandlesSpec: Hashable, Sendable {
  public var touches: Bool
  public var presses: Bool
  public var motion: Bool
  public var remoteControl: Bool
  /// Action names the responder implements (so `canPerformAction` is true).
  public var actions: [String]
  public var location: SceneLocation

  public init(
    touches: Bool = false, presses: Bool = false, motion: Bool = false, remoteControl: Bool = false,
    actions: [String] = [], location: SceneLocation
  ) {
    self.touches = touches
    self.presses = presses
    self.motion = motion
    self.remoteControl = remoteControl
    self.actions = actions
    self.location = location
  }
}
