/// A stack of view controllers with a navigation bar
/// (`UINavigationController`): `push`, `pop`, `popTo`, UIKit's slide
/// between them, and `interactivePopGestureRecognizer`, an edge pan that
/// moves the top controller's view with the finger and pops or cancels as
/// it lifts.
///
/// Its view holds the top controller's view (full size, under the bar, as
/// UIKit's `edgesForExtendedLayout` has it) and, front-most, the
/// `NavigationBar`. A pushed controller is a child: its view's superview is
/// this controller's view, so the responder chain runs pushed view →
/// pushed controller → navigation view → navigation controller → window,
/// as UIKit's does (UIKit has two private container views between the
/// pushed view and `view`, `UIViewControllerWrapperView` and
/// `UINavigationTransitionView`; they are left out here).
///
/// As with every animation here the model changes at once: `viewControllers`
/// and `topViewController` are the new stack as soon as `push` or `pop`
/// returns, the new top view is at its place and the old one is out of
/// the hit-test path (its interaction off) while the slide is drawn; the
/// old view leaves the window when the slide ends.
open class NavigationController: ViewController {
  public private(set) var viewControllers: [ViewController] = []
  public let navigationBar: NavigationBar
  /// `interactivePopGestureRecognizer`: a left-edge pan on `view`.
  public let interactivePopGestureRecognizer: ScreenEdgePanGestureRecognizer
  /// Views that slide out and leave the window when their slide ends.
  private var leaving: [View] = []
  /// The controller uncovered by a back swipe in progress.
  private var swipeBelow: ViewController?
  /// The first responder, a text input in the swiped view, whose keyboard
  /// moves with the swipe (`moveKeyboard(alongsideTransitionBy:)`).
  private weak var swipeInput: View?
  /// Called after every change of the stack (the scene builder updates ids).
  public var stackObservers: [(NavigationController) -> Void] = []

  /// A navigation controller with an empty stack: `setViewControllers`
  /// gives it its root (`init(rootViewController:)` in one step).
  public override init(identifier: String, view: View) {
    navigationBar = NavigationBar(identifier: identifier + ".navigationBar")
    interactivePopGestureRecognizer = ScreenEdgePanGestureRecognizer(identifier: identifier + ".popGesture")
    super.init(identifier: identifier, view: view)
    interactivePopGestureRecognizer.edges = .left
    interactivePopGestureRecognizer.firstTarget = { [unowned self] g in self.popGestureChanged(g) }
    view.addGestureRecognizer(interactivePopGestureRecognizer)
    navigationBar.backButton.addTarget(self, action: NavigationController.backAction, for: .touchUpInside)
  }

  /// The back button's action (`backAction`), which pops the stack.
  open override func implements(_ action: String) -> Bool {
    action == NavigationController.backAction || super.implements(action)
  }

  open override func perform(_ message: ActionMessage) {
    guard message.action == NavigationController.backAction else { return super.perform(message) }
    pop(animated: true)
  }

  /// The back button's action, handled by the navigation controller.
  public static let backAction = "popViewController"

  open override var kindName: String { "navigationController" }

  public var topViewController: ViewController? { viewControllers.last }

  /// The bar's height below the top inset: UINavigationBar's 44 pt.
  public static let barHeight: Double = 44
  /// The top safe-area inset of a phone-sized window without a status bar
  /// (the 390 × 844 iPhones' 47 pt, as `pageSheet` uses).
  public static let topInset: Double = 47

  /// Replaces the stack without animation.
  public func setViewControllers(_ list: [ViewController]) {
    for c in viewControllers where !list.contains(where: { $0 === c }) {
      c.view.removeFromSuperview()
      c.removeFromParent()
    }
    viewControllers = list
    for c in list where c.parent !== self { addChild(c) }
    if let top = list.last { show(top, at: 0) }
    for c in list.dropLast() { c.view.removeFromSuperview() }
    updateBar()
  }

