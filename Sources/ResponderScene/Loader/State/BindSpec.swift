/// One continuous mapping of `bind:` (`- { set: dim.alpha, from: drawer.frame.x,
/// in: [-260, 0], out: [0, 0.5] }`): linear from `in` to `out`, clamped.
public struct BindSpec: Hashable, Sendable {
  /// The bound view and property path (`dim`, `alpha`).
  public var target: Located<String>
  public var property: ViewSpec.Property
  /// The source: a view's property, or a state value when `sourceState` is set.
  public var source: Located<String>
  public var sourceProperty: ViewSpec.Property?
  public var sourceState: String?
  public var inRange: [Double]
  public var outRange: [Double]
  public var location: SceneLocation
  /// `set: state.NAME`: the binding writes that state value (`target` and
  /// `property` are then unused).
  public var targetState: String?
  /// `when: "> -140"`: the target is a flag, true while the source's
  /// number compares so (`in` and `out` are then unused).
  public var threshold: (comparison: GestureCondition.Comparison, operand: Double)? {
    get {
      thresholdPair.map { (GestureCondition.Comparison(rawValue: $0.comparison) ?? .greater, $0.operand) }
    }
    set { thresholdPair = newValue.map { Pair(($0.comparison.rawValue, $0.operand)) } }
  }
  private var thresholdPair: Pair?

  /// A comparison and its operand, kept hashable.
  private struct Pair: Hashable, Sendable {
    var comparison: String
    var operand: Double
    init(_ p: (String, Double)) { (comparison, operand) = p }
  }

  public init(
    target: Located<String>, property: ViewSpec.Property, source: Located<String>, inRange: [Double],
    outRange: [Double], location: SceneLocation
  ) {
    self.target = target
    self.property = property
    self.source = source
    self.inRange = inRange
    self.outRange = outRange
    self.location = location
  }
}

/// One named value of `state:`, with its starting value.
public struct StateSpec: Hashable, Sendable {
  public var name: String
  public var value: SceneValue
  public var location: SceneLocation

  public init(name: String, value: SceneValue, location: SceneLocation) {
    self.name = name
    self.value = value
    self.location = location
  }
}
