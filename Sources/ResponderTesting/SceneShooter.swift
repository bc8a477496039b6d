import ResponderOverlay
import ResponderScene

/// Renders a running scene to a PNG (the `shot:` step, `image` expectations).
public protocol SceneShooter: AnyObject {
  func shoot(_ scene: BuiltScene, overlay: OverlayRecorder, to path: String) throws
}