  /// `pushViewController(_:animated:)`: the new view slides in from the
  /// right edge while the old one moves a third of the way left.
  public func push(_ controller: ViewController, animated: Bool) {
    guard !viewControllers.contains(where: { $0 === controller }), let old = topViewController,
      let app = view.window?.application
    else {
      if view.window == nil, !viewControllers.contains(where: { $0 === controller }) {
        viewControllers.append(controller)
        addChild(controller)
        show(controller, at: 0)
        updateBar()
      }
      return
    }
    finishSwipe()
    viewControllers.append(controller)
    addChild(controller)
    show(controller, at: 0)
    updateBar()
    if animated {
      slide(controller.view, from: width, to: 0, app: app)
      slideOut(old.view, from: 0, to: -width * Self.parallax, app: app)
    } else {
      old.view.removeFromSuperview()
    }
    notify()
  }

  /// `popViewController(animated:)`: the top view slides out to the right.
  @discardableResult
  public func pop(animated: Bool) -> ViewController? {
    guard viewControllers.count > 1 else { return nil }
    return popTo(viewControllers[viewControllers.count - 2], animated: animated).first
  }

  /// `popToViewController(_:animated:)`: every controller above
  /// `controller` goes; the top one slides out, the others leave at once.
  @discardableResult
  public func popTo(_ controller: ViewController, animated: Bool) -> [ViewController] {
    guard let k = viewControllers.firstIndex(where: { $0 === controller }), k < viewControllers.count - 1
    else { return [] }
    finishSwipe()
    let popped = Array(viewControllers[(k + 1)...])
    viewControllers.removeLast(popped.count)
    show(controller, at: 0, below: popped.last?.view)
    for c in popped.dropLast() {
      c.view.removeFromSuperview()
      c.removeFromParent()
    }
    if let top = popped.last {
      // The keyboard goes down alongside the pop: a text input in the
      // leaving view resigns as the transition starts, not when its view
      // leaves the window at the end (UIKit's keyboard slides out with the
      // pop animation).
      if let w = view.window, let input = w.firstResponder as? View, input is KeyInput,
        input.isDescendant(of: top.view)
      {
        input.resignFirstResponder()
      }
      top.removeFromParent()
      if animated, let app = view.window?.application {
        slideOut(top.view, from: top.view.frame.origin.x, to: width, app: app)
        slide(controller.view, from: -width * Self.parallax, to: 0, app: app)
      } else {
        top.view.removeFromSuperview()
      }
    }
    updateBar()
    notify()
    return popped
  }

  /// How far the view below moves as the top one slides: a third of the
  /// width (UIKit's push moves the old view about 30 % for parallax).
  static let parallax = 0.3

  private var width: Double { view.bounds.width }

  /// Puts `controller.view` in `view`, full size at `x`, under the bar (or
  /// under `sibling`).
  private func show(_ controller: ViewController, at x: Double, below sibling: View? = nil) {
    let v = controller.view
    v.frame = Rect(x: x, y: 0, width: view.bounds.width, height: view.bounds.height)
    v.isUserInteractionEnabled = true
    leaving.removeAll { $0 === v }
    if v.superview !== view {
      v.removeFromSuperview()
      if let sibling, let i = view.subviews.firstIndex(where: { $0 === sibling }) {
        view.insertSubview(v, at: i)
      } else if let bar = view.subviews.firstIndex(where: { $0 === navigationBar }) {
        view.insertSubview(v, at: bar)
      } else {
        view.addSubview(v)
      }
    }
    if navigationBar.superview !== view { view.addSubview(navigationBar) }
    navigationBar.frame = Rect(x: 0, y: 0, width: view.bounds.width, height: Self.topInset + Self.barHeight)
    navigationBar.layout()
  }

