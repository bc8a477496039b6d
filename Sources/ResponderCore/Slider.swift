/// A horizontal slider: dragging sets `value` and reports `valueChanged`.
open class Slider: Control {
  public var minimumValue: Double = 0 { didSet { setNeedsDisplay() } }
  public var maximumValue: Double = 1 { didSet { setNeedsDisplay() } }
  public var value: Double = 0 { didSet { setNeedsDisplay() } }
  private var valueAtStart: Double = 0

  open override var kindName: String { "slider" }
  open override var primaryEvents: ControlEvents { .valueChanged }

  /// The thumb's diameter as drawn; it is touched through a larger square
  /// (`thumbTouchSize`), as UISlider's thumb is easier to hit than to see.
  public static let thumbDiameter: Double = 26
  /// The square around the thumb's centre that counts as touching it: 44
  /// points, the minimum touch target of Apple's Human Interface Guidelines.
  public static let thumbTouchSize: Double = 44

  /// The area that counts as the thumb for a value, in the slider's coordinates.
  public func thumbFrame(value v: Double) -> Rect {
    let span = maximumValue - minimumValue
    let f = span > 0 ? min(1, max(0, (v - minimumValue) / span)) : 0
    let c = Point(x: bounds.minX + bounds.width * f, y: bounds.midY)
    let h = Slider.thumbTouchSize / 2
    return Rect(x: c.x - h, y: c.y - h, width: Slider.thumbTouchSize, height: Slider.thumbTouchSize)
  }

  /// A single-finger swipe that began on the thumb and runs along the
  /// slider is the slider's own gesture: "the UISlider class uses this
  /// method to prevent swipes parallel to the slider's travel direction and
  /// that start in the thumb" (UIView.gestureRecognizerShouldBegin(_:)).
  /// The thumb is where it was when the touch began.
  open override func overlapsDefaultAction(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
    guard let swipe = recognizer as? SwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1 else {
      return false
    }
    let start = isTracking ? valueAtStart : value
    return thumbFrame(value: start).contains(touch.initialLocation(in: self))
      && Control.movedHorizontally(touch)
  }

  /// The value at a point along the track.
  public func value(at p: Point) -> Double {
    let w = max(bounds.width, 1)
    let f = min(1, max(0, (p.x - bounds.minX) / w))
    // Interpolated without `maximumValue - minimumValue`, which overflows
    // to infinity for limits like ±1e308.
    return minimumValue * (1 - f) + maximumValue * f
  }

  open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    valueAtStart = value
    update(touch, event)
    return true
  }

  open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    update(touch, event)
    return true
  }

  open override func endTracking(_ touch: Touch?, with event: Event?) {
    if let t = touch { update(t, event) }
    let old = valueAtStart
    if old != value, let app = window?.application, let m = undoManager {
      app.registerUndo(on: m, named: "Slide \(identifier)") { [weak self] in self?.restore(old) }
    }
  }

  private func restore(_ v: Double) {
    let old = value
    value = v
    undoManager?.registerUndo(named: "Slide \(identifier)") { [weak self] in self?.restore(old) }
  }

  private func update(_ t: Touch, _ event: Event?) {
    let v = value(at: t.location(in: self))
    guard v.isFinite, v != value else { return }
    value = v
    sendActions(for: .valueChanged, with: event)
  }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "value": return .number(value)
    case "minimumValue": return .number(minimumValue)
    case "maximumValue": return .number(maximumValue)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ v: PropertyValue, forProperty name: String) -> Bool {
    guard let n = v.number, n.isFinite else { return super.setValue(v, forProperty: name) }
    switch name {
    case "value": value = min(maximumValue, max(minimumValue, n))
    case "minimumValue": minimumValue = n
    case "maximumValue": maximumValue = n
    default: return super.setValue(v, forProperty: name)
    }
    return true
  }
}
