/// A pan that begins only for a finger that starts near an edge of the
/// window (`UIScreenEdgePanGestureRecognizer`).
///
/// "A gesture recognizer that looks for panning (dragging) gestures that
/// start near an edge of the screen." The finger must come down within
/// `GestureConstants.screenEdgeDistance` of one of `edges` (window
/// coordinates, the screen of this sandbox) and move away from that edge
/// more than along it; otherwise the recognizer fails and the touch is
/// left to the others.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// The window edges a pan may start from (`edges`; UIKit's `UIRectEdge`).
  public struct Edges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Edges(rawValue: 1)
    public static let left = Edges(rawValue: 2)
    public static let bottom = Edges(rawValue: 4)
    public static let right = Edges(rawValue: 8)
    public static let all: Edges = [.top, .left, .bottom, .right]
  }

  public var edges: Edges = []
  /// The edges the first finger came down near, nil before it did.
  @exclusivity(unchecked) private var startEdges: Edges = []
  @exclusivity(unchecked) private var firstPoint = Point.zero

  open override var kindName: String { "screenEdgePan" }

  /// The edges of `window` within `GestureConstants.screenEdgeDistance` of `p`.
  public static func edges(near p: Point, in window: Rect) -> Edges {
    let d = GestureConstants.screenEdgeDistance
    var e: Edges = []
    if p.x - window.minX <= d { e.insert(.left) }
    if window.maxX - p.x <= d { e.insert(.right) }
    if p.y - window.minY <= d { e.insert(.top) }
    if window.maxY - p.y <= d { e.insert(.bottom) }
    return e
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    // "The screen-edge pan gesture recognizer ignores any touches beyond
    // the first touch" (UIScreenEdgePanGestureRecognizer): a later finger
    // is no part of it — its count and location stay the first finger's —
    // and reaches its view as any touch does (`ignore(_:for:)`).
    if trackedTouches.count > 1 {
      let first = trackedTouches[0]
      for t in touches.sorted(by: Touch.deliveryOrder) where t !== first { ignore(t, for: event) }
      guard touches.contains(first) else { return }
    }
    if state == .possible, trackedTouches.count == touches.count {
      firstPoint = location(in: nil)
      let bounds = view?.window?.bounds ?? .zero
      startEdges = Self.edges(near: firstPoint, in: bounds).intersection(edges)
      if startEdges.isEmpty {
        view?.window?.application?.noteGestureDecision(
          self, .beganAwayFromEdge(distance: Self.distanceToEdges(firstPoint, bounds, edges)))
        state = .failed
        return
      }
    }
    super.touchesBegan(touches, with: event)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if state == .possible {
      let d = location(in: nil) - firstPoint
      if (d.x * d.x + d.y * d.y).squareRoot() >= minimumDistance, !movesAway(d) {
        view?.window?.application?.noteGestureDecision(self, .movedAlongEdge)
        state = .failed
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }

  /// Whether `d` leads away from one of the start edges more than along it.
  private func movesAway(_ d: Point) -> Bool {
    (startEdges.contains(.left) && d.x > abs(d.y)) || (startEdges.contains(.right) && -d.x > abs(d.y))
      || (startEdges.contains(.top) && d.y > abs(d.x)) || (startEdges.contains(.bottom) && -d.y > abs(d.x))
  }

  private static func distanceToEdges(_ p: Point, _ w: Rect, _ edges: Edges) -> Double {
    var best = Double.infinity
    if edges.contains(.left) { best = min(best, p.x - w.minX) }
    if edges.contains(.right) { best = min(best, w.maxX - p.x) }
    if edges.contains(.top) { best = min(best, p.y - w.minY) }
    if edges.contains(.bottom) { best = min(best, w.maxY - p.y) }
    return best
  }

  open override func reset() {
    super.reset()
    startEdges = []
    firstPoint = .zero
  }
}