  private func slide(_ v: View, from x: Double, to end: Double, app: Application) {
    var f = v.frame
    f.origin.x = x
    let start = f
    f.origin.x = end
    v.frame = f
    PropertyAnimation(
      view: v, property: "frame", from: .rect(start), to: .rect(f),
      duration: GestureConstants.navigationTransitionDuration, curve: .easeInOut)?
      .start(in: app)
  }

  /// Slides a view that is leaving: it takes no touches from now on and
  /// leaves the window when its slide ends (or is cut short).
  private func slideOut(_ v: View, from x: Double, to end: Double, app: Application) {
    var f = v.frame
    f.origin.x = x
    let start = f
    f.origin.x = end
    v.frame = f
    v.isUserInteractionEnabled = false
    leaving.append(v)
    let a = PropertyAnimation(
      view: v, property: "frame", from: .rect(start), to: .rect(f),
      duration: GestureConstants.navigationTransitionDuration, curve: .easeInOut)
    a?.completion = { [weak self, weak v, weak app] _ in
      guard let self, let v, self.leaving.contains(where: { $0 === v }) else { return }
      self.leaving.removeAll { $0 === v }
      // Leaving the window cancels a finger still on the view, in a record
      // (`endAnimation(takingViewsOut:)`).
      if let app { app.endAnimation { v.removeFromSuperview() } } else { v.removeFromSuperview() }
      v.isUserInteractionEnabled = true
      var g = v.frame
      g.origin.x = 0
      v.frame = g
    }
    if let a { a.start(in: app) } else { a?.completion?(true) }
    if a == nil {
      leaving.removeAll { $0 === v }
      v.removeFromSuperview()
    }
  }

  private func updateBar() {
    navigationBar.titleLabel.text = topViewController?.title ?? ""
    if viewControllers.count > 1 {
      let back = viewControllers[viewControllers.count - 2].title
      navigationBar.backButton.title = "‹ " + (back.map { $0.isEmpty ? "Back" : $0 } ?? "Back")
      navigationBar.backButton.isHidden = false
    } else {
      navigationBar.backButton.title = ""
      navigationBar.backButton.isHidden = true
    }
  }

  private func notify() {
    for o in stackObservers { o(self) }
  }

  // MARK: - The back swipe

  /// The edge pan's own handler (UINavigationController is the target of
  /// its `interactivePopGestureRecognizer`): it begins only with something
  /// to pop; the top view follows the finger, the one below moves with it
  /// at a third of the speed; as the finger lifts the pop completes when
  /// the view is past half the width or moving right faster than
  /// `GestureConstants.popGestureVelocity`, else it slides back.
  private func popGestureChanged(_ g: GestureRecognizer) {
    guard let pan = g as? PanGestureRecognizer else { return }
    switch g.state {
    case .began:
      guard viewControllers.count > 1, let top = topViewController else {
        g.isEnabled = false
        g.isEnabled = true
        return
      }
      let below = viewControllers[viewControllers.count - 2]
      swipeBelow = below
      show(below, at: -width * Self.parallax, below: top.view)
      top.view.removeAnimation(forProperty: "frame")
      top.view.isUserInteractionEnabled = false
      swipeInput = textInput(in: top)
      follow(pan)
    case .changed:
      follow(pan)
    case .ended:
      guard let below = swipeBelow, let top = topViewController else { return }
      let x = top.view.frame.origin.x
      let v = pan.velocity(in: view).x
      let completes =
        v > GestureConstants.popGestureVelocity
        || (x > width * GestureConstants.popGestureCompletionFraction
          && v > -GestureConstants.popGestureVelocity)
      swipeBelow = nil
      guard let app = view.window?.application else { return }
      if completes {
        // The pop is decided: a text input in the leaving view resigns now,
        // and its keyboard, moved sideways with the view, leaves with it.
        swipeInput?.resignFirstResponder()
        swipeInput = nil
        viewControllers.removeLast()
        top.removeFromParent()
        slideOut(top.view, from: x, to: width, app: app)
        slide(below.view, from: below.view.frame.origin.x, to: 0, app: app)
        below.view.isUserInteractionEnabled = true
        updateBar()
        notify()
      } else {
        cancelSwipe(top: top, below: below, app: app)
      }
    case .cancelled, .failed:
      guard let below = swipeBelow, let top = topViewController else { return }
      swipeBelow = nil
      if let app = view.window?.application { cancelSwipe(top: top, below: below, app: app) }
    default: break
    }
  }

