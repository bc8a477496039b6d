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

  /// Where the mapped value is written.
  public enum Target {
    /// A view's property by scene path.
    case view(View, String)
    /// A named state value (`set: state.progress`), as a `set` effect
    /// writes one.
    case state(String)
  }

  /// How the source's number becomes the target's value.
  public enum Mapping {
    /// Linear from `in` to `out`, clamped to `out`.
    case linear
    /// A flag: true while `holds` says so of the source (`when: "> -140"`),
    /// what a `scrollViewDidScroll(_:)` that sets `isUserInteractionEnabled`
    /// past a point does.
    case threshold((Double) -> Bool)
  }

  public let source: Source
  public let destination: Target
  public let mapping: Mapping
  public let inRange: (Double, Double)
  public let outRange: (Double, Double)
  private var lastInput: Double?

  /// The bound view, nil for a state target.
  public var target: View? {
    if case .view(let v, _) = destination { return v }
    return nil
  }

  /// The target's property by scene path (`state.NAME` for a state).
  public var property: String {
    switch destination {
    case .view(_, let p): p
    case .state(let name): "state." + name
    }
  }

  public convenience init(
    source: Source, target: View, property: String, in inRange: (Double, Double),
    out outRange: (Double, Double)
  ) {
    self.init(source: source, to: .view(target, property), mapping: .linear, in: inRange, out: outRange)
  }

  public init(
    source: Source, to destination: Target, mapping: Mapping, in inRange: (Double, Double) = (0, 1),
    out outRange: (Double, Double) = (0, 1)
  ) {
    self.source = source
    self.destination = destination
    self.mapping = mapping
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
    let value: PropertyValue
    switch mapping {
    case .linear: value = .number(map(x))
    case .threshold(let holds): value = .bool(holds(x))
    }
    switch destination {
    case .view(let target, let property):
      target.removeAnimation(forProperty: property)
      target.setValue(value, forProperty: property)
    case .state(let name):
      if state[name] != value { state[name] = value }
    }
  }
}

extension Application {
  /// Applies every binding once, sources first (the loader sorted them).
  public func applyBindings() {
    for b in bindings { b.apply(state: state) }
  }
}
