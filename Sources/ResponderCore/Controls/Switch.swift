/// An on/off switch: toggles on touch-up inside and reports `valueChanged`.
open class Switch: Control {
  public var isOn = false { didSet { setNeedsDisplay() } }

  open override var kindName: String { "switch" }
  open override var primaryEvents: ControlEvents { .valueChanged }

  /// The track's size (UISwitch's fixed 51 × 31 points), drawn at the
  /// left of the bounds and centred vertically.
  public static let trackSize = Size(width: 51, height: 31)

  /// The thumb (knob) for a value, in the switch's coordinates: a 31-point
  /// square at the left end of the track when off, the right end when on.
  public func thumbFrame(isOn on: Bool) -> Rect {
    let t = Switch.trackSize
    return Rect(
      x: bounds.minX + (on ? t.width - t.height : 0), y: bounds.midY - t.height / 2, width: t.height,
      height: t.height)
  }

  /// A single-finger single tap, and a single-finger pan that began on the
  /// thumb and runs along the switch, are the switch's own gestures
  /// ("Interacting with Other User Interface Controls").
  open override func overlapsDefaultAction(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
    if Control.isSingleTap(recognizer) { return true }
    guard recognizer is PanGestureRecognizer else { return false }
    return thumbFrame(isOn: isOn).contains(touch.initialLocation(in: self))
      && Control.movedHorizontally(touch)
  }

  /// A tap toggles; a drag that carried the thumb sets the value by the
  /// side of the track where the finger let go, as UISwitch's does.
  open override func endTracking(_ touch: Touch?, with event: Event?) {
    guard isTouchInside else { return }
    let old = isOn
    if let t = touch, t.location(in: self).distance(to: t.initialLocation(in: self)) >= Switch.dragDistance {
      isOn = t.location(in: self).x >= bounds.minX + Switch.trackSize.width / 2
      guard isOn != old else { return }
    } else {
      isOn.toggle()
    }
    if let app = window?.application, let m = undoManager {
      app.registerUndo(on: m, named: "Toggle \(identifier)", targets: [self]) { [weak self] in
        self?.setOn(old)
      }
    }
    sendActions(for: .valueChanged, with: event)
  }

  /// How far a finger moves before a touch counts as a drag of the thumb
  /// rather than a tap (the distance a pan needs to begin).
  static let dragDistance = GestureConstants.panThreshold

  private func setOn(_ value: Bool) {
    let old = isOn
    isOn = value
    undoManager?.registerUndo(withTargets: [self], named: "Toggle \(identifier)") { [weak self] in
      self?.setOn(old)
    }
  }

  open override func value(forProperty name: String) -> PropertyValue? {
    name == "isOn" || name == "on" || name == "value" ? .bool(isOn) : super.value(forProperty: name)
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    guard name == "isOn" || name == "on" || name == "value" else {
      return super.setValue(value, forProperty: name)
    }
    guard let b = value.bool else { return false }
    isOn = b
    return true
  }
}
