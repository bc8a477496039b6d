import ResponderCore

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
    /// A segmented control's `selectedSegmentIndex` (-1: none, UIKit's `noSegment`).
    case selectedSegmentIndex
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
    /// The whole offset, `[x, y]`, as the scene key writes it (`set` and `props`).
    case contentOffset
    /// One number of the frame: its origin in the superview (`frame.x`,
    /// `frame.y`, what `position.x` reads in a `when:`) or its size.
    case frameX = "frame.x", frameY = "frame.y", frameWidth = "frame.width", frameHeight = "frame.height"
    /// UIKit's `center`, the frame's middle in the superview: `[x, y]` or one axis.
    case center
    case centerX = "center.x", centerY = "center.y"
    /// A scroll view's settings a `set` may change later (a scene declares
    /// them with the scroll view's own keys): `isScrollEnabled`,
    /// `isPagingEnabled`, `bounces`, and `contentInset` as `[top, left,
    /// bottom, right]`, `UIEdgeInsets`' order.
    case scrollEnabled, pagingEnabled, bounces, contentInset
    /// A label's `textAlignment` (`NSTextAlignment`) and a button's title's,
    /// and their `fontWeight` (`UIFont.Weight`).
    case textAlignment, fontWeight
    /// A zooming scroll view's `zoomScale` (`set` and `props`; a scene
    /// declares it with the scroll view's own keys): setZoomScale(_:animated:).
    case zoomScale
    /// A text field's `returnKeyType` (`UITextInputTraits`): the software
    /// keyboard's return key title while it is first responder.
    case returnKeyType
    /// A text field's `isSecureTextEntry` (`UITextInputTraits`): a password
    /// field, which draws dots and refuses copy and cut.
    case isSecureTextEntry
    /// A button's `contentEdgeInsets` as `[top, left, bottom, right]`: the
    /// room between its edges and its title (UIButton; a left-aligned
    /// title sits this far from the left edge).
    case contentEdgeInsets

    /// The shape of value the property takes.
    public enum ValueKind: Hashable, Sendable {
      case frame, color, bool, number, string, asset
      /// `[x, y]`, kept as a zero-size frame.
      case point
      /// `[top, left, bottom, right]`.
      case insets
      /// One of a fixed set of names (`choices`).
      case choice
    }

    public var valueKind: ValueKind {
      switch self {
      case .frame: .frame
      case .color, .textColor, .borderColor: .color
      case .hidden, .userInteractionEnabled, .clipsToBounds, .multipleTouchEnabled, .isOn,
        .isContinuous, .changesSelectionAsPrimaryAction,
        .canBecomeFirstResponder, .canResignFirstResponder, .enabled, .selected, .highlighted,
        .isSecureTextEntry:
        .bool
      case .alpha, .value, .minimumValue, .maximumValue, .borderWidth, .cornerRadius, .fontSize, .scale,
        .rotation, .selectedSegmentIndex:
        .number
      case .contentOffsetX, .contentOffsetY, .zoomScale: .number
      case .frameX, .frameY, .frameWidth, .frameHeight, .centerX, .centerY: .number
      case .contentOffset, .center: .point
      case .scrollEnabled, .pagingEnabled, .bounces: .bool
      case .contentInset: .insets
      case .textAlignment, .fontWeight, .returnKeyType: .choice
      case .contentEdgeInsets: .insets
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
      case .selectedSegmentIndex: [.segmentedControl]
      case .enabled, .highlighted: [.button, .textField, .switch, .slider, .segmentedControl]
      // A text field's `selected` reads its text selection (`props`).
      case .selected: [.button, .switch, .slider, .segmentedControl]
      case .contentOffsetX, .contentOffsetY, .contentOffset: [.scrollView]
      case .scrollEnabled, .pagingEnabled, .bounces, .contentInset, .zoomScale: [.scrollView]
      case .textAlignment, .fontWeight: [.label, .button]
      case .returnKeyType, .isSecureTextEntry: [.textField]
      case .contentEdgeInsets: [.button]
      default: nil
      }
    }

    /// Whether `set` effects and `props` use it but a view map does not
    /// (a scene writes `frame`, and a scroll view's `contentOffset` is its key).
    public var isSetOnly: Bool { Self.setOnly.contains(self) }

    /// Worked out once: the loader asks for every key of every view.
    private static let setOnly = Set(
      allCases.filter {
        $0.rawValue.utf8.contains(UInt8(ascii: ".")) || $0 == .center || $0 == .contentOffset
          || [.scrollEnabled, .pagingEnabled, .bounces, .contentInset, .zoomScale].contains($0)
      })

    /// The names a `.choice` property takes.
    public var choices: [String] {
      switch self {
      case .textAlignment: TextAlignment.allCases.map(\.rawValue)
      case .fontWeight: FontWeight.allCases.map(\.rawValue)
      case .returnKeyType: ReturnKeyType.allCases.map(\.rawValue)
      default: []
      }
    }

    /// Whether a view of `kind` has the property.
    public func applies(to kind: Kind) -> Bool { kinds?.contains(kind) ?? true }
  }
}
