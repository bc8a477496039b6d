/// The events a control reports to its targets (`UIControl.Event`).
public struct ControlEvents: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  public static let touchUpInside = ControlEvents(rawValue: 1 << 1)
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 2)
  public static let touchCancel = ControlEvents(rawValue: 1 << 3)
  public static let valueChanged = ControlEvents(rawValue: 1 << 4)
  public static let editingDidBegin = ControlEvents(rawValue: 1 << 5)
  public static let editingChanged = ControlEvents(rawValue: 1 << 6)
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 7)
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 8)
}

/// A view that turns touches into action messages (`UIControl`).
///
/// "The button object handles the event by sending an action message to
/// another object." Controls consume their touches rather than forwarding
/// them, and send actions through the application: to the target, or up the
/// chain from the first responder when the target is nil.
open class Control: View {
  @exclusivity(unchecked) public var isEnabled = true { didSet { setNeedsDisplay() } }
  @exclusivity(unchecked) public private(set) var isHighlighted = false
  @exclusivity(unchecked) public private(set) var isTracking = false
  @exclusivity(unchecked) private var actions:
    [(target: TargetReference, action: String, events: ControlEvents)] = []

  open override var kindName: String { "control" }

  /// The event a scene's `action:` is sent on for this kind of control.
  open var primaryEvents: ControlEvents { .primaryActionTriggered }

  public func addTarget(_ target: Responder?, action: String, for events: ControlEvents) {
    actions.append((TargetReference(target), action, events))
  }

  /// The targets and actions registered, for the overlay and traces.
  public var allTargets: [(target: Responder?, action: String, events: ControlEvents)] {
    actions.filter(\.target.isLive).map { ($0.target.target, $0.action, $0.events) }
  }

  /// Sends every action registered for `events`.
  public func sendActions(for events: ControlEvents, with event: Event? = nil) {
    for a in actions where !a.events.intersection(events).isEmpty && a.target.isLive {
      window?.application?.sendAction(a.action, to: a.target.target, from: self, for: event)
    }
  }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard isEnabled else { return super.touchesBegan(touches, with: event) }
    noteHandled("touchesBegan", event: event)
    isTracking = true
    isHighlighted = true
    setNeedsDisplay()
    beginTracking(touches.first, with: event)
    sendActions(for: .touchDown, with: event)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard isTracking else { return super.touchesMoved(touches, with: event) }
    noteHandled("touchesMoved", event: event)
    if let t = touches.first {
      let inside = isTouchInside(t)
      if inside != isHighlighted {
        isHighlighted = inside
        setNeedsDisplay()
      }
      continueTracking(t, with: event)
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard isTracking else { return super.touchesEnded(touches, with: event) }
    noteHandled("touchesEnded", event: event)
    isTracking = false
    isHighlighted = false
    setNeedsDisplay()
    let inside = touches.first.map(isTouchInside) ?? false
    endTracking(touches.first, inside: inside, with: event)
    sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard isTracking else { return super.touchesCancelled(touches, with: event) }
    noteHandled("touchesCancelled", event: event)
    isTracking = false
    isHighlighted = false
    setNeedsDisplay()
    sendActions(for: .touchCancel, with: event)
  }

  /// Refuses a recognizer on an ancestor whose gesture is this control's
  /// own default action, so that the control's action wins.
  ///
  /// "In iOS 6.0 and later, default control actions prevent overlapping
  /// gesture recognizer behavior" (Event Handling Guide for iOS,
  /// "Interacting with Other User Interface Controls"): a single-finger
  /// single tap on a button or switch, a single-finger swipe on a slider's
  /// thumb parallel to the slider, a single-finger pan on a switch's thumb
  /// parallel to the switch. "If you have a custom subclass of one of these
  /// controls and you want to change the default action, attach a gesture
  /// recognizer directly to the control": one attached here, or to a view
  /// inside the control, is let through. A disabled control takes no
  /// touches, so it blocks nothing.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard isEnabled, let owner = gestureRecognizer.view, owner !== self, !owner.isDescendant(of: self) else {
      return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }
    let touches = gestureRecognizer.sequenceTouches.filter { $0.view === self }
    guard touches.count == 1, gestureRecognizer.sequenceTouches.count == 1,
      overlapsDefaultAction(gestureRecognizer, touch: touches[0])
    else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
    return false
  }

  /// Whether `recognizer`, seeing one finger that began in this control,
  /// is recognizing this kind of control's default action; false here.
  open func overlapsDefaultAction(_ recognizer: GestureRecognizer, touch: Touch) -> Bool { false }

  /// A single-finger single tap: the default action of buttons and switches.
  static func isSingleTap(_ r: GestureRecognizer) -> Bool {
    guard let tap = r as? TapGestureRecognizer else { return false }
    return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
  }

  /// Whether a touch has travelled along the x axis more than across it
  /// since it began: "a direction parallel to" a horizontal control.
  static func movedHorizontally(_ t: Touch) -> Bool {
    let d = t.location(in: nil) - t.initialLocation(in: nil)
    return abs(d.x) >= abs(d.y)
  }

  /// Whether a touch is close enough to count as inside (UIKit allows a
  /// margin of about 70 points around a control while tracking).
  public func isTouchInside(_ t: Touch) -> Bool {
    bounds.insetBy(dx: -70, dy: -70).contains(t.location(in: self))
  }

  /// Hooks for subclasses, called while a touch is tracked.
  open func beginTracking(_ touch: Touch?, with event: Event?) {}
  open func continueTracking(_ touch: Touch, with event: Event?) {}
  open func endTracking(_ touch: Touch?, inside: Bool, with event: Event?) {}

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "enabled", "isEnabled": return .bool(isEnabled)
    case "highlighted", "isHighlighted": return .bool(isHighlighted)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "enabled", "isEnabled":
      guard let b = value.bool else { return false }
      isEnabled = b
      return true
    default: return super.setValue(value, forProperty: name)
    }
  }
}
