/// Manages a view hierarchy and sits in the chain above its root view
/// (UIKit's `UIViewController`).
open class ViewController: Responder {
  /// The root view; its next responder is this controller.
  ///
  /// Settable, as UIKit's `view` is: a class a scene names (`class:`) is
  /// made with `init()` and then given the scene's view.
  public var view: View {
    didSet {
      guard oldValue !== view else { return }
      if oldValue.owningController === self { oldValue.owningController = nil }
      view.owningController = self
    }
  }
  public private(set) var children: [ViewController] = []
  public private(set) weak var parent: ViewController?
  public internal(set) var presentedViewController: ViewController?
  public internal(set) var presentingViewController: ViewController? {
    get { presentingViewControllerStorage }
    set {
      presentingViewControllerStorage = newValue
      chainDidChange()
    }
  }
  @exclusivity(unchecked) private weak var presentingViewControllerStorage: ViewController?
  /// How this controller is shown when presented (`modalPresentationStyle`);
  /// `fullScreen` unless a scene or the code says otherwise.
  public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
  /// `UIViewController.title`: what a navigation bar shows for it.
  public var title: String?
  /// Whether this controller's view is the one covered when it, or a
  /// child below it, presents `overCurrentContext` (UIKit's default false).
  public var definesPresentationContext = false
  /// The window whose `rootViewController` this is: its next responder
  /// while a full-screen presentation has its view out of the window.
  /// Not `weak`: a weak reference gives the window a side table, and every
  /// retain and release of it then takes the runtime's slow path
  /// (dispatch.flat10k: 5,691 -> 6,521 instructions an event in callgrind).
  /// The window clears it when it lets go of this controller or goes away.
  var windowOfRoot: Window? {
    get { windowOfRootReference?.object }
    set { windowOfRootReference = newValue.map(Unretained.init) }
  }
  @exclusivity(unchecked) var windowOfRootReference: Unretained<Window>?
  /// The views a full-screen presentation of this controller took out of
  /// the window, back to front; put back when it is dismissed.
  var coveredViews: [View] = []
  /// The view a `currentContext` presentation of this controller took out
  /// of its superview, with that superview and its place; put back when
  /// this controller is dismissed.
  var coveredContext: (view: View, superview: View, index: Int)?
  /// The window this controller was presented in, where `coveredViews`
  /// go back even if its own view has left it meanwhile. Held through the
  /// window's `WindowToken`, weakly, so that the window itself has no weak
  /// reference (see `windowOfRoot`).
  var presentationWindow: Window? {
    get { presentationWindowToken?.window }
    set { presentationWindowToken = newValue?.token }
  }
  private weak var presentationWindowToken: WindowToken?
  /// The dimming view behind this controller while it is a page sheet.
  var dimmingView: DimmingView?
  /// `isModalInPresentation`: "If true, UIKit ignores events outside the
  /// view controller's bounds and prevents the interactive dismissal of
  /// the view controller while it is onscreen" (a sheet dragged down
  /// springs back; `SheetPresentationController`).
  public var isModalInPresentation = false
  private var sheetStorage: SheetPresentationController?
  /// `sheetPresentationController`: the sheet that shows this controller
  /// when its style is `pageSheet` or `formSheet` ("nil if the view
  /// controller's modalPresentationStyle isn't a sheet"), made on first use
  /// so a scene can set its detents before presenting.
  public var sheetPresentationController: SheetPresentationController? {
    guard modalPresentationStyle == .pageSheet || modalPresentationStyle == .formSheet else { return nil }
    if let sheetStorage { return sheetStorage }
    let made = SheetPresentationController(presentedViewController: self)
    sheetStorage = made
    return made
  }
  /// The sheet while it shows this controller.
  var sheetIfAttached: SheetPresentationController? {
    guard let s = sheetStorage, s.isAttached else { return nil }
    return s
  }
  /// The text input that resigned, taking the keyboard down, when this
  /// controller was presented over it; it becomes first responder again
  /// when this controller is dismissed (`ViewController+Presentation`).
  weak var firstResponderBeforePresentation: Responder?
  /// Set while `dismiss()` runs: a second dismissal then is refused.
  var isDismissing = false

  public init(identifier: String = "", view: View) {
    self.view = view
    super.init(identifier: identifier)
    view.owningController = self
  }

  deinit {
    // Compared by address: this controller is going, so it is not read.
    if view.owningControllerReference?.refers(to: self) == true { view.owningController = nil }
  }

  open override var kindName: String { "viewController" }

  open override var responderWindow: Window? { view.window }

  /// "If the view controller's view is the root view of a window, the next
  /// responder is the window object. If the view controller was presented by
  /// another view controller, the next responder is the presenting view
  /// controller." Otherwise UIKit returns the view's superview.
  open override var next: Responder? {
    if let declared = overriddenNext { return declared }
    if let presenting = presentingViewController { return presenting }
    // A root view that a full-screen presentation took out of the window
    // is still the window's root view: the window stays next.
    return view.superview ?? windowOfRoot
  }

  /// Adds a child controller; the caller places `child.view` in the tree.
  public func addChild(_ child: ViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// The controller at the top of the presentation stack above this one.
  public var topPresented: ViewController {
    var c = self
    while let p = c.presentedViewController { c = p }
    return c
  }
}

/// An app delegate: a plain responder at the end of the chain.
public final class AppDelegate: Responder {
  public override init(identifier: String = "appDelegate") {
    super.init(identifier: identifier)
  }
  public override var kindName: String { "appDelegate" }
}
