/// A horizontal slider: dragging its thumb sets `value` and reports `valueChanged`.
///
/// UISlider: "As you move the *thumb* of a slider, it passes its updated
/// value to any actions attached to it" (UIKit, UISlider overview). Only a
/// touch that begins on the thumb moves it: a touch on the track away from
/// the thumb changes nothing and sends no `valueChanged` (apps that want
/// "tap to seek" add a recognizer). The thumb keeps its offset from the
/// finger, so a touch that lands off the thumb's centre does not make it
/// jump: the value follows the finger's travel along the track.
open class Slider: Control {
  public var minimumValue: Double = 0 { didSet { setNeedsDisplay() } }
  public var maximumValue: Double = 1 { didSet { setNeedsDisplay() } }
  public var value: Double = 0 { didSet { setNeedsDisplay() } }
  /// Whether dragging sends `valueChanged` at every move (`isContinuous`,
  /// UIKit's default true) or once, when the finger lifts with a new value:
  /// "If false, the slider triggers the associated action method just once,
  /// when the user releases the slider's thumb control" (UISlider.isContinuous).
  public var isContinuous = true
  private var valueAtStart: Double = 0
  /// Where the tracked touch began, along the track (slider coordinates).
  private var trackStartX: Double = 0

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

  /// Tracks only a touch that begins on the thumb (its 44-pt touch
  /// square); a touch on the bare track is not tracked, so it moves nothing.
  open override func beginTracking(_ touch: Touch, with event: Event?) -> Bool {
    valueAtStart = value
    let p = touch.location(in: self)
    trackStartX = p.x
    let thumb = thumbFrame(value: value)
    guard thumb.contains(p) else {
      // Said where it is decided, for the overlay and the trace.
      let dx = max(thumb.minX - p.x, p.x - thumb.maxX, 0)
      let dy = max(thumb.minY - p.y, p.y - thumb.maxY, 0)
      let record = event?.record ?? window?.application?.currentRecord
      record?.controlNotes.append(
        ControlNote(control: identifier, reason: .offThumb(distance: (dx * dx + dy * dy).squareRoot())))
      return false
    }
    return true
  }

  open override func continueTracking(_ touch: Touch, with event: Event?) -> Bool {
    update(touch, event, sending: isContinuous)
    return true
  }

  open override func endTracking(_ touch: Touch?, with event: Event?) {
    if let t = touch { update(t, event, sending: isContinuous) }
    if !isContinuous, value != valueAtStart { sendActions(for: .valueChanged, with: event) }
    let old = valueAtStart
    if old != value, let app = window?.application, let m = undoManager {
      app.registerUndo(on: m, named: "Slide \(identifier)", targets: [self]) { [weak self] in
        self?.restore(old)
      }
    }
  }

  private func restore(_ v: Double) {
    let old = value
    value = v
    undoManager?.registerUndo(withTargets: [self], named: "Slide \(identifier)") { [weak self] in
      self?.restore(old)
    }
  }

  /// Moves the value by the finger's travel along the track since it
  /// began, clamped to the range.
  private func update(_ t: Touch, _ event: Event?, sending: Bool) {
    let dx = t.location(in: self).x - trackStartX
    let startX = trackX(atFraction: fraction(of: valueAtStart))
    let v = value(at: Point(x: startX + dx, y: bounds.midY))
    guard v.isFinite, v != value else { return }
    value = v
    if sending { sendActions(for: .valueChanged, with: event) }
  }

  /// Where along the track (0…1) a value sits.
  private func fraction(of v: Double) -> Double {
    let span = maximumValue - minimumValue
    return span > 0 && span.isFinite ? min(1, max(0, (v - minimumValue) / span)) : 0
  }

  /// The x of a fraction of the track, in the slider's coordinates.
  private func trackX(atFraction f: Double) -> Double { bounds.minX + max(bounds.width, 1) * f }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "value": return .number(value)
    case "minimumValue": return .number(minimumValue)
    case "maximumValue": return .number(maximumValue)
    case "isContinuous", "continuous": return .bool(isContinuous)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ v: PropertyValue, forProperty name: String) -> Bool {
    if name == "isContinuous", let b = v.bool {
      isContinuous = b
      return true
    }
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
