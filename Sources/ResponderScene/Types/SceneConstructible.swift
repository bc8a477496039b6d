import ResponderCore

/// A responder class a scene can name: made with no arguments, then given
/// its id, frame and the rest of its keys by the builder.
///
/// Interface Builder makes a storyboard's custom class through
/// `init(coder:)`, which every subclass must keep (`required`); a scene's
/// classes keep `init()` the same way, so a subclass of a registered class
/// can stand in for it:
///
/// ```swift
/// final class SwipeCard: View, SceneConstructible {
///   required init() { super.init() }
///   override func hitTest(_ point: Point, with event: Event?) -> View? { … }
/// }
/// ```
public protocol SceneConstructible: Responder {
  init()
}

extension SceneConstructible where Self: View {
  /// UIKit's `init(frame:)` for a registered view class made in code: a
  /// subclass that keeps `init()` for scenes does not inherit `View`'s
  /// `init(identifier:frame:)`, so `SwipeCard(frame: Rect(x: 0, y: 0,
  /// width: 100, height: 50))` would not compile without this.
  public init(frame: Rect) {
    self.init()
    self.frame = frame
  }
}
