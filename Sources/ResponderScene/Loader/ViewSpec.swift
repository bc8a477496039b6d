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

    /// Controls send `action` to `target`; UIKit's `UITextField` is a control too.
    public var isControl: Bool {
      switch self {
      case .button, .textField, .switch, .slider: true
      case .view, .label, .image: false
      case .scrollView: false
      }
    }
  }

  public var id: Located<String>?
  /// The kind of Core class the view is, or its registered Swift class descends from.
  public var kind: Kind
  /// `type: SwipeCard`: the registered Swift class the builder makes
  /// (`SceneTypes`); nil for a built-in kind.
  public var typeName: Located<String>?
  /// Nil for a root view, which fills the window or its presentation.
  public var frame: SceneRect?
  public var color: SceneColor?
  public var subviews: [ViewNode]
  public var hidden: Bool?
  public var alpha: Double?
  public var userInteractionEnabled: Bool?
  public var clipsToBounds: Bool?
  public var multipleTouchEnabled: Bool?
  public var canBecomeFirstResponder: Bool?
  public var canResignFirstResponder: Bool?
  /// Overrides the next responder.
  public var next: Located<String>?
  /// `undoManager: true`: the view owns an undo manager.
  public var undoManager: Bool?
  public var handles: HandlesSpec?
  public var gestures: [GestureSpec]
  public var on: OnSpec
  public var action: String?
  /// The action's target; nil sends the action up the chain.
  public var target: Located<String>?
  public var text: String?
  public var title: String?
  public var placeholder: String?
  public var image: AssetReference?
  public var isOn: Bool?
  public var value: Double?
  public var minimumValue: Double?
  public var maximumValue: Double?
  public var isContinuous: Bool?
  public var changesSelectionAsPrimaryAction: Bool?
  public var enabled: Bool?
  public var selected: Bool?
  public var highlighted: Bool?
  public var textColor: SceneColor?
  public var borderColor: SceneColor?
  public var borderWidth: Double?
  public var cornerRadius: Double?
  public var fontSize: Double?
  /// `hitTestInsets: [top, left, bottom, right]`; negative values enlarge.
  public var hitTestInsets: [Double]?
  /// `hitShape: rectangle | circle`, or a polygon as `[[x, y], ...]`.
  public var hitShape: String?
  /// The points of a polygon `hitShape`, in the view's own coordinates.
  public var hitPolygon: [[Double]]?
  /// `passThrough: true`: hit-testing returns nil for the view itself.
  public var passThrough: Bool?
  /// `hitTestTarget: id`: a hit on the view itself goes to that view.
  public var hitTestTarget: Located<String>?
  public var exclusiveTouch: Bool?
  /// `canPerform`, `refuses`, `keyCommands`.
  public var answers = AnswersSpec()
  /// A control's `actions:`, in file order.
  public var actions: [ControlActionSpec] = []
  /// The starting transform: a uniform scale and a rotation in degrees.
  public var scale: Double?
  public var rotation: Double?
  public var location: SceneLocation
  /// The keys of a `scrollView`; nil for other kinds.
  public var scroll: ScrollSpec?
  /// `stack:`: the subviews are laid out as a stack view's arranged subviews.
  public var stack: StackLayout?

  public init(kind: Kind = .view, location: SceneLocation) {
    self.kind = kind
    self.location = location
    subviews = []
    gestures = []
    on = OnSpec()
  }
}

/// An entry of `subviews`: a view, or a child view controller whose view
/// stands there (an entry with a `controller` key). Indirect: a `ViewSpec`
/// is several hundred bytes, and lists of them were moved whole as they grew.
public indirect enum ViewNode: Hashable, Sendable {
  case view(ViewSpec)
  case controller(ControllerSpec)
}
