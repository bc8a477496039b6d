/// An on/off switch: toggles on touch-up inside and reports `valueChanged`.
open class Switch: Control {
  public var isOn = false { didSet { setNeedsDisplay() } }

  open override var kindName: String { "switch" }
  open override var primaryEvents: ControlEvents { .valueChanged }

  open override func endTracking(_ touch: Touch?, with event: Event?) {
    guard isTouchInside else { return }
    let old = isOn
    isOn.toggle()
    if let app = window?.application, let m = undoManager {
      app.registerUndo(on: m, named: "Toggle \(identifier)") { [weak self] in self?.setOn(old) }
    }
    sendActions(for: .valueChanged, with: event)
  }

  private func setOn(_ value: Bool) {
    let old = isOn
    isOn = value
    undoManager?.registerUndo(named: "Toggle \(identifier)") { [weak self] in self?.setOn(old) }
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
