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
  public private(set) var presentedViewController: ViewController?
  @exclusivity(unchecked) public private(set) weak var presentingViewController: ViewController? {
    didSet { chainDidChange() }
  }

  public init(identifier: String = "", view: View) {
    self.view = view
    super.init(identifier: identifier)
    view.owningController = self
  }

  deinit {
    if view.owningController === self { view.owningController = nil }
  }

  open override var kindName: String { "viewController" }

  open override var responderWindow: Window? { view.window }

  /// "If the view controller's view is the root view of a window, the next
  /// responder is the window object. If the view controller was presented by
  /// another view controller, the next responder is the presenting view
  /// controller." Otherwise UIKit returns the view's superview.
  public override var uikitNext: Responder? {
    if let declared = sceneNext { return declared }
    if let presenting = presentingViewController { return presenting }
    return view.superview
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

  /// Presents `controller` full-screen over this controller.
  ///
  /// Its view fills the window, in front of everything else, and its next
  /// responder becomes this controller. UIKit refuses, logs a warning and
  /// changes nothing when this controller "is already presenting" another,
  /// when its view is not in a window, or when `controller` is already on
  /// screen (UIViewController.present(_:animated:completion:); the console
  /// reads "Attempt to present … on … which is already presenting …").
  /// Returns whether the presentation happened.
  @discardableResult
  public func present(_ controller: ViewController) -> Bool {
    guard let window = view.window else {
      warn("Attempt to present \(controller) on \(self) whose view is not in the window hierarchy")
      return false
    }
    if let current = presentedViewController {
      warn("Attempt to present \(controller) on \(self) which is already presenting \(current)")
      return false
    }
    guard controller !== self, controller.presentingViewController == nil, controller.view.window == nil
    else {
      warn("Attempt to present \(controller) on \(self), but \(controller) is already on screen")
      return false
    }
    presentedViewController = controller
    controller.presentingViewController = self
    if controller.view.bounds.size == .zero || controller.view.frame.size != window.bounds.size {
      controller.view.frame = Rect(origin: .zero, size: window.bounds.size)
    }
    window.addSubview(controller.view)
    return true
  }

  private var isDismissing = false

  private func warn(_ text: String) {
    (view.window ?? presentingViewController?.view.window)?.application?.warn(text)
  }

  /// Dismisses the controller this one presented, or this one when it was
  /// presented and presents nothing, as UIKit's `dismiss(animated:)` does.
  public func dismiss() {
    // A dismissal asked for while one runs is refused with a warning, as
    // UIKit's "while a presentation or dismiss is in progress" is.
    guard !isDismissing else {
      warn("Attempt to dismiss from \(self) while a presentation or dismiss is in progress")
      return
    }
    isDismissing = true
    defer { isDismissing = false }
    if let presented = presentedViewController {
      if let above = presented.presentedViewController { presented.dismissChain(above) }
      // The presentation ends before the view leaves, as UIKit's transition
      // completes before the window cancels the view's touches: what the
      // removal sets off (a cancelled recognizer's action asking to dismiss
      // again) finds nothing presented.
      presentedViewController = nil
      presented.presentingViewController = nil
      presented.view.removeFromSuperview()
    } else if let presenting = presentingViewController {
      presenting.dismiss()
    }
  }

  private func dismissChain(_ c: ViewController) {
    if let above = c.presentedViewController { c.dismissChain(above) }
    presentedViewController = nil
    c.presentingViewController = nil
    c.view.removeFromSuperview()
  }
}

/// An app delegate: a plain responder at the end of the chain.
public final class AppDelegate: Responder {
  public override init(identifier: String = "appDelegate") {
    super.init(identifier: identifier)
  }
  public override var kindName: String { "appDelegate" }
}
