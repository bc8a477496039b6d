import ResponderCore

/// A view as a scene declares it.
///
/// Every optional is nil when the scene leaves the key out, so the builder
/// applies the type's UIKit default (a text field can become first responder,
/// a button handles touches, and so on).
public struct ViewSpec: Hashable, Sendable {
  /// The view classes of the spec (`type:`).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case view, label, button, textField, `switch`, slider, image
    case scrollView
    /// `UISegmentedControl`: `segments` (titles) and `selectedSegmentIndex`.
    case segmentedControl

    /// Controls send `action` to `target`; UIKit's `UITextField` is a control too.
    public var isControl: Bool {
      switch self {
      case .button, .textField, .switch, .slider, .segmentedControl: true
      case .view, .label, .image: false
      case .scrollView: false
      }
    }
  }

  public var id: Located<String>?
  /// The kind of Core class the view is, or its registered Swift class descends from.
  public var kind: Kind
  /// Nil for a root view, which fills the window or its presentation.
  public var frame: SceneRect?
  public var color: SceneColor?
  public var subviews: [ViewNode]
  public var location: SceneLocation
  /// Every other key, out of line: a big scene's views write only `id`,
  /// `frame` and `color`, and a spec holding all of them inline was 1,026
  /// bytes (176 now), written, copied and destroyed for every view
  /// (`rlab bench --only load`). Nil while the scene sets none of them.
  var details: DetailsBox?

  /// `type: SwipeCard`: the registered Swift class the builder makes
  /// (`SceneTypes`); nil for a built-in kind.
  public var typeName: Located<String>? {
    get { details?.value.typeName ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.typeName = newValue
    }
  }
  public var hidden: Bool? {
    get { details?.value.hidden ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.hidden = newValue
    }
  }
  public var alpha: Double? {
    get { details?.value.alpha ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.alpha = newValue
    }
  }
  public var userInteractionEnabled: Bool? {
    get { details?.value.userInteractionEnabled ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.userInteractionEnabled = newValue
    }
  }
  public var clipsToBounds: Bool? {
    get { details?.value.clipsToBounds ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.clipsToBounds = newValue
    }
  }
  public var multipleTouchEnabled: Bool? {
    get { details?.value.multipleTouchEnabled ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.multipleTouchEnabled = newValue
    }
  }
  public var canBecomeFirstResponder: Bool? {
    get { details?.value.canBecomeFirstResponder ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.canBecomeFirstResponder = newValue
    }
  }
  public var canResignFirstResponder: Bool? {
    get { details?.value.canResignFirstResponder ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.canResignFirstResponder = newValue
    }
  }
  /// Overrides the next responder.
  public var next: Located<String>? {
    get { details?.value.next ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.next = newValue
    }
  }
  /// `undoManager: true`: the view owns an undo manager.
  public var undoManager: Bool? {
    get { details?.value.undoManager ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.undoManager = newValue
    }
  }
  /// `selectedSegmentIndex` of a segmented control (-1: none).
  public var selectedSegmentIndex: Double? {
    get { details?.value.selectedSegmentIndex ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.selectedSegmentIndex = newValue
    }
  }
  /// `segments: [titles]` of a segmented control.
  public var segments: [String]? {
    get { details?.value.segments ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.segments = newValue
    }
  }
  /// `levelsOfUndo: N` on a view with `undoManager: true` (0: no limit).
  public var levelsOfUndo: Int? {
    get { details?.value.levelsOfUndo ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.levelsOfUndo = newValue
    }
  }
  public var handles: HandlesSpec? {
    get { details?.value.handles ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.handles = newValue
    }
  }
  public var gestures: [GestureSpec] {
    get { details?.value.gestures ?? [] }
    _modify {
      makeDetailsUnique()
      yield &details!.value.gestures
    }
  }
  public var on: OnSpec {
    get { details?.value.on ?? OnSpec() }
    _modify {
      makeDetailsUnique()
      yield &details!.value.on
    }
  }
  public var action: String? {
    get { details?.value.action ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.action = newValue
    }
  }
  /// The action's target; nil sends the action up the chain.
  public var target: Located<String>? {
    get { details?.value.target ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.target = newValue
    }
  }
  public var text: String? {
    get { details?.value.text ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.text = newValue
    }
  }
  public var title: String? {
    get { details?.value.title ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.title = newValue
    }
  }
  public var placeholder: String? {
    get { details?.value.placeholder ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.placeholder = newValue
    }
  }
  public var image: AssetReference? {
    get { details?.value.image ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.image = newValue
    }
  }
  public var isOn: Bool? {
    get { details?.value.isOn ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.isOn = newValue
    }
  }
  public var value: Double? {
    get { details?.value.value ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.value = newValue
    }
  }
  public var minimumValue: Double? {
    get { details?.value.minimumValue ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.minimumValue = newValue
    }
  }
  public var maximumValue: Double? {
    get { details?.value.maximumValue ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.maximumValue = newValue
    }
  }
  public var isContinuous: Bool? {
    get { details?.value.isContinuous ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.isContinuous = newValue
    }
  }
  public var changesSelectionAsPrimaryAction: Bool? {
    get { details?.value.changesSelectionAsPrimaryAction ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.changesSelectionAsPrimaryAction = newValue
    }
  }
  public var enabled: Bool? {
    get { details?.value.enabled ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.enabled = newValue
    }
  }
  public var selected: Bool? {
    get { details?.value.selected ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.selected = newValue
    }
  }
  public var highlighted: Bool? {
    get { details?.value.highlighted ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.highlighted = newValue
    }
  }
  public var textColor: SceneColor? {
    get { details?.value.textColor ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.textColor = newValue
    }
  }
  public var borderColor: SceneColor? {
    get { details?.value.borderColor ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.borderColor = newValue
    }
  }
  public var borderWidth: Double? {
    get { details?.value.borderWidth ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.borderWidth = newValue
    }
  }
  public var cornerRadius: Double? {
    get { details?.value.cornerRadius ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.cornerRadius = newValue
    }
  }
  public var fontSize: Double? {
    get { details?.value.fontSize ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.fontSize = newValue
    }
  }
  /// A label's or button's `textAlignment` and `fontWeight`, by name.
  public var textAlignment: String? {
    get { details?.value.textAlignment ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.textAlignment = newValue
    }
  }
  public var fontWeight: String? {
    get { details?.value.fontWeight ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.fontWeight = newValue
    }
  }
  /// A text field's `returnKeyType`, by name.
  public var returnKeyType: String? {
    get { details?.value.returnKeyType ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.returnKeyType = newValue
    }
  }
  /// A text field's `isSecureTextEntry`.
  public var isSecureTextEntry: Bool? {
    get { details?.value.isSecureTextEntry ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.isSecureTextEntry = newValue
    }
  }
  /// A button's `contentEdgeInsets`: top, left, bottom, right.
  public var contentEdgeInsets: [Double]? {
    get { details?.value.contentEdgeInsets ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.contentEdgeInsets = newValue
    }
  }
  /// `hitTestInsets: [top, left, bottom, right]`; negative values enlarge.
  public var hitTestInsets: [Double]? {
    get { details?.value.hitTestInsets ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.hitTestInsets = newValue
    }
  }
  /// The pointer's keys (`contextMenu`, `editMenu`, `pointerStyle`, …).
  public var pointer: PointerSpec? {
    get { details?.value.pointer ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.pointer = newValue
    }
  }
  /// `hitShape: rectangle | circle`, or a polygon as `[[x, y], ...]`.
  public var hitShape: String? {
    get { details?.value.hitShape ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.hitShape = newValue
    }
  }
  /// The points of a polygon `hitShape`, in the view's own coordinates.
  public var hitPolygon: [[Double]]? {
    get { details?.value.hitPolygon ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.hitPolygon = newValue
    }
  }
  /// `passThrough: true`: hit-testing returns nil for the view itself.
  public var passThrough: Bool? {
    get { details?.value.passThrough ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.passThrough = newValue
    }
  }
  /// `hitTestTarget: id`: a hit on the view itself goes to that view.
  public var hitTestTarget: Located<String>? {
    get { details?.value.hitTestTarget ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.hitTestTarget = newValue
    }
  }
  public var exclusiveTouch: Bool? {
    get { details?.value.exclusiveTouch ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.exclusiveTouch = newValue
    }
  }
  /// `canPerform`, `refuses`, `keyCommands`.
  public var answers: AnswersSpec {
    get { details?.value.answers ?? AnswersSpec() }
    _modify {
      makeDetailsUnique()
      yield &details!.value.answers
    }
  }
  /// A control's `actions:`, in file order.
  public var actions: [ControlActionSpec] {
    get { details?.value.actions ?? [] }
    _modify {
      makeDetailsUnique()
      yield &details!.value.actions
    }
  }
  /// The starting transform: a uniform scale and a rotation in degrees.
  public var scale: Double? {
    get { details?.value.scale ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.scale = newValue
    }
  }
  public var rotation: Double? {
    get { details?.value.rotation ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.rotation = newValue
    }
  }
  /// The keys of a `scrollView`; nil for other kinds.
  public var scroll: ScrollSpec? {
    get { details?.value.scroll ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.scroll = newValue
    }
  }
  /// `stack:`: the subviews are laid out as a stack view's arranged subviews.
  public var stack: StackLayout? {
    get { details?.value.stack ?? nil }
    set {
      guard newValue != nil || details != nil else { return }
      makeDetailsUnique()
      details!.value.stack = newValue
    }
  }

  public init(kind: Kind = .view, location: SceneLocation) {
    self.kind = kind
    self.location = location
    subviews = []
  }
}

/// An entry of `subviews`: a view, or a child view controller whose view
/// stands there (an entry with a `controller` key). A view is held inline
/// (176 bytes, its rarely set keys out of line), so a list of views is one
/// allocation rather than one per view; a controller, over 500 bytes and
/// rare, is boxed.
public enum ViewNode: Hashable, Sendable {
  case view(ViewSpec)
  indirect case controller(ControllerSpec)
}
