/// A view that turns touches into action messages (`UIControl`).
///
/// "The button object handles the event by sending an action message to
/// another object." Controls consume their touches rather than forwarding
/// them, and send actions through the application: to the target, or up the
/// chain from the first responder when the target is nil. Tracking follows
/// `UIControl`: `beginTracking(_:with:)` on touch-down, `continueTracking`
/// on every move (drag inside/outside/enter/exit), `endTracking` on lift
/// (touch up inside/outside), `cancelTracking` when the touch is cancelled.
open class Control: View {
  /// A disabled control ignores touches (they travel on to the superview) and draws dimmed.
  public var isEnabled = true { didSet { setNeedsDisplay() } }
  /// The selected state (`isSelected`): drawn, never changed by touches.
  public var isSelected = false { didSet { setNeedsDisplay() } }
  /// True while a tracked touch is inside (bounds plus `trackingSlop`).
  public var isHighlighted = false {
    didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
  }
  public private(set) var isTracking = false
  /// The touches whose `touchesBegan` the control took and whose end it
  /// has not seen: it keeps their later phases even when `beginTracking` or
  /// `continueTracking` said to stop tracking, rather than passing a
  /// `touchesEnded` up the chain whose `touchesBegan` nobody there saw.
  ///
  /// One entry per touch, not one flag: a touch's end can still be on its
  /// way when the next touch begins. A recognizer with `delaysTouchesEnded`
  /// holds the first touch's `touchesEnded` until it fails, and a second
  /// finger on the control gets its `touchesBegan` meanwhile, as the second
  /// tap of a double tap does (UIGestureRecognizer.delaysTouchesEnded). The
  /// UIResponder reference: a responder that handles touches itself, not
  /// calling `super`, handles every phase of them. With one flag, the
  /// first touch's late end cleared it and the second touch's end went up
  /// the chain (the event storm over Scenes/keyboard/keyboard.yaml: "list:
  /// 2 touchesEnded/Cancelled deliveries for 1 touches"). Held weakly: a
  /// touch that has gone can never end here, and drops out.
  @exclusivity(unchecked) private var heldTouches: [Weak<Touch>] = []
  /// Whether the tracked touch is inside now (`isTouchInside`).
  public private(set) var isTouchInside = false
  @exclusivity(unchecked) private var actions:
    [(target: TargetReference, action: String, events: ControlEvents)] = []

  /// How far outside its bounds a tracked touch still counts as inside
  /// (`GestureConstants.controlTrackingSlop`, 70 pt).
  public static let trackingSlop = GestureConstants.controlTrackingSlop

  open override var kindName: String { "control" }

  /// The event a scene's `action:` is sent on for this kind of control.
  open var primaryEvents: ControlEvents { .primaryActionTriggered }

  /// Adds a target-action pair for `events`. "It is also safe to call this
  /// method multiple times with the same values for the target and action
  /// parameters" (UIControl.addTarget(_:action:for:)): the control keeps
  /// each pair once, with the union of the events it was added for, so
  /// that one event sends the action once.
  public func addTarget(_ target: Responder?, action: String, for events: ControlEvents) {
    if let i = actions.firstIndex(where: { $0.action == action && $0.target.refers(to: target) }) {
      actions[i].events.formUnion(events)
      return
    }
    actions.append((TargetReference(target), action, events))
  }

  /// Sends every action registered for `events` (`sendActions(for:)`), one
  /// event at a time in UIKit's bit order; each event is recorded for the
  /// trace, and then attached overrides add their code for it.
  public func sendActions(for events: ControlEvents, with event: Event? = nil) {
    for (_, single) in ControlEvents.named where events.contains(single) {
      let record = event?.record ?? window?.application?.currentRecord
      record?.controlEvents.append((self, single))
      for a in actions where a.events.contains(single) && a.target.isLive {
        window?.application?.sendAction(a.action, to: a.target.target, from: self, for: event)
      }
      overrides?.didSendActions(for: single, with: event, of: self)
    }
  }

  // MARK: - Touches