  private func follow(_ pan: PanGestureRecognizer) {
    guard let below = swipeBelow, let top = topViewController else { return }
    let t = min(max(0, pan.translation(in: view).x), width)
    var f = top.view.frame
    f.origin.x = t
    top.view.frame = f
    var g = below.view.frame
    g.origin.x = -width * Self.parallax * (1 - t / max(1, width))
    below.view.frame = g
    if swipeInput != nil { view.window?.application?.moveKeyboard(alongsideTransitionBy: t) }
  }

  /// The first responder when it is a text input inside `controller`'s
  /// view: the keyboard is its, and goes where that view goes.
  private func textInput(in controller: ViewController) -> View? {
    guard let input = view.window?.firstResponder as? View, input is KeyInput,
      input.isDescendant(of: controller.view)
    else { return nil }
    return input
  }

  private func cancelSwipe(top: ViewController, below: ViewController, app: Application) {
    if swipeInput != nil { app.returnKeyboardAfterCancelledTransition() }
    swipeInput = nil
    slide(top.view, from: top.view.frame.origin.x, to: 0, app: app)
    top.view.isUserInteractionEnabled = true
    slideOut(below.view, from: below.view.frame.origin.x, to: -width * Self.parallax, app: app)
  }

  /// A push or pop while a swipe is in progress ends the swipe first.
  private func finishSwipe() {
    guard let below = swipeBelow else { return }
    swipeBelow = nil
    if swipeInput != nil { view.window?.application?.moveKeyboard(alongsideTransitionBy: 0) }
    swipeInput = nil
    below.view.removeFromSuperview()
    topViewController?.view.frame.origin.x = 0
    topViewController?.view.isUserInteractionEnabled = true
  }

  /// The leaving views' slides, ended at once (for a reload or a test).
  public var isTransitioning: Bool { !leaving.isEmpty || swipeBelow != nil }
}

/// `UINavigationBar`: the title of the top controller, centred, and a back
/// button naming the controller below (hidden at the root).
open class NavigationBar: View {
  public let titleLabel: Label
  public let backButton: Button

  public override init(identifier: String = "", frame: Rect = .zero) {
    titleLabel = Label(identifier: identifier.replacingSuffix(".navigationBar", with: ".titleLabel"))
    backButton = Button(identifier: identifier.replacingSuffix(".navigationBar", with: ".backButton"))
    super.init(identifier: identifier, frame: frame)
    backgroundColor = Color(r: 249, g: 249, b: 249, a: 240)
    titleLabel.alignment = .center
    titleLabel.fontWeight = .semibold
    backButton.titleAlignment = .left
    backButton.fontWeight = .regular
    addSubview(titleLabel)
    addSubview(backButton)
    layout()
  }

  open override var kindName: String { "navigationBar" }

  /// Places the title and the back button in the bar's current bounds.
  public func layout() {
    let w = bounds.width
    let top = NavigationController.topInset
    titleLabel.frame = Rect(x: w * 0.25, y: top, width: w * 0.5, height: NavigationController.barHeight)
    backButton.frame = Rect(x: 8, y: top, width: w * 0.25 - 8, height: NavigationController.barHeight)
  }
}

extension String {
  fileprivate func replacingSuffix(_ suffix: String, with other: String) -> String {
    hasSuffix(suffix) ? String(dropLast(suffix.count)) + other : self + other
  }
}
