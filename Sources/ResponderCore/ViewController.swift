/// Manages a view hierarchy and sits in the chain above its root view
/// (UIKit's `UIViewController`).
open class ViewController: Responder {
  /// The root view; its next responder is this controller.
  public let view: View
  public private(set) var children: [ViewController] = []
  public private(set) weak var parent: ViewController?
  public private(set) var presentedViewController: ViewController?
  public private(set) weak var presentingViewController: ViewController?

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
  open override var defaultNext: Responder? {
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

  /// Presents `controller` full-screen over the current top of the stack.
  ///
  /// Its view fills the window, in front of everything else, and its next
  /// responder becomes the presenting controller.
  public func present(_ controller: ViewController) {
    let presenter = topPresented
    guard controller !== presenter, controller.presentingViewController == nil,
      let window = view.window
    else { return }
    presenter.presentedViewController = controller
    controller.presentingViewController = presenter
    if controller.view.bounds.size == .zero || controller.view.frame.size != window.bounds.size {
      controller.view.frame = Rect(origin: .zero, size: window.bounds.size)
    }
    window.addSubview(controller.view)
  }

  /// Dismisses the controller this one presented, or this one when it was
  /// presented and presents nothing, as UIKit's `dismiss(animated:)` does.
  public func dismiss() {
    if let presented = presentedViewController {
      if let above = presented.presentedViewController { presented.dismissChain(above) }
      presented.view.removeFromSuperview()
      presented.presentingViewController = nil
      presentedViewController = nil
    } else if let presenting = presentingViewController {
      presenting.dismiss()
    }
  }

  private func dismissChain(_ c: ViewController) {
    if let above = c.presentedViewController { c.dismissChain(above) }
    c.view.removeFromSuperview()
    c.presentingViewController = nil
    presentedViewController = nil
  }
}

/// An app delegate: a plain responder at the end of the chain.
public final class AppDelegate: Responder {
  public override init(identifier: String = "appDelegate") {
    super.init(identifier: identifier)
  }
  public override var kindName: String { "appDelegate" }
}
