/// An animated property change on the simulation clock
/// (`UIView.animate(withDuration:…)`): the model is already at the end
/// value; this moves the view's presentation from the old value to it.
public final class PropertyAnimation: Animator {
  public enum Curve: String, Sendable, Hashable {
    /// Approximates UIKit's ease-in-ease-out (control points 0.42, 0, 0.58, 1)
    /// with the smoothstep `3t² − 2t³`.
    case easeInOut
    case linear
    /// A damped spring (`usingSpringWithDamping:`) that settles by the end.
    case spring
  }

  /// Held strongly while it runs: a view removed mid-animation must not
  /// leave a dangling pointer behind.
  public let view: View
  public let property: String
  public let from: PropertyValue
  public let to: PropertyValue
  public let duration: Double
  public let curve: Curve
  public let damping: Double
  /// Seconds before the presentation starts to move
  /// (`UIView.animate(withDuration:delay:options:animations:completion:)`'s
  /// `delay`); the model holds the end value from the start, during the
  /// delay too, and the presentation shows the start value until then.
  public let delay: Double
  /// Called once when the animation ends: true when it ran to its end,
  /// false when it was cut short — its property set again or animated by
  /// a newer animation (which takes the presentation), or its view taken
  /// out of the window — as `UIView.animate`'s completion gets `finished`.
  public var completion: ((Bool) -> Void)?
  private var elapsed = 0.0
  private var wasInWindow = false

  /// Nil when the values do not interpolate (a string, a bool).
  public init?(
    view: View, property: String, from: PropertyValue, to: PropertyValue, duration: Double, curve: Curve,
    damping: Double = 0.7, delay: Double = 0
  ) {
    guard Self.interpolate(from, to, 0) != nil, duration > 0, delay >= 0, delay.isFinite else { return nil }
    self.delay = delay
    self.view = view
    self.property = property
    self.from = from
    self.to = to
    self.duration = duration
    self.curve = curve
    self.damping = min(1, max(0.05, damping))
  }

  /// Takes the property's presentation and shows the start value.
  public func start(in app: Application) {
    var p = view.presentation ?? Presentation()
    p.owners[property] = ObjectIdentifier(self)
    view.presentation = p
    show(from)
    wasInWindow = view.window != nil
    app.addAnimator(self)
  }

  public func step(by dt: Double, now: Double) -> Bool {
    guard view.presentation?.owners[property] == ObjectIdentifier(self) else {
      end(finished: false)
      return false
    }
    if wasInWindow, view.window == nil {
      // Removed mid-animation: its layer's animations are removed with it.
      finish()
      end(finished: false)
      return false
    }
    elapsed += dt
    let t = min(1, max(0, elapsed - delay) / duration)
    if t >= 1 {
      finish()
      end(finished: true)
      return false
    }
    if let v = Self.interpolate(from, to, progress(t)) { show(v) }
    return true
  }

  /// The fraction of the way at time fraction `t`; a spring overshoots.
  public func progress(_ t: Double) -> Double {
    switch curve {
    case .linear: return t
    case .easeInOut: return t * t * (3 - 2 * t)
    case .spring:
      // ζ = damping; ω such that the envelope is below 0.1 % at the end.
      let z = damping
      let w = 6.9 / (z * duration)
      let x = t * duration
      if z >= 1 { return 1 - _exp(-w * x) * (1 + w * x) }
      let wd = w * (1 - z * z).squareRoot()
      return 1 - _exp(-z * w * x) * (_cos(wd * x) + (z * w / wd) * _sin(wd * x))
    }
  }

  private func finish() {
    view.removeAnimation(forProperty: property)
  }

  private func end(finished: Bool) {
    let c = completion
    completion = nil
    c?(finished)
  }

  private func show(_ v: PropertyValue) {
    guard var p = view.presentation else { return }
    switch (property, v) {
    case ("frame", .rect(let r)):
      p.center = r.center
      p.size = r.size
    case ("alpha", .number(let n)): p.alpha = min(1, max(0, n))
    case ("color", .color(let c)), ("backgroundColor", .color(let c)): p.backgroundColor = c
    case ("scale", .number(let n)): p.scale = max(0.001, n)
    case ("rotation", .number(let n)): p.rotation = n * Double.pi / 180
    case ("contentOffset", .point(let o)): p.boundsOrigin = o
    case ("contentOffset", .rect(let r)): p.boundsOrigin = r.origin
    default: break
    }
    view.presentation = p
    view.setNeedsDisplay()
  }

  /// The value a fraction `f` of the way from `a` to `b`.
  static func interpolate(_ a: PropertyValue, _ b: PropertyValue, _ f: Double) -> PropertyValue? {
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
    switch (a, b) {
    case (.number(let x), .number(let y)): return .number(mix(x, y))
    case (.rect(let r), .rect(let s)):
      return .rect(
        Rect(
          x: mix(r.origin.x, s.origin.x), y: mix(r.origin.y, s.origin.y),
          width: mix(r.size.width, s.size.width),
          height: mix(r.size.height, s.size.height)))
    case (.point(let p), .point(let q)): return .point(Point(x: mix(p.x, q.x), y: mix(p.y, q.y)))
    case (.color(let c), .color(let d)):
      func ch(_ x: UInt8, _ y: UInt8) -> UInt8 {
        UInt8(max(0, min(255, mix(Double(x), Double(y)).rounded())))
      }
      return .color(Color(r: ch(c.r, d.r), g: ch(c.g, d.g), b: ch(c.b, d.b), a: ch(c.a, d.a)))
    default: return nil
    }
  }
}
