/// A push button: sends its action on touch-up inside (`UIButton`).
open class Button: Control {
  public var title: String = "" { didSet { setNeedsDisplay() } }
  public var titleColor: Color? { didSet { setNeedsDisplay() } }
  public var fontSize: Double = 17
  /// Where the title sits (`contentHorizontalAlignment`, written
  /// `textAlignment` as on a label), default centred.
  public var titleAlignment: TextAlignment = .center { didSet { setNeedsDisplay() } }
  /// The title's weight, default semibold (how titles have always been
  /// drawn here, a filled button's in UIKit).
  public var fontWeight: FontWeight = .semibold { didSet { setNeedsDisplay() } }
  /// The room between the button's edges and its title
  /// (`UIButton.contentEdgeInsets`, default zero): a left-aligned title in
  /// a list row sits `left` points in, as UIKit's table cells keep their
  /// text 16 or 20 pt from the edge (their layout margins).
  public var contentEdgeInsets = EdgeInsets() { didSet { setNeedsDisplay() } }
  /// Whether a tap toggles `isSelected` (`changesSelectionAsPrimaryAction`,
  /// default false): "If menu is nil, setting this property to true makes
  /// the button toggle its selected state" (UIButton reference). The toggle
  /// happens as the touch lifts inside, before `touchUpInside` and
  /// `primaryActionTriggered` are sent, so an action reads the new state.
  public var changesSelectionAsPrimaryAction = false
  /// Whether the pointer changes the button as it hovers it
  /// (`isPointerInteractionEnabled`, default false): UIButton then installs
  /// a pointer interaction (`PointerInteraction`, style `highlight`).
  public var isPointerInteractionEnabled = false
  /// Whether the pointer is over it now (`isHovered`): only with
  /// `isPointerInteractionEnabled`, on an iPad (`UserInterfaceIdiom.pad`).
  public internal(set) var isHovered = false { didSet { if isHovered != oldValue { setNeedsDisplay() } } }

  open override var kindName: String { "button" }
  open override var primaryEvents: ControlEvents { .touchUpInside }
  open override var sendsPrimaryActionOnTouchUpInside: Bool { true }

  /// A single-finger single tap is a button's own action ("Interacting with
  /// Other User Interface Controls").
  open override func overlapsDefaultAction(_ recognizer: GestureRecognizer, touch: Touch) -> Bool {
    Control.isSingleTap(recognizer)
  }

  open override func endTracking(_ touch: Touch?, with event: Event?) {
    if changesSelectionAsPrimaryAction, isTouchInside { isSelected.toggle() }
  }

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "changesSelectionAsPrimaryAction": return .bool(changesSelectionAsPrimaryAction)
    case "title", "text": return .string(title)
    case "isHovered": return .bool(isHovered)
    case "isPointerInteractionEnabled": return .bool(isPointerInteractionEnabled)
    case "textColor", "titleColor": return titleColor.map(PropertyValue.color) ?? .null
    case "textAlignment": return .string(titleAlignment.rawValue)
    case "fontWeight": return .string(fontWeight.rawValue)
    case "contentEdgeInsets": return .insets(contentEdgeInsets)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "changesSelectionAsPrimaryAction":
      guard let b = value.bool else { return false }
      changesSelectionAsPrimaryAction = b
      return true
    case "title", "text":
      title = value.string ?? ""
      return true
    case "textColor", "titleColor":
      guard let c = value.color else { return false }
      titleColor = c
      return true
    case "textAlignment":
      guard let a = value.string.flatMap(TextAlignment.init(rawValue:)) else { return false }
      titleAlignment = a
      return true
    case "fontWeight":
      guard let w = value.string.flatMap(FontWeight.init(rawValue:)) else { return false }
      fontWeight = w
      return true
    case "contentEdgeInsets":
      guard case .insets(let i) = value else { return false }
      contentEdgeInsets = i
      return true
    default: return super.setValue(value, forProperty: name)
    }
  }
}