  /// A control tracks its own touches (`beginTracking`…): its touch
  /// methods are overrides dispatch must call.
  override class var overridesTouchMethods: Bool { true }

  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard isEnabled, let t = touches.first else { return super.touchesBegan(touches, with: event) }
    noteHandled(.touchesBegan, event: event, touches: touches.count)
    heldTouches.removeAll { $0.value == nil }
    for touch in touches where !holdsAny(of: [touch]) { heldTouches.append(Weak(touch)) }
    isTouchInside = true
    isHighlighted = true
    isTracking = beginTracking(t, with: event)
    // "Return false if it should stop" (beginTracking(_:with:)): a touch the
    // control does not track does not highlight it either.
    if !isTracking { isHighlighted = false }
    sendActions(for: t.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, with: event)
  }

  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard isTracking, let t = touches.first else {
      if holdsAny(of: touches) { return noteHandled(.touchesMoved, event: event, touches: touches.count) }
      return super.touchesMoved(touches, with: event)
    }
    noteHandled(.touchesMoved, event: event, touches: touches.count)
    let wasInside = isTouchInside
    isTouchInside = isInsideWhileTracking(t)
    isHighlighted = isTouchInside
    switch (wasInside, isTouchInside) {
    case (true, true): sendActions(for: .touchDragInside, with: event)
    case (true, false): sendActions(for: .touchDragExit, with: event)
    case (false, true): sendActions(for: .touchDragEnter, with: event)
    case (false, false): sendActions(for: .touchDragOutside, with: event)
    }
    if !continueTracking(t, with: event) {
      isTracking = false
      isHighlighted = false
    }
  }

  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard isTracking else {
      if holdsAny(of: touches) {
        letGo(touches)
        return noteHandled(.touchesEnded, event: event, touches: touches.count)
      }
      return super.touchesEnded(touches, with: event)
    }
    letGo(touches)
    noteHandled(.touchesEnded, event: event, touches: touches.count)
    isTracking = false
    isHighlighted = false
    isTouchInside = touches.first.map(isInsideWhileTracking) ?? false
    endTracking(touches.first, with: event)
    sendActions(for: isTouchInside ? .touchUpInside : .touchUpOutside, with: event)
    if isTouchInside, sendsPrimaryActionOnTouchUpInside {
      sendActions(for: .primaryActionTriggered, with: event)
    }
  }

  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    guard isTracking else {
      if holdsAny(of: touches) {
        letGo(touches)
        return noteHandled(.touchesCancelled, event: event, touches: touches.count)
      }
      return super.touchesCancelled(touches, with: event)
    }
    letGo(touches)
    noteHandled(.touchesCancelled, event: event, touches: touches.count)
    isTracking = false
    isHighlighted = false
    isTouchInside = false
    cancelTracking(with: event)
    sendActions(for: .touchCancel, with: event)
  }

  /// Whether the control took the `touchesBegan` of one of `touches`.
  private func holdsAny(of touches: Set<Touch>) -> Bool {
    heldTouches.contains { held in held.value.map(touches.contains) ?? false }
  }

  /// Forgets `touches`: their sequence has ended for the control.
  private func letGo(_ touches: Set<Touch>) {
    if heldTouches.isEmpty { return }
    heldTouches.removeAll { held in held.value.map(touches.contains) ?? true }
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

  /// Whether a tracked touch counts as inside: within the touchable area
  /// (`hitArea`: the bounds, or what an override made touchable) grown by `trackingSlop` on
  /// every side.
  public func isInsideWhileTracking(_ t: Touch) -> Bool {
    let slop = Self.trackingSlop
    return hitArea.insetBy(dx: -slop, dy: -slop).contains(t.location(in: self))
  }

  /// Buttons send `primaryActionTriggered` after `touchUpInside`, as
  /// `UIButton` does; a text field sends it on Return.
  open var sendsPrimaryActionOnTouchUpInside: Bool { false }

  // MARK: - Tracking (UIControl's overridable hooks)

  /// A touch went down in the control; return false to stop tracking it
  /// (`beginTracking(_:with:)`).
  @discardableResult
  open func beginTracking(_ touch: Touch, with event: Event?) -> Bool { true }
  /// The tracked touch moved; return false to stop tracking (`continueTracking(_:with:)`).
  open func continueTracking(_ touch: Touch, with event: Event?) -> Bool { true }
  /// The tracked touch lifted (`endTracking(_:with:)`); `isTouchInside` says where.
  open func endTracking(_ touch: Touch?, with event: Event?) {}
  /// The tracked touch was cancelled (`cancelTracking(with:)`).
  open func cancelTracking(with event: Event?) {}

  open override func value(forProperty name: String) -> PropertyValue? {
    switch name {
    case "enabled", "isEnabled": return .bool(isEnabled)
    case "highlighted", "isHighlighted": return .bool(isHighlighted)
    case "selected", "isSelected": return .bool(isSelected)
    case "tracking", "isTracking": return .bool(isTracking)
    default: return super.value(forProperty: name)
    }
  }

  open override func setValue(_ value: PropertyValue, forProperty name: String) -> Bool {
    switch name {
    case "enabled", "isEnabled":
      guard let b = value.bool else { return false }
      isEnabled = b
      return true
    case "selected", "isSelected":
      guard let b = value.bool else { return false }
      isSelected = b
      return true
    case "highlighted", "isHighlighted":
      guard let b = value.bool else { return false }
      isHighlighted = b
      return true
    default: return super.setValue(value, forProperty: name)
    }
  }
}
