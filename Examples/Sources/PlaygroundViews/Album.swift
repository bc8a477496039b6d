import ResponderCore
import ResponderScene

/// A photo album that keeps every touch inside it for itself: its photos
/// and captions are drawn, never hit.
///
/// The `hitTest(_:with:)` override of "Hit-Testing in iOS": the seeds' walk
/// (hidden, disabled or transparent views skipped, the point checked with
/// `point(inside:with:)`), then the album instead of the deepest subview.
/// A scene names it `type: Album`; it takes a view's keys.
public final class Album: View, SceneConstructible {
  public required init() { super.init() }

  public override func hitTest(_ point: Point, with event: Event?) -> View? {
    guard hitTestSkipReason == nil, self.point(inside: point, with: event) else { return nil }
    return self
  }
}
