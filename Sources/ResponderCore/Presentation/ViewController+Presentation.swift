/// Presenting and dismissing controllers, by presentation style.
///
/// UIKit: "You can present any view controller from any other view
/// controller, although UIKit might reroute the request to a different view
/// controller" (View Controller Programming Guide, "Presenting a View
/// Controller"). The presenting controller is "the root view controller of
/// the window, a parent view controller that is marked as defining the
/// current context, or the last view controller that was presented
/// onscreen" (UIPresentationController.presentingViewController), and a
/// presented controller's next responder is that presenting controller
/// ("Using responders and the responder chain").
extension ViewController {
  /// The controller that presents a controller of `style` when this one is
  /// asked to (`present(_:)` reroutes there).
  ///
  /// - `fullScreen`, `pageSheet`: "a full-screen presentation must be made
  ///   by a view controller that itself covers the entire screen. If the
  ///   current view controller is unable to fulfill a request, it forwards
  ///   the request up the view controller hierarchy to its nearest parent"
  ///   (the guide): the top of this controller's parents, the window's root
  ///   or a presented controller.
  /// - `overCurrentContext`: "UIKit starts at the presenting view controller
  ///   and walks up the view controller hierarchy. If it finds a view
  ///   controller whose value for this property is true, it asks that view
  ///   controller to present … If no view controller defines the
  ///   presentation context, UIKit asks the window's root view controller"
  ///   (definesPresentationContext). Inside a presented controller, that
  ///   controller stands for the root: it is "the last view controller that
  ///   was presented onscreen".
  public func presentationHost(for style: ModalPresentationStyle) -> ViewController {
    if style.usesContext {
      var c: ViewController? = self
      while let v = c {
        if v.definesPresentationContext { return v }
        c = v.parent
      }
    }
    var top = self
    while let p = top.parent { top = p }
    return top
  }

  /// Presents `controller` in its `modalPresentationStyle`, from the
  /// controller `presentationHost(for:)` names.
  ///
  /// Its next responder becomes that presenting controller. UIKit refuses,
  /// logs a warning and changes nothing when the presenting controller "is
  /// already presenting" another, when its view is not in a window, or when
  /// `controller` is already on screen (UIViewController.present(_:animated:completion:);
  /// the console reads "Attempt to present … on … which is already
  /// presenting …"). Returns whether the presentation happened.
  @discardableResult
  public func present(_ controller: ViewController) -> Bool {
    presentationHost(for: controller.modalPresentationStyle).presentHere(controller)
  }

  private func presentHere(_ controller: ViewController) -> Bool {
    // Asked first: a controller presenting full-screen has its own view out
    // of the window, and UIKit's warning then is "already presenting".
    if let current = presentedViewController {
      warn("Attempt to present \(controller) on \(self) which is already presenting \(current)")
      return false
    }
    guard let window = view.window else {
      warn("Attempt to present \(controller) on \(self) whose view is not in the window hierarchy")
      return false
    }
    guard controller !== self, controller.presentingViewController == nil, controller.view.window == nil
    else {
      warn("Attempt to present \(controller) on \(self), but \(controller) is already on screen")
      return false
    }
    presentedViewController = controller
    controller.presentingViewController = self
    controller.presentationWindow = window
    // The keyboard goes down while a presentation covers its text input:
    // UIKit resigns the first responder that shows the keyboard as the
    // presentation starts and makes it first responder again once that
    // presentation is dismissed (the keyboard comes back with it). Apple's
    // class references do not spell this out; it is what
    // `present(_:animated:completion:)` does on iOS, alerts included.
    if let input = window.firstResponder, input is KeyInput, input.resignFirstResponder() {
      controller.firstResponderBeforePresentation = input
    }
    let shown = controller.view
    switch controller.modalPresentationStyle {
    case .fullScreen:
      if shown.bounds.size == .zero || shown.frame.size != window.bounds.size {
        shown.frame = Rect(origin: .zero, size: window.bounds.size)
      }
      // "The views belonging to the presenting view controller are removed
      // after the presentation completes": whatever the window showed
      // leaves it (cancelling its touches) until the dismissal.
      controller.coveredViews = window.subviews
      for v in controller.coveredViews { v.removeFromSuperview() }
      window.addSubview(shown)
    case .overFullScreen:
      shown.frame = Rect(origin: .zero, size: window.bounds.size)
      window.addSubview(shown)
    case .pageSheet, .formSheet:
      let dimming = DimmingView(frame: Rect(origin: .zero, size: window.bounds.size))
      controller.dimmingView = dimming
      window.addSubview(dimming)
      let top = ModalPresentationStyle.pageSheetTopInset
      shown.frame = Rect(x: 0, y: top, width: window.bounds.width, height: max(0, window.bounds.height - top))
      window.addSubview(shown)
      // At its selected detent (UISheetPresentationController), draggable.
      controller.sheetPresentationController?.attach(windowHeight: window.bounds.height, dimming: dimming)
    case .overCurrentContext, .currentContext:
      // Over this controller's view only, beside it in its superview (the
      // presentation's container takes the covered view's frame).
      let container = view.superview ?? window
      shown.frame = view.superview == nil ? Rect(origin: .zero, size: window.bounds.size) : view.frame
      // Searched from the front: in a stack of such presentations the
      // presenter is the front-most (from the back, 6,000 taps were
      // quadratic, issue 37).
      let below = container.subviews.lastIndex { $0 === view } ?? (container.subviews.count - 1)
      container.insertSubview(shown, at: below + 1)
      // currentContext removes the covered controller's view (its touches
      // are cancelled) until the dismissal puts it back where it was.
      if controller.modalPresentationStyle == .currentContext, view.superview != nil {
        controller.coveredContext = (view, container, below)
        view.removeFromSuperview()
      }
    }
    return true
  }

