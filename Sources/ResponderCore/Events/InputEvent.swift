/// Input as the platform layer reports it, before it becomes an `Event`.
///
/// The SDL translation switch produces these and nothing else; turning them
/// into touches, presses and commands is the application's job, so that it
/// is tested without SDL.
public enum InputEvent: Sendable, Hashable {
  /// A finger (or the mouse acting as one) went down, moved or up, at a window point.
  case touch(FingerID, TouchPhase, Point)
  /// A key went down or up.
  case key(Key, KeyModifiers, down: Bool)
  /// Text typed (one text-input event).
  case text(String)
  /// A shake motion began or ended.
  case shake(began: Bool)
  /// A remote-control command (media keys).
  case remote(EventSubtype)
  /// An editing command sent as a nil-targeted action from the application
  /// (the editing menu: `copy`, `cut`, `paste`, `select`, `selectAll`, `delete`).
  case editingCommand(String)
  /// A sensor sample: accelerometer in g, gyroscope in rad/s.
  case sensor(SensorKind, [Double])
  /// Focus lost or the app entering the background: every touch is cancelled.
  case interruption(String)
  /// The window was resized, in points.
  case resize(Size)
  /// The mouse wheel or a trackpad's two-finger scroll over a window
  /// point: `delta` is how far to scroll, in points, positive towards the
  /// content's end (the content offset grows), as a finger dragging the
  /// other way would.
  case scroll(Point, delta: Point)
  /// What the pointer does besides a primary click (`PointerInput`): a
  /// secondary click, hover, a trackpad's pinch or rotation.
  case pointer(PointerInput)
}
