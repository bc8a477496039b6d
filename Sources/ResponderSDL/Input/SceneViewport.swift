import ResponderCore

/// Where the scene sits in the window, as input needs it: the scene's
/// size, the window rectangle it is drawn in, and the mapping from window
/// points to scene points.
///
/// The live window's `WindowLayout` is one (ResponderLive says so), so a
/// touch is mapped by the same transform its scene is drawn with, and the
/// translator needs nothing of the overlay.
public protocol SceneViewport: Sendable {
  var sceneSize: Size { get }
  var sceneRect: Rect { get }
  func toScene(_ p: Point) -> Point
}