  /// Logs a warning in the application of the window this controller
  /// shows in, or would: a root whose view a full-screen presentation took
  /// out still has its window.
  private func warn(_ text: String) {
    let window =
      view.window ?? windowOfRoot ?? topPresented.view.window ?? presentingViewController?.view.window
    window?.application?.warn(text)
  }

  /// Dismisses the controller this one presented, with every controller
  /// presented above it, or this one when it was presented and presents
  /// nothing, as UIKit's `dismiss(animated:completion:)` does: "calling this
  /// method on a view controller lower in the stack dismisses its immediate
  /// child view controller and all view controllers above that child on the
  /// stack", and "if you call this method on the presented view controller
  /// itself, UIKit asks the presenting view controller to handle the
  /// dismissal". A child controller that neither presents nor was presented
  /// asks its parent, which presented on its behalf (`presentationHost`).
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
      presented.takeDown()
    } else if let presenting = presentingViewController {
      presenting.dismiss()
    } else if let parent {
      parent.dismiss()
    }
  }

  /// The controller whose `dismiss()` does the work when this one is asked,
  /// and the controllers that go, bottom first: what `dismiss()` takes
  /// down, read before it does (a scene's undo puts them back in order).
  public var dismissal: (host: ViewController, dismissed: [ViewController])? {
    var c: ViewController? = self
    while let v = c {
      if let presented = v.presentedViewController { return (v, presented.presentationStack) }
      if let presenting = v.presentingViewController { return (presenting, v.presentationStack) }
      c = v.parent
    }
    return nil
  }

  /// This controller and the ones presented above it, bottom first.
  private var presentationStack: [ViewController] {
    var list = [self]
    while let p = list[list.count - 1].presentedViewController { list.append(p) }
    return list
  }

  private func dismissChain(_ c: ViewController) {
    if let above = c.presentedViewController { c.dismissChain(above) }
    presentedViewController = nil
    c.presentingViewController = nil
    c.takeDown()
  }

  /// Takes this dismissed controller's view out, with its dimming view,
  /// and puts back what its full-screen presentation took out of the
  /// window, behind everything added since, in their order.
  private func takeDown() {
    let window = presentationWindow ?? view.window
    presentationWindow = nil
    sheetIfAttached?.detach()
    view.removeFromSuperview()
    dimmingView?.removeFromSuperview()
    dimmingView = nil
    let covered = coveredViews
    coveredViews = []
    if let (v, container, index) = coveredContext {
      coveredContext = nil
      if v.superview == nil { container.insertSubview(v, at: min(index, container.subviews.count)) }
    }
    guard let window else { return }
    for (i, v) in covered.enumerated() where v.superview == nil { window.insertSubview(v, at: i) }
    if let input = firstResponderBeforePresentation {
      firstResponderBeforePresentation = nil
      if window.firstResponder == nil, (input as? View)?.window === window { input.becomeFirstResponder() }
    }
  }
}
