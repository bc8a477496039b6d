import ResponderCore

/// The Swift classes a scene may name, each under a name of its own.
///
/// ```swift
/// var types = SceneTypes()
/// types.register(SwipeCard.self, as: "SwipeCard")          // a View subclass: `type: SwipeCard`
/// types.register(MainController.self, as: "MainController") // a ViewController: `class: MainController`
/// types.register(Delegate.self, as: "Delegate")            // a plain Responder: `appDelegate: { class: Delegate }`
/// let h = try SceneHarness(path: "Scenes/card.yaml", types: types)
/// ```
///
/// A registered class takes the keys of the kind it descends from: a
/// `Button` subclass takes `title`, `action` and `target`, a `View` subclass
/// a view's keys. An unregistered name is an error at its `FILE:LINE:COLUMN`,
/// with did-you-mean over the registered names. `SceneTypes.unchecked`
/// (`rlab check`, which has no Swift classes) lets any name through and
/// lists the ones it could not check (`SceneDocument.uncheckedTypes`).
public struct SceneTypes: @unchecked Sendable {
  // Sendable: the table holds only names and metatypes, which are immutable.

  /// What a registered class is, which decides where a scene may name it and
  /// which keys it takes.
  public enum Base: Hashable, Sendable {
    /// A `View` subclass (`type:`), taking the keys of its nearest Core kind.
    case view(ViewSpec.Kind)
    /// A `ViewController` subclass (a controller's `class:`).
    case controller
    /// Any other `Responder` (`appDelegate`'s `class:`).
    case responder

    /// How an error names it.
    public var description: String {
      switch self {
      case .view(let kind): kind == .view ? "a View subclass" : "a \(kind.className) subclass"
      case .controller: "a ViewController subclass"
      case .responder: "a Responder subclass"
      }
    }
  }

  /// One registered class.
  public struct Entry {
    public let name: String
    public let base: Base
    let type: any SceneConstructible.Type

    /// A new instance, as the builder makes one per scene entry.
    public func make() -> Responder { type.init() }
  }

  private(set) var entries: [String: Entry] = [:]
  /// Whether names nobody registered pass (kind unknown) instead of failing.
  public private(set) var acceptsUnregistered = false

  public init() {}

  /// A table that registers nothing and lets every name through unchecked:
  /// what `rlab check` loads with.
  public static var unchecked: SceneTypes {
    var t = SceneTypes()
    t.acceptsUnregistered = true
    return t
  }

  /// Registers `type` under `name`; registering a name again replaces it.
  ///
  /// A name is a programmer's constant, so a bad one stops the program with
  /// the reason: it must look like a Swift type name (a letter, then letters,
  /// digits or `_`) and must not be a built-in `type:` (`button`, `label`…),
  /// which a scene would then mean two ways.
  public mutating func register<T: SceneConstructible>(_ type: T.Type, as name: String) {
    if let problem = Self.problem(withName: name) { preconditionFailure("SceneTypes.register: \(problem)") }
    entries[name] = Entry(name: name, base: Self.base(of: type), type: type)
  }

  /// The class registered under `name`.
  public subscript(name: String) -> Entry? { entries[name] }

  /// The registered names of one base, sorted (for did-you-mean and messages).
  public func names(where include: (Base) -> Bool = { _ in true }) -> [String] {
    entries.values.filter { include($0.base) }.map(\.name).sorted()
  }

  /// Why `name` cannot be registered, or nil.
  static func problem(withName name: String) -> String? {
    guard let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
      name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
    else { return "'\(name)' is not a type name (a letter, then letters, digits or _)" }
    if ViewSpec.Kind(rawValue: name) != nil { return "'\(name)' is a built-in view type" }
    return nil
  }

  /// The base of a class: the nearest Core kind it descends from.
  static func base(of type: any SceneConstructible.Type) -> Base {
    switch type {
    case is ScrollView.Type: .view(.scrollView)
    case is Button.Type: .view(.button)
    case is TextField.Type: .view(.textField)
    case is Switch.Type: .view(.switch)
    case is Slider.Type: .view(.slider)
    case is SegmentedControl.Type: .view(.segmentedControl)
    case is ImageView.Type: .view(.image)
    case is Label.Type: .view(.label)
    case is View.Type: .view(.view)
    case is ViewController.Type: .controller
    default: .responder
    }
  }
}

extension ViewSpec.Kind {
  /// The Core class a kind is made of (`Switch` for `switch`), as messages name it.
  public var className: String {
    switch self {
    case .view: "View"
    case .label: "Label"
    case .button: "Button"
    case .textField: "TextField"
    case .switch: "Switch"
    case .slider: "Slider"
    case .image: "ImageView"
    case .scrollView: "ScrollView"
    case .segmentedControl: "SegmentedControl"
    }
  }
}
