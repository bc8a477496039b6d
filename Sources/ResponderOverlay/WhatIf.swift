import ResponderCore

/// "What if": the latest touch replayed with one property of the view
/// clicked flipped, beside the touch replayed as it is (Shift+F8, issue 39).
///
/// Hit-testing skips a view that is hidden, has isUserInteractionEnabled
/// false or alpha below 0.01 ("Hit-testing in a view hierarchy"); a learner
/// sees the rule by flipping one of them and watching the route change.
public struct WhatIf: Sendable, Hashable {
  /// The property flipped.
  public enum Flip: String, Sendable, Hashable, CaseIterable {
    case userInteraction = "isUserInteractionEnabled"
    case hidden = "isHidden"
    case alpha
  }

  /// Where one replay of the touch went.
  public struct Route: Sendable, Hashable {
    /// The hit-test view (nil: none, the touch went nowhere).
    public var hitView: String?
    /// The responders the touch visited, in order.
    public var chain: [String]
    /// Who handled it (nil: discarded).
    public var handledBy: String?
    /// The actions the touch sent, as `action → handler` (`→ nobody` when dropped).
    public var actions: [String]
    /// The hit-test view's frame in the window (scene points), to outline it.
    public var hitFrame: Rect?

    public init(hitView: String?, chain: [String], handledBy: String?, actions: [String], hitFrame: Rect?) {
      (self.hitView, self.chain, self.handledBy, self.actions, self.hitFrame) =
        (hitView, chain, handledBy, actions, hitFrame)
    }
  }

  /// The view whose property is flipped.
  public var view: String
  public var flip: Flip
  /// The value the property gets in the what-if ("true", "0").
  public var value: String
  /// The touch replayed, as it is.
  public var asIs: Route
  /// The touch replayed with the property flipped.
  public var flipped: Route

  public init(view: String, flip: Flip, value: String, asIs: Route, flipped: Route) {
    (self.view, self.flip, self.value, self.asIs, self.flipped) = (view, flip, value, asIs, flipped)
  }

  /// "disabled.isUserInteractionEnabled = true".
  public var change: String { "\(view).\(flip.rawValue) = \(value)" }
}
