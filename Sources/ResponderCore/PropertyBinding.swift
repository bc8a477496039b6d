/// A continuous mapping from one number to a view property
/// (`bind: - { set: dim.alpha, from: drawer.frame.x, in: [-260, 0], out: [0, 0.5] }`):
/// what an app writes in a pan handler or a scroll view delegate's
/// `scrollViewDidScroll(_:)` to make one thing follow another.
///
/// Linear from `inRange` to `outRange`, clamped to `outRange`. The source
/// is read as it is drawn (a view's presentation while it animates), and
/// the target's model is set, so hit-testing sees the bound value: a dim
/// bound to alpha 0 is skipped as any view below 0.01 is. The application
/// applies its bindings after every input and every step of the clock, in
/// the order the loader sorted them (a source before what it feeds).
public final class PropertyBinding {
  /// Where a number is read.
  public enum Source {
    /// A view's property by scene path (`frame.x`, `alpha`, `contentOffset.y`).
    case view(View, String)
    /// A named state value (`state.progress`).
    case state(String)
  }

  public let source: Source
  public let target: View
  /// The target's property by scene path.
  public let property: String
  public let inRange: (Double, Double)
  public let outRange: (Double, Double)
  private var lastInput: Double?

  public init(
    source: Source, target: View, property: String, in inRange: (Double, Double),
    out outRange: (Double, Double)
  ) {
    self.source = source
    self.target = target
    self.property = property
    self.inRange = inRange
    self.outRange = outRange
  }

  /// The mapped value of `x`: linear, clamped to the output range.
  ///
  /// Finite for any finite ranges: where a difference overflows (`out:
  /// [-1e308, 1e308]` made `d - c` infinite and the value NaN, issue 37),
  /// it is taken of halves, which is exact, and the output is the weighted
  /// mean of its ends.
  public func map(_ x: Double) -> Double {
    let (a, b) = inRange
    let (c, d) = outRange
    let (offset, span) = (x - a, b - a)
    let t =
      b == a
      ? 0 : offset.isFinite && span.isFinite ? offset / span : (x * 0.5 - a * 0.5) / (b * 0.5 - a * 0.5)
    let s = t.isNaN ? 0 : min(1, max(0, t))
    let y = c + (d - c) * s
    return y.isFinite ? y : c * (1 - s) + d * s
  }

  /// Reads the source and, when it changed, sets the target.
  func apply(state: StateStore) {
    let x: Double?
    switch source {
    case .view(let v, let path): x = v.presentedValue(forProperty: path)?.number
    case .state(let name): x = state[name]?.number
    }
    guard let x, x.isFinite, x != lastInput else { return }
    lastInput = x
    target.removeAnimation(forProperty: property)
    target.setValue(.number(map(x)), forProperty: property)
  }
}

extension Application {
  /// Applies every binding once, sources first (the loader sorted them).
  public func applyBindings() {
    for b in bindings { b.apply(state: state) }
  }
}
