extension ViewSpec {
  /// A view property a scene can write and a `set` effect can change later.
  public enum Property: String, Hashable, Sendable, CaseIterable {
    case frame, color, hidden, alpha, userInteractionEnabled, clipsToBounds, multipleTouchEnabled
    case canBecomeFirstResponder, canResignFirstResponder
    case text, title, placeholder, image, isOn, value, minimumValue, maximumValue
    /// A slider's `isContinuous` (default true: `valueChanged` at every move).
    case isContinuous
    /// A button's `changesSelectionAsPrimaryAction` (default false).
    case changesSelectionAsPrimaryAction
    case textColor, borderColor, borderWidth, cornerRadius, fontSize
    /// The view's transform as a uniform scale and a rotation in degrees
    /// (what pinch and rotation effects change).
    case scale, rotation
    /// A control's `isEnabled`, `isSelected` and `isHighlighted`.
    case enabled, selected, highlighted
    /// A scroll view's content offset, one axis at a time (`set` and `props`
    /// only: a scene declares `contentOffset: [x, y]`).
    case contentOffsetX = "contentOffset.x"
    case contentOffsetY = "contentOffset.y"

    /// The shape of value the property takes.
    public enum ValueKind: Hashable, Sendable {
      case frame, color, bool, number, string, asset
    }

    public var valueKind: ValueKind {
      switch self {
      case .frame: .frame
      case .color, .textColor, .borderColor: .color
      case .hidden, .userInteractionEnabled, .clipsToBounds, .multipleTouchEnabled, .isOn,
        .isContinuous, .changesSelectionAsPrimaryAction,
        .canBecomeFirstResponder, .canResignFirstResponder, .enabled, .selected, .highlighted:
        .bool
      case .alpha, .value, .minimumValue, .maximumValue, .borderWidth, .cornerRadius, .fontSize, .scale,
        .rotation:
        .number
      case .contentOffsetX, .contentOffsetY: .number
      case .text, .title, .placeholder: .string
      case .image: .asset
      }
    }

    /// The view kinds that have the property; nil means every kind.
    public var kinds: [Kind]? {
      switch self {
      case .text, .textColor, .fontSize: [.label, .button, .textField]
      case .title: [.button]
      case .placeholder: [.textField]
      case .image: [.image, .button]
      case .isOn: [.switch]
      case .value, .minimumValue, .maximumValue, .isContinuous: [.slider]
      case .changesSelectionAsPrimaryAction: [.button]
      case .enabled, .highlighted: [.button, .textField, .switch, .slider]
      // A text field's `selected` reads its text selection (`props`).
      case .selected: [.button, .switch, .slider]
      case .contentOffsetX, .contentOffsetY: [.scrollView]
      default: nil
      }
    }

    /// Whether a view of `kind` has the property.
    public func applies(to kind: Kind) -> Bool { kinds?.contains(kind) ?? true }
  }
}
