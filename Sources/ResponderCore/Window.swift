/// The top of a view hierarchy, and the dispatcher of its events (`UIWindow`).
///
/// "When the application object gets an event from the event queue, it
/// dispatches it to the window in which the user event occurred. The window
/// sends the event to the view that is the most appropriate handler for it."
open class Window: View {
  /// The application; it clears this when it goes away.
  @exclusivity(unchecked) public internal(set) unowned(unsafe) var application: Application? {
    didSet { chainDidChange() }
  }
  public private(set) var firstResponder: Responder?
  /// Bumped on every visible change; a renderer redraws when it moved.
  public var displayRevision = 0

  /// Touches on the screen that began in this window and have not ended.
  @exclusivity(unchecked) public internal(set) var activeTouches: [Touch] = []
  /// Recognizers involved in current or unfinished gestures.
  @exclusivity(unchecked) var activeRecognizers: [GestureRecognizer] = []
  /// The recognizer list of the last touch that began here, which the next
  /// touch shares when its list comes out the same (`beginTracking`). It
  /// keeps those recognizers alive until a touch with other ones begins.
  @exclusivity(unchecked) var lastTouchRecognizers: [GestureRecognizer] = []

  public override init(identifier: String = "window", frame: Rect = .zero) {
    super.init(identifier: identifier, frame: frame)
    isWindow = true
    ownedUndoManager = UndoManager()
  }

  deinit {
    if let root = rootViewController, root.windowOfRoot === self { root.windowOfRoot = nil }
  }

  /// What others hold weakly instead of the window (`ViewController.presentationWindow`).
  lazy var token = WindowToken(self)

  open override var kindName: String { "window" }

  /// "The window's next responder is the UIApplication object."
  public override var uikitNext: Responder? {
    if let declared = sceneNext { return declared }
    return application
  }

  open override var window: Window? { self }

  /// The controller whose view fills the window.
  public var rootViewController: ViewController? {
    didSet {
      oldValue?.view.removeFromSuperview()
      if let oldValue {
        oldValue.view.owningController = nil
        oldValue.windowOfRoot = nil
      }
      guard let root = rootViewController else { return }
      root.view.owningController = root
      root.windowOfRoot = self
      if root.view.bounds.size == .zero {
        root.view.frame = Rect(origin: .zero, size: bounds.size)
      }
      insertSubview(root.view, at: 0)
    }
  }

  func setFirstResponder(_ responder: Responder?) {
    firstResponder = responder
    setNeedsDisplay()
    application?.firstResponderChanged(to: responder)
  }

  /// A view is leaving this window: it may not stay first responder, and
  /// touches in it are cancelled, as UIKit does for removed views.
  func viewWillLeave(_ view: View) {
    cancelTouches(leaving: view)
    let leaving: Bool
    switch firstResponder {
    case let v as View: leaving = v.isDescendant(of: view)
    // A controller first responder leaves with its view (a dismissed sheet).
    case let c as ViewController: leaving = c.view.isDescendant(of: view)
    default: leaving = false
    }
    if leaving, let fr = firstResponder {
      firstResponder = nil
      fr.didResignFirstResponder()
      application?.firstResponderChanged(to: nil)
    }
  }

  /// Changes the window's size; the root view follows.
  public func resize(to size: Size) {
    frame = Rect(origin: .zero, size: size)
    for sub in subviews where sub.owningController != nil {
      sub.frame = Rect(origin: .zero, size: size)
    }
  }

  /// Dispatches an event: touches to their views (through gesture
  /// recognizers first), everything else to the first responder.
  open func sendEvent(_ event: Event) {
    switch event.type {
    case .touches:
      deliverTouches(event)
    case .presses:
      let target = firstResponder ?? self
      let began = event.allPresses.filter { $0.phase == .began }
      let ended = event.allPresses.filter { $0.phase == .ended }
      deliverPressesToRecognizers(began: began, ended: ended, from: target, event: event)
      if !began.isEmpty { target.pressesBegan(began, with: event) }
      if !ended.isEmpty { target.pressesEnded(ended, with: event) }
    case .motion:
      let target = firstResponder ?? self
      event.isEnding
        ? target.motionEnded(event.subtype, with: event)
        : target.motionBegan(event.subtype, with: event)
    case .remoteControl:
      (firstResponder ?? self).remoteControlReceived(with: event)
    case .scroll:
      // Scrolls go to pan recognizers, not responders (`Application+Scroll`).
      break
    }
  }
}

/// A stand-in that code holds `weak` instead of a window: a weak reference
/// gives its object a side table, which puts every retain and release of
/// that object on the runtime's slow path, and a window is retained at
/// every event. Only its window holds it, so it goes when the window goes
/// and the weak references turn nil.
final class WindowToken {
  /// Valid while the token is: the window owns the token.
  unowned(unsafe) let window: Window

  init(_ window: Window) { self.window = window }
}
