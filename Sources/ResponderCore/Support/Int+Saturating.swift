extension Int {
  /// `value` rounded toward zero and held inside `Int`'s range; NaN is 0.
  ///
  /// `Int(_: Double)` traps on NaN, on infinities and outside ±2⁶³, and
  /// scene files hold any finite number: `minimumPressDuration: 1e17` made
  /// the idle fast-forward's tick count 1.2e19 (SIGILL, issue 37). Every
  /// conversion of a number a scene can reach goes through here.
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 0x1p63 {
      self = .max
    } else if value < -0x1p63 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
