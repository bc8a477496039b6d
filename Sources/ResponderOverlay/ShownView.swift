import ResponderCore

/// A view as it was drawn: its frame in the window and its visible
/// subviews. A click while a quiz question waits names the view drawn under
/// it in this picture, not the one the scene holds now: once a tap on
/// "Present" has presented a sheet, the learner still sees, and clicks, the
/// button.
public struct ShownView: Sendable, Hashable {
  public var id: String
  public var frame: Rect
  public var subviews: [ShownView]

  public init?(_ v: View, window: Window) {
    guard !v.isHidden else { return nil }
    id = v === window ? "window" : v.identifier
    frame = v.frameInWindow
    subviews = v.subviews.compactMap { ShownView($0, window: window) }
  }

  /// The front-most, deepest view whose frame holds `p`.
  public func deepest(at p: Point) -> String? {
    guard frame.contains(p) else { return nil }
    for sub in subviews.reversed() { if let d = sub.deepest(at: p) { return d } }
    return id
  }
}
