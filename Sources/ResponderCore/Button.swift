/// A push button: sends its action on touch-up inside (`UIButton`).
open class Button: Control {
  public var title: String = "" { didSet { setNeedsDisplay() } }
  public var titleColor: Color? { didSet { setNeedsDisplay() } }
  public var fontSize: Double = 17

  open override var kindName: String { "button" }
  open override var primaryEvents: ControlEvents { .touchUpInside }
  open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

  /// A single-finger single tap is a button's own action ("Interacting with
  /// Other User Interface Controls").
  open override func overlapsDefaultAction(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
    Control.isSingleTap(recognizer)
  }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "title", "text": return .string(title)
    case "textColor", "titleColor": return titleColor.map(PropertyValue.color) ?? .null
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "title", "text":
      title = value.string ?? ""
      return true
    case "textColor", "titleColor":
      guard let c = value.color else { return false }
      titleColor = c
      return true
    default: return super.setValue(value, forProperty: name)
    }
  }
}
